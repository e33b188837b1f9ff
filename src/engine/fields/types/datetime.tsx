import { lazyInput } from '../lazyInput';
import { common, type FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';

const DateInput = lazyInput(() => import('../DateInput'));

const datetime: FieldTypeView = {
  Input: (props) => (
    <DateInput
      {...common(props)}
      withTime
      value={props.value as string}
      onChange={props.onChange}
    />
  ),
  Display: ({ field, value }) => <>{fieldText(field, value)}</>,
};
export default datetime;
