import { useMemo } from 'react';
import { useList, useOne, useResourceParams, type BaseRecord } from '@refinedev/core';
import { Alert, Form, Space, Switch, Table, Tag, Typography } from 'antd';
import { moduleKeyMap } from '../../../access/keys';
import { isOwnAccountModule, type RestrictionEntry } from '../../../access/names';
import { moduleCatalogue } from '../../model/registry';
import { entryOf, setRight, type Right } from '../../model/restrictions';
import { useAccess } from '../../session/access';
import { AccessChanges, type AccessSide } from './AccessChanges';
import type { InputProps } from './types/_types';
import { t } from '../../i18n/translator';

interface ModuleRow {
  _id: string;
  name: string;
  /** What code checks (and the editing admin's decider answers for). */
  key: string;
  subModules: string[];
}

/**
 * The modules (from the Modules data, with their sub-modules under each) as rows with View and
 * Edit switches. Edit on turns View on, View off turns Edit off; a switch for a right the editing
 * admin lacks is disabled (the API refuses it too). Not used for a superadmin, who has every right.
 */
export default function RestrictionEditor(props: InputProps) {
  const role = Form.useWatch('role', { preserve: true }) as string | undefined;
  const access = useAccess();
  const modules = useList<BaseRecord>({
    resource: 'modules',
    pagination: { currentPage: 1, pageSize: 1000, mode: 'server' },
    sorters: [{ field: 'sortOrder', order: 'asc' }],
    errorNotification: false,
  });
  const subModules = useList<BaseRecord>({
    resource: 'sub-modules',
    pagination: { currentPage: 1, pageSize: 1000, mode: 'server' },
    errorNotification: false,
  });
  const rows = useMemo<ModuleRow[]>(() => {
    const records = modules.result?.data;
    // One's own account pages (profile, password, 2FA, sign-ins) are every admin's: no switch.
    if (!records || modules.query.isError) {
      // An admin who may not read /modules still edits by the declared catalogue.
      return moduleCatalogue
        .filter((entry) => !isOwnAccountModule(entry.name))
        .map((entry) => ({
          _id: entry.name,
          name: entry.name,
          key: entry.name,
          subModules: entry.subModules.map((page) => page.name),
        }));
    }
    const pages = subModules.result?.data ?? [];
    return records
      .filter(
        (record) =>
          record.isActive !== false && !isOwnAccountModule(String(record.key ?? record.name)),
      )
      .map((record) => ({
        _id: String(record._id),
        name: String(record.name),
        key: String(record.key ?? record.name),
        subModules: pages
          .filter((page) => page.moduleId === record._id)
          .map((page) => String(page.name)),
      }));
  }, [modules.result?.data, modules.query.isError, subModules.result?.data]);

  const value = Array.isArray(props.value) ? (props.value as RestrictionEntry[]) : [];
  // What the admin has now (the stored record; a new admin has nothing) against the form's.
  const { resource, id, action } = useResourceParams();
  const stored = useOne<BaseRecord>({
    resource: resource?.name ?? '',
    id: id ?? '',
    queryOptions: { enabled: action === 'edit' && Boolean(resource && id) },
    errorNotification: false,
  }).result;
  const moduleKeys = useMemo(() => moduleKeyMap(modules.result?.data ?? []), [modules.result]);
  const before: AccessSide | undefined =
    action === 'edit'
      ? stored && {
          role: String(stored.role ?? ''),
          restriction: Array.isArray(stored[props.field.key])
            ? (stored[props.field.key] as RestrictionEntry[])
            : [],
        }
      : { role: 'subadmin', restriction: [] };
  const changes = before && (
    <div style={{ marginTop: 12 }}>
      {/* A heading of its own: inline text ran into the sentence below it. */}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('What changes on save')}
      </Typography.Title>
      <AccessChanges
        before={before}
        after={{ role: role ?? before.role, restriction: value }}
        moduleKeys={moduleKeys}
      />
    </div>
  );

  if (role === 'superadmin')
    return (
      <>
        <Alert
          type="info"
          showIcon
          message={t('A superadmin has every right: restrictions do not apply.')}
        />
        {changes}
      </>
    );
  const change = (name: string, right: Right, on: boolean) =>
    props.onChange?.(setRight(value, name, right, on));
  const lacks = (row: ModuleRow, right: Right) => !access?.can(row.key, right);
  // Out of the rows shown: the entries also name own-account modules, which have no row.
  const granted = rows.filter((row) => entryOf(value, row.name)?.canView).length;

  return (
    <div id={props.id}>
      <Typography.Text type="secondary">
        {t('{{granted}} of {{total}} modules granted', { granted, total: rows.length })}
      </Typography.Text>
      <Table<ModuleRow>
        rowKey="_id"
        size="small"
        pagination={false}
        loading={modules.query.isLoading}
        dataSource={rows}
        scroll={{ y: 480 }}
        style={{ marginTop: 8 }}
        columns={[
          {
            title: t('Module'),
            key: 'name',
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>
                  <bdi>{row.name}</bdi>
                </Typography.Text>
                {row.subModules.length > 0 && (
                  <Space size={[4, 4]} wrap>
                    {row.subModules.map((page) => (
                      <Tag key={page} bordered={false} style={{ fontSize: 12 }}>
                        <bdi>{page}</bdi>
                      </Tag>
                    ))}
                  </Space>
                )}
              </Space>
            ),
          },
          ...(['view', 'edit'] as const).map((right) => ({
            title: right === 'view' ? t('View') : t('Edit'),
            key: right,
            width: 90,
            align: 'center' as const,
            render: (_: unknown, row: ModuleRow) => {
              const entry = entryOf(value, row.name);
              const checked = Boolean(right === 'view' ? entry?.canView : entry?.canEdit);
              return (
                <Switch
                  size="small"
                  checked={checked}
                  disabled={props.disabled || lacks(row, right)}
                  title={
                    !lacks(row, right)
                      ? undefined
                      : right === 'view'
                        ? t('You do not have view on {{module}}', { module: row.name })
                        : t('You do not have edit on {{module}}', { module: row.name })
                  }
                  aria-label={
                    right === 'view'
                      ? t('View {{module}}', { module: row.name })
                      : t('Edit {{module}}', { module: row.name })
                  }
                  onChange={(on) => change(row.name, right, on)}
                />
              );
            },
          })),
        ]}
      />
      {changes}
    </div>
  );
}
