import {
  clientOver,
  HttpError,
  send,
  type Answer,
  type HttpClient,
  type RequestConfig,
} from './fetchClient';
import { getConfig } from '../config';
import { getToken } from '../session/token';
import { handleUnauthorized } from '../session/unauthorized';
import { askStepUp } from '../session/stepUp';
import { STEP_UP_REQUIRED } from '../model/stepUp';
import { setTwoFactorSetupRequired } from '../session/twoFactorRequired';
import {
  AUTH_PATHS,
  GENERIC_FAILURE,
  TWO_FACTOR_SETUP_REQUIRED,
  type ApiErrorBody,
  type Envelope,
} from '../model/contract';
import { say } from '../../resources/_text';

export type { HttpClient } from './fetchClient';

interface TemporalGlobal {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA time zone, sent with every call. Temporal, where the browser has
 * it, names the same zone as Intl without building a formatter: a page's first Intl formatter
 * loads ICU's locale data (30 to 80 ms of main thread), which the first call at start-up would
 * otherwise pay inside its longest task (main.tsx loads that data in a task of its own).
 */
export function browserTimeZone(): string {
  try {
    const temporal = (globalThis as { Temporal?: TemporalGlobal }).Temporal;
    return temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Public calls: a 401 from these is a failed sign-in, not an expired session. */
const PUBLIC_CALLS: readonly string[] = [
  AUTH_PATHS.login,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.checkAuthToken,
];

function isPublicCall(url: string): boolean {
  const path =
    '/' +
    url
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/^\/+/, '')
      .split('?')[0];
  return PUBLIC_CALLS.includes(path);
}

/**
 * Normalises any failure to the body the app works with: the server's error body when there is
 * one, the client's own message for a call with no answer (network, abort, time limit), and
 * `{success:false, message:'Something went wrong'}` otherwise.
 */
export function normalizeError(error: unknown): ApiErrorBody {
  if (!(error instanceof HttpError)) return { success: false, message: GENERIC_FAILURE };
  if (!error.response) return { success: false, message: error.message };
  const { status, data, headers } = error.response;
  // Retry-After in seconds (an HTTP date is read as the seconds until it), kept for the page.
  const retryAfter = retryAfterSeconds(headers.get('retry-after'));
  const retry = retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter };
  if (data && typeof data === 'object' && !(data instanceof Blob)) {
    const body = data as Envelope;
    return {
      ...body,
      success: false,
      message: body.message || GENERIC_FAILURE,
      errors: body.errors,
      statusCode: status,
      ...retry,
    };
  }
  // A text answer is its own message, unless it is a page (a proxy's HTML error).
  if (typeof data === 'string' && data.trim() && !data.trim().startsWith('<')) {
    return { success: false, message: data.trim(), statusCode: status };
  }
  return { success: false, message: GENERIC_FAILURE, statusCode: status };
}

/** A Retry-After header value (seconds, or an HTTP date) as whole seconds from now. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header?.trim()) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The message of a call that the app's time limit (VITE_API_TIMEOUT_MS) ended. */
export function timeoutMessage(ms: number): string {
  const seconds = ms / 1000;
  const shown = Number.isInteger(seconds) ? seconds : seconds.toFixed(1);
  // English, as the API layer's messages are: the screen showing it translates it (t(message)).
  return say`The server did not answer in ${shown} s`;
}

/**
 * Runs a call under the app's time limit: a timer (a page's fake clock can run it) aborts it, and
 * it then fails with a message saying so. The caller's own abort stays an abort. No limit for 0.
 */
async function withinLimit(
  ms: number,
  caller: AbortSignal | undefined,
  call: (signal: AbortSignal | undefined) => Promise<Answer>,
): Promise<Answer> {
  if (ms <= 0) return call(caller);
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort();
  if (caller?.aborted) controller.abort();
  else caller?.addEventListener('abort', forward, { once: true });
  try {
    return await call(controller.signal);
  } catch (error) {
    if (expired && error instanceof HttpError && !error.response)
      throw new HttpError(timeoutMessage(ms), error.config);
    throw error;
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', forward);
  }
}

/** The body of a 403 refusal, if it is one. */
function refusal(error: unknown): { code?: unknown } | undefined {
  if (!(error instanceof HttpError) || error.response?.status !== 403) return undefined;
  return (error.response.data as { code?: unknown } | undefined) ?? undefined;
}

export function createHttp(
  baseURL = getConfig().apiUrl,
  timeoutMs = getConfig().apiTimeoutMs,
): HttpClient {
  // An empty base means this page's origin; a relative base would make the slash-less
  // 'api/admin/getadmindetail' resolve against the current route.
  const base = baseURL || (typeof window !== 'undefined' ? window.location.origin : '');
  const attempt = async (config: RequestConfig, retried: boolean): Promise<Answer> => {
    const token = getToken();
    const headers: Record<string, string> = { ...config.headers, timezone: browserTimeZone() };
    if (token) headers.Authorization = token;
    try {
      return await withinLimit(timeoutMs, config.signal, (signal) =>
        send(base, { ...config, headers, signal }),
      );
    } catch (error) {
      // A sensitive request: the dialog asks for the code or password, then it goes once more.
      // Cancelled, or refused again, the caller gets the refusal as it came.
      if (!retried && refusal(error)?.code === STEP_UP_REQUIRED && (await askStepUp()))
        return attempt(config, true);
      // The site requires 2FA of this admin: the layout shows only the enrolment screen.
      if (refusal(error)?.code === TWO_FACTOR_SETUP_REQUIRED) setTwoFactorSetupRequired(true);
      // With the token this request carried: a late 401 for an earlier session is not this one's.
      if (error instanceof HttpError && error.response?.status === 401 && !isPublicCall(config.url))
        handleUnauthorized(token ?? null);
      throw normalizeError(error);
    }
  };
  return clientOver((config) => attempt(config, false));
}

let instance: HttpClient | undefined;

/** The one HTTP client of the app. */
export function http(): HttpClient {
  instance ??= createHttp();
  return instance;
}
