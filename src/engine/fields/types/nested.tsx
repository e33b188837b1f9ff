import { Badge } from 'antd';
import type { FieldTypeView } from './_types';

/** Rows are edited by the form itself (Form.List); lists show how many there are. */
const nested: FieldTypeView = {
  Input: () => null,
  Display: ({ value }) => (
    <Badge count={Array.isArray(value) ? value.length : 0} showZero color="#3b5bdb" />
  ),
};
export default nested;
