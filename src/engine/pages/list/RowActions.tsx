import { memo } from 'react';
import { Link } from 'react-router';
import { useDelete, type BaseRecord } from '@refinedev/core';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { AccessDecider } from '../../../../access/enforcer';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/types';
import type { ApiErrorBody } from '../../../model/contract';
import { actionShown, fillRecordPath, mayChangeRow } from '../../../model/actions';
import { midSentence } from '../../../model/format';
import { RecordActions } from '../../actions';
import { actionsColumnWidth } from '../../listColumns';
import { t } from '../../../i18n/translator';
import { ClaimButton, ClaimTag } from '../../claims/ClaimControl';
import { claimable } from '../../../model/claims';

interface RowActionsProps {
  declaration: ResourceDeclaration;
  record: BaseRecord;
  decider: AccessDecider | null;
  canEdit: boolean;
}

/**
 * A row's buttons: view, edit, delete (with its confirmation) and the declared actions. The table's
 * Actions column and a phone's cards (./ListCards.tsx) both draw this one, so a button keeps its
 * accessible name ("View ...", "Actions for ...") whichever way the list is shown.
 */
export function RowActions({ declaration, record, decider, canEdit }: RowActionsProps) {
  const { routes } = declaration;
  const label = String(record[declaration.recordTitle ?? '_id'] ?? record._id);
  // A record this admin may not change (a superadmin, for a sub-admin) has no edit buttons.
  const changeable = mayChangeRow(declaration, decider, record);
  return (
    <Space size={4} wrap>
      {routes.show && (
        <Tooltip title={t('View')}>
          <Link
            to={fillRecordPath(routes.show, record)}
            aria-label={t('View {{name}}', { name: label })}
          >
            <Button size="small" icon={<EyeOutlined />} />
          </Link>
        </Tooltip>
      )}
      {routes.edit && canEdit && changeable && (
        <Tooltip title={t('Edit')}>
          <Link
            to={fillRecordPath(routes.edit, record)}
            aria-label={t('Edit {{name}}', { name: label })}
          >
            <Button size="small" icon={<EditOutlined />} />
          </Link>
        </Tooltip>
      )}
      {declaration.deletable && canEdit && changeable && (
        <DeleteRowButton declaration={declaration} record={record} label={label} />
      )}
      {canEdit && <ClaimButton declaration={declaration} record={record} compact />}
      <RecordActions
        declaration={declaration}
        record={record}
        compact={(declaration.actions?.length ?? 0) > 2}
        row
      />
      {/* After the buttons: they keep their place in every row; the tag wraps beneath them. */}
      {claimable(declaration) && <ClaimTag declaration={declaration} record={record} />}
    </Space>
  );
}

/**
 * A row's delete button and its confirmation. Its own component: refine's `useDelete` costs a
 * list's first render several milliseconds a row, paid only where a row can be deleted.
 */
function DeleteRowButton({
  declaration,
  record,
  label,
}: {
  declaration: ResourceDeclaration;
  record: BaseRecord;
  /** The record's name in the confirmation and the toasts. */
  label: string;
}) {
  const { name, title } = declaration;
  const { mutate: remove } = useDelete();
  return (
    <Popconfirm
      title={t('Delete {{thing}} "{{name}}"?', {
        thing: midSentence(t(title.singular)),
        name: label,
      })}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove({
          resource: name,
          id: String(record._id),
          successNotification: {
            type: 'success',
            message: t('{{thing}} "{{name}}" deleted', {
              thing: t(title.singular),
              name: label,
            }),
          },
          errorNotification: (error) => {
            const message = (error as unknown as ApiErrorBody)?.message;
            return {
              type: 'error',
              message: t('Could not delete "{{name}}"', { name: label }),
              description: message && t(message),
            };
          },
        })
      }
    >
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('Delete {{name}}', { name: label })}
      />
    </Popconfirm>
  );
}

/**
 * How many icon buttons (view, edit, delete) a row may show, and the declared actions the admin may
 * use; undefined when there is nothing, so a view-only admin gets no column (or card footer) of
 * empty cells.
 */
export function rowActionsShown(
  declaration: ResourceDeclaration,
  decider: AccessDecider | null,
  canEdit: boolean,
): { icons: number; usable: readonly ActionDeclaration[] } | undefined {
  const { routes } = declaration;
  const usable = (declaration.actions ?? []).filter(
    (action) => decider && !action.recordPageOnly && actionShown(declaration, action, decider),
  );
  const icons = [
    routes.show,
    routes.edit && canEdit,
    declaration.deletable && canEdit,
    claimable(declaration) && canEdit,
  ].filter(Boolean).length;
  return icons === 0 && usable.length === 0 ? undefined : { icons, usable };
}

/** The list's Actions column, or none when the admin may use nothing in it. */
/** The table's buttons of a row, drawn again only when the row or the admin's rights change. */
const RowActionsCell = memo(RowActions);

export function actionsColumn(
  declaration: ResourceDeclaration,
  decider: AccessDecider | null,
  canEdit: boolean,
): TableColumnsType<BaseRecord>[number] | undefined {
  const shown = rowActionsShown(declaration, decider, canEdit);
  if (!shown) return undefined;
  return {
    key: 'actions',
    title: t('Actions'),
    fixed: 'right',
    width: actionsColumnWidth(shown.icons, shown.usable, (declaration.actions?.length ?? 0) > 2),
    render: (_: unknown, record: BaseRecord) => (
      <RowActionsCell
        declaration={declaration}
        record={record}
        decider={decider}
        canEdit={canEdit}
      />
    ),
  };
}
