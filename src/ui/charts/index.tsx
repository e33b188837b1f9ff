import { Suspense } from 'react';
import type { ChartProps } from './types';
import { preloadable } from '../preloadable';

export type { ChartProps, ChartSeries } from './types';

/** The chart library (Chart.js) loads with the first page that draws a chart, never before. */
const loadChartView = () => import('./ChartView');
const ChartView = preloadable(loadChartView).Component;

/** For a page whose charts wait on data: fetch the chart code while the data loads. */
export function preloadChart(): void {
  void loadChartView().catch(() => undefined);
}

const DEFAULT_HEIGHT = 240;

/** The place a chart takes while its data or its code loads. */
export function ChartPlaceholder({ height = DEFAULT_HEIGHT }: { height?: number }) {
  return <div className="chart-placeholder" style={{ height }} aria-busy="true" />;
}

/** Every chart in the app: bars and lines over categories (days, coins), with tooltips and axes. */
export function Chart(props: ChartProps) {
  const height = props.height ?? DEFAULT_HEIGHT;
  return (
    <Suspense fallback={<ChartPlaceholder height={height} />}>
      <ChartView {...props} height={height} />
    </Suspense>
  );
}
