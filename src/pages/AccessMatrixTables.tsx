/**
 * The View-as drawer's access matrix as tables: every route with the guard's decision (and a
 * path to try), every module with its view/edit rights. Read-only, for the admin previewed.
 */
import { useState } from 'react';
import { Input, Space, Table, Tag } from 'antd';
import type { AccessDecider } from '../../access/enforcer';
import {
  decisionText,
  type HeldAccess,
  type ModuleAccess,
  type RouteAccess,
} from '../model/accessMatrix';
import { heldKindLabel } from '../../resources/domain';
import { t } from '../i18n/translator';

function DecisionTag({ decision }: { decision: string }) {
  if (decision === 'allow') return <Tag color="green">{t('allow')}</Tag>;
  if (decision === 'no-modules') return <Tag color="red">{t('no modules page')}</Tag>;
  // decisionText: "redirect <path>"; the path stays as it is.
  const to = /^redirect (.*)$/.exec(decision)?.[1];
  return (
    <Tag color="orange">
      {to === undefined ? t(decision) : t('redirect → {{path}}', { path: to })}
    </Tag>
  );
}

/** An access right's tag: "view" in green, or "no view". */
const yesNo = (allowed: boolean, right: 'view' | 'edit') =>
  allowed ? (
    <Tag color="green">{right === 'view' ? t('view') : t('edit')}</Tag>
  ) : (
    <Tag>{right === 'view' ? t('no view') : t('no edit')}</Tag>
  );

function PathProbe({ access }: { access: AccessDecider }) {
  const [path, setPath] = useState('');
  const clean = path.trim();
  return (
    <Space align="center" wrap>
      <Input
        style={{ width: 280 }}
        placeholder={t('Try a path, e.g. /update-tag/42')}
        aria-label={t('Try a path')}
        value={path}
        onChange={(event) => setPath(event.target.value)}
      />
      <span aria-live="polite" data-testid="path-decision">
        {clean.startsWith('/') && <DecisionTag decision={decisionText(clean, access)} />}
      </span>
    </Space>
  );
}

/** Every route, the path to try above them. */
export function RoutesTable({
  access,
  routes,
}: {
  access: AccessDecider;
  routes: readonly RouteAccess[];
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <PathProbe access={access} />
      <Table<RouteAccess>
        size="small"
        rowKey="path"
        pagination={false}
        scroll={{ y: 520 }}
        dataSource={routes}
        aria-label={t('Routes as this admin')}
        columns={[
          {
            title: t('Route'),
            dataIndex: 'path',
            render: (path: string) => <code>{path}</code>,
          },
          {
            title: t('Module'),
            dataIndex: 'module',
            width: 190,
            render: (module: string) => t(module),
          },
          {
            title: t('Needs'),
            dataIndex: 'need',
            width: 80,
            render: (need: string) => (need === 'edit' ? t('edit') : t('view')),
          },
          {
            title: t('Decision'),
            dataIndex: 'decision',
            width: 220,
            render: (decision: string) => <DecisionTag decision={decision} />,
          },
        ]}
      />
    </Space>
  );
}

/** Every module, with the view and edit rights. */
export function ModulesTable({ modules }: { modules: readonly ModuleAccess[] }) {
  return (
    <Table<ModuleAccess>
      size="small"
      rowKey="module"
      pagination={false}
      scroll={{ y: 560 }}
      dataSource={modules}
      aria-label={t('Modules as this admin')}
      columns={[
        {
          title: t('Module'),
          dataIndex: 'module',
          render: (module: string) => t(module),
        },
        {
          title: t('View'),
          dataIndex: 'view',
          width: 110,
          render: (value: boolean) => yesNo(value, 'view'),
        },
        {
          title: t('Edit'),
          dataIndex: 'edit',
          width: 110,
          render: (value: boolean) => yesNo(value, 'edit'),
        },
      ]}
    />
  );
}

/** Per held kind and place: whether the admin may propose it, and approve another admin's. */
export function DualControlTable({ rows }: { rows: readonly HeldAccess[] }) {
  return (
    <Table<HeldAccess>
      size="small"
      rowKey={(row) => `${row.kind} ${row.resource}`}
      pagination={false}
      // Scrolls sideways on a phone rather than squeezing the places into a word per line.
      scroll={{ x: 640 }}
      dataSource={rows}
      aria-label={t('Dual control as this admin')}
      columns={[
        {
          title: t('Kind'),
          dataIndex: 'kind',
          render: (kind: string) => t(heldKindLabel(kind)),
        },
        {
          title: t('Where'),
          dataIndex: 'what',
          render: (what: readonly string[], row) =>
            `${t(row.module)}: ${what.map((label) => t(label)).join(', ')}`,
        },
        {
          title: t('Propose'),
          dataIndex: 'propose',
          width: 110,
          render: (value: boolean) =>
            value ? <Tag color="blue">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>,
        },
        {
          title: t('Approve'),
          dataIndex: 'approve',
          width: 110,
          render: (value: boolean) =>
            value ? <Tag color="green">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>,
        },
      ]}
    />
  );
}
