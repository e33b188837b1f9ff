import { formatPrice } from '../../../model/format';
import { NumberInput } from './_number';
import type { FieldTypeView } from './_types';

const price: FieldTypeView = {
  Input: (props) => <NumberInput {...props} step={0.01} />,
  Display: ({ value }) => <span className="num">{formatPrice(value)}</span>,
};
export default price;
