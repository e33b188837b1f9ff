import { NumberInput } from './_number';
import type { FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';

const number: FieldTypeView = {
  Input: (props) => <NumberInput {...props} />,
  Display: ({ field, value }) => <span className="num">{fieldText(field, value)}</span>,
};
export default number;
