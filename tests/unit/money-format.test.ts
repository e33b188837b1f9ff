import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount, formatSigned, setFormatLanguage } from '../../src/model/format';
import { fieldText } from '../../src/model/fieldText';
import { getDeclaration } from '../../src/model/registry';
import { call, start, store } from './support/finance-demo-api';

/** One money format: the language's separators, the decimals a figure is read with, its unit. */
describe('formatAmount', () => {
  afterEach(() => setFormatLanguage('en'));

  it('rounds to the decimals asked, half away from zero, in the digits', () => {
    expect(formatAmount('8071.362600', 'USDC', 2)).toBe('8,071.36 USDC');
    expect(formatAmount('8071.365', 'USDC', 2)).toBe('8,071.37 USDC');
    expect(formatAmount('999999999999999999.995', 'USDC', 2)).toBe(
      '1,000,000,000,000,000,000.00 USDC',
    );
    expect(formatAmount('-0.004', 'USDC', 2)).toBe('0.00 USDC');
    expect(formatAmount('-12.5', undefined, 0)).toBe('-13');
    expect(formatAmount('7', 'SOL', 4)).toBe('7.0000 SOL');
    expect(formatSigned('1234.5', 'USDC', 2)).toBe('+1,234.50 USDC');
  });

  it('keeps the stored digits without decimals asked, and follows the language', () => {
    expect(formatAmount('6624.19', 'USDT')).toBe('6,624.19 USDT');
    expect(formatAmount('0.0050', 'SOL')).toBe('0.0050 SOL');
    setFormatLanguage('es');
    expect(formatAmount('8071.362600', 'USDC', 2)).toBe('8.071,36 USDC');
  });
});

describe('amounts where the panel shows them', () => {
  it("shows an event's and a market's USDC figures in cents, not the 6 decimals summed", () => {
    const events = getDeclaration('events')!;
    const markets = getDeclaration('markets')!;
    const field = (fields: typeof events.fields, key: string) =>
      fields.find((candidate) => candidate.key === key)!;
    expect(fieldText(field(events.fields, 'volume'), '8071.362600')).toBe('8,071.36 USDC');
    expect(fieldText(field(events.fields, 'liquidity'), '12.005000')).toBe('12.01 USDC');
    for (const key of ['volume', 'volume24h', 'liquidity'])
      expect(fieldText(field(markets.fields, key), '1000.1')).toBe('1,000.10 USDC');
    const queue = getDeclaration('unresolved-markets')!;
    expect(fieldText(field(queue.fields, 'volume'), '5.5')).toBe('5.50 USDC');
  });

  describe('the audit trail', () => {
    beforeEach(start);

    it('names a withdrawal by its amount with separators and its coin', async () => {
      const seeded = store
        .all('audit-log')
        .filter((entry) => entry.resource === 'withdrawals' || entry.resource === 'deposits');
      expect(seeded.length).toBeGreaterThan(0);
      for (const entry of seeded)
        expect(String(entry.recordTitle)).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)? [A-Z]+$/);
      expect(seeded.some((entry) => String(entry.recordTitle).includes(','))).toBe(true);

      const withdrawal = store
        .all('withdrawals')
        .find((row) => row.status === 'pending' && !row.needsTwoApprovals)!;
      store.update('withdrawals', withdrawal._id, { amount: '6624.19' });
      const symbol = String(store.find('coins', String(withdrawal.coinId))!.symbol);
      await call('POST', `/api/admin/withdrawals/${withdrawal._id}/approve`);
      const entry = store.all('audit-log').find((row) => row.recordId === withdrawal._id)!;
      expect(entry.recordTitle).toBe(`6,624.19 ${symbol}`);
    });
  });
});
