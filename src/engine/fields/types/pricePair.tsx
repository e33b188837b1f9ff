import { formatPrice } from '../../../model/format';
import { PricePairInput } from '../PricePairInput';
import { common, type FieldTypeView } from './_types';
import { t } from '../../../i18n/translator';

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
        {t('Yes {{yes}} · No {{no}}', { yes: formatPrice(yes), no: formatPrice(no) })}
      </span>
    );
  },
};
export default pricePair;
