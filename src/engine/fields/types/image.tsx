import { Image, Typography } from 'antd';
import imageType from '../../../model/fieldTypes/image';
import { ImageUrlInput } from '../ImageUrlInput';
import { common, type FieldTypeView } from './_types';

const image: FieldTypeView = {
  Input: (props) => (
    <ImageUrlInput
      {...common(props)}
      value={props.value as string | undefined}
      onChange={props.onChange}
    />
  ),
  // Only what the field accepts (http(s) or a path of this site) is ever loaded.
  Display: ({ field, value }) =>
    imageType.check?.(field, value) ? (
      <Typography.Text type="secondary">{String(value ?? '')}</Typography.Text>
    ) : (
      <Image
        src={String(value)}
        width={48}
        height={48}
        style={{ objectFit: 'cover' }}
        alt=""
        referrerPolicy="no-referrer"
      />
    ),
};
export default image;
