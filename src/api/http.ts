import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
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

function isPublicCall(url: string | undefined): boolean {
  if (!url) return false;
  const path =
    '/' +
    url
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/^\/+/, '')
      .split('?')[0];
  return PUBLIC_CALLS.includes(path);
}

/** Axios's own error codes whose message is shown as it is. */
const CLIENT_CODES = new Set([
  AxiosError.ECONNABORTED,
  AxiosError.ETIMEDOUT,
  AxiosError.ERR_NETWORK,
  AxiosError.ERR_CANCELED,
  AxiosError.ERR_BAD_OPTION,
  AxiosError.ERR_BAD_OPTION_VALUE,
  'ERR_NOT_SUPPORT',
]);

/**
 * Normalises any failure to the body the app works with: the server's error body when
 * there is one, axios's own message for timeouts, network errors, aborts and unsupported
 * protocols, and `{success:false, message:'Something went wrong'}` otherwise.
 */
export function normalizeError(error: unknown): ApiErrorBody {
  if (axios.isAxiosError(error) || error instanceof AxiosError) {
    const axiosError = error as AxiosError<Envelope | string>;
    const status = axiosError.response?.status;
    const data = axiosError.response?.data;
    // Retry-After in seconds (an HTTP date is read as the seconds until it), kept for the page.
    const retryAfter = retryAfterSeconds(axiosError.response?.headers?.['retry-after']);
    const retry = retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter };
    if (data && typeof data === 'object' && !(data instanceof Blob)) {
      return {
        ...(data as object),
        success: false,
        message: data.message || GENERIC_FAILURE,
        errors: data.errors,
        statusCode: status,
        ...retry,
      };
    }
    if (typeof data === 'string' && data.trim() && !data.trim().startsWith('<')) {
      return { success: false, message: data.trim(), statusCode: status };
    }
    if (!axiosError.response && axiosError.code && CLIENT_CODES.has(axiosError.code)) {
      return { success: false, message: axiosError.message };
    }
    return { success: false, message: GENERIC_FAILURE, statusCode: status };
  }
  return { success: false, message: GENERIC_FAILURE };
}

/** A Retry-After header value (seconds, or an HTTP date) as whole seconds from now. */
function retryAfterSeconds(header: unknown): number | undefined {
  if (typeof header !== 'string' || !header.trim()) return undefined;
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

interface Deadline {
  timer: ReturnType<typeof setTimeout>;
  expired: boolean;
}

/** Each request's time limit, by its config (the object axios hands back with the answer). */
const deadlines = new WeakMap<object, Deadline>();

/** Stops a request's timer; true when the timer had already ended the request. */
function settle(config: object | undefined): boolean {
  const deadline = config && deadlines.get(config);
  if (!deadline) return false;
  clearTimeout(deadline.timer);
  deadlines.delete(config);
  return deadline.expired;
}

/** A request sent again after a step-up: a second refusal is answered, not asked again. */
const STEP_UP_RETRY = 'stepUpRetry';
type RetryConfig = InternalAxiosRequestConfig & { [STEP_UP_RETRY]?: boolean };

/**
 * An error body that came as a Blob (an export asks for one) read as JSON, so that its message
 * and code reach the caller as any other call's do.
 */
async function readBlobError(error: unknown): Promise<void> {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  const data: unknown = response?.data;
  if (!response || !(data instanceof Blob) || !data.type.includes('json')) return;
  try {
    response.data = JSON.parse(await data.text());
  } catch {
    // Not JSON after all: the generic message stands.
  }
}

/** The `code` of a 403 refusal, if it has one. */
function refusedCode(error: unknown): unknown {
  if (!axios.isAxiosError(error) || error.response?.status !== 403) return undefined;
  return (error.response.data as { code?: unknown } | undefined)?.code;
}

/** Whether the server asks for a fresh confirmation of identity (403 step_up_required). */
function asksStepUp(error: unknown): error is AxiosError<{ code?: unknown }> {
  if (!axios.isAxiosError(error) || error.response?.status !== 403) return false;
  const data = error.response.data as { code?: unknown } | undefined;
  return data?.code === STEP_UP_REQUIRED && !(error.config as RetryConfig)[STEP_UP_RETRY];
}

export function createHttp(
  baseURL = getConfig().apiUrl,
  timeoutMs = getConfig().apiTimeoutMs,
): AxiosInstance {
  // No request timeout by default (axios's stays 0). The app's own limit is a
  // timer that aborts the call (a page's fake clock can run it), with a message saying so.
  // An empty base means this page's origin; a relative base would make the slash-less
  // 'api/admin/getadmindetail' resolve against the current route.
  const origin = typeof window !== 'undefined' ? window.location.origin : undefined;
  const http = axios.create({ baseURL: baseURL || origin, timeout: 0 });
  http.interceptors.request.use((request) => {
    const headers = AxiosHeaders.from(request.headers);
    const token = getToken();
    if (token) headers.set('Authorization', token);
    headers.set('timezone', browserTimeZone());
    request.headers = headers;
    if (timeoutMs > 0) {
      const controller = new AbortController();
      const caller = request.signal as AbortSignal | undefined;
      if (caller?.aborted) controller.abort();
      else caller?.addEventListener?.('abort', () => controller.abort(), { once: true });
      const deadline: Deadline = {
        expired: false,
        timer: setTimeout(() => {
          deadline.expired = true;
          controller.abort();
        }, timeoutMs),
      };
      request.signal = controller.signal;
      deadlines.set(request, deadline);
    }
    return request;
  });
  http.interceptors.response.use(
    (response) => {
      settle(response.config);
      return response;
    },
    async (error: unknown) => {
      if (settle(axios.isAxiosError(error) ? error.config : undefined)) {
        return Promise.reject({ success: false, message: timeoutMessage(timeoutMs) });
      }
      await readBlobError(error);
      // A sensitive request: the dialog asks for the code or password, then it goes once more.
      // Cancelled, the caller gets the refusal as it came.
      if (asksStepUp(error) && (await askStepUp()))
        return http.request({ ...error.config, [STEP_UP_RETRY]: true } as RetryConfig);
      // The site requires 2FA of this admin: the layout shows only the enrolment screen.
      if (refusedCode(error) === TWO_FACTOR_SETUP_REQUIRED) setTwoFactorSetupRequired(true);
      if (
        axios.isAxiosError(error) &&
        error.response?.status === 401 &&
        !isPublicCall(error.config?.url)
      ) {
        // The token this request carried: a late 401 for an earlier session is not this one's.
        const sentWith = AxiosHeaders.from(error.config?.headers ?? {}).get('Authorization');
        handleUnauthorized(typeof sentWith === 'string' ? sentWith : null);
      }
      return Promise.reject(normalizeError(error));
    },
  );
  return http;
}

let instance: AxiosInstance | undefined;

/** The one axios instance of the app. */
export function http(): AxiosInstance {
  instance ??= createHttp();
  return instance;
}
