import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { call, signIn, start } from './support/careful-demo-api';

/** Sessions and reset links: what ends them (sign-out, a password reset or change). */
beforeEach(() => start());

const adminDetail = (token: string) => call('GET', '/api/admin/getadmindetail', undefined, token);
const changePassword = (token: string, newPassword = 'Changed#2027') =>
  call(
    'POST',
    'changePassword',
    { currentPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword },
    token,
  );
/** The token of a reset link the in-browser demo hands back. */
async function resetToken(email: string) {
  const link = (await call('POST', 'forgotPassword', { email })).body.result.demoLink as string;
  return new URL(link, 'http://x').searchParams.get('token');
}

describe('sessions', () => {
  it('ends the session on logout whatever the header form (bare token or Bearer)', async () => {
    const bare = await signIn('operator@demo.test');
    expect((await call('POST', 'logout', {}, bare)).status).toBe(200);
    expect((await adminDetail(bare)).status).toBe(401);

    const bearer = await signIn('operator@demo.test');
    expect((await call('POST', 'logout', {}, `Bearer ${bearer}`)).body.message).toBe('Signed out');
    expect((await adminDetail(bearer)).status).toBe(401);
  });

  it('a password reset ends every session of the admin; a change every other one', async () => {
    const first = await signIn('operator@demo.test');
    const second = await signIn('operator@demo.test');
    const other = await signIn('finance@demo.test');
    const changed = await changePassword(first);
    expect(changed.status).toBe(200);
    expect((await adminDetail(first)).status).toBe(200);
    expect((await adminDetail(second)).status).toBe(401);
    expect((await adminDetail(other)).status).toBe(200);

    const token = await resetToken('operator@demo.test');
    const reset = await call('POST', 'resetPassword', {
      token,
      password: 'Reset#2028',
      confirmPassword: 'Reset#2028',
    });
    expect(reset.status).toBe(200);
    expect((await adminDetail(first)).status).toBe(401);
    expect((await adminDetail(other)).status).toBe(200);
    const again = await call('POST', 'login', {
      email: 'operator@demo.test',
      password: 'Reset#2028',
    });
    expect(again.status).toBe(200);
  });
});

describe('reset links', () => {
  it('in-browser demo: the link comes back in the answer for the page to show', async () => {
    const answer = await call('POST', 'forgotPassword', { email: 'superadmin@demo.test' });
    expect(answer.body.result.demoLink).toMatch(/^\/verification\/forgotPassword\?token=\w+$/);
  });

  it('HTTP demo server: the link goes to the mail catcher, never into the answer', async () => {
    const sendMail = vi.fn();
    start({ sendMail });
    const answer = await call('POST', 'forgotPassword', { email: 'superadmin@demo.test' });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/token|verification/);
    expect(sendMail).toHaveBeenCalledTimes(1);
    const mail = sendMail.mock.calls[0][0];
    expect(mail).toMatchObject({ to: 'superadmin@demo.test' });
    expect(mail.text).toContain(mail.link);
    const token = new URL(mail.link, 'http://x').searchParams.get('token');
    expect((await call('POST', 'checkauthtoken', { token })).status).toBe(200);
  });
});

describe('reset links end with the password', () => {
  const check = (token: string | null) => call('POST', 'checkauthtoken', { token });

  it('a reset voids every other link the admin was sent', async () => {
    const [first, second] = [
      await resetToken('finance@demo.test'),
      await resetToken('finance@demo.test'),
    ];
    const other = await resetToken('operator@demo.test');
    const reset = await call('POST', 'resetPassword', {
      token: first,
      password: 'Reset#2028',
      confirmPassword: 'Reset#2028',
    });
    expect(reset.status).toBe(200);
    expect((await check(first)).status).toBe(400);
    expect((await check(second)).status).toBe(400);
    const late = await call('POST', 'resetPassword', {
      token: second,
      password: 'Other#2029',
      confirmPassword: 'Other#2029',
    });
    expect(late.status).toBe(400);
    // Another admin's link is not touched.
    expect((await check(other)).status).toBe(200);
  });

  it('a password change voids the links sent before it', async () => {
    const link = await resetToken('finance@demo.test');
    const token = await signIn('finance@demo.test');
    const changed = await changePassword(token);
    expect(changed.status).toBe(200);
    expect((await check(link)).status).toBe(400);
  });
});
