import { useEffect, useMemo, useState } from 'react';
import { useList, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Card, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { createAccessDecider } from '../../../access/enforcer';
import { moduleKeyMap } from '../../../access/keys';
import type { RestrictionEntry } from '../../../access/names';
import { heldKindLabel } from '../../domain';
import {
  dualControlCoverage,
  type Coverage,
  type CoveredAdmin,
} from '../../../src/model/dualControl';
import type { ApiErrorBody } from '../../../src/model/contract';
import { appState } from '../../../src/state/appState';
import { t } from '../../../src/i18n/translator';

const EVERY = { currentPage: 1, pageSize: 1000, mode: 'server' as const };

/** Every admin with its decider, built in the browser by the app's own access rules. */
function useCoveredAdmins(
  admins: readonly BaseRecord[] | undefined,
  modules: readonly BaseRecord[] | undefined,
) {
  const [covered, setCovered] = useState<CoveredAdmin[]>();
  useEffect(() => {
    if (!admins || !modules) return;
    let live = true;
    const keys = moduleKeyMap(modules);
    void Promise.all(
      admins.map(async (admin) => {
        const access = await createAccessDecider(
          String(admin.role ?? ''),
          (admin.restriction as RestrictionEntry[] | undefined) ?? [],
          keys,
        );
        return {
          name: String(admin.name),
          active: admin.status !== 'disabled',
          can: access.can,
        };
      }),
    ).then((list) => live && setCovered(list));
    return () => {
      live = false;
    };
  }, [admins, modules]);
  return covered;
}

const names = (list: readonly string[]) =>
  list.length ? (
    list.map((name) => (
      <Tag key={name}>
        <bdi>{name}</bdi>
      </Tag>
    ))
  ) : (
    <Tag color="red">{t('no one')}</Tag>
  );

/**
 * /dual-control: every kind of change held for a second admin, where it applies, who may propose
 * and who may approve it; a kind no one, or only one admin, could approve is flagged.
 */
export default function DualControlCoverage() {
  const admins = useList<BaseRecord>({
    resource: 'admins',
    pagination: EVERY,
    errorNotification: false,
  });
  const modules = useList<BaseRecord>({
    resource: 'modules',
    pagination: EVERY,
    errorNotification: false,
  });
  const covered = useCoveredAdmins(admins.result?.data, modules.result?.data);
  const setting = appState.use(
    (state) => (state.siteSetting as { dualControl?: Record<string, boolean> } | null)?.dualControl,
  );
  const rows = useMemo(() => (covered ? dualControlCoverage(covered) : undefined), [covered]);
  const failed = admins.query.isError
    ? admins.query.error
    : modules.query.isError
      ? modules.query.error
      : undefined;
  const flagged = rows?.filter((row) => row.warning).length ?? 0;
  return (
    <Card title={t('Dual control')}>
      <Typography.Paragraph type="secondary">
        {t(
          'Who may propose and who may approve each kind of change a second admin must approve: edit on its module, and never one\u2019s own change.',
        )}
      </Typography.Paragraph>
      {failed ? (
        <Result
          status="warning"
          title={t('Could not load the admins')}
          subTitle={t((failed as unknown as ApiErrorBody).message ?? 'The server did not say why.')}
          extra={
            <Button
              onClick={() => {
                void admins.query.refetch();
                void modules.query.refetch();
              }}
            >
              {t('Retry')}
            </Button>
          }
        />
      ) : !rows ? (
        <Skeleton active />
      ) : (
        <>
          {flagged > 0 && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              message={t(
                '{{count}} kinds of change have fewer than two admins who could approve them',
                { count: flagged },
              )}
            />
          )}
          <Table<Coverage>
            size="small"
            rowKey={(row) => `${row.kind} ${row.resource}`}
            pagination={false}
            scroll={{ x: 900 }}
            dataSource={rows}
            data-testid="dual-control-coverage"
            columns={[
              {
                title: t('Kind'),
                dataIndex: 'kind',
                width: 240,
                render: (kind: string) => (
                  <>
                    {t(heldKindLabel(kind))}
                    {setting?.[kind] === false && <Tag style={{ marginLeft: 8 }}>{t('off')}</Tag>}
                  </>
                ),
              },
              {
                title: t('Where'),
                dataIndex: 'what',
                render: (what: readonly string[], row) =>
                  `${t(row.module)}: ${what.map((label) => t(label)).join(', ')}`,
              },
              { title: t('May propose'), dataIndex: 'proposers', render: names },
              {
                title: t('May approve'),
                dataIndex: 'approvers',
                render: (approvers: string[], row) => (
                  <>
                    {names(approvers)}
                    {row.warning === 'one' && (
                      <Typography.Text type="warning" style={{ display: 'block' }}>
                        {t(
                          'Only one admin: their own changes cannot be approved, and no one else checks the others.',
                        )}
                      </Typography.Text>
                    )}
                    {row.warning === 'none' && (
                      <Typography.Text type="danger" style={{ display: 'block' }}>
                        {t('No admin can approve it: such a change would wait until it expires.')}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
