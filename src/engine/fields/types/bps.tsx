import { formatBps } from '../../../model/format';
import { NumberInput } from './_number';
import type { FieldTypeView } from './_types';

const bps: FieldTypeView = {
  Input: (props) => <NumberInput {...props} addonAfter="bps" />,
  Display: ({ value }) => <span className="num">{formatBps(value)}</span>,
};
export default bps;
