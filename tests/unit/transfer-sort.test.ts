import { beforeEach, describe, expect, it } from 'vitest';
import { compareDecimal } from '../../resources/domain';
import { call, start } from './support/finance-demo-api';

/** Amounts of different coins do not compare: a sort by amount sorts within each coin. */
describe('demo API: transfers sorted by amount', () => {
  beforeEach(start);

  for (const resource of ['withdrawals', 'deposits'])
    for (const order of ['asc', 'desc'] as const)
      it(`${resource}, ${order}: coin by coin, each coin's amounts in order`, async () => {
        const { status, body } = await call(
          'GET',
          `/api/admin/${resource}?sort=amount&order=${order}&limit=1000`,
        );
        expect(status).toBe(200);
        const rows = body.result.items as { coinSymbol: string; amount: string }[];
        const coins = rows.map((row) => row.coinSymbol);
        // Each coin's rows together, the coins in alphabetical order.
        const runs = coins.filter((coin, index) => coin !== coins[index - 1]);
        expect(runs).toEqual([...new Set(coins)].sort());
        expect(runs.length).toBeGreaterThan(1);
        for (let index = 1; index < rows.length; index++) {
          if (rows[index].coinSymbol !== rows[index - 1].coinSymbol) continue;
          const step = compareDecimal(rows[index - 1].amount, rows[index].amount) ?? Number.NaN;
          expect(order === 'asc' ? step <= 0 : step >= 0).toBe(true);
        }
      });
});
