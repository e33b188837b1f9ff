import { Radio, Space, Table, Tag, Typography } from 'antd';
import { RESOLUTION_OUTCOMES, resolvable, type Market, type ResolutionOutcome } from '../../events';
import { formatAmount, formatDate } from '../../../src/model/format';
import type { Preview } from './preview';

/** The outcomes an admin picks from, as the domain names them. */
const CHOICES = RESOLUTION_OUTCOMES.options.map((option) => ({
  value: option.value as ResolutionOutcome,
  label: option.label ?? option.value,
}));

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
  return (
    <Table<Market>
      size="small"
      rowKey="_id"
      pagination={false}
      dataSource={markets}
      style={{ marginBottom: 16 }}
      columns={[
        { title: 'Market', dataIndex: 'question', width: 320 },
        { title: 'Ends', dataIndex: 'endDate', render: (value: string) => formatDate(value) },
        {
          title: 'Outcome',
          key: 'outcome',
          render: (_, market) => {
            if (market.status === 'resolved')
              return <Tag color="purple">Resolved {market.winningOutcome}</Tag>;
            if (!resolvable(market))
              return (
                <Typography.Text type="secondary">
                  Trading until {formatDate(market.endDate)}
                </Typography.Text>
              );
            const error = errors[`outcomes.${market._id}`];
            return (
              <Space direction="vertical" size={0}>
                {negRisk ? (
                  <Radio
                    checked={outcomes[market._id] === 'Yes'}
                    onChange={() => choose(market._id, 'Yes')}
                    aria-label={`Winner: ${market.question}`}
                  >
                    Winner
                  </Radio>
                ) : (
                  // A radiogroup to assistive technology (antd's group is a plain div).
                  <div role="radiogroup" aria-label={`Outcome of ${market.question}`}>
                    <Radio.Group
                      value={outcomes[market._id]}
                      onChange={(change) =>
                        choose(market._id, change.target.value as ResolutionOutcome)
                      }
                      optionType="button"
                      buttonStyle="solid"
                      size="small"
                      options={CHOICES}
                    />
                  </div>
                )}
                {error && <Typography.Text type="danger">{error}</Typography.Text>}
              </Space>
            );
          },
        },
        {
          title: 'Open orders',
          key: 'orders',
          render: (_, market) => previewOf(market._id)?.openOrders ?? '—',
        },
        {
          title: 'Positions',
          key: 'positions',
          render: (_, market) => previewOf(market._id)?.positions ?? '—',
        },
        {
          title: 'Payout',
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
