import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../src/demo/store';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASHES,
  setDemoHashCost,
} from '../../src/demo/accounts';
import { PASSWORD_HASH_ITERATIONS, verifyPassword } from '../../src/demo/passwordHash';
import { TEST_HASH_COST } from '../support/hash-cost';
import { call, session, signIn, start, store } from './support/careful-demo-api';

/**
 * How the demo API keeps passwords: hashes only, also for data saved by an older version. At the
 * production cost, which every other test file lowers (tests/support/hash-cost.ts).
 */
beforeAll(() => setDemoHashCost(PASSWORD_HASH_ITERATIONS));
afterAll(() => setDemoHashCost(TEST_HASH_COST));
beforeEach(() => start());

describe('stored passwords', () => {
  it('keeps only PBKDF2 hashes: no admin row holds a password, the seeded ones verify', async () => {
    const storage = memoryStorage();
    start({}, storage);
    const token = await signIn('superadmin@demo.test');
    const created = await call(
      'POST',
      'admins',
      {
        name: 'New One',
        email: 'new.one@demo.test',
        role: 'subadmin',
        password: 'Fresh#2026x',
        restriction: [],
      },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body.result.passwordHash).toBeUndefined();
    await call(
      'POST',
      'changePassword',
      {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Changed#2027',
        confirmPassword: 'Changed#2027',
      },
      token,
    );
    const rows = JSON.stringify(store.all('admins'));
    const saved = JSON.stringify(
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => [
          storage.key(i),
          storage.getItem(storage.key(i)!),
        ]),
      ),
    );
    for (const plain of [DEMO_PASSWORD, 'Fresh#2026x', 'Changed#2027']) {
      expect(rows).not.toContain(plain);
      expect(saved).not.toContain(plain);
    }
    for (const row of store.all('admins')) {
      expect(row.password).toBeUndefined();
      expect(String(row.passwordHash)).toMatch(/^pbkdf2-sha256\$100000\$/);
    }
    expect(
      (await call('POST', 'login', { email: 'new.one@demo.test', password: 'Fresh#2026x' })).status,
    ).toBe(200);
  });

  it('hashes for an unknown e-mail too, so that the answer time tells nothing', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const answer = await call('POST', 'login', { email: 'nobody@else.test', password: 'x' });
    expect(answer.status).toBe(400);
    expect(derive).toHaveBeenCalledTimes(1);
    derive.mockRestore();
  });

  it('each seeded hash is the README password with its own salt', async () => {
    const salts = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const stored = DEMO_PASSWORD_HASHES[account._id];
      expect(await verifyPassword(DEMO_PASSWORD, stored)).toBe(true);
      expect(await verifyPassword('demo#2026', stored)).toBe(false);
      salts.add(stored.split('$')[2]);
    }
    expect(salts.size).toBe(DEMO_ACCOUNTS.length);
  });

  it('carries v2 browser data over but its admins (plain passwords) and sessions', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'pm-demo:v2:admins',
      JSON.stringify({
        upserts: [{ _id: 'admin-operator', email: 'operator@demo.test', password: DEMO_PASSWORD }],
        removed: [],
      }),
    );
    storage.setItem(
      'pm-demo:v2:sessions',
      JSON.stringify({
        upserts: [{ _id: 's', token: 't', adminId: 'admin-operator' }],
        removed: [],
      }),
    );
    storage.setItem(
      'pm-demo:v2:tags',
      JSON.stringify({ upserts: [{ _id: 'kept-tag', label: 'Kept' }], removed: [] }),
    );
    start({}, storage);
    expect(store.find('tags', 'kept-tag')).toMatchObject({ label: 'Kept' });
    expect(store.all('sessions')).toEqual([]);
    expect(JSON.stringify(store.all('admins'))).not.toContain(DEMO_PASSWORD);
    expect(storage.getItem('pm-demo:v2:admins')).toBeNull();
    expect((await session('operator@demo.test')).token).toBeTruthy();
  });
});
