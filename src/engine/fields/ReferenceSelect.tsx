import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useSelect } from '@refinedev/antd';
import type { FieldDeclaration } from '../../../resources/types';
import { midSentence } from '../../model/format';

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
  style?: CSSProperties;
}) {
  const reference = field.reference!;
  const { selectProps } = useSelect({
    resource: reference.resource,
    optionLabel: reference.labelKey as never,
    optionValue: '_id' as never,
    filters: Object.entries(reference.filter ?? {}).map(([key, value]) => ({
      field: key,
      operator: 'eq' as const,
      value: String(value),
    })),
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
      placeholder={rest.placeholder ?? `Search ${midSentence(field.label)}`}
      style={rest.style}
      aria-label={field.label}
    />
  );
}
