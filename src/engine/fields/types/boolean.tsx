import { Switch, Tag } from 'antd';
import { common, type FieldTypeView } from './_types';

const boolean: FieldTypeView = {
  Input: (props) => (
    <Switch {...common(props)} checked={Boolean(props.value)} onChange={props.onChange} />
  ),
  Display: ({ value }) => (value ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
};
export default boolean;
