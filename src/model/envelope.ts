/**
 * The answer check (docs/API.md): a 2xx answer is data only when it is the contract's envelope
 * `{ success, message?, result?, errors? }`. Anything else (an HTML page, broken JSON, JSON of
 * another shape, `success: false`, a missing or misshapen result) becomes the app's usual failure
 * body, so forms and toasts show why instead of an empty list or a save taken as success.
 *
 * Pure: no React, antd, Refine or HTTP client here (this file belongs with the contract).
 */
import { GENERIC_FAILURE, type ApiErrorBody, type Envelope, type ListResult } from './contract';
import { say } from '../../resources/_text';

export const ANSWER_PROBLEMS = {
  empty: say`The server's answer is empty`,
  html: say`The server answered with an HTML page instead of data: check VITE_API_URL`,
  notJson: say`The server's answer is not valid JSON`,
  noEnvelope: say`The server's answer is not in the expected format (no success flag)`,
  noResult: say`The server's answer has no result`,
  notRecord: say`The server's answer has no record`,
  badList: say`The server's list is not in the expected format (items and a numeric total)`,
} as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Why `data` (a parsed body, or the raw text when it did not parse) is not an envelope;
 * undefined when it is one. `success: false` is still an envelope: see readEnvelope.
 */
export function envelopeProblem(data: unknown): string | undefined {
  if (data === undefined || data === null) return ANSWER_PROBLEMS.empty;
  if (typeof data === 'string') {
    const text = data.trim();
    if (!text) return ANSWER_PROBLEMS.empty;
    if (text.startsWith('<')) return ANSWER_PROBLEMS.html;
    return ANSWER_PROBLEMS.notJson;
  }
  if (!isObject(data) || typeof data.success !== 'boolean') return ANSWER_PROBLEMS.noEnvelope;
  return undefined;
}

/** The failure body for an answer that is not usable data (shaped like normalizeError's). */
export function invalidAnswer(message: string, status?: number): ApiErrorBody {
  return status === undefined
    ? { success: false, message }
    : { success: false, message, statusCode: status };
}

/** The envelope, `success` true or false; throws an ApiErrorBody when it is not one. */
export function asEnvelope<T>(data: unknown, status?: number): Envelope<T> {
  const problem = envelopeProblem(data);
  if (problem) throw invalidAnswer(problem, status);
  return data as Envelope<T>;
}

/** A successful envelope; `success: false` (even with status 200) throws the server's message. */
export function readEnvelope<T>(data: unknown, status?: number): Envelope<T> {
  const envelope = asEnvelope<T>(data, status);
  if (!envelope.success) {
    const failure: ApiErrorBody = invalidAnswer(envelope.message || GENERIC_FAILURE, status);
    if (envelope.errors) failure.errors = envelope.errors;
    throw failure;
  }
  return envelope;
}

/** The result of a successful envelope; a null or missing result throws. */
export function readResult<T>(data: unknown, status?: number): T {
  const { result } = readEnvelope<T>(data, status);
  if (result === undefined || result === null)
    throw invalidAnswer(ANSWER_PROBLEMS.noResult, status);
  return result;
}

/** One record: the result must be an object. */
export function readRecord<T extends object = Record<string, unknown>>(
  data: unknown,
  status?: number,
): T {
  const result = readResult<unknown>(data, status);
  if (!isObject(result)) throw invalidAnswer(ANSWER_PROBLEMS.notRecord, status);
  return result as T;
}

/** A list: the result must be `{ items: [...], total: <number> }`. */
export function readList<T>(data: unknown, status?: number): ListResult<T> {
  const result = readResult<unknown>(data, status);
  if (
    !isObject(result) ||
    !Array.isArray(result.items) ||
    typeof result.total !== 'number' ||
    !Number.isFinite(result.total)
  ) {
    throw invalidAnswer(ANSWER_PROBLEMS.badList, status);
  }
  return result as unknown as ListResult<T>;
}
