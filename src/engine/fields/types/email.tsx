import { TextInput, plainText } from './_text';
import type { FieldTypeView } from './_types';

const email: FieldTypeView = { Input: (props) => <TextInput {...props} />, Display: plainText };
export default email;
