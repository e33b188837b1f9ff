import { toCsv } from '../lib/csv';
import type { Envelope } from '../model/contract';

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
  json(401, { success: false, message: 'Your session has ended. Sign in again.' });
export const forbidden = (message: string) => json(403, { success: false, message });
export const notFound = (message: string) => json(404, { success: false, message });
export const conflict = (message: string) => json(409, { success: false, message });
/** 429 with Retry-After in whole seconds (RFC 9110). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  json(429, { success: false, status: 429, message }, { 'Retry-After': String(retryAfterSeconds) });

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
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
