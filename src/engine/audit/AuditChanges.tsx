import { useMemo } from 'react';
import { Table, Typography } from 'antd';
import type { AuditChange } from '../../../resources/domain';
import {
  auditFields,
  readableChanges,
  type ReadableChange,
  type RowNamer,
} from '../../model/auditTrail';

/**
 * An audit entry's changes, field by field: the field as the declaration names it, the value
 * before (struck through) and after. One component for every reader of the trail: a record's
 * History tab, the Audit Log page's rows and /event-history.
 */
export function AuditChanges({
  changes,
  resource,
  module,
  rowName,
  refused = false,
}: {
  changes: readonly AuditChange[];
  /** The entry's resource and module: whose field labels the paths are read with. */
  resource: string;
  module?: string;
  /** Names a nested row from its `_id` (a market's question on an event's history). */
  rowName?: RowNamer;
  /** The request was refused: nothing changed, and that is said. */
  refused?: boolean;
}) {
  const rows = useMemo(
    () => readableChanges(changes, auditFields(resource, module), rowName),
    [changes, resource, module, rowName],
  );
  if (rows.length === 0)
    return (
      <Typography.Text type="secondary">
        {refused ? 'Refused: nothing changed.' : 'No field changes recorded.'}
      </Typography.Text>
    );
  return (
    <Table<ReadableChange>
      className="audit-changes"
      size="small"
      bordered
      pagination={false}
      rowKey="field"
      tableLayout="fixed"
      dataSource={rows}
      columns={[
        {
          title: 'Field',
          dataIndex: 'label',
          width: '38%',
          // Record text (a market's question in the label, any value) is isolated: a bidi control
          // in it cannot reorder what is drawn around it.
          render: (label: string, row) => (
            <span title={row.field}>
              <bdi>{label}</bdi>
            </span>
          ),
        },
        {
          title: 'Before',
          dataIndex: 'before',
          render: (value: string, row) =>
            row.added ? (
              <Typography.Text type="secondary">—</Typography.Text>
            ) : (
              <Typography.Text delete type="secondary">
                <bdi>{value}</bdi>
              </Typography.Text>
            ),
        },
        {
          title: 'After',
          dataIndex: 'after',
          render: (value: string) => (
            <Typography.Text>
              <bdi>{value}</bdi>
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
