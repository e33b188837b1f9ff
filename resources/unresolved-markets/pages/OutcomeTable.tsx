import { Radio, Space, Table, Tag, Typography } from 'antd';
import { RESOLUTION_OUTCOMES, resolvable, type Market, type ResolutionOutcome } from '../../events';
import { formatAmount, formatDate } from '../../../src/model/format';
import type { Preview } from './preview';
import { t } from '../../../src/i18n/translator';
import { endText } from '../../../src/engine/fields/endText';
import type { FieldDeclaration, Values } from '../../types';

/** The outcomes an admin picks from, as the domain names them (translated when drawn). */
const CHOICES = RESOLUTION_OUTCOMES.options.map((option) => ({
  value: option.value as ResolutionOutcome,
  label: String(option.label ?? option.value),
}));

/** A market's end: when it closed, or its planned end (endText). */
const END: FieldDeclaration = {
  key: 'endDate',
  label: 'End',
  type: 'datetime',
  closedKey: 'closedAt',
};

interface OutcomeTableProps {
  markets: Market[];
  /** Mutually exclusive: one winner is picked, every other market resolves No. */
  negRisk: boolean;
  outcomes: Record<string, ResolutionOutcome>;
  /** The server's field errors (`outcomes.<marketId>`). */
  errors: Record<string, string>;
  preview: Preview | undefined;
  onChoose: (marketId: string, outcome: ResolutionOutcome) => void;
}

/** An event's markets with the outcome picked for each and what the server's preview says. */
export function OutcomeTable({
  markets,
  negRisk,
  outcomes,
  errors,
  preview,
  onChoose: choose,
}: OutcomeTableProps) {
  const previewOf = (marketId: string) => preview?.markets.find((row) => row.marketId === marketId);
  const choices = CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }));
  return (
    <Table<Market>
      size="small"
      rowKey="_id"
      pagination={false}
      dataSource={markets}
      style={{ marginBottom: 16 }}
      columns={[
        { title: t('Market'), dataIndex: 'question', width: 320 },
        {
          title: t('End'),
          key: 'end',
          render: (_, market) => endText(END, market as unknown as Values),
        },
        {
          title: t('Outcome'),
          key: 'outcome',
          render: (_, market) => {
            if (market.status === 'resolved')
              return (
                <Tag color="purple">
                  {t('Resolved {{outcome}}', { outcome: t(market.winningOutcome ?? '') })}
                </Tag>
              );
            if (!resolvable(market))
              return (
                <Typography.Text type="secondary">
                  {t('Trading until {{date}}', { date: formatDate(market.endDate) })}
                </Typography.Text>
              );
            const error = errors[`outcomes.${market._id}`];
            return (
              <Space direction="vertical" size={0}>
                {negRisk ? (
                  <Radio
                    checked={outcomes[market._id] === 'Yes'}
                    onChange={() => choose(market._id, 'Yes')}
                    aria-label={t('Winner: {{market}}', { market: market.question })}
                  >
                    {t('Winner')}
                  </Radio>
                ) : (
                  // A radiogroup to assistive technology (antd's group is a plain div).
                  <div
                    role="radiogroup"
                    aria-label={t('Outcome of {{market}}', { market: market.question })}
                  >
                    <Radio.Group
                      value={outcomes[market._id]}
                      onChange={(change) =>
                        choose(market._id, change.target.value as ResolutionOutcome)
                      }
                      optionType="button"
                      buttonStyle="solid"
                      size="small"
                      options={choices}
                    />
                  </div>
                )}
                {error && <Typography.Text type="danger">{t(error)}</Typography.Text>}
              </Space>
            );
          },
        },
        {
          title: t('Open orders'),
          key: 'orders',
          render: (_, market) => previewOf(market._id)?.openOrders ?? '—',
        },
        {
          title: t('Positions'),
          key: 'positions',
          render: (_, market) => previewOf(market._id)?.positions ?? '—',
        },
        {
          title: t('Payout'),
          key: 'payout',
          render: (_, market) => {
            const row = previewOf(market._id);
            return row?.payout ? formatAmount(row.payout, 'USDC') : '—';
          },
        },
      ]}
    />
  );
}
