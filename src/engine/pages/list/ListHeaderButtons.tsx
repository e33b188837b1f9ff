import { useState } from 'react';
import { Link } from 'react-router';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button, Space } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { ResourceDeclaration } from '../../../../resources/types';
import type { ApiErrorBody } from '../../../model/contract';
import { exportCsv } from '../../../api/resources';
import { toast } from '../../../toast/toasts';
import { ColumnChooser, type ColumnChoice } from '../../listColumns';
import { ListActions } from '../../listActions';
import { midSentence } from '../../../model/format';
import { t } from '../../../i18n/translator';

/**
 * The buttons in a list card's header: the list's actions, Columns, Export CSV (of the rows as
 * filtered and sorted now) and New. An embedded list shows neither list actions nor New.
 */
export function ListHeaderButtons({
  declaration,
  embedded,
  narrow,
  canEdit,
  columnChoice,
  filters,
  sorters,
}: {
  declaration: ResourceDeclaration;
  embedded: boolean;
  narrow: boolean;
  canEdit: boolean;
  columnChoice: ColumnChoice;
  filters: CrudFilter[];
  sorters: CrudSort[];
}) {
  const { name, title, routes } = declaration;
  const [exporting, setExporting] = useState(false);

  const runExport = async () => {
    setExporting(true);
    try {
      const file = await exportCsv(name, { filters, sorters });
      toast.success(t('Exported {{file}}', { file }));
    } catch (error) {
      const { message } = error as ApiErrorBody;
      toast.error(t('Export failed'), message && t(message));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space wrap={narrow}>
      {!embedded && <ListActions declaration={declaration} />}
      {/* A card chooses its own fields: no Columns on a phone. */}
      {!narrow && <ColumnChooser choice={columnChoice} />}
      {declaration.exportable && (
        <Button icon={<DownloadOutlined />} onClick={runExport} loading={exporting}>
          {t('Export CSV')}
        </Button>
      )}
      {routes.create && canEdit && !embedded && (
        <Link to={routes.create}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('New {{thing}}', { thing: midSentence(t(title.singular)) })}
          </Button>
        </Link>
      )}
    </Space>
  );
}
