import { Descriptions, Space, Tag } from 'antd';
import type { ResourceDeclaration } from '../../../resources/types';
import {
  BULK_DRY_RUN_LABELS,
  BULK_OUTCOME_LABELS,
  BULK_OUTCOMES,
  type BulkAnswer,
  type BulkOutcome,
  type BulkRow,
} from '../../model/bulk';
import { formatAmount } from '../../model/format';
import { t } from '../../i18n/translator';

/** How each outcome is marked: done green, waiting orange, refused red. */
const COLORS: Record<BulkOutcome, string> = {
  applied: 'green',
  awaitingApproval: 'orange',
  held: 'gold',
  refused: 'red',
};

/** Users shown by name in the summary; the rest are counted. */
const USERS_SHOWN = 5;

/** A row's outcome: what happened, or in a dry run what would. */
function OutcomeTag({ outcome, dryRun }: { outcome: BulkOutcome; dryRun: boolean }) {
  const labels = dryRun ? BULK_DRY_RUN_LABELS : BULK_OUTCOME_LABELS;
  return <Tag color={COLORS[outcome]}>{t(labels[outcome])}</Tag>;
}

/**
 * What a batch adds up to: rows per outcome, the amounts it moves per coin and the rows per user
 * (over the rows it acts on), and why rows are refused, each reason once with its count.
 */
export function BulkSummary({
  declaration,
  answer,
}: {
  declaration: ResourceDeclaration;
  answer: BulkAnswer;
}) {
  const { outcomes, amounts, counts } = answer.totals;
  const reasons = new Map<string, number>();
  for (const row of answer.rows)
    if (row.outcome === 'refused') reasons.set(row.message, (reasons.get(row.message) ?? 0) + 1);
  const countBy = declaration.actions?.find((item) => item.name === answer.action)?.bulk?.countBy;
  const countLabel = declaration.fields.find((field) => field.key === countBy)?.label;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      className="bulk-summary"
      data-testid="bulk-summary"
      style={{ marginBottom: 12 }}
    >
      <Descriptions.Item label={t('Rows')}>
        <Space wrap size={[4, 4]}>
          {BULK_OUTCOMES.filter((outcome) => outcomes[outcome] > 0).map((outcome) => (
            <span key={outcome} data-testid={`bulk-outcome-${outcome}`}>
              <OutcomeTag outcome={outcome} dryRun={answer.dryRun} /> {outcomes[outcome]}
            </span>
          ))}
        </Space>
      </Descriptions.Item>
      {amounts.length > 0 && (
        <Descriptions.Item label={t('Amount')}>
          <span data-testid="bulk-amounts">
            {amounts.map((item) => formatAmount(item.amount, item.unit)).join(' · ')}
          </span>
        </Descriptions.Item>
      )}
      {countLabel && counts.length > 0 && (
        <Descriptions.Item label={t('Rows per {{what}}', { what: t(countLabel) })}>
          {counts.slice(0, USERS_SHOWN).map((item) => (
            <div key={item.key}>
              <bdi>{item.key}</bdi>: {item.rows}
            </div>
          ))}
          {counts.length > USERS_SHOWN &&
            t('and {{count}} more', { count: counts.length - USERS_SHOWN })}
        </Descriptions.Item>
      )}
      {reasons.size > 0 && (
        <Descriptions.Item label={t('Why refused')}>
          {[...reasons].map(([reason, count]) => (
            <div key={reason}>
              {t(reason)} ({count})
            </div>
          ))}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** Each row of the batch, with its outcome and the server's word on it. */
export function BulkRows({ rows, dryRun }: { rows: readonly BulkRow[]; dryRun: boolean }) {
  return (
    <ol className="bulk-rows" aria-label={t('Rows of the batch')}>
      {rows.map((row) => (
        <li key={row._id} data-testid="bulk-row" data-outcome={row.outcome}>
          <OutcomeTag outcome={row.outcome} dryRun={dryRun} />{' '}
          <bdi className="bulk-row-title">{row.title}</bdi>
          {row.outcome === 'refused' && row.message && (
            <div className="bulk-row-message">{t(row.message)}</div>
          )}
        </li>
      ))}
    </ol>
  );
}
