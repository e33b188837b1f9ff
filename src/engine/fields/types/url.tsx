import { Typography } from 'antd';
import { isHttpUrl } from '../../../model/fieldTypes';
import { TextInput } from './_text';
import type { FieldTypeView } from './_types';

/** Only an http(s) address is ever a link; anything else shows as text. */
const url: FieldTypeView = {
  Input: (props) => <TextInput {...props} />,
  Display: ({ value }) =>
    isHttpUrl(value) ? (
      <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer">
        <bdi>{String(value)}</bdi>
      </Typography.Link>
    ) : (
      <Typography.Text>
        <bdi>{String(value)}</bdi>
      </Typography.Text>
    ),
};
export default url;
