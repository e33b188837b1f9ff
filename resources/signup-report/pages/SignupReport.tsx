import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Row,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { SignupReportRow } from '../../domain';
import type { PageProps } from '../../../src/engine/pages/types';
import type { ApiErrorBody } from '../../../src/model/contract';
import { readList } from '../../../src/model/envelope';
import { formatAmount, formatDate } from '../../../src/model/format';
import { t } from '../../../src/i18n/translator';
import { http } from '../../../src/api/http';
import { exportCsv, resourceUrl } from '../../../src/api/resources';
import {
  chosenRange,
  clearDateRange,
  setDateRange,
  useDateFilter,
} from '../../../src/state/dateFilter';
import { toast } from '../../../src/toast/toasts';
import { Chart } from '../../../src/ui/charts';

const DEFAULT_DAYS = 30;

/** The range shown when the admin has chosen none: the last 30 days, today included. */
function defaultRange() {
  return {
    from: dayjs()
      .subtract(DEFAULT_DAYS - 1, 'day')
      .startOf('day')
      .toISOString(),
    to: dayjs().endOf('day').toISOString(),
  };
}

/** Ranges one click away, named in the admin's language (read when drawn). */
const presets = (): { label: string; value: () => [Dayjs, Dayjs] }[] => [
  { label: t('Last 7 days'), value: () => [dayjs().subtract(6, 'day'), dayjs()] },
  { label: t('Last 30 days'), value: () => [dayjs().subtract(29, 'day'), dayjs()] },
  { label: t('Last 90 days'), value: () => [dayjs().subtract(89, 'day'), dayjs()] },
  { label: t('This month'), value: () => [dayjs().startOf('month'), dayjs()] },
  {
    label: t('Last month'),
    value: () => [
      dayjs().subtract(1, 'month').startOf('month'),
      dayjs().subtract(1, 'month').endOf('month'),
    ],
  },
];

const percent = (part: number, whole: number) =>
  whole > 0 ? `${formatAmount(((part / whole) * 100).toFixed(1))} %` : '—';

/** A day (YYYY-MM-DD) in the language's date order; a chart's, without its year (11-25, 25/11). */
const dayText = (day: string) => formatDate(day, false);
const dayLabel = (day: string) => dayText(day).replace(/^\d{4}\D|\D\d{4}$/, '');

/** A count in the language's marks (1,234 or 1.234), for antd's Statistic. */
const counted = (value: number | string) => formatAmount(String(value));

/** The CSV's name: the report and its days (the caller names the file). */
function signupCsvName(from: string, to: string): string {
  return `signup-report_${dayjs(from).format('YYYY-MM-DD')}_${dayjs(to).format('YYYY-MM-DD')}`;
}

/**
 * /signup-report: sign-ups, verified e-mails and first deposits per day over the chosen range
 * (the app's date filter state), as a chart, a table with totals and a CSV download.
 */
