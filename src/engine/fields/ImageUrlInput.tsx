import { Image, Input, Space } from 'antd';
import { t } from '../../i18n/translator';

/** An image address with a preview of what it points at. */
export function ImageUrlInput({
  value,
  onChange,
  ...common
}: {
  value?: string;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}) {
  const showable = typeof value === 'string' && /^(https?:\/\/|\/)\S+$/.test(value);
  return (
    <Space align="start" style={{ width: '100%' }} className="image-input">
      <Input
        {...common}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t('https://… or /path')}
      />
      {showable && (
        <Image
          src={value}
          width={64}
          height={64}
          alt={t('Preview')}
          referrerPolicy="no-referrer"
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      )}
    </Space>
  );
}
