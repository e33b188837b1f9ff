import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { KpiDeclaration } from '../../types';
import type { PageProps } from '../../../src/engine/pages/types';
import {
  DASHBOARD_API_PATH,
  type ApiErrorBody,
  type DashboardAnswer,
  type KpiFigure,
} from '../../../src/model/contract';
import { invalidAnswer, readRecord } from '../../../src/model/envelope';
import { formatAmount, formatCompact, formatDate } from '../../../src/model/format';
import { t } from '../../../src/i18n/translator';
import { menuItems } from '../../../src/model/registry';
import { http } from '../../../src/api/http';
import { useAccess } from '../../../src/session/access';
import { Chart, ChartPlaceholder, preloadChart, type ChartSeries } from '../../../src/ui/charts';
import { listLink } from '../../../src/model/listLink';
import { useStillWaiting } from '../../../src/ui/useStillWaiting';
import { StillWaiting } from '../../../src/ui/StillWaiting';
import { ReasonCounts, ReasonCountsPlaceholder } from './ReasonCounts';

/** Where a tile leads: its module's sidebar page, with the tile's filter. */
function linkOf(kpi: KpiDeclaration): string | undefined {
  const path = menuItems.find((item) => item.module === kpi.module)?.path;
  return path && listLink(path, kpi.linkQuery);
}

/** "+12.5 %" or "+3" (when the earlier figure is zero), with the direction. */
function change(figure: KpiFigure): { text: string; up: boolean } | undefined {
  const now = Number(figure.value);
  const before = Number(figure.previous);
  if (!Number.isFinite(now) || !Number.isFinite(before) || now === before) return undefined;
  const up = now > before;
  const sign = up ? '+' : '−';
  if (before === 0) return { text: `${sign}${formatCompact(Math.abs(now - before))}`, up };
  const percent = Math.abs(((now - before) / before) * 100);
  const shown = percent < 10 ? formatAmount(percent.toFixed(1)) : Math.round(percent);
  return { text: `${sign}${shown} %`, up };
}

