/**
 * HTTP calls over the browser's fetch, in the few shapes the app uses: `get`, `post`, `put`,
 * `delete` and `request`, each answering `{ data, status, headers }` and rejecting with an
 * HttpError for a status outside 2xx (the answer with it) or a call that got no answer. fetch does
 * all the app needs; a client library over it weighed 13 KiB gzip on every first load, the sign-in
 * page's included. The app's own rules (token, time limit, 401, step-up) are in ./http.ts.
 */
import { say } from '../../resources/_text';

type Params = Record<string, unknown>;

export interface RequestConfig {
  method?: string;
  url: string;
  /** The body: JSON for any value but a string, a Blob or FormData, which go as they are. */
  data?: unknown;
  /** The query string's keys (null and undefined left out, a list as the key repeated). */
  params?: Params;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob': a successful answer's body as a Blob (a download); a failure's is read as JSON still. */
  responseType?: 'json' | 'blob';
}

export interface Answer<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

/** A failed call: with the answer for a status outside 2xx, without one when none came. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly config: RequestConfig,
    readonly response?: Answer,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The messages of a call with no answer (English, as the API layer's; a screen translates). */
const NETWORK_ERROR = say`The server could not be reached`;
const ABORTED = 'canceled';

type Options = Omit<RequestConfig, 'url' | 'method'>;
type BodyOptions = Omit<Options, 'data'>;

export interface HttpClient {
  request<T = unknown>(config: RequestConfig): Promise<Answer<T>>;
  get<T = unknown>(url: string, config?: Options): Promise<Answer<T>>;
  delete<T = unknown>(url: string, config?: Options): Promise<Answer<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: BodyOptions): Promise<Answer<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: BodyOptions): Promise<Answer<T>>;
}

/** `url` on `base` (its path kept: a base of `https://host/prefix` is the API's root). */
function joinUrl(base: string, url: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) || !base) return url;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function withParams(url: string, params: Params | undefined): string {
  const query = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (value instanceof Date) query.append(key, value.toISOString());
    else if (typeof value === 'object') query.append(key, JSON.stringify(value));
    else query.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params ?? {}))
    for (const one of Array.isArray(value) ? value : [value]) add(key, one);
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (typeof data === 'string' || data instanceof Blob || data instanceof FormData) return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** A body as JSON when it is JSON, else its text ('' when empty); a download's as a Blob. */
async function dataOf(response: Response, responseType: RequestConfig['responseType']) {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : text;
  } catch {
    return text;
  }
}

/** One call to `base`: its answer, or an HttpError. */
export async function send(base: string, config: RequestConfig): Promise<Answer> {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  const url = withParams(joinUrl(base, config.url), config.params);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(url, {
      method: (config.method ?? 'GET').toUpperCase(),
      headers,
      body: bodyOf(config.data, headers),
      signal: config.signal,
    });
    data = await dataOf(response, config.responseType);
  } catch {
    throw new HttpError(config.signal?.aborted ? ABORTED : NETWORK_ERROR, config);
  }
  const answer: Answer = { data, status: response.status, headers: response.headers };
  if (response.ok) return answer;
  throw new HttpError(`Request failed with status code ${response.status}`, config, answer);
}

/** The client's methods over one function that makes a call. */
export function clientOver(request: (config: RequestConfig) => Promise<Answer>): HttpClient {
  return {
    request: (config) => request(config) as never,
    get: (url, config) => request({ ...config, url, method: 'GET' }) as never,
    delete: (url, config) => request({ ...config, url, method: 'DELETE' }) as never,
    post: (url, data, config) => request({ ...config, url, data, method: 'POST' }) as never,
    put: (url, data, config) => request({ ...config, url, data, method: 'PUT' }) as never,
  };
}
