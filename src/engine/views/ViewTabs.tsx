import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Modal, Segmented, Space, Typography } from 'antd';
import { MoreOutlined, SaveOutlined } from '@ant-design/icons';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import type { ListedView } from '../../model/views';
import { deleteView } from '../../api/views';
import { appState } from '../../state/appState';
import { useAccess } from '../../session/access';
import { toast } from '../../toast/toasts';
import { usePhone } from '../../ui/usePhone';
import { t } from '../../i18n/translator';
import { VIEWS_QUERY, useListViews } from './useViews';
import { ViewLabel, viewName } from './viewLabel';
import { addressQuery, normalQuery } from './viewMatch';
import { applyView } from './applyView';
import { shownColumns } from './viewColumns';
import { SaveViewDialog } from './SaveViewDialog';

const ALL = 'all';

/**
 * The list's views above it, one choice of a group: "All", the built-in ones, the admin's own and those shared
 * with it, each with its count and its oldest row's age. A tab opens its address (filters, sort,
 * page size) and shows its columns; the tab of the address the list is at is the one marked.
 * "Save view" keeps the list as it is now; the admin's own view is renamed or deleted here.
 */
export function ViewTabs({ declaration }: { declaration: ResourceDeclaration }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const admin = String(appState.use((state) => state.admin?._id) ?? 'anonymous');
  const canShare = useAccess()?.can(declaration.module, 'edit') ?? false;
  const client = useQueryClient();
  const narrow = usePhone();
  const query = useListViews(declaration);
  const views = useMemo(() => query.data ?? [], [query.data]);
  const [dialog, setDialog] = useState<{ editing?: ListedView } | undefined>();

  const here = addressQuery(declaration, search);
  const active =
    views.find((view) => normalQuery(declaration, view.query) === here)?._id ??
    (here === '' ? ALL : undefined);
  const own = views.find((view) => view._id === active && view.ownerId === admin);

  const remove = (view: ListedView) =>
    Modal.confirm({
      title: t('Delete the view “{{name}}”?', { name: view.name }),
      content: view.shared ? t('Admins it is shared with no longer see it.') : undefined,
      okText: t('Delete'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      onOk: async () => {
        try {
          await deleteView(view._id);
          toast.success(t('View deleted'));
          await client.invalidateQueries({ queryKey: [VIEWS_QUERY] });
        } catch (error) {
          const body = error as ApiErrorBody;
          toast.error(t('The view could not be deleted'), body.message && t(body.message));
        }
      },
    });

  const extra = (
    <Space size={4}>
      {query.isError && (
        <Typography.Text type="secondary" title={query.error?.message && t(query.error.message)}>
          {t('Views could not be read')}
        </Typography.Text>
      )}
      {/* A phone's tab bar is narrow: the button is its icon, named for assistive technology. */}
      <Button
        size="small"
        icon={<SaveOutlined />}
        aria-label={narrow ? t('Save view') : undefined}
        onClick={() => setDialog({})}
      >
        {narrow ? null : t('Save view')}
      </Button>
      {own && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', label: t('Rename or share') },
              { key: 'delete', label: t('Delete view'), danger: true },
            ],
            onClick: ({ key }) => (key === 'rename' ? setDialog({ editing: own }) : remove(own)),
          }}
        >
          <Button
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('Change the view “{{name}}”', { name: viewName(own) })}
          />
        </Dropdown>
      )}
    </Space>
  );

  // A radio group, not tabs: it changes the list's address, and antd's tab bar puts buttons (its
  // overflow menu, this bar's own) inside the tablist, which assistive technology refuses.
  return (
    <>
      <div className="view-bar">
        <div className="view-bar-views">
          <Segmented
            data-testid="view-tabs"
            aria-label={t('Saved views')}
            value={active ?? ''}
            onChange={(key) =>
              applyView(
                navigate,
                declaration,
                views.find((view) => view._id === key),
                admin,
              )
            }
            options={[
              { value: ALL, label: t('All') },
              ...views.map((view) => ({
                value: view._id,
                label: <ViewLabel view={view} mine={view.ownerId === admin} />,
              })),
            ]}
          />
        </div>
        {extra}
      </div>
      <SaveViewDialog
        declaration={declaration}
        open={dialog !== undefined}
        canShare={canShare}
        editing={dialog?.editing}
        current={() => ({
          query: addressQuery(declaration, search),
          columns: shownColumns(admin, declaration.name, declaration.fields),
        })}
        onClose={() => setDialog(undefined)}
      />
    </>
  );
}