function KpiTile({ kpi, figure }: { kpi: KpiDeclaration; figure: KpiFigure }) {
  const delta = change(figure);
  const link = linkOf(kpi);
  const money = kpi.unit !== undefined;
  // The whole figure under the compact one, in the one money format (the unit's shown decimals).
  const exact = formatAmount(figure.value, kpi.unit, kpi.decimals);
  const tile = (
    <Card hoverable={!!link} size="small" data-testid={`kpi-${kpi.key}`}>
      <Statistic
        title={t(kpi.label)}
        value={money ? formatCompact(figure.value) : Number(figure.value)}
        formatter={money ? undefined : (value) => formatAmount(String(value))}
        suffix={money && <span className="kpi-unit">{kpi.unit}</span>}
      />
      <div className="kpi-change">
        {delta ? (
          <span className={delta.up ? 'kpi-up' : 'kpi-down'}>
            {delta.up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {delta.text}
          </span>
        ) : (
          <span>{t('No change')}</span>
        )}{' '}
        {t('vs {{period}}', { period: t(kpi.comparedWith) })}
      </div>
      {money && (
        <div className="kpi-exact" title={exact}>
          {exact}
        </div>
      )}
    </Card>
  );
  return link ? (
    // The tile's own text names the link (a screen reader hears what is seen); the title says where.
    <Link to={link} title={t('Open {{module}}', { module: t(kpi.module) })}>
      {tile}
    </Link>
  ) : (
    tile
  );
}

/** The daily series of the shown KPIs that belong on one chart. */
function seriesFor(
  chart: NonNullable<KpiDeclaration['chart']>['on'],
  kpis: readonly KpiDeclaration[],
  figures: Map<string, KpiFigure>,
): { labels: string[]; series: ChartSeries[]; keys: string[] } | undefined {
  const shown = kpis.filter((kpi) => kpi.chart?.on === chart && figures.get(kpi.key)?.series);
  if (!shown.length) return undefined;
  const labels = figures.get(shown[0].key)!.series!.map((day) => dayLabel(day.date));
  return {
    labels,
    keys: shown.map((kpi) => kpi.key),
    series: shown.map((kpi, index) => ({
      label: t(kpi.chart!.label),
      values: figures.get(kpi.key)!.series!.map((day) => day.value),
      kind: index === 0 ? 'bar' : 'line',
      axis: index === 0 ? 'left' : 'right',
      format: kpi.unit ? (value: number) => formatAmount(value.toFixed(2), kpi.unit) : undefined,
    })),
  };
}

/** A chart's day (YYYY-MM-DD) without its year, in the language's date order: 11-25, 25/11. */
const dayLabel = (day: string) => formatDate(day, false).replace(/^\d{4}\D|\D\d{4}$/, '');

/**
 * The charts, their titles in the admin's language (read when drawn), naming only the series
 * drawn (`keys`): an admin who may not view Markets gets the fees alone, titled so.
 */
const charts = (): {
  chart: NonNullable<KpiDeclaration['chart']>['on'];
  title: (keys: readonly string[]) => string;
}[] => [
  {
    chart: 'trading',
    title: (keys) =>
      !keys.includes('volume24h')
        ? t('Daily fees, last 30 days')
        : keys.includes('feeRevenue')
          ? t('Daily volume and fees, last 30 days')
          : t('Daily volume, last 30 days'),
  },
  { chart: 'users', title: () => t('Sign-ups per day, last 30 days') },
];

/**
 * A tile whose figure could not be read: a dash and the reason, never a zero that would read as
 * "nothing happened".
 */
function UnreadTile({ kpi, reason }: { kpi: KpiDeclaration; reason: string }) {
  return (
    <Card size="small" data-testid={`kpi-${kpi.key}`} data-unread="true">
      <Statistic title={t(kpi.label)} value="—" />
      <div className="kpi-change" role="note">
        {t('Not read: {{reason}}', { reason })}
      </div>
    </Card>
  );
}

/**
 * /dashboard: KPI tiles with their change and the last 30 days as charts. The API answers only the
 * figures of modules the admin may view, so a tile the admin may not see is never even fetched.
 */
export default function Dashboard({ declaration }: PageProps) {
  const kpis = declaration.kpis ?? [];
  const decider = useAccess();
  const expected = kpis.filter((kpi) => decider?.can(kpi.module, 'view') ?? true);
  useEffect(preloadChart, []);
  const query = useQuery<DashboardAnswer, ApiErrorBody>({
    queryKey: ['dashboard', 'kpis'],
    queryFn: async () => {
      const { data, status } = await http().get<unknown>(DASHBOARD_API_PATH);
      const answer = readRecord<DashboardAnswer>(data, status);
      if (!Array.isArray(answer.figures))
        throw invalidAnswer(t('The dashboard answer has no figures'), status);
      return answer;
    },
    staleTime: 30_000,
  });
  // A hung server reads as such, not as skeleton tiles for ever.
  const late = useStillWaiting(query.isFetching);
  const figures = new Map((query.data?.figures ?? []).map((figure) => [figure.key, figure]));
  const reasons = query.data?.reasons;
  const shown = kpis.filter((kpi) => figures.has(kpi.key));

  return (
    <>
      <Typography.Title level={3}>{t('Dashboard')}</Typography.Title>
      {late && <StillWaiting />}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={
            query.data
              ? t('Shown as read at {{time}}: reading the dashboard figures again failed.', {
                  time: formatDate(new Date(query.dataUpdatedAt).toISOString()),
                })
              : t('Could not load the dashboard figures')
          }
          description={t(query.error.message)}
          style={{ marginBottom: 16 }}
        />
      )}
      {query.isError && !query.data ? (
        <Row gutter={[16, 16]} className="kpi-grid">
          {expected.map((kpi) => (
            <Col key={kpi.key} xs={24} sm={12} xl={8} xxl={4}>
              <UnreadTile kpi={kpi} reason={t(query.error.message)} />
            </Col>
          ))}
        </Row>
      ) : query.isLoading ? (
        // The tiles and chart cards the answer will hold (the API's rule: modules the admin may
        // view), so nothing moves when the figures arrive.
        <>
          <Row gutter={[16, 16]} className="kpi-grid">
            {expected.map((kpi) => (
              <Col key={kpi.key} xs={24} sm={12} xl={8} xxl={4}>
                <Card size="small">
                  <Skeleton paragraph={{ rows: 1 }} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            {charts()
              .filter(({ chart }) => expected.some((kpi) => kpi.chart?.on === chart))
              .map(({ chart, title }) => (
                <Col key={chart} xs={24} xl={12}>
                  <Card
                    size="small"
                    title={title(
                      expected.filter((kpi) => kpi.chart?.on === chart).map((kpi) => kpi.key),
                    )}
                  >
                    <ChartPlaceholder />
                  </Card>
                </Col>
              ))}
            <ReasonCountsPlaceholder />
          </Row>
        </>
      ) : query.isSuccess && shown.length === 0 && !reasons?.length ? (
        <Empty
          description={t('None of your modules has dashboard figures. Use the menu to open them.')}
        />
      ) : (
        <>
          <Row gutter={[16, 16]} className="kpi-grid">
            {shown.map((kpi) => (
              <Col key={kpi.key} xs={24} sm={12} xl={8} xxl={4}>
                <KpiTile kpi={kpi} figure={figures.get(kpi.key)!} />
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            {charts().map(({ chart, title }) => {
              const data = seriesFor(chart, kpis, figures);
              return (
                data && (
                  <Col key={chart} xs={24} xl={12}>
                    <Card size="small" title={title(data.keys)}>
                      <Chart
                        title={title(data.keys)}
                        labels={data.labels}
                        series={data.series}
                        labelEvery={5}
                      />
                    </Card>
                  </Col>
                )
              );
            })}
            {reasons && <ReasonCounts reasons={reasons} readAt={query.dataUpdatedAt} />}
          </Row>
        </>
      )}
    </>
  );
}
