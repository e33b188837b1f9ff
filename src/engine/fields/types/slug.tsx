import { TextInput, plainText } from './_text';
import type { FieldTypeView } from './_types';

const slug: FieldTypeView = { Input: (props) => <TextInput {...props} />, Display: plainText };
export default slug;
