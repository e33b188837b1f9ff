import { describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT } from '../../src/model/authLimits';
import { CLIENT_ADDRESS_HEADER } from '../../src/demo/clientAddress';
import { freshDemoApi } from './demoClient';

/**
 * The second round's limits under bursts of parallel requests (as tests/unit/concurrency.test.ts
 * does for the first): reset e-mails counted exactly, an unreadable If-Match never stores, and
 * every export written once.
 */
const BURST = 40;
const demo = freshDemoApi();

const burst = <T>(count: number, send: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));
const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const forgot = async (email: string, client: string) =>
  (await demo.api(
    new Request('http://demo.test/api/admin/forgotPassword', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
      body: JSON.stringify({ email }),
    }),
  ))!;

describe('under a burst', () => {
  it('mails RESET_MAILS_PER_ADDRESS links for one address, from many clients', async () => {
    const answers = await burst(BURST, (index) => forgot('viewer@demo.test', `10.1.0.${index}`));
    expect(statuses(answers)).toEqual({
      200: RESET_MAILS_PER_ADDRESS,
      429: BURST - RESET_MAILS_PER_ADDRESS,
    });
    expect(demo.store.all('password-resets')).toHaveLength(RESET_MAILS_PER_ADDRESS);
  });

  it('answers RESET_REQUESTS_PER_CLIENT requests of one client, for many addresses', async () => {
    const answers = await burst(BURST, (index) => forgot(`a${index}@demo.test`, '10.2.0.1'));
    expect(statuses(answers)).toEqual({
      200: RESET_REQUESTS_PER_CLIENT,
      429: BURST - RESET_REQUESTS_PER_CLIENT,
    });
  });

  it('stores only the save whose If-Match is the current version', async () => {
    const token = await demo.signIn('superadmin@demo.test');
    const tag = demo.store.all('tags')[0];
    const headers = ['"1"', 'W/"1"', '"1abc"', '"1", "2"', '*', 'abc'];
    const answers = await burst(BURST, (index) =>
      demo.api(
        new Request(`http://demo.test/api/admin/tags/${tag._id}`, {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            Authorization: token,
            'If-Match': headers[index % headers.length],
          },
          body: JSON.stringify({ label: `Label ${index}` }),
        }),
      ),
    );
    // One "1" is stored; the other copies of "1" find version 2 (409); the rest cannot be read.
    const valid = Math.ceil(BURST / headers.length);
    expect(statuses(answers.map((answer) => answer!))).toEqual({
      200: 1,
      409: valid - 1,
      412: BURST - valid,
    });
    expect(demo.store.find('tags', tag._id)!.label).toBe('Label 0');
  });

  it('writes every export to the audit trail', async () => {
    const token = await demo.signIn('superadmin@demo.test');
    const before = demo.store.all('audit-log').length;
    const answers = await burst(BURST, () => demo.call('GET', 'tags/export', undefined, token));
    expect(statuses(answers)).toEqual({ 200: BURST });
    const exports = demo.store
      .all('audit-log')
      .slice(0, demo.store.all('audit-log').length - before)
      .filter((row) => row.action === 'export');
    expect(exports).toHaveLength(BURST);
  });
});
