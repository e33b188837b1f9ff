import { ChainLink } from './_chain';
import { TextInput } from './_text';
import type { FieldTypeView } from './_types';

const txSignature: FieldTypeView = {
  Input: (props) => <TextInput {...props} mono />,
  Display: ({ value }) => <ChainLink kind="tx" value={value} />,
};
export default txSignature;
