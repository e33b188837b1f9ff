/** What every chart in the app is given: plain numbers per label, no chart-library types. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** Bars (default) or a line. */
  kind?: 'bar' | 'line';
  color?: string;
  /** A second y axis on the right, for a series of another unit (counts beside amounts). */
  axis?: 'left' | 'right';
  /** How a value reads in the tooltip and the accessible table; default: grouped digits. */
  format?: (value: number) => string;
}

export interface ChartProps {
  /** Read by screen readers and shown nowhere else: say what the chart shows and over when. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  height?: number;
  /** Label only every n-th category, counted back from the last one (today); default: all that fit. */
  labelEvery?: number;
  /** Stack the bars of several series. */
  stacked?: boolean;
}
