import { Input } from 'antd';
import { signOf } from '../../../model/format';
import { common, type FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';
import { t } from '../../../i18n/translator';
import { withShownUnit } from '../withShownUnit';
import { WithUnit } from '../WithUnit';

/** Amounts are decimal strings: typed as text, checked as a number, never rounded or re-padded. */
const money: FieldTypeView = {
  Input: (props) => (
    <WithUnit unit={props.field.unit ? t(props.field.unit) : undefined}>
      <Input
        {...common(props)}
        value={props.value === undefined || props.value === null ? '' : String(props.value)}
        onChange={(event) => props.onChange?.(event.target.value)}
        inputMode="decimal"
      />
    </WithUnit>
  ),
  Display: ({ field, value }) =>
    field.signed ? (
      <span className={`num ${['num-loss', '', 'num-gain'][signOf(value) + 1]}`}>
        {fieldText(withShownUnit(field), value)}
      </span>
    ) : (
      <span className="num">{fieldText(withShownUnit(field), value)}</span>
    ),
};
export default money;
