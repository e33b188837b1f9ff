import { NumberInput } from './_number';
import type { FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';

const bps: FieldTypeView = {
  Input: (props) => <NumberInput {...props} addonAfter="bps" />,
  Display: ({ field, value }) => <span className="num">{fieldText(field, value)}</span>,
};
export default bps;
