import { toCsv } from '../lib/csv';
import { BODY_MAX_BYTES, BODY_MAX_DEPTH, BODY_TOO_LARGE, type Envelope } from '../model/contract';
import { say } from '../../resources/_text';

export function json(
  status: number,
  body: Envelope,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export const ok = <T>(result: T, message?: string) => json(200, { success: true, message, result });
export const created = <T>(result: T, message?: string) =>
  json(201, { success: true, message, result });
export const badRequest = (message: string, errors?: Record<string, string>) =>
  json(400, { success: false, message, errors });
export const unauthorized = () =>
  json(401, { success: false, message: say`Your session has ended. Sign in again.` });
export const forbidden = (message: string) => json(403, { success: false, message });
export const notFound = (message: string) => json(404, { success: false, message });
export const conflict = (message: string) => json(409, { success: false, message });
/** 429 with Retry-After in whole seconds (RFC 9110). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  json(429, { success: false, status: 429, message }, { 'Retry-After': String(retryAfterSeconds) });

export { BODY_MAX_BYTES, BODY_MAX_DEPTH };

export const tooLarge = () => json(413, { success: false, message: BODY_TOO_LARGE });

/** A request answered before it is read any further (413, 400): its answer is `response`. */
export class RefusedRequest extends Error {
  constructor(readonly response: Response) {
    super(`request refused with ${response.status}`);
  }
}

/** Whether JSON text nests arrays and objects deeper than `max` (read without parsing it). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c) at++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * Keys that make a value's conversion to text throw (`String({ "toString": 1 })`: a TypeError
 * wherever a rule reads a value as text). No record has such a field.
 */
const CONVERSION_KEYS = ['toString', 'valueOf'];

/** The first such key anywhere in a parsed JSON value (at most BODY_MAX_DEPTH deep), or undefined. */
export function conversionKey(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const items = Array.isArray(value) ? value : Object.values(value as object);
  if (!Array.isArray(value))
    for (const key of CONVERSION_KEYS) if (Object.hasOwn(value, key)) return key;
  for (const item of items) {
    const found = conversionKey(item);
    if (found) return found;
  }
  return undefined;
}

/**
 * The request's JSON, or undefined for an empty body. Throws RefusedRequest with a 413 for a
 * body over BODY_MAX_BYTES, and a 400 for one nested deeper than BODY_MAX_DEPTH (checked before
 * parsing: deep values overflow the stack of whatever walks them later), not JSON at all, or
 * holding a key that is no data (`toString`, `valueOf`: conversionKey).
 */
export async function readJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length')) > BODY_MAX_BYTES)
    throw new RefusedRequest(tooLarge());
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > BODY_MAX_BYTES) throw new RefusedRequest(tooLarge());
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return undefined;
  if (nestsDeeperThan(text, BODY_MAX_DEPTH))
    throw new RefusedRequest(
      badRequest(say`The request body nests values deeper than ${BODY_MAX_DEPTH} levels`),
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RefusedRequest(badRequest(say`The request body is not valid JSON`));
  }
  const key = conversionKey(value);
  if (key)
    throw new RefusedRequest(badRequest(say`The request body holds a key that is no data: ${key}`));
  return value;
}

/** A request's JSON object ({} for an empty body); any other JSON value is a 400 (readJson). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const value = await readJson(request);
  if (value === undefined) return {};
  if (value && typeof value === 'object' && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw new RefusedRequest(badRequest(say`The request body must be a JSON object`));
}

export function csv(rows: string[][], fileName: string): Response {
  return new Response(toCsv(rows), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}
