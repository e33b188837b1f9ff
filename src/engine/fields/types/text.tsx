import { TextInput, plainText } from './_text';
import type { FieldTypeView } from './_types';

const text: FieldTypeView = {
  Input: (props) => <TextInput {...props} spellCheck />,
  Display: plainText,
};
export default text;
