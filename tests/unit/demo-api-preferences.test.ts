import { describe, expect, it } from 'vitest';
import { freshDemoApi } from './demoClient';

/** PUT preferences: the signed-in admin's language, kept on the account for every browser. */
const demo = freshDemoApi();

describe('preferences', () => {
  it('keeps the language on the account: a later sign-in, elsewhere, has it', async () => {
    const token = await demo.signIn('finance@demo.test');
    const detail = await demo.call('GET', '/api/admin/getadmindetail', undefined, token);
    expect(detail.body.result.language).toBeUndefined();

    const saved = await demo.call('PUT', 'preferences', { language: 'es' }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ email: 'finance@demo.test', language: 'es' });

    const again = await demo.call('POST', 'login', {
      email: 'finance@demo.test',
      password: 'Demo#2026',
    });
    expect(again.body.result.admin.language).toBe('es');
    // Another admin's stays theirs.
    const other = await demo.signIn('operator@demo.test');
    const theirs = await demo.call('GET', '/api/admin/getadmindetail', undefined, other);
    expect(theirs.body.result.language).toBeUndefined();
  });

  it('refuses a language the panel does not speak, naming the choices on the field', async () => {
    const token = await demo.signIn('finance@demo.test');
    for (const language of ['fr', 'en-XA', '', 42, null]) {
      const answer = await demo.call('PUT', 'preferences', { language }, token);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.language).toBe('Choose one of: en, es');
    }
  });

  it('needs a session', async () => {
    expect((await demo.call('PUT', 'preferences', { language: 'es' })).status).toBe(401);
  });

  it('is an entry of the audit trail', async () => {
    const token = await demo.signIn('finance@demo.test');
    await demo.call('PUT', 'preferences', { language: 'es' }, token);
    const entry = demo.store.all('audit-log').find((row) => row.resource === 'preferences');
    expect(entry).toMatchObject({ action: 'update', outcome: 200 });
  });
});
