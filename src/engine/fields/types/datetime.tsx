import { formatDate } from '../../../model/format';
import { DateInput } from '../DateInput';
import { common, type FieldTypeView } from './_types';

const datetime: FieldTypeView = {
  Input: (props) => (
    <DateInput
      {...common(props)}
      withTime
      value={props.value as string}
      onChange={props.onChange}
    />
  ),
  Display: ({ value }) => <>{formatDate(value)}</>,
};
export default datetime;
