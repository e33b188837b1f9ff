import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  Col,
  DatePicker,
  Row,
  Segmented,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { PageProps } from '../../../src/engine/pages/types';
import { API_PREFIX, type ApiErrorBody } from '../../../src/model/contract';
import { readRecord } from '../../../src/model/envelope';
import { http } from '../../../src/api/http';
import { formatAmount, formatDate } from '../../../src/model/format';
import { t } from '../../../src/i18n/translator';
import { apiPath } from '../../../src/model/registry';
import ListWithViews from '../../../src/engine/pages/ListWithViews';
import { Chart } from '../../../src/ui/charts';
import { FEE_TILE_DAYS, type AdminProfitStats, type CoinProfit } from '../../domain';
import { TreasuryCard } from './TreasuryCard';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The last `days` days, ending today. */
const lastDays = (days: number): [Dayjs, Dayjs] => [dayjs().subtract(days - 1, 'day'), dayjs()];
const defaultRange = () => lastDays(30);
/** Ranges one click away; the first sums the same days as the dashboard's fee tile. */
const presets = () => [
  {
    label: (
      <span title={t("The days of the dashboard's fee tile (UTC, today included)")}>
        {t('Last {{days}} days', { days: FEE_TILE_DAYS })}
      </span>
    ),
    value: () => lastDays(FEE_TILE_DAYS),
  },
  { label: t('Last 30 days'), value: defaultRange },
];

/** A chart's day (YYYY-MM-DD) without its year, in the language's date order: 11-25, 25/11. */
const dayLabel = (day: string) => formatDate(day, false).replace(/^\d{4}\D|\D\d{4}$/, '');

function useProfitStats(resource: string, [from, to]: [Dayjs, Dayjs]) {
  const params = { from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) };
  return useQuery<AdminProfitStats, ApiErrorBody>({
    queryKey: [resource, 'stats', params],
    queryFn: async () => {
      const { data, status } = await http().get<unknown>(
        `${API_PREFIX}/${apiPath(resource)}/stats`,
        { params },
      );
      return readRecord<AdminProfitStats>(data, status);
    },
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** /admin-profit: fee revenue per coin and per day, the treasury's on-chain balance, the ledger. */
export default function AdminProfit({ declaration }: PageProps) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(defaultRange);
  const stats = useProfitStats(declaration.name, range);
  const [chosen, setChosen] = useState<string>();
  const coins = useMemo(() => stats.data?.coins ?? [], [stats.data]);
  // The chart shows one coin at a time (amounts of different tokens do not add up).
  const shown: CoinProfit | undefined =
    coins.find((coin) => coin.coinId === chosen) ??
    [...coins].sort((a, b) => b.entries - a.entries)[0];
  const days = stats.data?.days ?? [];
  // The ledger lists the fees of the same days as the totals and the chart (days in UTC).
  const [from, to] = range;
  const bounds = useMemo(
    () => [
      { field: 'at', operator: 'gte' as const, value: `${from.format(DAY_FORMAT)}T00:00:00.000Z` },
      { field: 'at', operator: 'lte' as const, value: `${to.format(DAY_FORMAT)}T23:59:59.999Z` },
    ],
    [from, to],
  );

  return (
    <>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('Admin profit')}
          </Typography.Title>
        }
        extra={
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            aria-label={t('Date range')}
            presets={presets().map(({ label, value }) => ({ label, value: value() }))}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
        }
        style={{ marginBottom: 16 }}
      >
        {stats.isError && (
          <Alert
            type="error"
            showIcon
            message={t('Could not load the fee revenue')}
            description={t(stats.error.message)}
            style={{ marginBottom: 16 }}
          />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Card size="small" title={t('Fee revenue per coin')} style={{ height: '100%' }}>
              <Table<CoinProfit>
                size="small"
                rowKey="coinId"
                loading={stats.isFetching}
                dataSource={coins}
                pagination={false}
                columns={[
                  { key: 'symbol', dataIndex: 'symbol', title: t('Coin'), width: 80 },
                  {
                    key: 'trade',
                    dataIndex: 'trade',
                    title: t('Trade fees'),
                    align: 'right',
                    render: (value: string) => <span className="num">{formatAmount(value)}</span>,
                  },
                  {
                    key: 'withdrawal',
                    dataIndex: 'withdrawal',
                    title: t('Withdrawal fees'),
                    align: 'right',
                    render: (value: string) => <span className="num">{formatAmount(value)}</span>,
                  },
                  {
                    key: 'total',
                    dataIndex: 'total',
                    title: t('Total'),
                    align: 'right',
                    render: (value: string, coin) => (
                      <strong className="num">{formatAmount(value, coin.symbol)}</strong>
                    ),
                  },
                  {
                    key: 'entries',
                    dataIndex: 'entries',
                    title: t('Entries'),
                    align: 'right',
                    width: 90,
                    render: (value: number) => formatAmount(String(value)),
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <TreasuryCard coins={coins} />
          </Col>
        </Row>
      </Card>
      <Card
        size="small"
        title={
          shown
            ? t('Fee revenue per day in {{coin}}', { coin: shown.symbol })
            : t('Fee revenue per day')
        }
        extra={
          coins.length > 0 && (
            <Segmented
              size="small"
              value={shown?.coinId}
              onChange={(value) => setChosen(String(value))}
              options={coins.map((coin) => ({ value: coin.coinId, label: coin.symbol }))}
            />
          )
        }
        style={{ marginBottom: 16 }}
      >
        {shown ? (
          <Chart
            title={t('Daily {{coin}} fee revenue from trades and withdrawals, {{from}} to {{to}}', {
              coin: shown.symbol,
              from: formatDate(stats.data?.from, false),
              to: formatDate(stats.data?.to, false),
            })}
            labels={days.map(dayLabel)}
            labelEvery={Math.max(1, Math.ceil(days.length / 12))}
            stacked
            series={[
              {
                label: t('Trade fees ({{coin}})', { coin: shown.symbol }),
                values: shown.daily.map((day) => Number(day.trade)),
                format: (value) => formatAmount(String(value), shown.symbol),
              },
              {
                label: t('Withdrawal fees ({{coin}})', { coin: shown.symbol }),
                values: shown.daily.map((day) => Number(day.withdrawal)),
                format: (value) => formatAmount(String(value), shown.symbol),
              },
            ]}
          />
        ) : (
          <Skeleton />
        )}
        {shown && (
          <Space style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">
              {t('Days in UTC. {{coin}} over the range: {{amount}}', {
                coin: shown.symbol,
                amount: formatAmount(shown.total, shown.symbol),
              })}
            </Typography.Text>
          </Space>
        )}
      </Card>
      <ListWithViews declaration={declaration} bounds={bounds} />
    </>
  );
}
