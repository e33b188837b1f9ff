import { useMemo, useState } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import type { ChartProps, ChartSeries } from './types';
import { compactNumber, defaultFormat, showsLabel } from './ticks';
import { useDrawTurn } from './drawTurns';
import { t } from '../../i18n/translator';

// Only what bar and line charts over categories need: the rest of Chart.js stays out of the bundle.
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const PALETTE = ['#4c6ef5', '#12b886', '#f59f00', '#e64980', '#7950f2', '#15aabf'];

/** Whether this browser can draw on a canvas (jsdom cannot): otherwise the table alone is shown. */
function canvasWorks(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** The numbers behind the chart, for screen readers and for browsers without canvas. */
function ChartTable({ title, labels, series }: ChartProps) {
  return (
    <table className="chart-table">
      <caption>{t(title)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Label')}</th>
          {series.map((one) => (
            <th scope="col" key={one.label}>
              {t(one.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((one) => (
              <td key={one.label}>{(one.format ?? defaultFormat)(one.values[index] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ChartView(props: ChartProps) {
  const { title, labels, series, height = 240, labelEvery, stacked } = props;
  const [drawable] = useState(canvasWorks);
  const turn = useDrawTurn(drawable);
  const twoAxes = series.some((one) => one.axis === 'right');

  const data = useMemo<ChartData<'bar' | 'line', number[], string>>(
    () => ({
      labels: [...labels],
      datasets: series.map((one, index) => {
        const color = one.color ?? PALETTE[index % PALETTE.length];
        return {
          type: one.kind ?? 'bar',
          label: t(one.label),
          data: [...one.values],
          backgroundColor: color,
          borderColor: color,
          borderRadius: one.kind === 'line' ? 0 : 2,
          pointRadius: one.kind === 'line' ? 2 : 0,
          yAxisID: one.axis === 'right' ? 'right' : 'left',
        };
      }),
    }),
    [labels, series],
  );

  const options = useMemo<ChartOptions<'bar' | 'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        // Always: a chart of one series says what it draws too, as its title may name more.
        legend: { display: true, position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (item) => {
              const one: ChartSeries | undefined = series[item.datasetIndex];
              return `${item.dataset.label}: ${(one?.format ?? defaultFormat)(Number(item.raw))}`;
            },
          },
        },
      },
      scales: {
        x: {
          stacked,
          grid: { display: false },
          ticks: {
            autoSkip: labelEvery === undefined,
            maxRotation: 0,
            callback: (_value, index) =>
              showsLabel(index, labels.length, labelEvery) ? labels[index] : '',
          },
        },
        left: {
          position: 'left',
          stacked,
          beginAtZero: true,
          ticks: { callback: (value) => compactNumber(Number(value)) },
        },
        ...(twoAxes
          ? {
              right: {
                position: 'right' as const,
                beginAtZero: true,
                grid: { drawOnChartArea: false },
                ticks: { callback: (value: string | number) => compactNumber(Number(value)) },
              },
            }
          : {}),
      },
    }),
    [series, labels, labelEvery, stacked, twoAxes],
  );

  if (!drawable) return <ChartTable {...props} />;
  return (
    <div className="chart" style={{ height, position: 'relative' }}>
      {turn && (
        <ReactChart
          type="bar"
          data={data}
          options={options}
          role="img"
          aria-label={t(title)}
          fallbackContent={<ChartTable {...props} />}
        />
      )}
    </div>
  );
}
