import { fieldTypeView, type InputProps } from './types';

export { ReferenceSelect } from './ReferenceSelect';

/** The input for one field, drawn by its type's file (antd Form.Item passes value and onChange). */
export function FieldInput(props: InputProps) {
  const { Input } = fieldTypeView(props.field.type);
  return <Input {...props} />;
}
