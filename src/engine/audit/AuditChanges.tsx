import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { Table, Typography } from 'antd';
import type { AuditChange } from '../../../resources/domain';
import type { AuditNames, AuditRef } from '../../model/auditIds';
import {
  auditFields,
  auditPath,
  auditRecordPath,
  PATH_SEPARATOR,
  readableChanges,
  type ReadableChange,
  type RowNamer,
} from '../../model/auditTrail';
import { useAccess } from '../../session/access';
import { t } from '../../i18n/translator';

/**
 * Records an entry named (an admin, a user, a coin), each by its name: a link to its page when the
 * admin may open it, else text (the name is the entry's, readable by whoever reads the entry).
 */
function AuditRefs({ refs, names }: { refs: readonly AuditRef[]; names?: AuditNames }) {
  const decider = useAccess();
  return (
    <>
      {refs.map((ref, index) => {
        const name = <bdi>{names?.[ref.id]?.name ?? ref.id}</bdi>;
        const path =
          names?.[ref.id]?.resource &&
          auditRecordPath({ resource: ref.resource, recordId: ref.id }, decider);
        return (
          <Fragment key={`${ref.id}-${index}`}>
            {index > 0 && ', '}
            {path ? <Link to={path}>{name}</Link> : name}
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * A change in the admin's language: each part of its path that is one of the panel's words (a
 * field's label), and a value the panel words (an option's label, Yes or No); record text as is.
 */
function translated(
  row: ReadableChange,
  change: AuditChange,
  fields: ReturnType<typeof auditFields>,
  rowName?: RowNamer,
): ReadableChange {
  const { field } = auditPath(change.field, fields, rowName);
  const worded = (text: string, value: unknown) =>
    typeof value === 'boolean' || field?.type === 'enum' || field?.type === 'boolean'
      ? t(text)
      : text;
  return {
    ...row,
    label: row.label
      .split(PATH_SEPARATOR)
      .map((part) => t(part))
      .join(PATH_SEPARATOR),
    before: worded(row.before, change.before),
    after: worded(row.after, change.after),
  };
}

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
  names,
  refused = false,
}: {
  changes: readonly AuditChange[];
  /** The entry's resource and module: whose field labels the paths are read with. */
  resource: string;
  module?: string;
  /** Names a nested row from its `_id` (a market's question on an event's history). */
  rowName?: RowNamer;
  /** The names the entry gave the records its changes hold by id (`names`). */
  names?: AuditNames;
  /** The request was refused: nothing changed, and that is said. */
  refused?: boolean;
}) {
  const rows = useMemo(() => {
    const fields = auditFields(resource, module);
    return readableChanges(changes, fields, rowName, names).map((row, index) =>
      translated(row, changes[index], fields, rowName),
    );
  }, [changes, resource, module, rowName, names]);
  if (rows.length === 0)
    return (
      <Typography.Text type="secondary">
        {refused ? t('Refused: nothing changed.') : t('No field changes recorded.')}
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
          title: t('Field'),
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
          title: t('Before'),
          dataIndex: 'before',
          render: (value: string, row) =>
            row.added ? (
              <Typography.Text type="secondary">—</Typography.Text>
            ) : (
              <Typography.Text delete type="secondary">
                {row.beforeRefs ? (
                  <AuditRefs refs={row.beforeRefs} names={names} />
                ) : (
                  <bdi>{value}</bdi>
                )}
              </Typography.Text>
            ),
        },
        {
          title: t('After'),
          dataIndex: 'after',
          render: (value: string, row) => (
            <Typography.Text>
              {row.afterRefs ? (
                <AuditRefs refs={row.afterRefs} names={names} />
              ) : (
                <bdi>{value}</bdi>
              )}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
