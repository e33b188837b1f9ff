import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { VolumeChart } from '../../src/pages/custom/parts/VolumeChart';

describe('VolumeChart', () => {
  it('labels the last day (today) and every fifth day before it', () => {
    const data = Array.from({ length: 30 }, (_, index) => ({
      date: new Date(Date.UTC(2026, 10, 23) - (29 - index) * 86_400_000).toISOString().slice(0, 10),
      volume: String(index * 10),
      trades: index,
    }));
    const { container } = render(<VolumeChart data={data} />);
    const labels = [...container.querySelectorAll('text')]
      .map((text) => text.textContent)
      .filter((text) => /^\d\d-\d\d$/.test(text ?? ''));
    expect(labels).toEqual(['10-29', '11-03', '11-08', '11-13', '11-18', '11-23']);
  });
});
