import { beforeEach, describe, expect, it } from 'vitest';
import { api, call, signIn, start, store } from './support/careful-demo-api';
import { singleControl } from './support/singleControl';

/**
 * What a write may change in the demo API: fields it knows, of the right type, on resources open
 * to edits.
 */
beforeEach(() => {
  start();
  // Values stored at once (dual control has its own files).
  singleControl(store);
});

describe('read-only resources and writable fields', () => {
  it('refuses PUT, create and DELETE on users: they change only by block/unblock with a reason', async () => {
    const token = await signIn('superadmin@demo.test');
    const user = store.all('users').find((row) => row.status === 'active')!;
    const put = await call(
      'PUT',
      `users/${user._id}`,
      { status: 'blocked', email: 'taken@over.test' },
      token,
    );
    expect(put.status).toBe(405);
    expect(put.body.message).toMatch(/Users cannot be edited here; use its actions \(block/);
    expect(store.find('users', user._id)).toMatchObject({
      status: 'active',
      email: user.email,
    });
    expect((await call('POST', 'users', { name: 'New', email: 'n@x.test' }, token)).status).toBe(
      405,
    );
    expect((await call('DELETE', `users/${user._id}`, undefined, token)).status).toBe(405);
    // The action with its reason still works.
    const blocked = await call(
      'POST',
      `users/${user._id}/block`,
      { reasonCode: 'other', blockReason: 'Fraud' },
      token,
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body.result).toMatchObject({ status: 'blocked', blockReason: 'Fraud' });
  });

  it('answers 400 with field errors for unknown keys, server-set fields and wrong types', async () => {
    const token = await signIn('superadmin@demo.test');
    const tag = store.all('tags')[0];
    const put = await call(
      'PUT',
      `tags/${tag._id}`,
      { label: { html: 1 }, isAdmin: true, createdAt: '2020-01-01' },
      token,
    );
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ success: false });
    expect(put.body.errors).toMatchObject({
      label: 'Label must be text',
      isAdmin: 'Unknown field "isAdmin"',
    });
    expect(put.body.errors.createdAt).toMatch(/Unknown field|set by the server/);
    expect(store.find('tags', tag._id)).toEqual(tag);

    const coin = store.all('coins')[0];
    const wrongType = await call(
      'PUT',
      `coins/${coin._id}`,
      { withdrawEnabled: { yes: 1 } },
      token,
    );
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors)).toEqual(['withdrawEnabled']);

    // Admins: the password is set on create only, never by an edit.
    const edit = await call('PUT', 'admins/admin-viewer', { password: 'Other#2026x' }, token);
    expect(edit.status).toBe(400);
    expect(edit.body.errors.password).toMatch(/only be set when creating/);
    // What the forms send still saves.
    const ok = await call('PUT', `tags/${tag._id}`, { label: 'Renamed tag' }, token);
    expect(ok.status).toBe(200);
  });

  it("checks the keys of nested rows too (an event's markets), their _id allowed", async () => {
    const token = await signIn('superadmin@demo.test');
    const event = store.all('events').find((row) => row.status === 'draft')!;
    const markets = (event.markets as Record<string, unknown>[]).map((market) => ({
      _id: market._id,
      question: market.question,
      sneaky: 1,
    }));
    const put = await call('PUT', `events/${event._id}`, { markets }, token);
    expect(put.status).toBe(400);
    expect(put.body.errors['markets.0.sneaky']).toBe('Unknown field "sneaky"');
  });
});

describe('updateSiteDetails', () => {
  it('refuses unknown keys and wrong types with field errors and stores nothing', async () => {
    const token = await signIn('superadmin@demo.test');
    const before = store.object('site-setting');
    const answer = await call(
      'POST',
      '/api/admin/updateSiteDetails',
      { siteName: { a: 1 }, maintenanceMode: 'yes', debug: true },
      token,
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ['debug', 'maintenanceMode', 'siteName'].sort(),
    );
    expect(store.object('site-setting')).toEqual(before);
    // A key that would reach the prototype is named like any unknown key.
    const proto = await api(
      new Request('http://demo.test/api/admin/updateSiteDetails', {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json' },
        body: '{"__proto__": {"tradingEnabled": false}}',
      }),
    );
    expect(proto!.status).toBe(400);
    const errors = JSON.parse(await proto!.text()).errors;
    expect(Object.keys(errors)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(errors, '__proto__')?.value).toBe(
      'Unknown setting "__proto__"',
    );
  });

  it('stores a fee sent as text as the number it spells', async () => {
    const token = await signIn('superadmin@demo.test');
    const answer = await call(
      'POST',
      '/api/admin/updateSiteDetails',
      { defaultMakerFeeBps: '25' },
      token,
    );
    expect(answer.status).toBe(200);
    expect(store.object('site-setting').defaultMakerFeeBps).toBe(25);
  });
});
