import { NumberInput } from './_number';
import type { FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';

const price: FieldTypeView = {
  Input: (props) => <NumberInput {...props} step={0.01} />,
  Display: ({ field, value }) => <span className="num">{fieldText(field, value)}</span>,
};
export default price;
