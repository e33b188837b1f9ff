import type { CSSProperties } from 'react';
import { DatePicker, Form, Input, Select } from 'antd';
import { ReferenceSelect } from './fields/ReferenceSelect';
import { filterOptions } from '../model/registry';
import { optionText, t } from '../i18n/translator';
import { optionLabel } from '../model/fieldTypes/enum';
import { SearchFilter, type FilterControlProps } from './filters';

/**
 * One filter control, by its declared type. `block` fills its row (a phone's filter sheet stacks
 * the controls) instead of the toolbar's width for its type.
 */
export function FilterControl({ filter, onCommit, block = false }: FilterControlProps) {
  const sized = (style: CSSProperties): CSSProperties => (block ? { width: '100%' } : style);
  const label = t(filter.label);
  switch (filter.type) {
    case 'search':
      return <SearchFilter filter={filter} onCommit={onCommit} block={block} />;
    case 'enum':
      return (
        <Form.Item name={filter.key} noStyle>
          <Select
            placeholder={label}
            allowClear
            mode={filter.multiple ? 'multiple' : undefined}
            maxTagCount="responsive"
            onChange={onCommit}
            style={sized({ minWidth: filter.multiple ? 220 : 160 })}
            aria-label={label}
            options={filterOptions(filter).map((option) => ({
              value: option.value,
              label: optionText(optionLabel(option)),
            }))}
          />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item name={filter.key} noStyle>
          <Select
            placeholder={label}
            allowClear
            onChange={onCommit}
            style={sized({ minWidth: 140 })}
            aria-label={label}
            options={[
              { value: 'true', label: t('{{label}}: yes', { label }) },
              { value: 'false', label: t('{{label}}: no', { label }) },
            ]}
          />
        </Form.Item>
      );
    case 'dateRange':
      return (
        <Form.Item name={filter.key} noStyle>
          <DatePicker.RangePicker
            onChange={onCommit}
            // In a phone's sheet: one month at a time (two do not fit), opening upwards from the
            // sheet's foot (src/styles.css, a phone's lists).
            {...(block && {
              style: { width: '100%' },
              placement: 'topLeft' as const,
              classNames: { popup: { root: 'one-month-range' } },
            })}
            aria-label={label}
            placeholder={[t('{{label}} from', { label }), t('to')]}
          />
        </Form.Item>
      );
    case 'text':
      // Typed in full and matched exactly: sent on Enter, on leaving the box, and when cleared.
      return (
        <Form.Item name={filter.key} noStyle>
          <Input
            placeholder={label}
            allowClear
            aria-label={label}
            onPressEnter={onCommit}
            onBlur={onCommit}
            onChange={(event) => {
              if (event.type === 'click') onCommit();
            }}
            style={sized({ width: 180 })}
          />
        </Form.Item>
      );
    case 'reference':
      return (
        <Form.Item name={filter.key} noStyle>
          <ReferenceSelect
            field={{
              key: filter.key,
              label: filter.label,
              type: 'reference',
              reference: filter.reference,
            }}
            onChange={onCommit}
            placeholder={label}
            style={sized({ width: 220 })}
          />
        </Form.Item>
      );
  }
}
