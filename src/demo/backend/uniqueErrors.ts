import type { ResourceDeclaration, Values } from '../../../resources/types';
import { nameKey } from '../../../resources/domain/identity';
import { midSentence } from '../../model/format';
import type { DemoStore } from '../store';
import { say } from '../../../resources/_text';

/**
 * A unique value the same as another record's as identifying names compare (resources/domain/
 * identity.ts): "Withdraw " and "Ｗｉｔｈｄｒａｗ" are "Withdraw". Field -> message naming the clash.
 */
export function uniqueErrors(
  store: DemoStore,
  declaration: ResourceDeclaration,
  values: Values,
  id?: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const rows = store.all(declaration.name);
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  for (const field of declaration.fields) {
    const wanted = field.unique ? text(values[field.key]) : undefined;
    if (wanted === undefined) continue;
    const key = nameKey(wanted);
    const clash = rows.find((row) => {
      const other = row._id === id ? undefined : text(row[field.key]);
      return other !== undefined && nameKey(other) === key;
    });
    if (!clash) continue;
    const existing = String(clash[field.key]);
    errors[field.key] =
      existing === wanted
        ? say`${field.label} "${wanted}" is already used`
        : say`${field.label} "${wanted}" is the same as the existing ${midSentence(declaration.title.singular)} "${existing}"`;
  }
  return errors;
}
