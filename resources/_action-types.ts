/** The shape of a declared record action and list action (resources/types.ts re-exports both). */

import type { StateGuard } from './domain/states';
import type { HeldKind } from './domain/dualControl';
import type { ReasonCode } from './domain/reasons';
import type { ReferenceTarget, Values } from './_field-types';

/**
 * A client action's code, loaded on first use (its own chunk). The handler gets the declaration and
 * the record and resolves with what the dialog shows; the engine types both (the result holds React
 * nodes, which declarations do not import; `never` accepts a handler of any declaration type).
 */
export type ClientActionLoader = () => Promise<{
  default: (context: { declaration: never; record: Values }) => Promise<unknown>;
}>;

/** One fact a confirmation names, worked out by the domain's rules (whether approval follows). */
export interface ActionFact {
  label: string;
  text: string;
}

/**
 * What an action's confirmation shows above its question, so that the admin decides with the
 * facts in view: the record's `fields` drawn as their types draw them (an address links to the
 * chain explorer), then `derived` facts from the record and the admin taking the action.
 */
export interface ActionFacts {
  fields: readonly string[];
  derived?: (record: Values, adminId: string) => readonly ActionFact[];
}

/** In an action's `sets`: the time of the request. */
export const NOW = '$now';

export interface ActionDeclaration {
  /** Sent as POST /api/admin/{resource}/{id}/{name}. */
  name: string;
  label: string;
  /** Text of the confirmation; no confirmation when absent. */
  confirm?: string;
  /** The facts its confirmation names above `confirm` (a withdrawal's user, amount, address ...). */
  facts?: ActionFacts;
  danger?: boolean;
  /**
   * The key that takes it on a list's focused row (one lower-case letter, `a` approve, `r`
   * reject): the row's own button is pressed, its confirmation and checks included; the `?`
   * dialog lists it. Unique in the declaration and none of the list's own keys (src/ui/shortcuts.ts).
   */
  key?: string;
  /**
   * Shown (and accepted by the server) only for records in these states: `field` is one of `in`,
   * or the predicate holds (state machines that look at more than one field).
   */
  allowedWhen?:
    | StateGuard
    | { field: string; in: readonly (string | boolean)[] }
    | ((record: Values) => boolean);
  /**
   * Why the admin `adminId` may not take it on this record though its state allows it (four-eyes:
   * the first approver gives no second), or undefined. Its button is not shown to that admin; the
   * API refuses with the same message (409).
   */
  refusedFor?: (adminId: string, record: Values) => string | undefined;
  /**
   * What the body holds when the action takes more than `input` and `reasons` (a resolution's
   * outcomes and ticker), for an action with neither; without all three it takes no body.
   */
  body?: ActionBody;
  /** A field the admin must fill in (a reason), sent in the body; at most `maxLength` (500). */
  input?: { key: string; label: string; required?: boolean; maxLength?: number };
  /**
   * What the action changes on the record (the demo API applies it; a backend does the real work).
   * The value `NOW` stands for the time of the request (a notification's `readAt`).
   */
  sets?: Record<string, string | boolean | number>;
  /** Access module whose edit right the action needs, when not the declaration's own. */
  module?: string;
  /** Opens a page instead of calling the API at once (`:field` filled from the record). */
  link?: string;
  /** With `link` to a list: the filters it opens with, `key=:field&...` (as a KPI's linkQuery). */
  linkQuery?: string;
  /**
   * With `link`: another action of this resource that opening the link also runs, without asking,
   * when the record's state and the admin's rights allow it (opening a notification marks it read).
   */
  alsoRuns?: string;
  /**
   * Runs in the browser instead of calling the admin API: the loader of the module's handler,
   * `() => import('./actions/checkOnChain')`, loaded on first use, whose result is shown in a
   * dialog (checking a transaction on chain). The demo API answers 404 to a POST of it. Such an
   * action needs edit like any other unless it declares `need: 'view'` (one that only reads).
   */
  run?: ClientActionLoader;
  /** An API action with its own page, never a row button (resolve is done on its page). */
  hidden?: boolean;
  /**
   * Only computes an answer and changes nothing (a payout preview): a read sent as POST for its
   * body. The server answers it as a read and writes no audit entry for it.
   */
  reads?: boolean;
  /** Shown on the record's own page only, not on list rows (a link a list has no room for). */
  recordPageOnly?: boolean;
  /** Buttons may also be plain links that need only view (history pages). */
  need?: 'view' | 'edit';
  /** Shown to a superadmin only (a QA tool such as "View as"), whatever the restriction list. */
  superadminOnly?: boolean;
  /**
   * A sensitive act (approving money out, resolving a market): the server takes it only from a
   * session whose identity was confirmed in the last minutes (src/model/stepUp.ts).
   */
  stepUp?: boolean;
  /**
   * Dual control: taking it is held as a pending change of this kind until a different admin
   * approves it (a market's resolution), then done as asked (src/model/dualControl.ts).
   */
  approval?: { kind: HeldKind };
  /**
   * May be taken on many rows of the list at once (`POST /{resource}/bulk/{name}`): each row
   * under every rule it has alone, after a dry run that shows what the batch would do.
   */
  bulk?: BulkDeclaration;
  /**
   * Why it is taken, picked from these codes (`reasonCodes(...)`, "Other" last) and sent as
   * `reasonCode`: 400 when missing or not listed. The action's `input` is then its free text,
   * required for "Other" only; the audit trail keeps the code (the log filters, the dashboard counts).
   */
  reasons?: readonly ReasonCode[];
}

