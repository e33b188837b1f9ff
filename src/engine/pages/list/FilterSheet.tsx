import { Suspense, useState, type ReactNode } from 'react';
import { Button, Drawer, Form, Skeleton, type FormProps } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import type { FilterDeclaration } from '../../../../resources/types';
import { SearchFilter, type FilterValues } from '../../filters';
import { preloadableExport } from '../../../ui/preloadable';
import { t } from '../../../i18n/translator';

/** The sheet's controls (date pickers, option lists): fetched as a finger reaches for the button. */
const FilterControl = preloadableExport(
  () => import('../../filterControl'),
  (module) => module.FilterControl,
);
const loadControls = () => void FilterControl.load().catch(() => undefined);

/** Whether a filter's form value narrows the list (an empty range or choice does not). */
function applies(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => item !== undefined && item !== null);
  return value !== undefined && value !== null && value !== '';
}

/**
 * A phone's filters: the search stays in view, full width, for a quick look-up; the other filters
 * fold into a sheet from the bottom, opened by a "Filters" button that counts the ones in force.
 * The sheet's controls belong to the same form as the search, so a search sends every filter, not
 * the search alone. They are drawn, and their code fetched, when the sheet first opens (a phone's
 * first screen does not pay for date pickers and option lists it hides): until then the form holds
 * their values unregistered, and a search reads them from its whole store. In the sheet nothing
 * applies until Apply; closing it otherwise puts back the filters in force.
 */
export function FilterSheet({
  filters,
  formProps,
  initialValues,
  children,
}: {
  filters: readonly FilterDeclaration[];
  formProps: FormProps<FilterValues>;
  /** The filters in force (from the address), as form values. */
  initialValues: FilterValues;
  /** Shown beside the Filters button (the sort). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const form = formProps.form!;
  const search = filters.filter((filter) => filter.type === 'search');
  const folded = filters.filter((filter) => filter.type !== 'search');
  const active = folded.filter((filter) => applies(initialValues[filter.key])).length;
  // The sheet's fields only: the search box keeps what is typed in it.
  const setFolded = (values: FilterValues) =>
    form.setFieldsValue(
      Object.fromEntries(folded.map((filter) => [filter.key, values[filter.key]])) as Parameters<
        typeof form.setFieldsValue
      >[0],
    );
  const apply = () => {
    form.submit();
    setOpen(false);
  };
  return (
    <Form
      {...formProps}
      // A field not drawn yet is in the store but not in the values antd submits.
      onFinish={(values) => formProps.onFinish?.({ ...form.getFieldsValue(true), ...values })}
      initialValues={initialValues}
      layout="vertical"
      size="large"
      className="list-toolbar-narrow"
      role="search"
    >
      {search.map((filter) => (
        <SearchFilter key={filter.key} filter={filter} block onCommit={() => form.submit()} />
      ))}
      <div className="list-toolbar-narrow-row">
        {folded.length > 0 && (
          <Button
            icon={<FilterOutlined />}
            aria-haspopup="dialog"
            onPointerDown={loadControls}
            onFocus={loadControls}
            onClick={() => setOpen(true)}
          >
            {active > 0 ? t('Filters ({{active}})', { active }) : t('Filters')}
          </Button>
        )}
        {children}
      </div>
      <Drawer
        title={t('Filters')}
        placement="bottom"
        height="auto"
        open={open}
        onClose={() => {
          setFolded(initialValues);
          setOpen(false);
        }}
        rootClassName="filter-sheet"
        styles={{ wrapper: { maxHeight: '85vh' } }}
        footer={
          <div className="filter-sheet-buttons">
            <Button
              block
              onClick={() => {
                setFolded({});
                apply();
              }}
            >
              {t('Clear')}
            </Button>
            <Button block type="primary" onClick={apply}>
              {t('Apply')}
            </Button>
          </div>
        }
      >
        <Suspense fallback={<Skeleton title={false} paragraph={{ rows: folded.length }} />}>
          {folded.map((filter) => (
            <Form.Item key={filter.key} label={t(filter.label)}>
              <FilterControl.Component filter={filter} block onCommit={() => undefined} />
            </Form.Item>
          ))}
        </Suspense>
      </Drawer>
    </Form>
  );
}
