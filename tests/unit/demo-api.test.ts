import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { demoClient } from './demoClient';
import { DemoStore } from '../../src/demo/store';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/demo/accounts';
import { totp } from '../../src/demo/totp';

const base = 'http://demo.test';
let api: ReturnType<typeof createDemoApi>;
let store: DemoStore;

const { call, signIn } = demoClient(() => api);

beforeEach(() => {
  store = new DemoStore();
  api = createDemoApi(store);
});

describe('demo API: the fixed sign-in and site-setting calls', () => {
  it('signs in and answers getadmindetail with the restriction', async () => {
    const token = await signIn('operator@demo.test');
    const { status, body } = await call('GET', '/api/admin/getadmindetail', undefined, token);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ email: 'operator@demo.test', role: 'subadmin' });
    expect(body.result.password).toBeUndefined();
    expect(body.result.restriction).toContainEqual({
      name: 'Users',
      canView: true,
      canEdit: false,
    });
  });

  it('refuses a wrong password with 400 and no token', async () => {
    const { status, body } = await call('POST', '/api/admin/login', {
      email: 'superadmin@demo.test',
      password: 'nope',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Invalid email or password' });
  });

  it('asks the 2FA admin for a code, then accepts a valid one', async () => {
    const first = await call('POST', '/api/admin/login', {
      email: 'twofa@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(first.body.result).toEqual({ twoFactorRequired: true });
    const wrong = await call('POST', '/api/admin/login', {
      email: 'twofa@demo.test',
      password: DEMO_PASSWORD,
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBeTruthy();
    const code = await totp(DEMO_TOTP_SECRET);
    const ok = await call('POST', '/api/admin/login', {
      email: 'twofa@demo.test',
      password: DEMO_PASSWORD,
      code,
    });
    expect(ok.body.result.token).toBeTruthy();
  });

  it('answers 401 without a valid token', async () => {
    expect((await call('GET', '/api/admin/getadmindetail')).status).toBe(401);
    expect((await call('GET', '/api/admin/tags', undefined, 'forged')).status).toBe(401);
  });

  it('serves the site setting to anyone', async () => {
    const { status, body } = await call('GET', '/api/admin/getSiteSetting');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    expect(body.result.siteName).toBeTruthy();
  });

  it('resets a password through forgotPassword, checkauthtoken and resetPassword', async () => {
    const forgot = await call('POST', '/api/admin/forgotPassword', { email: 'viewer@demo.test' });
    const token = new URL(forgot.body.result.demoLink, base).searchParams.get('token');
    expect((await call('POST', '/api/admin/checkauthtoken', { token })).body.message).toMatch(
      /verified/,
    );
    const bad = await call('POST', '/api/admin/resetPassword', {
      token,
      password: 'short',
      confirmPassword: 'other',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      status: 400,
      errors: { password: expect.any(String), confirmPassword: expect.any(String) },
    });
    const good = await call('POST', '/api/admin/resetPassword', {
      token,
      password: 'NewPass2026',
      confirmPassword: 'NewPass2026',
    });
    expect(good.body).toMatchObject({ success: true, status: 200 });
    expect((await call('POST', '/api/admin/checkauthtoken', { token })).status).toBe(400);
    const login = await call('POST', '/api/admin/login', {
      email: 'viewer@demo.test',
      password: 'NewPass2026',
    });
    expect(login.status).toBe(200);
  });
});

describe('demo API: generic contract', () => {
  it('lists with paging, search, filters and sorting', async () => {
    const token = await signIn('superadmin@demo.test');
    const page = await call(
      'GET',
      '/api/admin/tags?page=2&limit=5&sort=label&order=desc',
      undefined,
      token,
    );
    expect(page.body.result.items).toHaveLength(5);
    expect(page.body.result.total).toBe(store.all('tags').length);
    const labels = page.body.result.items.map((tag: { label: string }) => tag.label);
    expect([...labels].sort().reverse()).toEqual(labels);
    const first = store.all('tags')[0];
    const search = await call(
      'GET',
      `/api/admin/tags?q=${encodeURIComponent(String(first.slug))}`,
      undefined,
      token,
    );
    expect(search.body.result.items.map((tag: { _id: string }) => tag._id)).toContain(first._id);
  });

  it('answers 403 to an admin without the module, for reads and writes', async () => {
    const finance = await signIn('finance@demo.test');
    const read = await call('GET', '/api/admin/tags', undefined, finance);
    expect(read.status).toBe(403);
    expect(read.body.message).toMatch(/view access to Tags/);
    const viewer = await signIn('viewer@demo.test');
    expect((await call('GET', '/api/admin/tags', undefined, viewer)).status).toBe(200);
    const write = await call('POST', '/api/admin/tags', { label: 'X', slug: 'x' }, viewer);
    expect(write.status).toBe(403);
    expect(write.body.message).toMatch(/edit access to Tags/);
  });

  it('creates, updates and deletes, with 400 field errors and unique slugs', async () => {
    const token = await signIn('operator@demo.test');
    const invalid = await call('POST', '/api/admin/tags', { label: '', slug: 'Bad Slug' }, token);
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['label', 'slug']));
    const taken = store.all('tags')[0].slug;
    const duplicate = await call('POST', '/api/admin/tags', { label: 'Dup', slug: taken }, token);
    expect(duplicate.body.errors.slug).toMatch(/already used/);
    // A count the server keeps is never taken from the body.
    const counted = await call(
      'POST',
      '/api/admin/tags',
      { label: 'Fresh', slug: 'fresh', eventCount: 99 },
      token,
    );
    expect(counted.status).toBe(400);
    expect(counted.body.errors).toEqual({ eventCount: 'Events is set by the server' });
    const created = await call('POST', '/api/admin/tags', { label: 'Fresh', slug: 'fresh' }, token);
    expect(created.status).toBe(201);
    expect(created.body.result.eventCount).toBe(0);
    const id = created.body.result._id;
    const updated = await call('PUT', `/api/admin/tags/${id}`, { label: 'Fresher' }, token);
    expect(updated.body.result).toMatchObject({ label: 'Fresher', slug: 'fresh' });
    expect((await call('DELETE', `/api/admin/tags/${id}`, undefined, token)).status).toBe(200);
    expect((await call('GET', `/api/admin/tags/${id}`, undefined, token)).status).toBe(404);
  });

  it('refuses to delete a tag that events use with 409 saying why', async () => {
    const token = await signIn('superadmin@demo.test');
    const used = store.all('tags').find((tag) => Number(tag.eventCount) > 0)!;
    const response = await call('DELETE', `/api/admin/tags/${used._id}`, undefined, token);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/is used by \d+ events?/);
  });

  it('applies a declared action only where the state machine allows it (409 otherwise)', async () => {
    const token = await signIn('superadmin@demo.test');
    const active = store.all('users').find((user) => user.status === 'active')!;
    const missing = await call('POST', `/api/admin/users/${active._id}/block`, {}, token);
    expect(missing.status).toBe(400);
    const blocked = await call(
      'POST',
      `/api/admin/users/${active._id}/block`,
      { reasonCode: 'other', blockReason: 'Fraud review' },
      token,
    );
    expect(blocked.body.result).toMatchObject({ status: 'blocked', blockReason: 'Fraud review' });
    const again = await call(
      'POST',
      `/api/admin/users/${active._id}/block`,
      { reasonCode: 'other', blockReason: 'again' },
      token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/is blocked/);
  });

  it('exports the filtered list as CSV', async () => {
    const token = await signIn('superadmin@demo.test');
    const { status, body } = await call(
      'GET',
      '/api/admin/tags/export?sort=label&order=asc',
      undefined,
      token,
    );
    expect(status).toBe(200);
    const lines = String(body).trim().split('\r\n');
    expect(lines[0]).toBe('_id,label,slug,forceShow,forceHide,eventCount,updatedAt');
    expect(lines).toHaveLength(store.all('tags').length + 1);
  });

  it('persists changes per collection and restores the seed on reset', async () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
      key: (index: number) => [...memory.keys()][index] ?? null,
      get length() {
        return memory.size;
      },
    };
    const first = new DemoStore(storage);
    const tag = first.all('tags')[0];
    first.update('tags', tag._id, { label: 'Changed' });
    expect(new DemoStore(storage).find('tags', tag._id)?.label).toBe('Changed');
    first.reset();
    expect(new DemoStore(storage).find('tags', tag._id)?.label).toBe(tag.label);
    expect(memory.size).toBe(0);
  });
});
