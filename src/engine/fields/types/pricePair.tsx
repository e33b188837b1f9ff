import { formatPrice } from '../../../model/format';
import { PricePairInput } from '../PricePairInput';
import { common, type FieldTypeView } from './_types';

const pricePair: FieldTypeView = {
  Input: (props) => (
    <PricePairInput
      {...common(props)}
      value={props.value as number[] | undefined}
      onChange={props.onChange}
    />
  ),
  Display: ({ value }) => {
    const [yes, no] = Array.isArray(value) ? value : [];
    return (
      <span className="num">
        Yes {formatPrice(yes)} · No {formatPrice(no)}
      </span>
    );
  },
};
export default pricePair;
