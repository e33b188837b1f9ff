import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Chart } from '../../src/ui/charts';
import { compactNumber, showsLabel } from '../../src/ui/charts/ticks';

describe('Chart', () => {
  it('labels the last day (today) and every fifth day before it', () => {
    const days = Array.from({ length: 30 }, (_, index) =>
      new Date(Date.UTC(2026, 10, 23) - (29 - index) * 86_400_000).toISOString().slice(5, 10),
    );
    const labelled = days.filter((_, index) => showsLabel(index, days.length, 5));
    expect(labelled).toEqual(['10-29', '11-03', '11-08', '11-13', '11-18', '11-23']);
    expect(days.filter((_, index) => showsLabel(index, days.length, undefined))).toHaveLength(30);
  });

  it('reads axis figures short', () => {
    expect([compactNumber(950), compactNumber(12_500), compactNumber(3_400_000)]).toEqual([
      '950',
      '12.5k',
      '3.4M',
    ]);
  });

  it('shows its numbers as a captioned table where no canvas can be drawn', async () => {
    render(
      <Chart
        title="Fees per day"
        labels={['11-22', '11-23']}
        series={[{ label: 'Fees', values: [1.5, 2], format: (value) => `${value} USDC` }]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Fees per day' });
    expect(within(table).getByRole('row', { name: '11-23 2 USDC' })).toBeInTheDocument();
  });
});
