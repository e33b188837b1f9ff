import { Select, Tag } from 'antd';
import { common, type FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';
import { optionText } from '../../../i18n/translator';
import { optionLabel } from '../../../model/fieldTypes/enum';

const enumType: FieldTypeView = {
  Input: (props) => (
    <Select
      {...common(props)}
      value={props.value}
      onChange={props.onChange}
      options={props.field.options?.map((option) => ({
        value: option.value,
        label: optionText(optionLabel(option)),
      }))}
    />
  ),
  Display: ({ field, value }) => {
    const option = field.options?.find((item) => item.value === value);
    // The option's label (or the model's word for the value), in the admin's language.
    return <Tag color={option?.color}>{optionText(fieldText(field, value) ?? '')}</Tag>;
  },
};
export default enumType;
