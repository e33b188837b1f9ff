import dayjs from 'dayjs';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import { useSelect } from '@refinedev/antd';
import type { FieldDeclaration } from '../../../resources/types';
import { humanize } from './format';

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
          min={field.min ?? (field.type === 'number' ? undefined : 0)}
          max={field.max ?? (field.type === 'bps' ? 10000 : field.type === 'price' ? 1 : undefined)}
          step={field.type === 'price' ? 0.01 : 1}
          precision={field.type === 'bps' ? 0 : undefined}
          addonAfter={field.type === 'bps' ? 'bps' : undefined}
          style={{ width: '100%' }}
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
            label: option.label ?? humanize(option.value),
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
