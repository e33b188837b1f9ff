import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { PageProps } from '../../app/routes';
import { API_PREFIX, type ApiErrorBody, type Envelope } from '../../api/contract';
import { http } from '../../api/http';
import { formatAmount } from '../../engine/fields/format';
import ResourceList from '../../engine/pages/ResourceList';
import { apiPath } from '../../engine/registry';
import { VolumeChart, type DailyVolume } from './parts/VolumeChart';

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
      const { data } = await http().get<Envelope<MarketStats>>(
        `${API_PREFIX}/${apiPath(declaration.name)}/stats`,
      );
      return data.result!;
    },
    staleTime: 30_000,
  });
  const tiles: [string, string | number][] = stats.data
    ? [
        ['Total volume', formatAmount(stats.data.totalVolume, 'USDC')],
        ['24h volume', formatAmount(stats.data.volume24h, 'USDC')],
        ['Liquidity on active books', formatAmount(stats.data.liquidity, 'USDC')],
        ['Active markets', stats.data.activeMarkets],
        ['Paused markets', stats.data.pausedMarkets],
        ['Awaiting resolution', stats.data.awaitingResolution],
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
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {(stats.isLoading
          ? Array.from({ length: 6 }, (_, index): [string, string] => [`loading-${index}`, ''])
          : tiles
        ).map(([title, value]) => (
          <Col key={title} xs={12} md={8} xl={4}>
            <Card size="small">
              {stats.isLoading ? (
                <Skeleton active paragraph={false} />
              ) : (
                <Statistic title={title} value={value} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
      {stats.data && (
        <Card size="small" title="Daily volume, last 30 days" style={{ marginBottom: 16 }}>
          <VolumeChart data={stats.data.daily} />
        </Card>
      )}
      <ResourceList declaration={declaration} />
    </>
  );
}
