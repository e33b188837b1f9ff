import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { PageProps } from '../../../src/engine/pages/types';
import { API_PREFIX, type ApiErrorBody } from '../../../src/model/contract';
import { readRecord } from '../../../src/model/envelope';
import { http } from '../../../src/api/http';
import { formatAmount, formatCompact, formatDate } from '../../../src/model/format';
import { t } from '../../../src/i18n/translator';
import ListWithViews from '../../../src/engine/pages/ListWithViews';
import { apiPath } from '../../../src/model/registry';
import { Chart } from '../../../src/ui/charts';
import { FIGURE_MEANINGS, USDC_SHOWN_DECIMALS } from '../../domain';

/** A chart's day (YYYY-MM-DD) without its year, in the language's date order: 11-25, 25/11. */
const dayLabel = (day: string) => formatDate(day, false).replace(/^\d{4}\D|\D\d{4}$/, '');

/** A count in the language's marks (1,234 or 1.234). */
const count = (value: number) => formatAmount(String(value));

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
    exact: formatAmount(value, 'USDC', USDC_SHOWN_DECIMALS),
  });
  const tiles: [string, { value: string | number; suffix?: string; exact?: string }][] = stats.data
    ? [
        [t('Volume, all time'), money(stats.data.totalVolume)],
        [t('24 h volume'), money(stats.data.volume24h)],
        [t('Liquidity on active books'), money(stats.data.liquidity)],
        [t('Active markets'), { value: count(stats.data.activeMarkets) }],
        [t('Paused markets'), { value: count(stats.data.pausedMarkets) }],
        [t('Awaiting resolution'), { value: count(stats.data.awaitingResolution) }],
      ]
    : [];
  return (
    <>
      {stats.isError && (
        <Alert
          type="error"
          showIcon
          message={t('Could not load market figures')}
          description={t(stats.error.message)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
        {stats.isLoading
          ? Array.from({ length: 6 }, (_, index) => (
              <Col key={index} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Skeleton paragraph={false} />
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
        {t(FIGURE_MEANINGS.volume)} {t(FIGURE_MEANINGS.liquidity)}
      </Typography.Paragraph>
      {stats.data && (
        <Card size="small" title={t('Daily volume, last 30 days')} style={{ marginBottom: 16 }}>
          <Chart
            title={t('Daily traded volume and trades, last 30 days')}
            labels={stats.data.daily.map((day) => dayLabel(day.date))}
            labelEvery={5}
            series={[
              {
                label: t('Volume (USDC)'),
                values: stats.data.daily.map((day) => Number(day.volume)),
                format: (value) => formatAmount(String(value), 'USDC', USDC_SHOWN_DECIMALS),
              },
              {
                label: t('Trades'),
                kind: 'line',
                axis: 'right',
                values: stats.data.daily.map((day) => day.trades),
              },
            ]}
          />
        </Card>
      )}
      <ListWithViews declaration={declaration} />
    </>
  );
}
