import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { PageProps } from '../../../src/engine/pages/types';
import { API_PREFIX, type ApiErrorBody } from '../../../src/model/contract';
import { readRecord } from '../../../src/model/envelope';
import { http } from '../../../src/api/http';
import { formatAmount, formatCompact } from '../../../src/model/format';
import ResourceList from '../../../src/engine/pages/ResourceList';
import { apiPath } from '../../../src/model/registry';
import { Chart } from '../../../src/ui/charts';
import { FIGURE_MEANINGS } from '../../domain';

interface DailyVolume {
  date: string;
  volume: string;
  trades: number;
}

interface MarketStats {
  totalVolume: string;
  volume24h: string;
  liquidity: string;
  activeMarkets: number;
  pausedMarkets: number;
  awaitingResolution: number;
  daily: DailyVolume[];
}

/** /market-overview: KPI tiles and daily volume over the generic list of every market. */
export default function MarketOverview({ declaration }: PageProps) {
  const stats = useQuery<MarketStats, ApiErrorBody>({
    queryKey: ['markets', 'stats'],
    queryFn: async () => {
      const { data, status } = await http().get<unknown>(
        `${API_PREFIX}/${apiPath(declaration.name)}/stats`,
      );
      return readRecord<MarketStats>(data, status);
    },
    staleTime: 30_000,
  });
  const money = (value: string) => ({
    value: formatCompact(value),
    suffix: 'USDC',
    exact: formatAmount(value, 'USDC'),
  });
  const tiles: [string, { value: string | number; suffix?: string; exact?: string }][] = stats.data
    ? [
        ['Volume, all time', money(stats.data.totalVolume)],
        ['24 h volume', money(stats.data.volume24h)],
        ['Liquidity on active books', money(stats.data.liquidity)],
        ['Active markets', { value: stats.data.activeMarkets }],
        ['Paused markets', { value: stats.data.pausedMarkets }],
        ['Awaiting resolution', { value: stats.data.awaitingResolution }],
      ]
    : [];
  return (
    <>
      {stats.isError && (
        <Alert
          type="error"
          showIcon
          message="Could not load market figures"
          description={stats.error.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
        {stats.isLoading
          ? Array.from({ length: 6 }, (_, index) => (
              <Col key={index} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Skeleton active paragraph={false} />
                </Card>
              </Col>
            ))
          : tiles.map(([title, tile]) => (
              <Col key={title} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic
                    title={title}
                    value={tile.value}
                    suffix={tile.suffix && <span className="kpi-unit">{tile.suffix}</span>}
                  />
                  {tile.exact && (
                    <div className="kpi-exact" title={tile.exact}>
                      {tile.exact}
                    </div>
                  )}
                </Card>
              </Col>
            ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 16 }}>
        {FIGURE_MEANINGS.volume} {FIGURE_MEANINGS.liquidity}
      </Typography.Paragraph>
      {stats.data && (
        <Card size="small" title="Daily volume, last 30 days" style={{ marginBottom: 16 }}>
          <Chart
            title="Daily traded volume and trades, last 30 days"
            labels={stats.data.daily.map((day) => day.date.slice(5))}
            labelEvery={5}
            series={[
              {
                label: 'Volume (USDC)',
                values: stats.data.daily.map((day) => Number(day.volume)),
                format: (value) => formatAmount(String(value), 'USDC'),
              },
              {
                label: 'Trades',
                kind: 'line',
                axis: 'right',
                values: stats.data.daily.map((day) => day.trades),
              },
            ]}
          />
        </Card>
      )}
      <ResourceList declaration={declaration} />
    </>
  );
}
