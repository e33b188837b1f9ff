import { useContext, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useSelect } from '@refinedev/antd';
import type { FieldDeclaration, Values } from '../../../resources/types';
import { FormRecord } from '../formRecord';
import { midSentence } from '../../model/format';
import { t } from '../../i18n/translator';

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
  const record = useContext(FormRecord);
  const { selectProps, query } = useSelect({
    resource: reference.resource,
    optionLabel: reference.labelKey as never,
    optionValue: '_id' as never,
    filters: Object.entries(reference.filter ?? {}).map(([key, value]) =>
      Array.isArray(value)
        ? { field: key, operator: 'in' as const, value: [...value] }
        : { field: key, operator: 'eq' as const, value: String(value) },
    ),
    onSearch: (value) => [{ field: 'q', operator: 'contains', value }],
    pagination: { pageSize: 20, mode: 'server' },
    defaultValue: rest.value as never,
    // The page's own query reports a refusal; an option list failing with it would repeat it.
    errorNotification: false,
  });
  // Rows the declaration does not offer for this record are left out (the current value stays,
  // so that it still reads as its label).
  const offers = reference.offers;
  const rows = (query.data?.data ?? []) as Values[];
  const options = offers
    ? selectProps.options?.filter((option) => {
        if (option.value === rest.value) return true;
        const row = rows.find((item) => item._id === option.value);
        return !row || offers(row, record ?? {});
      })
    : selectProps.options;
  const label = t(field.label);
  return (
    <Select
      {...selectProps}
      options={options}
      value={rest.value as never}
      onChange={rest.onChange}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      placeholder={rest.placeholder ?? t('Search {{thing}}', { thing: midSentence(label) })}
      style={rest.style}
      aria-label={label}
    />
  );
}
