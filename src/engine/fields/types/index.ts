import { FIELD_TYPES, type FieldType } from '../../../../resources/types';
import type { FieldTypeView } from './_types';

export type { FieldTypeView, InputProps } from './_types';

/** One file per field type (`<type>.tsx`), found by name, like the model's src/model/fieldTypes. */
const files = import.meta.glob<{ default: FieldTypeView }>(['./*.tsx', '!./_*.tsx'], {
  eager: true,
});

const byType = new Map(
  Object.entries(files).map(([file, module]) => [file.slice(2, -4), module.default]),
);

export function fieldTypeView(type: FieldType): FieldTypeView {
  const view = byType.get(type);
  if (!view) throw new Error(`No src/engine/fields/types/${type}.tsx for field type "${type}"`);
  return view;
}

/** Field types without a view file (a test keeps this empty). */
export const missingFieldViews = (): FieldType[] => FIELD_TYPES.filter((type) => !byType.has(type));
