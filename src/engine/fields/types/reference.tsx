import { ReferenceLabel } from '../ReferenceLabel';
import { ReferenceSelect } from '../ReferenceSelect';
import type { FieldTypeView } from './_types';

const reference: FieldTypeView = {
  Input: (props) => (
    <ReferenceSelect field={props.field} value={props.value} onChange={props.onChange} />
  ),
  Display: ({ field, value }) => <ReferenceLabel field={field} ids={[String(value)]} />,
};
export default reference;
