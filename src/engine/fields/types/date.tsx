import { formatDate } from '../../../model/format';
import { DateInput } from '../DateInput';
import { common, type FieldTypeView } from './_types';

const date: FieldTypeView = {
  Input: (props) => (
    <DateInput
      {...common(props)}
      withTime={false}
      value={props.value as string}
      onChange={props.onChange}
    />
  ),
  Display: ({ value }) => <>{formatDate(value, false)}</>,
};
export default date;
