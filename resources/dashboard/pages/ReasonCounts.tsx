import { Link } from 'react-router';
import { Card, Col, Skeleton, Typography } from 'antd';
import { DAY_MS, OTHER_REASON_LABEL, REASON_COUNT_DAYS, reasonLabel } from '../../domain';
import type { ReasonCount } from '../../../src/model/contract';
import { getDeclaration } from '../../../src/model/registry';
import { formatAmount } from '../../../src/model/format';
import { listLink } from '../../../src/model/listLink';
import { useAccess } from '../../../src/session/access';
import { t } from '../../../src/i18n/translator';

/** "Withdrawals · Reject": the list and the action the reasons were given for. */
function actionTitle(resource: string, action: string): string {
  const declaration = getDeclaration(resource);
  const named = [...(declaration?.actions ?? []), ...(declaration?.listActions ?? [])];
  const label = named.find((item) => item.name === action)?.label ?? action;
  return `${t(declaration?.title.plural ?? resource)} · ${t(label)}`;
}

const codeLabel = (code: string) => t(reasonLabel(code) ?? OTHER_REASON_LABEL);

/** The audit log's entries behind one count: the same action, code and days. */
function entriesLink(count: ReasonCount, now: number): string {
  const since = new Date(now - REASON_COUNT_DAYS * DAY_MS).toISOString();
  const query = new URLSearchParams({
    resource: count.resource,
    action: count.action,
    reasonCode: count.code,
    outcome: '200',
    at_gte: since,
  });
  return listLink('/audit-log', query.toString());
}

const cardTitle = () => t('Reasons given, last {{days}} days', { days: REASON_COUNT_DAYS });

/** The card's place while the dashboard loads: the same title, so that nothing moves. */
export function ReasonCountsPlaceholder() {
  return (
    <Col xs={24} xl={12}>
      <Card size="small" title={cardTitle()}>
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      </Card>
    </Col>
  );
}

/**
 * Why rows were rejected, cancelled or blocked in the last days: each action's reason codes by
 * how often they were given, each count opening the audit log's entries when the admin may read it.
 */
export function ReasonCounts({ reasons, readAt }: { reasons: ReasonCount[]; readAt: number }) {
  const decider = useAccess();
  const linked = decider?.can('Audit Log', 'view') ?? false;
  const byAction = new Map<string, ReasonCount[]>();
  for (const count of reasons) {
    const key = `${count.resource} ${count.action}`;
    byAction.set(key, [...(byAction.get(key) ?? []), count]);
  }
  return (
    <Col xs={24} xl={12}>
      <Card size="small" title={cardTitle()} data-testid="reason-counts">
        {byAction.size === 0 ? (
          <Typography.Text type="secondary">
            {t('No row was rejected, cancelled or blocked with a reason in these days.')}
          </Typography.Text>
        ) : (
          [...byAction].map(([key, counts]) => (
            <section key={key} className="reason-counts">
              <Typography.Text strong>
                {actionTitle(counts[0].resource, counts[0].action)}
              </Typography.Text>
              <ul>
                {counts.map((count) => (
                  <li key={count.code}>
                    {/* The whole line opens the entries: a finger's target on a phone. */}
                    {linked ? (
                      // Named by what it shows, the reason and its count; the title says where.
                      <Link
                        to={entriesLink(count, readAt)}
                        title={t('Open these entries in the audit log')}
                      >
                        <span>{codeLabel(count.code)}</span>{' '}
                        <span>{formatAmount(String(count.count))}</span>
                      </Link>
                    ) : (
                      <div className="reason-count-line">
                        <span>{codeLabel(count.code)}</span>
                        <span>{formatAmount(String(count.count))}</span>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </Card>
    </Col>
  );
}
