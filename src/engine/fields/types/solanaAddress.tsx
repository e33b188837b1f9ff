import { ChainLink } from './_chain';
import { TextInput } from './_text';
import type { FieldTypeView } from './_types';

const solanaAddress: FieldTypeView = {
  Input: (props) => <TextInput {...props} mono />,
  Display: ({ value }) => <ChainLink kind="address" value={value} />,
};
export default solanaAddress;
