/** The shape of a declared field and of a list filter (resources/types.ts re-exports both). */

import type { EnumOption } from './domain/states';
import type { ApprovalMark } from './domain/dualControl';

/** A record's values as the API sends them: field key -> value. */
export type Values = Record<string, unknown>;

/** Every field type; each has src/model/fieldTypes/<type>.ts and src/engine/fields/types/<type>.tsx. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'slug',
  'email',
  'url',
  'image',
  'number',
  'money',
  'bps',
  'price',
  'date',
  'datetime',
  'enum',
  'boolean',
  'reference',
  'tags',
  'richtext',
  'solanaAddress',
  'txSignature',
  'ipAddress',
  'pricePair',
  'nested',
  'restriction',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface ReferenceTarget {
  /** Declared resource name the value points at (its `_id`). */
  resource: string;
  /** Field of the target shown as the label and searched with `q`. */
  labelKey: string;
  /**
   * Fixed filters the select sends with every search (e.g. only markets that take orders); a list
   * of values keeps rows with any of them (series that take events: draft or active).
   */
  filter?: Readonly<Record<string, string | boolean | readonly string[]>>;
  /**
   * Which of the rows found the picker offers for the record being edited (`{}` on create),
   * when that depends on the record (a category's parent: top-level, not itself).
   */
  offers?: (candidate: Values, record: Values) => boolean;
}

/**
 * A declared field. `K` is the keys of the record it belongs to (its own `key`, and the fields
 * `from`, `unitKey` and `detail` name): `string` for the engine, which reads any declaration; an
 * entity's keys in a declaration typed with `defineResource<Entity>()` (resources/types.ts), and in
 * the shared fields of resources/_fields.ts (`FieldDeclaration<'updatedAt'>`).
 */
