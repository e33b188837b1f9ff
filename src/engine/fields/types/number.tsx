import { formatAmount } from '../../../model/format';
import { NumberInput } from './_number';
import type { FieldTypeView } from './_types';

const number: FieldTypeView = {
  Input: (props) => <NumberInput {...props} />,
  Display: ({ value }) => <span className="num">{formatAmount(value)}</span>,
};
export default number;
