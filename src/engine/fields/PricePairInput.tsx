import { InputNumber, Space } from 'antd';
import { t } from '../../i18n/translator';

/** Yes and No prices of a binary market; typing one sets the other so that they sum to 1. */
export function PricePairInput({
  value,
  onChange,
  ...common
}: {
  value?: number[];
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}) {
  const [yes, no] = value ?? [0.5, 0.5];
  const complement = (price: number) => Math.round((1 - price) * 10000) / 10000;
  return (
    <Space.Compact block>
      <Space.Addon>{t('Yes')}</Space.Addon>
      <InputNumber
        id={common.id}
        disabled={common.disabled}
        aria-label={t('Yes price')}
        min={0}
        max={1}
        step={0.01}
        value={yes}
        onChange={(price) => onChange?.([price ?? 0, complement(price ?? 0)])}
        style={{ flex: 1 }}
      />
      <Space.Addon>{t('No')}</Space.Addon>
      <InputNumber
        disabled={common.disabled}
        aria-label={t('No price')}
        min={0}
        max={1}
        step={0.01}
        value={no}
        onChange={(price) => onChange?.([complement(price ?? 0), price ?? 0])}
        style={{ flex: 1 }}
      />
    </Space.Compact>
  );
}
