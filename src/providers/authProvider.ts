import type { AuthProvider } from '@refinedev/core';
import { DASHBOARD_PATH } from '../../access/routes';
import {
  AUTH_PATHS,
  type ApiErrorBody,
  type LoginRequest,
  type LoginResult,
} from '../model/contract';
import { ANSWER_PROBLEMS, asEnvelope, readEnvelope } from '../model/envelope';
import { http } from '../api/http';
import { appState } from '../state/appState';
import { applyIdentity } from '../api/identity';
import { getToken, setToken } from '../session/token';
import { endSession, LOGIN_PATH } from '../session/unauthorized';
import { t } from '../i18n/translator';

export const TWO_FACTOR_REQUIRED = 'TwoFactorRequired';
/** The error name of a 429: too many attempts; the message says how long to wait. */
export const TOO_MANY_ATTEMPTS = 'TooManyAttempts';

function failure(error: unknown, fallback: string) {
  const body = error as Partial<ApiErrorBody> | undefined;
  if (body?.statusCode === 429)
    return {
      name: TOO_MANY_ATTEMPTS,
      message: body.message ? t(body.message) : t('Too many attempts. Try again later.'),
    };
  return { name: 'Sign-in failed', message: body?.message ? t(body.message) : fallback };
}

/**
 * Every method resolves, never throws: Refine reads a failure from the answer (`success: false`,
 * `{ logout, redirectTo }`), and a thrown error would escape its hooks.
 */
export const authProvider: AuthProvider = {
  async login(values: LoginRequest) {
    try {
      const response = await http().post<unknown>(AUTH_PATHS.login, values);
      // An HTML page or broken JSON says so (a wrong VITE_API_URL), not "invalid password".
      const data = asEnvelope<LoginResult>(response.data, response.status);
      const result = data.result;
      if (result?.twoFactorRequired) {
        return {
          success: false,
          error: {
            name: TWO_FACTOR_REQUIRED,
            message: data.message ? t(data.message) : t('Enter the 6-digit code'),
          },
        };
      }
      if (!data.success) {
        return { success: false, error: failure(data, t('Invalid email or password')) };
      }
      if (!result || !('token' in result) || !result.token || !result.admin) {
        return { success: false, error: failure(undefined, t(ANSWER_PROBLEMS.noResult)) };
      }
      setToken(result.token);
      applyIdentity(result.admin);
      return { success: true, redirectTo: DASHBOARD_PATH };
    } catch (error) {
      return { success: false, error: failure(error, t('Invalid email or password')) };
    }
  },

  async logout() {
    if (getToken()) {
      // Best effort: the server forgets the token; the client forgets it regardless.
      await http()
        .post(AUTH_PATHS.logout)
        .catch(() => undefined);
    }
    endSession();
    return { success: true, redirectTo: LOGIN_PATH };
  },

  async check() {
    return getToken()
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: LOGIN_PATH };
  },

  async onError(error: Partial<ApiErrorBody>) {
    // 401s are handled once, in the HTTP layer (one redirect after 500 ms); never here too.
    if (error?.statusCode === 401) return {};
    return { error: error as Error };
  },

  async getIdentity() {
    return appState.get().admin;
  },

  async getPermissions() {
    return appState.get().auth.role || null;
  },

  async forgotPassword({ email }: { email: string }) {
    try {
      const response = await http().post<unknown>(AUTH_PATHS.forgotPassword, { email });
      const data = readEnvelope(response.data, response.status);
      return {
        success: true,
        successNotification: {
          message: data.message ? t(data.message) : t('Check your inbox'),
          description: t('If the address belongs to an admin, a reset link is on its way.'),
        },
      };
    } catch (error) {
      return { success: false, error: failure(error, t('Could not send the reset link')) };
    }
  },
};
