import { Select, Tag } from 'antd';
import { humanize } from '../../../model/format';
import { common, type FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';

const enumType: FieldTypeView = {
  Input: (props) => (
    <Select
      {...common(props)}
      value={props.value}
      onChange={props.onChange}
      options={props.field.options?.map((option) => ({
        value: option.value,
        label: option.label ?? humanize(String(option.value)),
      }))}
    />
  ),
  Display: ({ field, value }) => {
    const option = field.options?.find((item) => item.value === value);
    return <Tag color={option?.color}>{fieldText(field, value)}</Tag>;
  },
};
export default enumType;
