import { Select, Space, Tag } from 'antd';
import { ReferenceLabel } from '../ReferenceLabel';
import { ReferenceSelect } from '../ReferenceSelect';
import { common, type FieldTypeView } from './_types';

/** Several `_id`s of another resource (searched on the server), or free words. */
const tags: FieldTypeView = {
  Input: (props) =>
    props.field.reference ? (
      <ReferenceSelect field={props.field} multiple value={props.value} onChange={props.onChange} />
    ) : (
      <Select {...common(props)} mode="tags" value={props.value} onChange={props.onChange} />
    ),
  Display: ({ field, value }) =>
    Array.isArray(value) && field.reference ? (
      <ReferenceLabel field={field} ids={value.map(String)} />
    ) : (
      <Space size={[0, 4]} wrap>
        {(Array.isArray(value) ? value : [value]).map((item) => (
          <Tag key={String(item)}>{String(item)}</Tag>
        ))}
      </Space>
    ),
};
export default tags;
