import { Link } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { ActionDeclaration, ResourceDeclaration } from '../../../resources/types';
import { useAccess } from '../../session/access';
import { appState } from '../../state/appState';
import { actionHref, isReadOnlyButton } from '../../model/actions';
import { actionRefusal } from './allowed';
import { useActionRunner } from './useActionRunner';
import { useRowRunner } from './rowRunners';
import { t } from '../../i18n/translator';
import { StillWaiting } from '../../ui/StillWaiting';

/**
 * The record's actions that its state allows, each shown only to admins with the right it needs
 * (edit on the module, or on the action's own module; view for links such as History): never a
 * button that would be refused. `compact` folds them into one menu (list rows).
 */
export function RecordActions({
  declaration,
  record,
  compact = false,
  row = false,
}: {
  declaration: ResourceDeclaration;
  record: BaseRecord;
  compact?: boolean;
  /** In a list's row (or card): actions declared `recordPageOnly` stay on the record's page. */
  row?: boolean;
}) {
  const decider = useAccess();
  const adminId = appState.use((state) => state.admin?._id ?? '');
  const { start, opened, busy, late, dialog } = useActionRunner(declaration, record, adminId);
  // A list's key for an action presses this row's button (useListKeys asks actionRefusal first).
  useRowRunner(row ? String(record._id) : undefined, start);
  const actions = decider
    ? (declaration.actions ?? []).filter(
        (action) => !actionRefusal(declaration, action, record, decider, adminId, row),
      )
    : [];
  if (actions.length === 0) return null;
  const actionButton = (action: ActionDeclaration) =>
    action.link ? (
      <Link key={action.name} to={actionHref(action, record)} onClick={() => opened(action)}>
        <Button size="small">{t(action.label)}</Button>
      </Link>
    ) : (
      <Button
        key={action.name}
        size="small"
        danger={action.danger}
        aria-keyshortcuts={row ? action.key : undefined}
        loading={busy === action.name}
        onClick={() => start(action)}
      >
        {t(action.label)}
      </Button>
    );
  if (compact) {
    // Read-only links (History) and checks stay visible; what changes data folds into one menu.
    const links = actions.filter(isReadOnlyButton);
    const changes = actions.filter((action) => !links.includes(action));
    return (
      <Space size={4}>
        {changes.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: changes.map((action) => ({
                key: action.name,
                label: t(action.label),
                danger: action.danger,
              })),
              onClick: ({ key }) => start(changes.find((action) => action.name === key)!),
            }}
          >
            <Button
              size="small"
              loading={Boolean(busy)}
              aria-label={t('Actions for {{name}}', {
                name: String(record[declaration.recordTitle ?? '_id'] ?? record._id),
              })}
            >
              {t('Actions')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {links.map((action) => actionButton(action))}
        {late && <StillWaiting inline />}
        {dialog}
      </Space>
    );
  }
  return (
    <Space size={4} wrap>
      {actions.map((action) => actionButton(action))}
      {late && <StillWaiting inline />}
      {dialog}
    </Space>
  );
}
