import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../resources/types';
import { fieldTypeModel, missingFieldTypes } from '../../src/model/fieldTypes';
import { missingFieldViews } from '../../src/engine/fields/types';

/** A field type is two files, found by name: its model (check, width, sample) and its view. */
describe('field types', () => {
  it('every declared type has a model file and a view file', () => {
    expect(missingFieldTypes()).toEqual([]);
    expect(missingFieldViews()).toEqual([]);
  });

  it('every type has a positive default column width', () => {
    for (const type of FIELD_TYPES) expect(fieldTypeModel(type).width, type).toBeGreaterThan(0);
  });
});
