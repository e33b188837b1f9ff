import { Typography } from 'antd';
import { TextArea } from './_text';
import type { FieldTypeView } from './_types';

/** HTML source; lists show its size only (rendering it is a sanitized page's job). */
const richtext: FieldTypeView = {
  Input: TextArea,
  Display: ({ value }) => (
    <Typography.Text type="secondary">HTML, {String(value).length} characters</Typography.Text>
  ),
};
export default richtext;
