import { describe, expect, it } from 'vitest';
import { declarations } from '../../src/model/registry';
import { DemoStore } from '../../src/demo/store';
import { validateValues } from '../../src/model/validation';

/**
 * Every record of every editable module (seeded, or made from the declaration when a module has no
 * seed) can be opened and saved as it is: the demo data obeys the declarations.
 */
describe('demo data against the declarations', () => {
  const store = new DemoStore();
  const editable = declarations.filter(
    (declaration) =>
      !declaration.pageOnly && (declaration.routes.edit || declaration.routes.create),
  );
  it('covers every editable module, each with rows', () => {
    expect(editable.length).toBeGreaterThanOrEqual(4);
    for (const declaration of editable)
      expect(store.all(declaration.name).length, declaration.name).toBeGreaterThan(0);
  });
  for (const declaration of editable) {
    it(`${declaration.name}: every record passes validation`, () => {
      const failures = store
        .all(declaration.name)
        .map((record) => ({ id: record._id, errors: validateValues(declaration, record) }))
        .filter((result) => Object.keys(result.errors).length > 0);
      expect(failures.slice(0, 3)).toEqual([]);
    });
  }
});
