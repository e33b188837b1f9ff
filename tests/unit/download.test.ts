import { describe, expect, it } from 'vitest';
import { csvFileName, defaultCsvName } from '../../src/api/download';

describe('CSV file names', () => {
  const at = new Date(2026, 10, 22, 9, 5, 7);
  it('uses a time-based default', () => {
    expect(defaultCsvName('tags', at)).toBe('tags-20261122-090507.csv');
    expect(csvFileName(undefined, 'tags', at)).toBe('tags-20261122-090507.csv');
    expect(csvFileName('   ', undefined, at)).toBe('export-20261122-090507.csv');
  });
  it("keeps the caller's name, adding .csv and removing path characters", () => {
    expect(csvFileName('resolved-markets', 'x', at)).toBe('resolved-markets.csv');
    expect(csvFileName('report.CSV', 'x', at)).toBe('report.CSV');
    expect(csvFileName('../a/b:c', 'x', at)).toBe('..-a-b-c.csv');
  });
});
