import { afterEach, describe, expect, it } from 'vitest';
import type { PendingChange } from '../../resources/domain';
import { freshDemoApi } from './demoClient';
import { channels, feedListener } from './liveListener';

/**
 * The Approvals inbox on the live feed: every admin may open it, but a held change or a
 * withdrawal awaiting review is told only to the admins who may view the module it belongs to,
 * as the inbox itself lists it.
 */
const demo = freshDemoApi();
const streams: AbortController[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.abort()));
const listen = feedListener(demo, streams);

/** A change the operator (events, no coins, no withdrawals) hears: all before it was sorted. */
async function operatorHearsAnEvent(superadmin: string, operator: ReturnType<typeof listen>) {
  const event = demo.store.all('events').find((row) => row.status === 'draft')!;
  const heard = operator.next('resources/events');
  const saved = await demo.call(
    'PUT',
    `events/${event._id}`,
    { title: `${event.title}.` },
    superadmin,
  );
  expect(saved.status).toBe(200);
  await heard;
}

describe('the live feed of the Approvals inbox', () => {
  it('tells a held change only to the admins who may view its module', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const finance = await demo.signIn('finance@demo.test');
    const boss = listen(superadmin);
    const operator = listen(await demo.signIn('operator@demo.test'));
    await Promise.all([boss.ready, operator.ready]);

    const coin = demo.store.all('coins')[0];
    const heard = boss.next('resources/approvals');
    const held = await demo.call(
      'PUT',
      `coins/${coin._id}`,
      { secondApprovalThreshold: '4321' },
      finance,
    );
    expect(held.status).toBe(202);
    const change = held.body.result as PendingChange;
    expect((await heard).payload.ids).toEqual([change._id]);

    await operatorHearsAnEvent(superadmin, operator);
    expect(channels(operator)).not.toContain('resources/approvals');
  });

  it('tells a reviewed withdrawal as its inbox row, to those who may view withdrawals', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const boss = listen(superadmin);
    const operator = listen(await demo.signIn('operator@demo.test'));
    await Promise.all([boss.ready, operator.ready]);

    const withdrawal = demo.store
      .all('withdrawals')
      .find((row) => row.status === 'pending' && row.needsTwoApprovals === false)!;
    const heard = boss.next('resources/approvals');
    const approved = await demo.call(
      'POST',
      `withdrawals/${withdrawal._id}/approve`,
      {},
      superadmin,
    );
    expect(approved.status).toBe(200);
    expect((await heard).payload.ids).toEqual([`withdrawal-${withdrawal._id}`]);

    await operatorHearsAnEvent(superadmin, operator);
    expect(channels(operator)).not.toContain('resources/approvals');
  });
});
