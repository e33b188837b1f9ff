import type { FilterDeclaration, ResourceDeclaration } from '../../resources/types';
import { declarations, filterOptions } from '../../src/model/registry';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { ORDER, SEARCH } from './responses';

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

const query = (name: string, description: string, schema: JsonSchema): Parameter => ({
  name,
  in: 'query',
  description,
  schema,
});

/** What an equality filter on `key` takes: the field's own values, as query text. */
function equalsSchema(declaration: ResourceDeclaration, key: string): JsonSchema {
  const field = declaration.fields.find((item) => item.key === key);
  if (field?.type === 'boolean') return { type: 'string', enum: ['true', 'false'] };
  if (field?.type === 'enum')
    return { type: 'string', enum: (field.options ?? []).map((option) => String(option.value)) };
  return { type: 'string' };
}

/** One declared filter as the parameters the list sends for it. */
function filterParameters(filter: FilterDeclaration): Parameter[] {
  const { key, label } = filter;
  switch (filter.type) {
    case 'search':
      return [];
    case 'dateRange':
      return [
        query(`${key}_gte`, `${label}: from (ISO date or time, included)`, { type: 'string' }),
        query(`${key}_lte`, `${label}: to (ISO date or time, included)`, { type: 'string' }),
      ];
    case 'boolean':
      return [query(key, label, { type: 'string', enum: ['true', 'false'] })];
    case 'enum': {
      const values = filterOptions(filter).map((option) => String(option.value));
      const one: JsonSchema = values.length ? { type: 'string', enum: values } : { type: 'string' };
      return filter.multiple
        ? [query(`${key}_in`, `${label}: any of these, comma-separated`, { type: 'string' })]
        : [query(key, label, one)];
    }
    case 'reference':
      return [
        query(key, `${label}: the _id of a record of ${filter.reference?.resource}`, {
          type: 'string',
        }),
      ];
    case 'text':
      return [query(key, `${label}: the whole value, matched exactly`, { type: 'string' })];
  }
}

/**
 * Equality filters other parts of the app send to this list though it declares no filter for
 * them: another resource's related tab (a user's orders: `userId`), a list action's pick and its
 * `where`, a reference select's fixed filters (series that take events).
 */
function impliedKeys(declaration: ResourceDeclaration): Map<string, string> {
  const keys = new Map<string, string>();
  for (const other of declarations) {
    for (const tab of other.related ?? [])
      if (tab.resource === declaration.name)
        keys.set(tab.key, `${other.title.singular} page's ${tab.label} tab`);
    const references = [...other.fields, ...(other.filters ?? [])].flatMap((item) =>
      item.reference?.resource === declaration.name ? [item.reference] : [],
    );
    for (const reference of references)
      for (const key of Object.keys(reference.filter ?? {}))
        keys.set(key, `what ${other.title.plural.toLowerCase()} may pick`);
  }
  for (const action of declaration.listActions ?? []) {
    for (const pick of action.pick) keys.set(pick.key, `"${action.label}" counts rows first`);
    for (const key of Object.keys(action.where ?? {})) keys.set(key, `"${action.label}"`);
  }
  return keys;
}

/** The list's sort keys: sortable columns and the default sort. */
function sortKeys(declaration: ResourceDeclaration): string[] {
  const keys = declaration.fields
    .filter((field) => typeof field.list === 'object' && field.list.sortable)
    .map((field) => field.key);
  const first = declaration.defaultSort?.field;
  return first && !keys.includes(first) ? [first, ...keys] : keys;
}

/**
 * Search, sort and filters of a list (and of its CSV export, which takes the same); a report is
 * not `searched`: it takes its filters alone.
 */
export function listParameters(declaration: ResourceDeclaration, searched = true) {
  const parameters: (Parameter | typeof SEARCH)[] = searched ? [SEARCH] : [];
  const sort = sortKeys(declaration);
  if (sort.length) {
    const by = declaration.defaultSort;
    parameters.push(
      query('sort', by ? `Sort key (the app sorts by ${by.field} by default)` : 'Sort key', {
        type: 'string',
        enum: sort,
      }),
      ORDER,
    );
  }
  for (const filter of declaration.filters ?? []) parameters.push(...filterParameters(filter));
  for (const [key, why] of impliedKeys(declaration)) {
    if (parameters.some((parameter) => 'name' in parameter && parameter.name === key)) continue;
    parameters.push(
      query(key, `Rows whose ${key} is this (${why})`, equalsSchema(declaration, key)),
    );
  }
  return parameters;
}
