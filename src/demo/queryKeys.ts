import type { ResourceDeclaration } from '../../resources/types';
import { LIST_QUERY_MAX } from '../model/contract';
import { declarations } from '../model/registry';
import { badRequest } from './http-utils';
import { say } from '../../resources/_text';

/**
 * What one list request may ask (docs/API.md, "List queries"): at most FILTER_CONDITIONS_MAX
 * filter parameters (a repeated key counts each time) and at most LIST_LIMIT.max values in one
 * `_in` list. Each condition is one pass over the rows, so a request costs at most that many
 * passes, and no list request keeps the others waiting.
 */
export const FILTER_CONDITIONS_MAX = LIST_QUERY_MAX.conditions;
export const IN_VALUES_MAX = LIST_QUERY_MAX.inValues;
/** What an answer that is not a list takes besides its own keys: nothing. */
export const NO_KEYS: ReadonlySet<string> = new Set();

/** Paging, sorting and the search: never a filter. */
const CONTROL_KEYS: ReadonlySet<string> = new Set(['page', 'limit', 'sort', 'order', 'q']);
const SUFFIXES = ['', '_gte', '_lte', '_in'];
/** Every record has these, declared or not. */
const RECORD_KEYS = ['_id', 'createdAt', 'updatedAt'];

const cache = new Map<string, ReadonlySet<string>>();

/**
 * The fields a list of `declaration` may be filtered on: its declared fields and filters, the key
 * another record's related tab sets (a user's orders: `userId`), the fixed filters of pickers that
 * choose one of its records, and its list actions' keys; each also with `_gte`, `_lte` and `_in`.
 */
export function filterKeys(declaration: ResourceDeclaration): ReadonlySet<string> {
  const known = cache.get(declaration.name);
  if (known) return known;
  const fields = new Set<string>([
    ...RECORD_KEYS,
    ...declaration.fields.map((field) => field.key),
    ...(declaration.filters ?? []).map((filter) => filter.key),
    ...(declaration.listActions ?? []).flatMap((action) => [
      ...action.pick.map((pick) => pick.key),
      ...Object.keys(action.where ?? {}),
    ]),
  ]);
  for (const other of declarations) {
    for (const related of other.related ?? [])
      if (related.resource === declaration.name) fields.add(related.key);
    for (const item of [...other.fields, ...(other.filters ?? [])])
      if (item.reference?.resource === declaration.name)
        for (const key of Object.keys(item.reference.filter ?? {})) fields.add(key);
  }
  const keys = new Set([...fields].flatMap((field) => SUFFIXES.map((suffix) => field + suffix)));
  cache.set(declaration.name, keys);
  return keys;
}

/**
 * The 400 of a list query that names a parameter the list does not have (`a_lte=z`, each one
 * named), or asks more than FILTER_CONDITIONS_MAX conditions or IN_VALUES_MAX values in a list;
 * undefined when it may be answered. `controls` are the keys taken besides filters: a list's
 * paging, sort and search; none for an answer that is not a list (a dashboard, a list's stats).
 */
export function queryProblem(
  params: URLSearchParams,
  allowed: ReadonlySet<string>,
  controls: ReadonlySet<string> = CONTROL_KEYS,
): Response | undefined {
  const unknown = new Set<string>();
  let conditions = 0;
  for (const [key, value] of params) {
    if (controls.has(key)) continue;
    if (!allowed.has(key)) unknown.add(key);
    else if (value !== '') conditions += 1;
    if (key.endsWith('_in') && value.split(',').length > IN_VALUES_MAX) {
      return badRequest(say`A list filter takes at most ${String(IN_VALUES_MAX)} values`, {
        [key]: say`At most ${String(IN_VALUES_MAX)} values`,
      });
    }
  }
  if (unknown.size) {
    const names = [...unknown].slice(0, 20);
    const errors = Object.fromEntries(names.map((key) => [key, say`Not a filter of this list`]));
    return badRequest(say`Unknown query parameters: ${names.join(', ')}`, errors);
  }
  if (conditions > FILTER_CONDITIONS_MAX)
    return badRequest(
      say`A list request takes at most ${String(FILTER_CONDITIONS_MAX)} filter conditions`,
    );
  return undefined;
}
