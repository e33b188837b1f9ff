import { Image } from 'antd';
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
  Display: ({ value }) => (
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
