import { TextArea, plainText } from './_text';
import type { FieldTypeView } from './_types';

const textarea: FieldTypeView = { Input: TextArea, Display: plainText };
export default textarea;
