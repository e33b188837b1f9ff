import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CHANNEL } from '../../src/model/contract';
import { freshDemoApi } from './demoClient';
import { channels, feedListener } from './liveListener';

/**
 * The live feed's account channel: an admin whose rights change is told at once (whatever
 * modules it may view), with who changed them, so that its open panel follows.
 */
const demo = freshDemoApi();
const streams: AbortController[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.abort()));
const listen = feedListener(demo, streams);

describe('the live feed of an admin’s own rights', () => {
  it('tells an admin on its account channel when its rights change, naming who changed them', async () => {
    const superadmin = await demo.signIn('superadmin@demo.test');
    const operator = listen(await demo.signIn('operator@demo.test'));
    const finance = listen(await demo.signIn('finance@demo.test'));
    await Promise.all([operator.ready, finance.ready]);
    const told = operator.next(ACCOUNT_CHANNEL);
    const admin = demo.store.find('admins', 'admin-operator')!;
    const restriction = [
      ...(admin.restriction as { name: string }[]),
      { name: 'Withdraw', canView: true, canEdit: false },
    ];
    const saved = await demo.call('PUT', 'admins/admin-operator', { restriction }, superadmin);
    expect(saved.status).toBe(200);
    const message = await told;
    expect(message).toMatchObject({
      channel: ACCOUNT_CHANNEL,
      type: 'updated',
      payload: { ids: ['admin-operator'], by: 'Sam Super' },
    });
    // Only the admin whose rights changed hears it; a change that leaves them as they were is
    // quiet: the feed is in order, so once the next rights change is told, a message for the
    // name change would have come before it.
    expect(channels(finance)).not.toContain(ACCOUNT_CHANNEL);
    await demo.call('PUT', 'admins/admin-operator', { name: 'Olivia Operator' }, superadmin);
    const toldAgain = operator.next(ACCOUNT_CHANNEL);
    await demo.call('PUT', 'admins/admin-operator', { restriction: admin.restriction }, superadmin);
    await toldAgain;
    expect(channels(operator).filter((channel) => channel === ACCOUNT_CHANNEL)).toHaveLength(2);
  });
});
