import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useList, useOne, type BaseRecord } from '@refinedev/core';
import {
  Alert,
  Button,
  Col,
  Drawer,
  Empty,
  Menu,
  Row,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { AccessDecider } from '../../access/enforcer';
import { moduleKeyMap } from '../../access/keys';
import { isSuperadmin, type RestrictionEntry } from '../../access/names';
import { accessMatrix, matrixCsv } from '../model/accessMatrix';
import { menuItems } from '../model/registry';
import { visibleMenu } from '../layout/menu';
import { csvFileName, saveBlob } from '../api/download';
import { useAccess } from '../session/access';
import { useDeciderOf } from '../session/deciderOf';
import { t } from '../i18n/translator';
import { DualControlTable, ModulesTable, RoutesTable } from './AccessMatrixTables';

/** The `?viewAs=` parameter of /sub-admin: the admin whose access is previewed. */
const VIEW_AS_PARAM = 'viewAs';

/** What a restriction entry grants, in words. */
function grantText(entry: RestrictionEntry): string {
  if (entry.canView) return entry.canEdit ? t('view+edit') : t('view');
  return entry.canEdit ? t('edit only') : t('none');
}

/** The sidebar as that admin would get it, drawn like the real one but read-only. */
function SidebarPreview({ access }: { access: AccessDecider }) {
  const sections = visibleMenu(menuItems, access);
  if (sections.length === 0)
    return <Empty description={t('No sidebar items: only the header menu')} />;
  return (
    <Menu
      theme="dark"
      mode="inline"
      selectable={false}
      inlineIndent={16}
      openKeys={sections.map((section) => section.group)}
      aria-label={t('Sidebar as this admin')}
      style={{ borderRadius: 8, paddingBlock: 4 }}
      items={sections.map((section) =>
        section.items.length === 1 && section.items[0].label === section.group
          ? { key: section.items[0].path, label: t(section.items[0].label) }
          : {
              key: section.group,
              label: t(section.group),
              children: section.items.map((item) => ({ key: item.path, label: t(item.label) })),
            },
      )}
    />
  );
}

/**
 * "View as" (QA): a superadmin previews, read-only, another admin's sidebar and the route guard's
 * decision at every route, plus the access matrix (modules x view/edit, routes) as CSV. Opened by
 * the row action on /sub-admin (`?viewAs=<id>`); nothing is signed in, nothing is changed.
 */
export function ViewAsDrawer() {
  const [params, setParams] = useSearchParams();
  const id = params.get(VIEW_AS_PARAM) ?? '';
  const viewer = useAccess();
  const allowed = Boolean(id && viewer && isSuperadmin(viewer.role));
  const admin = useOne<BaseRecord>({
    resource: 'admins',
    id,
    queryOptions: { enabled: allowed },
    errorNotification: false,
  });
  const modules = useList<BaseRecord>({
    resource: 'modules',
    pagination: { currentPage: 1, pageSize: 1000, mode: 'server' },
    queryOptions: { enabled: allowed },
    errorNotification: false,
  });
  const record = admin.result;
  const moduleKeys = useMemo(() => moduleKeyMap(modules.result?.data ?? []), [modules.result]);
  const access = useDeciderOf(
    record ? String(record.role ?? '') : undefined,
    Array.isArray(record?.restriction) ? (record.restriction as RestrictionEntry[]) : [],
    moduleKeys,
  );
  const matrix = useMemo(() => (access ? accessMatrix(access) : undefined), [access]);
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(VIEW_AS_PARAM);
      return next;
    });
  if (!id || !viewer) return null;

  const denied = matrix?.routes.filter((row) => row.decision !== 'allow').length ?? 0;

  return (
    <Drawer
      open
      width="min(1180px, 100vw)"
      onClose={close}
      title={
        record
          ? t('View as {{name}} ({{email}})', {
              name: String(record.name),
              email: String(record.email),
            })
          : t('View as admin')
      }
      extra={
        matrix && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              saveBlob(matrixCsv(matrix), csvFileName(`access-matrix-${String(record?.email)}`))
            }
          >
            {t('Export matrix CSV')}
          </Button>
        )
      }
    >
      {!allowed ? (
        <Alert
          type="warning"
          showIcon
          message={t('Only a superadmin can view as another admin.')}
        />
      ) : admin.query.isError ? (
        <Alert type="error" showIcon message={t('No admin {{id}}', { id })} />
      ) : !access || !matrix || !record ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            message={t(
              "Read-only preview: what this admin gets, decided in your browser from their restriction list by the app's own rules. Nothing is signed in or changed.",
            )}
          />
          <Space wrap size={[4, 4]}>
            <Typography.Text strong>{t('Role:')}</Typography.Text>
            <Tag>{String(record.role)}</Tag>
            <Typography.Text strong>{t('Restriction:')}</Typography.Text>
            {(record.restriction as RestrictionEntry[] | undefined)?.length ? (
              (record.restriction as RestrictionEntry[]).map((entry, index) => (
                <Tag key={`${entry.name}-${index}`} color={entry.canEdit ? 'blue' : undefined}>
                  {t('{{module}}: {{rights}}', {
                    module: t(entry.name),
                    rights: grantText(entry),
                  })}
                </Tag>
              ))
            ) : (
              <Tag>{t('none')}</Tag>
            )}
          </Space>
          <Row gutter={16} wrap={false}>
            <Col flex="240px">
              <Typography.Title level={5}>{t('Sidebar')}</Typography.Title>
              <SidebarPreview access={access} />
            </Col>
            <Col flex="auto" style={{ minWidth: 0 }}>
              <Tabs
                items={[
                  {
                    key: 'routes',
                    label: t('Routes ({{allowed}} allowed, {{denied}} not)', {
                      allowed: matrix.routes.length - denied,
                      denied,
                    }),
                    children: <RoutesTable access={access} routes={matrix.routes} />,
                  },
                  {
                    key: 'modules',
                    label: t('Modules ({{viewable}} viewable)', {
                      viewable: matrix.modules.filter((row) => row.view).length,
                    }),
                    children: <ModulesTable modules={matrix.modules} />,
                  },
                  {
                    key: 'dual-control',
                    label: t('Dual control ({{count}} it may approve)', {
                      count: matrix.dualControl.filter((row) => row.approve).length,
                    }),
                    children: <DualControlTable rows={matrix.dualControl} />,
                  },
                ]}
              />
            </Col>
          </Row>
        </Space>
      )}
    </Drawer>
  );
}
