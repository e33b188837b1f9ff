import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { queryRows } from '../../src/demo/query';
import { DemoStore, memoryStorage, type Row } from '../../src/demo/store';
import { getDeclaration } from '../../src/model/registry';
import { demoClient } from './demoClient';

/**
 * The audit trail grows without end: a list of it sorted by time must cost what a page costs, not
 * what the trail holds. The collection is kept newest first, so that order is used as it is.
 */
let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
const { call, signIn } = demoClient(() => api);
const fields = getDeclaration('audit-log')!.fields;

beforeEach(() => {
  store = new DemoStore(memoryStorage());
  api = createDemoApi(store);
});

/** Rows whose `at` counts how often it is read. */
function counted(count: number, reads: { at: number }): Row[] {
  const start = Date.parse('2026-11-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    // Pairs share a time (written in the same millisecond): their order must hold too.
    const at = new Date(start - Math.floor(index / 2) * 1000).toISOString();
    const row = { _id: `e${index}`, outcome: index % 3 ? 200 : 403 } as Row;
    Object.defineProperty(row, 'at', {
      enumerable: true,
      get: () => {
        reads.at += 1;
        return at;
      },
    });
    return row;
  });
}

describe('listing the audit trail', () => {
  it('reads no row to answer a page in time order, either way, with the same rows a sort gives', () => {
    const reads = { at: 0 };
    const rows = counted(5000, reads);
    const query = (order: string, extra = '') =>
      new URLSearchParams(`page=2&limit=20&sort=at&order=${order}${extra}`);
    const fast = queryRows(rows, query('desc'), fields, { newestFirst: 'at' });
    const fastUp = queryRows(rows, query('asc'), fields, { newestFirst: 'at' });
    expect(reads.at).toBe(0);
    expect(fast.total).toBe(5000);
    // The general path (a sort) answers the same pages.
    expect(fast.items.map((row) => row._id)).toEqual(
      queryRows(rows, query('desc'), fields).items.map((row) => row._id),
    );
    expect(fastUp.items.map((row) => row._id)).toEqual(
      queryRows(rows, query('asc'), fields).items.map((row) => row._id),
    );
    expect(
      queryRows(rows, query('asc', '&outcome_in=403'), fields, { newestFirst: 'at' }).items,
    ).toEqual(queryRows(rows, query('asc', '&outcome_in=403'), fields).items);
  });

  it('GET /audit-log in time order does not sort the stored trail', async () => {
    const token = await signIn('superadmin@demo.test');
    const reads = { at: 0 };
    const trail = store.all('audit-log');
    trail.splice(0, trail.length, ...counted(20_000, reads));
    const page = await call(
      'GET',
      'audit-log?page=3&limit=20&sort=at&order=desc',
      undefined,
      token,
    );
    expect(page.status).toBe(200);
    expect(page.body.result.total).toBe(20_000);
    expect(page.body.result.items[0]._id).toBe('e40');
    // Only the answered rows were read (to send them), not the 20,000 stored.
    expect(reads.at).toBe(20);
  });

  it('keeps the trail newest first as it grows, the order the list relies on', async () => {
    const token = await signIn('superadmin@demo.test');
    const coin = store.all('coins')[0];
    for (const fee of ['0.1', '0.2', '0.3'])
      await call('PUT', `coins/${coin._id}`, { withdrawFee: fee }, token);
    const times = store.all('audit-log').map((row) => Date.parse(String(row.at)));
    expect(times.length).toBeGreaterThan(2000);
    expect(times.every((time, index) => index === 0 || times[index - 1] >= time)).toBe(true);
  });
});
