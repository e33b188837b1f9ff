import { fieldTypeView, type InputProps } from './types';
import { preloadFieldInputs } from './lazyInput';

export { ReferenceSelect } from './ReferenceSelect';

/** The input for one field, drawn by its type's file (antd Form.Item passes value and onChange). */
export function FieldInput(props: InputProps) {
  const { Input } = fieldTypeView(props.field.type);
  return <Input {...props} />;
}

// This module is a form's: the heavy inputs (date pickers, the restriction table) start downloading
// with it, and are in by the time a form's record has arrived. Lists and show pages do not import it.
preloadFieldInputs();
