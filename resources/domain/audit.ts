import type { BaseRecord } from './primitives';
import type { EnumOption } from './states';

/**
 * The audit trail: one entry per change an admin asked the API for (done or refused), written by
 * the server, never by the client. The demo API writes it; the Audit Log page and every record's
 * History tab read it (GET /api/admin/audit-log, GET /api/admin/{resource}/{id}/history).
 */

/** One changed value: `field` is a path (`restriction.Withdraw.canEdit`, `markets.<id>.status`). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * What a record an entry names by its id (in a value, or a row of a path) was called when the
 * entry was written, and the resource it is a record of (none for Oracle or System).
 */
export interface AuditName {
  name: string;
  resource?: string;
}

/** An entry never changes: `createdAt` and `updatedAt` are its `at`. */
export interface AuditEntry extends BaseRecord {
  /** When the server answered (ISO). */
  at: string;
  /** Who asked; null for a sign-in attempt with an e-mail no admin has. */
  adminId: string | null;
  /** The admin's name then (or the e-mail a sign-in named). */
  adminName: string;
  /** The access module the call needed ('' for one's own session). */
  module: string;
  /** A declared resource name, or one of the account calls (AUDIT_ACCOUNT_RESOURCES). */
  resource: string;
  recordId: string | null;
  /** The record's title then (its declared `recordTitle`), for a log that outlives the record. */
  recordTitle: string;
  /** create, update, delete, a declared action's or list action's name, or an account action. */
  action: string;
  /** The HTTP status answered: 2xx done; 400, 403, 404, 405, 409, 429 refused. */
  outcome: number;
  /** The answer's message (what was refused and why, or how many rows a list action changed). */
  message: string;
  changes: AuditChange[];
  /** The records its changes name by id (an admin, a user, a coin, a market), by that id. */
  names?: Record<string, AuditName>;
  /** Rows of the record it changed that are records of their own (an event's markets, by _id). */
  rowIds?: string[];
  /** An export (action `export`): the list's query parameters it was filtered by, and its rows. */
  filters?: Record<string, string>;
  rowCount?: number;
  /** The pending change it proposed or decided (dual control: outcome 202, and its steps). */
  pendingChangeId?: string;
  /** The batch the request was one row of (an action taken on many rows at once). */
  batchId?: string;
  /** The reason code the action was taken with (resources/domain/reasons.ts). */
  reasonCode?: string;
  /** What a request made without a session typed as its e-mail (no admin has it): never a name. */
  typedEmail?: string;
  /**
   * The admin whose live claim the row was under when another admin made the request (an action
   * taken anyway, a take-over, a superadmin's release): src/model/claims.ts.
   */
  overClaimOf?: string;
}

/**
 * Undeclared keys whose values are ids, and of which resource: who reviewed or resolved, a row's
 * user or coin. A declared reference field says its own (`field.reference`).
 */
export const AUDIT_ID_KEYS: Readonly<Record<string, string>> = {
  adminId: 'admins',
  actorId: 'admins',
  createdBy: 'admins',
  reviewedBy: 'admins',
  resolvedBy: 'admins',
  approvedBy: 'admins',
  claimedBy: 'admins',
  userId: 'users',
  makerUserId: 'users',
  takerUserId: 'users',
  coinId: 'coins',
  marketId: 'markets',
  eventId: 'events',
  seriesId: 'series',
  categoryId: 'categories',
};

/**
 * Calls outside the resource routes (account calls), by the `resource` their entries name: the
 * name of the declaration of their page where there is one (two-factor, site-setting).
 */
export const AUDIT_ACCOUNT_RESOURCES = {
  session: 'Sign-in',
  password: 'Password',
  'two-factor': 'Two-factor authentication',
  'site-setting': 'Site setting',
  preferences: 'Preferences',
  views: 'Saved views',
} as const;

/** Keys whose values never enter the trail: secrets, and bookkeeping every change moves. */
const LEFT_OUT = new Set([
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'totpSecret',
  'pendingTotpSecret',
  'totpLastStep',
  'token',
  'updatedAt',
  'updatedBy',
  'version',
]);

/** Longer text (a CMS page's HTML) is kept to this many characters, marked as cut. */
const AUDIT_VALUE_MAX = 500;

function kept(value: unknown): unknown {
  if (typeof value === 'string' && value.length > AUDIT_VALUE_MAX)
    return `${value.slice(0, AUDIT_VALUE_MAX)}… (${value.length} characters)`;
  return value === undefined ? null : value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Rows of an array keyed by what names them (a restriction entry's name, a market's _id). */
function keyedRows(value: unknown): Map<string, Record<string, unknown>> | undefined {
  if (!Array.isArray(value) || !value.every(isObject)) return undefined;
  const rows = new Map<string, Record<string, unknown>>();
  value.forEach((row, index) => {
    const key = row._id ?? row.name ?? index;
    rows.set(String(key), row);
  });
  return rows.size === value.length ? rows : undefined;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What changed from `before` to `after` (either may be absent: a create, a delete), field by
 * field: nested objects and arrays of rows by path, other arrays (tag ids) as whole values.
 * Secrets and bookkeeping are left out; long text is cut. Pure; written once for every caller.
 */
export function auditChanges(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  const changes: AuditChange[] = [];
  const from = isObject(before) ? before : {};
  const to = isObject(after) ? after : {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (LEFT_OUT.has(key) || (key === '_id' && prefix)) continue;
    const path = prefix + key;
    const a = from[key];
    const b = to[key];
    if (same(a, b)) continue;
    if (isObject(a) && isObject(b)) {
      changes.push(...auditChanges(a, b, `${path}.`));
      continue;
    }
    const rowsA = a === undefined ? new Map() : keyedRows(a);
    const rowsB = b === undefined ? new Map() : keyedRows(b);
    if (rowsA && rowsB && (rowsA.size || rowsB.size)) {
      for (const row of new Set([...rowsA.keys(), ...rowsB.keys()])) {
        const rowA = rowsA.get(row);
        const rowB = rowsB.get(row);
        if (!rowA || !rowB)
          changes.push({ field: `${path}.${row}`, before: kept(rowA), after: kept(rowB) });
        else changes.push(...auditChanges(rowA, rowB, `${path}.${row}.`));
      }
      continue;
    }
    changes.push({ field: path, before: kept(a), after: kept(b) });
  }
  return changes;
}

/** The statuses an entry may record, with how the log shows them. */
export const AUDIT_OUTCOMES: readonly EnumOption[] = [
  { value: 200, label: '200 Done', color: 'green' },
  { value: 201, label: '201 Created', color: 'green' },
  { value: 202, label: '202 Waiting for a second admin', color: 'gold' },
  { value: 400, label: '400 Invalid', color: 'orange' },
  { value: 403, label: '403 Not permitted', color: 'red' },
  { value: 404, label: '404 Not found', color: 'default' },
  { value: 405, label: '405 Not allowed', color: 'red' },
  { value: 409, label: '409 State refused', color: 'volcano' },
  { value: 413, label: '413 Too large', color: 'orange' },
  { value: 429, label: '429 Too many attempts', color: 'red' },
];
