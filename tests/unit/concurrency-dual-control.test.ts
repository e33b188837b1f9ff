import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { demoClient } from './demoClient';

/**
 * Dual control under bursts: of 40 parallel approvals of one pending change exactly one applies
 * it, and of 40 parallel proposals of one field exactly one is held (the others wait behind it).
 */
const BURST = 40;
let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
const { call, signIn } = demoClient(() => api);

beforeEach(() => {
  store = new DemoStore();
  api = createDemoApi(store);
});

const burst = <T>(send: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: BURST }, (_, index) => send(index)));
const count = (answers: { status: number }[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

describe(`bursts of ${BURST} parallel requests`, () => {
  it('apply a pending change once, however many approve it together', async () => {
    const coin = store.all('coins')[0];
    const finance = await signIn('finance@demo.test');
    const held = await call('PUT', `coins/${coin._id}`, { maxWithdraw: '2500' }, finance);
    expect(held.status).toBe(202);
    const superadmin = await signIn('superadmin@demo.test');
    const writes: number[] = [];
    store.onChange((change) => {
      if (change.collection === 'coins') writes.push(Date.now());
    });
    const answers = await burst(() =>
      call('POST', `approvals/${held.body.result._id}/approve`, undefined, superadmin),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 409)).toBe(BURST - 1);
    expect(writes).toHaveLength(1);
    expect(String(store.find('coins', coin._id)!.maxWithdraw)).toBe('2500');
  });

  it('hold one proposal of a field, and refuse the others while it waits', async () => {
    const coin = store.all('coins')[0];
    const finance = await signIn('finance@demo.test');
    const answers = await burst((index) =>
      call('PUT', `coins/${coin._id}`, { maxWithdraw: String(2000 + index) }, finance),
    );
    expect(count(answers, 202)).toBe(1);
    expect(count(answers, 409)).toBe(BURST - 1);
    expect(store.all('approvals').filter((row) => row.status === 'pending')).toHaveLength(1);
  });
});
