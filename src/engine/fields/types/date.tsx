import { lazyInput } from '../lazyInput';
import { common, type FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';

const DateInput = lazyInput(() => import('../DateInput'));

const date: FieldTypeView = {
  Input: (props) => (
    <DateInput
      {...common(props)}
      withTime={false}
      value={props.value as string}
      onChange={props.onChange}
    />
  ),
  Display: ({ field, value }) => <>{fieldText(field, value)}</>,
};
export default date;