export interface FieldDeclaration<K extends string = string> {
  key: K;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Shown but never sent; the server computes it. */
  readOnly?: boolean;
  /** Numbers: bounds; a value outside is refused with a message (never clamped). */
  min?: number;
  max?: number;
  /** Numbers: whole numbers only. */
  integer?: boolean;
  maxLength?: number;
  pattern?: { regex: string; message: string };
  /** The server refuses a second record with the same value (400 on this field). */
  unique?: boolean;
  /**
   * Names who did something where it is shown (an admin's name in the audit trail): refused with
   * an invisible or control character (U+202E would show it reversed), as identifying names are.
   */
  displayName?: boolean;
  options?: readonly EnumOption[];
  reference?: ReferenceTarget;
  /** For `slug`: the field it is derived from while the user has not typed one. */
  from?: K;
  /** For `money`: the unit shown after the amount. */
  unit?: string;
  /**
   * For `money`: the decimals shown (a USDC volume's 2 rather than the 6 it is summed in), rounded
   * exactly; the value itself keeps its digits. Without it an amount shows as stored.
   */
  decimals?: number;
  /**
   * For `money`: the record's field that holds its unit (a transfer's `coinSymbol`), shown after
   * the amount where the record is shown on its own (its page, a confirmation's facts); a list
   * shows that field in a column of its own.
   */
  unitKey?: K;
  defaultValue?: string | number | boolean | null | readonly string[] | readonly number[];
  help?: string;
  /**
   * Show in the list (true, or column options): `sortable` by the server; `width` in px (default
   * by type); `hidden` keeps a less important column out of the default set, to be switched on
   * from the list's "Columns" chooser (the default set must fit a 1440 px window).
   */
  list?: boolean | { sortable?: boolean; width?: number; hidden?: boolean };
  /**
   * Include in create/edit forms (default: true unless readOnly); `'create'`: on the create form
   * only (a new admin's first password).
   */
  form?: boolean | 'create';
  /** Include on the show page (default true). */
  show?: boolean;
  /**
   * On the record's page the value links to another resource's show page, for the record whose
   * id is this record's field `idKey`, when the admin may view that resource's module: a
   * transfer's user e-mail opens the user's page.
   */
  opens?: { resource: string; idKey: string };
  /** For `text`: a secret (a password): a masked input with a show/hide toggle, never autofilled. */
  secret?: boolean;
  /**
   * For `text` and `textarea`: a message the platform writes in English as a say`…` template (a
   * notification's title and body), shown in the admin's language as the API's other messages
   * are. Text an admin or a user wrote is never translated, so it is never marked.
   */
  platformMessage?: boolean;
  /**
   * A sensitive value (an admin's rights, a coin's withdrawal limits, the trading switch and
   * fees): a create or a change of it needs a freshly confirmed identity (src/model/stepUp.ts).
   */
  stepUp?: boolean;
  /**
   * Dual control: a change of it is not applied on one admin's word but held as a pending change
   * until a different admin approves it (src/model/dualControl.ts); `when` narrows it to some
   * changes (a restriction that gives edit on a money module).
   */
  approval?: ApprovalMark;
  /** For `nested`: the fields of each row (an event's markets). */
  fields?: readonly FieldDeclaration[];
  /**
   * For `nested`: the resource whose records the rows are (an event's markets are `markets`): a
   * change of a row belongs to that record's history too, and names it.
   */
  rowsOf?: string;
  /**
   * For `nested`: row fields that start from the parent's field of the same key and follow it
   * while empty (an event's markets take the event's dates).
   */
  inherit?: readonly string[];
  /** For `nested`: how many rows are allowed. */
  minItems?: number;
  maxItems?: number;
  /**
   * Why this field of a stored record may no longer change, or undefined (a sentence naming the
   * state). The form shows the field disabled with the reason; the API refuses a change with 409
   * and the same reason. In a nested row, `record` is the row as stored and `parent` the record.
   */
  fixedWhen?: (record: Values, parent: Values) => string | undefined;
  /**
   * For `nested`: why a stored row may not change at all (`locked`) or be removed (`removal`),
   * and why no row may be added to this record (`addition`); undefined when it may. The form
   * shows no button the API would refuse (409 with the same sentence).
   */
  rowRules?: {
    locked?: (row: Values, parent: Values) => string | undefined;
    removal?: (row: Values, parent: Values) => string | undefined;
    addition?: (parent: Values) => string | undefined;
  };
  /**
   * Another field's value shown after this one when the record has it, e.g. a GTD order's expiry
   * after its time in force: `{ key: 'expiresAt', prefix: 'until', below: true }` (that field is
   * declared too, for its type; it may stay out of the list). `below` puts it on a second line.
   */
  detail?: { key: K; prefix?: string; below?: boolean };
  /** For `money`: coloured by sign, green above zero and red below (profit and loss). */
  signed?: boolean;
  /**
   * For a `datetime` planned end: the record's field holding when it was actually closed. The
   * value then reads "Closed <that moment>" once closed, else "Ends <date>" while ahead and
   * "Ended <date>" once past (a market closed early shows when it closed, not its plan).
   */
  closedKey?: K;
}

/** `text`: a value typed in full, matched exactly (`key=value`), e.g. an action's name or an id. */
export type FilterType = 'search' | 'enum' | 'boolean' | 'dateRange' | 'reference' | 'text';

/** A list filter; `K` is the query parameters it may send (`string` for the engine). */
export interface FilterDeclaration<K extends string = string> {
  /** Query parameter (`q` for search; a field key otherwise; date ranges send key_gte/key_lte). */
  key: K;
  label: string;
  type: FilterType;
  options?: readonly EnumOption[];
  /**
   * An enum filter whose options come from the registry: every access module, or every declared
   * resource (by its title); `options` declared beside them are offered after them.
   */
  choices?: 'modules' | 'resources';
  /** An enum filter that takes several values: rows with any of them (sent as key_in=a,b). */
  multiple?: boolean;
  reference?: ReferenceTarget;
}
