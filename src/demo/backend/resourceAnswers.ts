import type { ResourceDeclaration } from '../../../resources/types';
import { apiActions } from '../../model/apiRules';
import { json } from '../http-utils';
import type { Row } from '../store';
import { say } from '../../../resources/_text';

/** 405 for a create or edit of a resource that has no such screen (its actions say what may change). */
export function readOnly(declaration: ResourceDeclaration, verb: 'created' | 'edited'): Response {
  const actions = apiActions(declaration);
  const plural = declaration.title.plural;
  const names = actions.map((item) => item.label.toLowerCase()).join(', ');
  // Whole sentences, one per case, so that each is translated as a whole.
  const message = actions.length
    ? verb === 'created'
      ? say`${plural} cannot be created here; use its actions (${names})`
      : say`${plural} cannot be edited here; use its actions (${names})`
    : verb === 'created'
      ? say`${plural} cannot be created here`
      : say`${plural} cannot be edited here`;
  return json(405, { success: false, message });
}

/** CSV of listed fields (arrays joined by spaces), `_id` first. */
export function csvRows(declaration: ResourceDeclaration, rows: readonly Row[]): string[][] {
  const header = [
    '_id',
    ...declaration.fields.filter((field) => field.list).map((field) => field.key),
  ];
  const cell = (value: unknown) =>
    value === undefined || value === null
      ? ''
      : Array.isArray(value)
        ? value
            .map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
            .join(' ')
        : String(value);
  return [header, ...rows.map((row) => header.map((key) => cell(row[key])))];
}