/** A text in an action's body (JSON Schema's words): one of `enum`, or an http(s) address. */
export interface BodyText {
  type: 'string';
  /** What messages name it by. */
  title: string;
  description?: string;
  enum?: readonly string[];
  maxLength?: number;
  format?: 'uri';
}

/** An object in an action's body whose every value is a `BodyText` (outcomes by market id). */
export interface BodyMap {
  type: 'object';
  title: string;
  description: string;
  additionalProperties: BodyText;
}

/**
 * The body of an action (`ActionDeclaration.body`), written once: the API document states it and
 * the API refuses (400) a body whose values do not fit it before the action looks at them (the
 * action then checks what depends on the record, such as one outcome per market).
 */
export interface ActionBody {
  properties: Readonly<Record<string, BodyText | BodyMap>>;
  required?: readonly string[];
}

/** An action taken on a batch of selected rows (src/model/bulk.ts). */
export interface BulkDeclaration {
  /** Most rows one batch may hold (the site setting's `bulkMaxRows` may lower it). */
  max: number;
  /** A money field whose sum per unit (its `unitKey`) the confirmation shows. */
  total?: string;
  /** A field the confirmation counts the rows by (rows per user). */
  countBy?: string;
}

/**
 * An action on many rows of the list at once, e.g. cancel every open order of a market or of a
 * user: the admin picks a record of one of `pick` (a market or a user), the confirmation shows how
 * many rows of the list it applies to (the list's `total` for that filter), then one request
 * `POST /api/admin/{resource}/{name}` with `{ [pick.key]: id }` does it and answers `{ count }`.
 * Needs edit on the module (or on `module`). With an empty `pick` it applies to every row of the
 * list (those `where` selects, e.g. every unread notification: "Mark all read").
 */
export interface ListActionDeclaration {
  name: string;
  label: string;
  /**
   * What the action applies to: the list's rows whose `key` is the picked record's `_id`; empty
   * for an action on the whole list.
   */
  pick: readonly { key: string; label: string; reference: ReferenceTarget }[];
  /** List filters that select the rows it applies to (the count asked first, and the server's). */
  where?: Record<string, string>;
  /** The confirmation, given how many rows it applies to. */
  confirm: (count: number) => string;
  /** The message once done, given how many rows changed (the demo API answers it). */
  done: (count: number) => string;
  danger?: boolean;
  /** Rows it may change (state guard) and what it changes on each (demo API), as an action's. */
  allowedWhen?: ActionDeclaration['allowedWhen'];
  sets?: Record<string, string | boolean | number>;
  module?: string;
  /** Why it is taken, as an action's (a code from `reasons`, its text in `input`): 400 without. */
  reasons?: ActionDeclaration['reasons'];
  input?: ActionDeclaration['input'];
}
