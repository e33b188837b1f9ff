import dayjs from 'dayjs';
import { DatePicker, Image, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useSelect } from '@refinedev/antd';
import type { FieldDeclaration } from '../../../resources/types';
import { humanize } from '../../model/format';

/** A select over another resource, searched on the server with `q`. */
export function ReferenceSelect({
  field,
  multiple,
  ...rest
}: {
  field: FieldDeclaration;
  multiple?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  allowClear?: boolean;
  placeholder?: string;
}) {
  const reference = field.reference!;
  const { selectProps } = useSelect({
    resource: reference.resource,
    optionLabel: reference.labelKey as never,
    optionValue: '_id' as never,
    onSearch: (value) => [{ field: 'q', operator: 'contains', value }],
    pagination: { pageSize: 20, mode: 'server' },
    defaultValue: rest.value as never,
    // The page's own query reports a refusal; an option list failing with it would repeat it.
    errorNotification: false,
  });
  return (
    <Select
      {...selectProps}
      value={rest.value as never}
      onChange={rest.onChange}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      placeholder={rest.placeholder ?? `Search ${field.label.toLowerCase()}`}
      aria-label={field.label}
    />
  );
}

/** The input for one field, by its declared type (antd Form.Item passes value and onChange). */
export function FieldInput({
  field,
  ...rest
}: {
  field: FieldDeclaration;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}) {
  const common = { id: rest.id, disabled: rest.disabled, 'aria-label': field.label };
  switch (field.type) {
    case 'number':
    case 'bps':
    case 'price':
      return (
        <InputNumber
          {...common}
          value={rest.value as number}
          onChange={rest.onChange}
          // No min/max here: an out-of-range value stays as typed and the check says why (never
          // silently clamped).
          step={field.type === 'price' ? 0.01 : 1}
          addonAfter={field.type === 'bps' ? 'bps' : undefined}
          style={{ width: '100%' }}
        />
      );
    case 'pricePair':
      return (
        <PricePairInput
          {...common}
          value={rest.value as number[] | undefined}
          onChange={rest.onChange}
        />
      );
    case 'image':
      return (
        <ImageUrlInput
          {...common}
          value={rest.value as string | undefined}
          onChange={rest.onChange}
        />
      );
    case 'money':
      // Amounts are decimal strings: typed as text, checked as a number, never rounded.
      return (
        <Input
          {...common}
          value={rest.value as string}
          onChange={(event) => rest.onChange?.(event.target.value)}
          inputMode="decimal"
          addonAfter={field.unit}
        />
      );
    case 'boolean':
      return <Switch {...common} checked={Boolean(rest.value)} onChange={rest.onChange} />;
    case 'enum':
      return (
        <Select
          {...common}
          value={rest.value}
          onChange={rest.onChange}
          options={field.options?.map((option) => ({
            value: option.value,
            label: option.label ?? humanize(String(option.value)),
          }))}
        />
      );
    case 'reference':
      return <ReferenceSelect field={field} value={rest.value} onChange={rest.onChange} />;
    case 'tags':
      return field.reference ? (
        <ReferenceSelect field={field} multiple value={rest.value} onChange={rest.onChange} />
      ) : (
        <Select {...common} mode="tags" value={rest.value} onChange={rest.onChange} />
      );
    case 'textarea':
    case 'richtext':
      return (
        <Input.TextArea
          {...common}
          value={rest.value as string}
          onChange={(event) => rest.onChange?.(event.target.value)}
          autoSize={{ minRows: 3, maxRows: 12 }}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DateInput
          {...common}
          withTime={field.type === 'datetime'}
          value={rest.value as string}
          onChange={rest.onChange}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={rest.value as string}
          onChange={(event) => rest.onChange?.(event.target.value)}
          maxLength={field.maxLength}
          spellCheck={field.type === 'text'}
          className={
            field.type === 'solanaAddress' || field.type === 'txSignature' ? 'mono' : undefined
          }
        />
      );
  }
}

/** Dates travel as ISO strings; the picker works with dayjs. */
function DateInput({
  value,
  onChange,
  withTime,
  ...common
}: {
  value?: string;
  onChange?: (value: unknown) => void;
  withTime: boolean;
  id?: string;
  disabled?: boolean;
}) {
  return (
    <DatePicker
      {...common}
      showTime={withTime}
      value={value ? dayjs(value) : null}
      onChange={(date) => onChange?.(date ? date.toISOString() : null)}
      style={{ width: '100%' }}
    />
  );
}

/** Yes and No prices of a binary market; typing one sets the other so that they sum to 1. */
function PricePairInput({
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
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        id={common.id}
        disabled={common.disabled}
        aria-label="Yes price"
        addonBefore="Yes"
        min={0}
        max={1}
        step={0.01}
        value={yes}
        onChange={(price) => onChange?.([price ?? 0, complement(price ?? 0)])}
        style={{ width: '50%' }}
      />
      <InputNumber
        disabled={common.disabled}
        aria-label="No price"
        addonBefore="No"
        min={0}
        max={1}
        step={0.01}
        value={no}
        onChange={(price) => onChange?.([complement(price ?? 0), price ?? 0])}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}

/** An image address with a preview of what it points at. */
function ImageUrlInput({
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
        placeholder="https://… or /path"
      />
      {showable && (
        <Image
          src={value}
          width={64}
          height={64}
          alt="Preview"
          referrerPolicy="no-referrer"
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      )}
    </Space>
  );
}
