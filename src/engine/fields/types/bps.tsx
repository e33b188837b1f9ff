import { NumberInput } from './_number';
import type { FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';
import { t } from '../../../i18n/translator';

const bps: FieldTypeView = {
  Input: (props) => <NumberInput {...props} unit={t('bps')} />,
  Display: ({ field, value }) => <span className="num">{fieldText(field, value)}</span>,
};
export default bps;
