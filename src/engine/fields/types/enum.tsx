import { Select, Tag } from 'antd';
import { humanize } from '../../../model/format';
import { common, type FieldTypeView } from './_types';
import { fieldText } from '../../../model/fieldText';
import { t } from '../../../i18n/translator';

const enumType: FieldTypeView = {
  Input: (props) => (
    <Select
      {...common(props)}
      value={props.value}
      onChange={props.onChange}
      options={props.field.options?.map((option) => ({
        value: option.value,
        label: t(option.label ?? humanize(String(option.value))),
      }))}
    />
  ),
  Display: ({ field, value }) => {
    const option = field.options?.find((item) => item.value === value);
    // The option's label (or the model's word for the value), in the admin's language.
    return <Tag color={option?.color}>{t(fieldText(field, value) ?? '')}</Tag>;
  },
};
export default enumType;
