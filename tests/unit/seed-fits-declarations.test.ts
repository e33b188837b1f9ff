import { describe, expect, it } from 'vitest';
import { declarations } from '../../src/model/registry';
import { createSeed } from '../../src/demo/seed';
import { validateValues } from '../../src/model/validation';

/** Every seeded record can be opened and saved as it is: the demo data obeys the declarations. */
describe('seeded data against the declarations', () => {
  const data = createSeed() as unknown as Record<string, unknown>;
  const stored = declarations.filter(
    (declaration) =>
      Array.isArray(data[declaration.name]) &&
      (declaration.routes.edit || declaration.routes.create),
  );
  it('covers the editable modules', () => {
    expect(stored.map((declaration) => declaration.name).sort()).toEqual([
      'categories',
      'events',
      'series',
      'tags',
    ]);
  });
  for (const declaration of stored) {
    it(`${declaration.name}: every record passes validation`, () => {
      const failures = (data[declaration.name] as Record<string, unknown>[])
        .map((record) => ({ id: record._id, errors: validateValues(declaration, record) }))
        .filter((result) => Object.keys(result.errors).length > 0);
      expect(failures.slice(0, 3)).toEqual([]);
    });
  }
});
