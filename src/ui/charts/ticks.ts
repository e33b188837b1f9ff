/** Whether the category at `index` of `count` gets an axis label: the last one and every n-th before it. */
export function showsLabel(index: number, count: number, every: number | undefined): boolean {
  if (!every || every <= 1) return true;
  return (count - 1 - index) % every === 0;
}

/** Short figures for an axis: 1.2k, 3.4M. */
export function compactNumber(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${+(value / 1_000_000).toFixed(1)}M`;
  if (size >= 1_000) return `${+(value / 1_000).toFixed(1)}k`;
  return String(+value.toFixed(2));
}

export const defaultFormat = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 4 });
