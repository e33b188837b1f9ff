import { newPasswordErrors } from '../../model/passwords';
import { DEMO_TOTP_SECRET } from '../accounts';
import { badRequest, forbidden, json, ok, readBody } from '../http-utils';
import { newId, newToken, type DemoStore, type Row } from '../store';
import { verifyTotp } from '../totp';
import { publicAdmin } from './access';
import { describeAgent } from './userAgent';

const stamp = () => new Date().toISOString();

/** Sign-in (with the 2FA step), password reset and change, sign-out (SPEC §7 and ours). */
export function createAuthRoutes(store: DemoStore) {
  async function login(request: Request): Promise<Response> {
    const body = await readBody(request);
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    const password = String(body.password ?? '');
    const errors: Record<string, string> = {};
    if (!email) errors.email = 'Email is required';
    if (!password) errors.password = 'Password is required';
    if (Object.keys(errors).length) return badRequest('Enter your email and password', errors);
    const admin = store.all('admins').find((row) => String(row.email).toLowerCase() === email);
    const record = (result: 'success' | 'failed') =>
      admin &&
      store.insert('loginHistory', {
        _id: newId(),
        adminId: admin._id,
        ip: '127.0.0.1',
        location: 'Local demo',
        ...describeAgent(request.headers.get('user-agent')),
        result,
        at: stamp(),
        createdAt: stamp(),
        updatedAt: stamp(),
      });
    if (!admin || admin.password !== password) {
      record('failed');
      return badRequest('Invalid email or password');
    }
    if (admin.status === 'disabled') return forbidden('This admin account is disabled.');
    if (admin.twoFactorEnabled) {
      const code = String(body.code ?? '');
      if (!code)
        return ok(
          { twoFactorRequired: true },
          'Enter the 6-digit code from your authenticator app',
        );
      const secret = String(admin.totpSecret ?? DEMO_TOTP_SECRET);
      if (!(await verifyTotp(secret, code))) {
        record('failed');
        return badRequest('The code is wrong or has expired', {
          code: 'The code is wrong or has expired',
        });
      }
    }
    const token = newToken();
    store.insert('sessions', { _id: newId(), token, adminId: admin._id, createdAt: stamp() });
    store.update('admins', admin._id, { lastLoginAt: stamp() });
    record('success');
    return ok({ token, admin: publicAdmin(admin) }, `Welcome, ${String(admin.name)}`);
  }

  async function forgotPassword(request: Request): Promise<Response> {
    const body = await readBody(request);
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    if (!email) return badRequest('Enter your email', { email: 'Email is required' });
    const admin = store.all('admins').find((row) => String(row.email).toLowerCase() === email);
    const message = 'If the address belongs to an admin, a reset link is on its way.';
    if (!admin) return ok({}, message);
    const token = newToken();
    store.insert('passwordResets', {
      _id: newId(),
      token,
      adminId: admin._id,
      expiresAt: Date.now() + 3_600_000,
    });
    // Demo only: no mail server, so the link is handed back for the person trying the demo.
    return ok({ demoLink: `/verification/forgotPassword?token=${token}` }, message);
  }

  function resetRow(token: unknown): Row | undefined {
    const row = store.all('passwordResets').find((item) => item.token === token);
    return row && Number(row.expiresAt) > Date.now() ? row : undefined;
  }

  async function checkAuthToken(request: Request): Promise<Response> {
    const body = await readBody(request);
    if (!resetRow(body.token))
      return badRequest('This reset link has expired or was already used. Ask for a new one.');
    return ok({}, 'Link verified. Choose a new password.');
  }

  async function resetPassword(request: Request): Promise<Response> {
    const body = await readBody(request);
    const row = resetRow(body.token);
    if (!row)
      return json(400, {
        success: false,
        status: 400,
        message: 'This reset link has expired or was already used. Ask for a new one.',
      });
    const password = String(body.password ?? '');
    const errors = newPasswordErrors(password, body.confirmPassword, {
      password: 'password',
      confirmation: 'confirmPassword',
    });
    if (Object.keys(errors).length)
      return json(400, { success: false, status: 400, message: 'Check the new password', errors });
    store.update('admins', String(row.adminId), { password });
    store.remove('passwordResets', row._id);
    return json(200, {
      success: true,
      status: 200,
      message: 'Password changed. Sign in with the new password.',
    });
  }

  async function changePassword(request: Request, admin: Row): Promise<Response> {
    const body = await readBody(request);
    const next = String(body.newPassword ?? '');
    const errors = newPasswordErrors(next, body.confirmPassword, {
      password: 'newPassword',
      confirmation: 'confirmPassword',
    });
    if (body.currentPassword !== admin.password)
      errors.currentPassword = 'The current password is wrong';
    if (Object.keys(errors).length) return badRequest('Check the form', errors);
    store.update('admins', admin._id, { password: next });
    return ok({}, 'Password changed');
  }

  function logout(request: Request): Response {
    const token = request.headers.get('Authorization');
    const session = store.all('sessions').find((item) => item.token === token);
    if (session) store.remove('sessions', session._id);
    return ok({}, 'Signed out');
  }

  return { login, forgotPassword, checkAuthToken, resetPassword, changePassword, logout };
}