export default function SignupReport({ declaration }: PageProps) {
  const dateFilter = useDateFilter();
  const [fallback] = useState(defaultRange);
  const range = chosenRange(dateFilter) ?? fallback;
  const [downloading, setDownloading] = useState(false);

  const report = useQuery<SignupReportRow[], ApiErrorBody>({
    queryKey: [declaration.name, range.from, range.to],
    queryFn: async () => {
      const { data, status } = await http().get<unknown>(resourceUrl(declaration.name), {
        params: { createdAt_gte: range.from, createdAt_lte: range.to },
      });
      return readList<SignupReportRow>(data, status).items;
    },
    staleTime: 30_000,
  });
  const days = useMemo(() => report.data ?? [], [report.data]);
  const totals = useMemo(
    () =>
      days.reduce(
        (sum, day) => ({
          signups: sum.signups + day.signups,
          verified: sum.verified + day.verified,
          firstDeposits: sum.firstDeposits + day.firstDeposits,
        }),
        { signups: 0, verified: 0, firstDeposits: 0 },
      ),
    [days],
  );

  const download = async () => {
    setDownloading(true);
    try {
      const file = await exportCsv(declaration.name, {
        filters: [
          { field: 'createdAt', operator: 'gte', value: range.from },
          { field: 'createdAt', operator: 'lte', value: range.to },
        ],
        fileName: signupCsvName(range.from, range.to),
      });
      toast.success(t('Downloaded {{file}}', { file }));
    } catch (error) {
      const { message } = error as ApiErrorBody;
      toast.error(t('Download failed'), message && t(message));
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumnsType<SignupReportRow> = [
    {
      key: 'date',
      dataIndex: 'date',
      title: t('Day'),
      render: (value: string) => dayText(value),
      sorter: (a, b) => a.date.localeCompare(b.date),
      defaultSortOrder: 'descend',
    },
    {
      key: 'signups',
      dataIndex: 'signups',
      title: t('Sign-ups'),
      align: 'right',
      sorter: (a, b) => a.signups - b.signups,
    },
    { key: 'verified', dataIndex: 'verified', title: t('Verified'), align: 'right' },
    {
      key: 'verifiedShare',
      title: t('Verified share'),
      align: 'right',
      render: (_, day) => percent(day.verified, day.signups),
    },
    {
      key: 'firstDeposits',
      dataIndex: 'firstDeposits',
      title: t('First deposits'),
      align: 'right',
      sorter: (a, b) => a.firstDeposits - b.firstDeposits,
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('Sign Up Report')}
          </Typography.Title>
        }
        extra={
          <Space wrap>
            <DatePicker.RangePicker
              aria-label={t('Signed up between')}
              value={[dayjs(range.from), dayjs(range.to)]}
              presets={presets()}
              allowClear
              disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
              onChange={(values) => {
                const [from, to] = values ?? [];
                if (from && to)
                  setDateRange({
                    from: from.startOf('day').toISOString(),
                    to: to.endOf('day').toISOString(),
                  });
                else clearDateRange();
              }}
            />
            <Button
              icon={<DownloadOutlined />}
              onClick={download}
              loading={downloading}
              disabled={!report.data}
            >
              {t('Download CSV')}
            </Button>
          </Space>
        }
      >
        {report.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('Could not load the sign-up report')}
            description={t(report.error.message)}
          />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Statistic
                title={t('Sign-ups')}
                value={totals.signups}
                formatter={counted}
                loading={report.isLoading}
              />
            </Col>
            <Col xs={24} md={8}>
              <Statistic
                title={t('Verified e-mail')}
                value={totals.verified}
                formatter={counted}
                suffix={
                  <span className="kpi-unit">{percent(totals.verified, totals.signups)}</span>
                }
                loading={report.isLoading}
              />
            </Col>
            <Col xs={24} md={8}>
              <Statistic
                title={t('First deposits')}
                value={totals.firstDeposits}
                formatter={counted}
                loading={report.isLoading}
              />
            </Col>
          </Row>
        )}
      </Card>
      {report.data && (
        <Card size="small" title={t('Per day, {{count}} days', { count: days.length })}>
          <Chart
            title={t('Sign-ups, verified e-mails and first deposits per day, {{from}} to {{to}}', {
              from: days[0] ? dayText(days[0].date) : '',
              to: days.length ? dayText(days[days.length - 1].date) : '',
            })}
            labels={days.map((day) => dayLabel(day.date))}
            labelEvery={days.length > 45 ? 7 : days.length > 20 ? 5 : 1}
            series={[
              { label: t('Sign-ups'), values: days.map((day) => day.signups) },
              { label: t('Verified'), values: days.map((day) => day.verified) },
              {
                label: t('First deposits'),
                kind: 'line',
                values: days.map((day) => day.firstDeposits),
              },
            ]}
          />
        </Card>
      )}
      <Card size="small" title={t('Days')}>
        <Table<SignupReportRow>
          rowKey="date"
          size="small"
          columns={columns}
          dataSource={days}
          loading={report.isLoading}
          pagination={{ pageSize: 31, hideOnSinglePage: true, showSizeChanger: false }}
          summary={() =>
            days.length > 0 && (
              <Table.Summary fixed>
                <Table.Summary.Row className="report-total">
                  <Table.Summary.Cell index={0}>
                    <strong>{t('Total')}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <strong>{formatAmount(totals.signups)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <strong>{formatAmount(totals.verified)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <strong>{percent(totals.verified, totals.signups)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <strong>{formatAmount(totals.firstDeposits)}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )
          }
        />
      </Card>
    </Space>
  );
}
