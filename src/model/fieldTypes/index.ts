import { FIELD_TYPES, type FieldType } from '../../../resources/types';
import type { FieldTypeModel } from './_types';

export type { FieldTypeModel, SampleSource } from './_types';
export { isHttpUrl } from './_checks';

/** One file per field type (`<type>.ts`), found by name: a new type is one file here and one in the engine. */
const files = import.meta.glob<{ default: FieldTypeModel }>(['./*.ts', '!./_*.ts', '!./index.ts'], {
  eager: true,
});

const byType = new Map(
  Object.entries(files).map(([file, module]) => [file.slice(2, -3), module.default]),
);

export function fieldTypeModel(type: FieldType): FieldTypeModel {
  const model = byType.get(type);
  if (!model) throw new Error(`No src/model/fieldTypes/${type}.ts for field type "${type}"`);
  return model;
}

/** Field types without a model file (a test keeps this empty). */
export const missingFieldTypes = (): FieldType[] => FIELD_TYPES.filter((type) => !byType.has(type));
