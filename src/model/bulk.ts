import { sumDecimals } from '../../resources/domain/decimal';
import { BULK_MAX_ROWS } from '../../resources/domain/operations';
import type { ActionDeclaration, ResourceDeclaration, Values } from '../../resources/types';
import { say } from '../../resources/_text';

/**
 * Actions on many rows at once (docs/API.md, "Batches"): `POST /api/admin/{resource}/bulk/{action}`
 * names the rows (`ids`, or the list's `filter`) and what each row's action is sent (`input`).
 * With `dryRun: true` the server answers what would happen to each row and changes nothing; with
 * `dryRun: false` it takes the action on each row in turn, every row under the rules it has alone,
 * and answers how each went. Shared by the demo API, the panel and the API document.
 */

/** The path segment between a resource and the action's name. */
export const BULK_SEGMENT = 'bulk';

/** What happened (or would happen) to one row of a batch. */
export const BULK_OUTCOMES = ['applied', 'awaitingApproval', 'held', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** How each outcome reads, in a summary and on a row: once done, and in a dry run's answer. */
export const BULK_OUTCOME_LABELS: Record<BulkOutcome, string> = {
  applied: say`Done`,
  awaitingApproval: say`Needs another approval`,
  held: say`Waits for a second admin`,
  refused: say`Refused`,
};
export const BULK_DRY_RUN_LABELS: Record<BulkOutcome, string> = {
  applied: say`Would be done`,
  awaitingApproval: say`Would need another approval`,
  held: say`Would wait for a second admin`,
  refused: say`Would be refused`,
};

export interface BulkRequest {
  /** The rows, by id; or `filter`: every row the list's filters select (list query keys). */
  ids?: string[];
  filter?: Record<string, string>;
  /** What each row's action is sent (a reject's reason). */
  input?: Values;
  dryRun: boolean;
  /**
   * The version of each row as the admin saw it (the dry run's answer): a row changed since is
   * refused rather than acted on unseen.
   */
  versions?: Record<string, number>;
}

export interface BulkRow {
  _id: string;
  /** How the row is named (the audit trail's title: "1,000 USDC"). */
  title: string;
  outcome: BulkOutcome;
  /** The status the row's own request answered (200, 202, 409 ...). */
  status: number;
  /** The server's message for the row (why it was refused). */
  message: string;
  /** The row's version after the dry run's reading (sent back as `versions`). */
  version?: number;
}

interface BulkTotals {
  /** Rows per outcome. */
  outcomes: Record<BulkOutcome, number>;
  /** The declared money field summed per unit, over the rows not refused. */
  amounts: { unit: string; amount: string }[];
  /** Rows per `countBy` value (a user), over the rows not refused, most first. */
  counts: { key: string; rows: number }[];
}

export interface BulkAnswer {
  batchId: string;
  action: string;
  dryRun: boolean;
  rows: BulkRow[];
  totals: BulkTotals;
}

/** The declared actions a list may take on many rows. */
export const bulkActions = (declaration: ResourceDeclaration): ActionDeclaration[] =>
  (declaration.actions ?? []).filter((action) => action.bulk && !action.link && !action.run);

/** The action `name` of a batch request, when it may be taken on many rows. */
export const bulkAction = (declaration: ResourceDeclaration, name: string | undefined) =>
  bulkActions(declaration).find((action) => action.name === name);

/** The most rows one batch of `action` may hold, with the site setting's cap. */
export function bulkMaxRows(action: ActionDeclaration, setting: unknown): number {
  const set = Number(setting);
  const cap = Number.isInteger(set) && set >= BULK_MAX_ROWS.min ? set : BULK_MAX_ROWS.default;
  return Math.min(action.bulk?.max ?? cap, cap);
}

/**
 * What a batch adds up to: rows per outcome, and over the rows it acts on (not refused) the
 * declared money field per unit and the rows per `countBy` value. `records` are the rows as the
 * list presents them, by id.
 */
export function bulkTotals(
  declaration: ResourceDeclaration,
  action: ActionDeclaration,
  rows: readonly BulkRow[],
  records: ReadonlyMap<string, Values>,
): BulkTotals {
  const outcomes = Object.fromEntries(BULK_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    BulkOutcome,
    number
  >;
  for (const row of rows) outcomes[row.outcome]++;
  const acted = rows
    .filter((row) => row.outcome !== 'refused')
    .map((row) => records.get(row._id))
    .filter((record): record is Values => Boolean(record));
  const total = action.bulk?.total;
  const unitKey = declaration.fields.find((field) => field.key === total)?.unitKey;
  const byUnit = new Map<string, unknown[]>();
  if (total)
    for (const record of acted) {
      const unit = unitKey ? String(record[unitKey] ?? '') : '';
      byUnit.set(unit, [...(byUnit.get(unit) ?? []), record[total]]);
    }
  const countBy = action.bulk?.countBy;
  const byKey = new Map<string, number>();
  if (countBy)
    for (const record of acted) {
      const key = String(record[countBy] ?? '');
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }
  return {
    outcomes,
    amounts: [...byUnit].map(([unit, values]) => ({ unit, amount: sumDecimals(values) })),
    counts: [...byKey]
      .map(([key, count]) => ({ key, rows: count }))
      .sort((a, b) => b.rows - a.rows || a.key.localeCompare(b.key)),
  };
}
