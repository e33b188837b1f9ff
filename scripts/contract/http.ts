/** One HTTP call to the backend under test, its answer read as JSON when it says it is JSON. */
export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

export interface Call {
  method: string;
  path: string;
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Headers of the check's own (If-Match). */
  headers?: Record<string, string>;
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export async function call(api: string, request: Call, fetcher: Fetch = fetch): Promise<Answer> {
  const url = new URL(api.replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {}))
    url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { timezone: 'UTC', ...request.headers };
  if (request.token) headers.Authorization = request.token;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetcher(url.toString(), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch (error) {
    // Unreachable (refused, reset): the check that asked fails with status 0 and says why.
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
    return { status: 0, contentType: '', body: `no answer from ${url.origin}: ${cause}` };
  }
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let body: unknown = text;
  if (contentType.includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, contentType, body };
}

/** `{ success: false, message }`: the envelope of a refusal. */
export function isFailure(body: unknown): boolean {
  const value = body as { success?: unknown; message?: unknown } | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    value.success === false &&
    typeof value.message === 'string'
  );
}
