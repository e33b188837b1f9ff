import { restrictionProblem } from '../restrictions';
import type { FieldTypeModel } from './_types';

/** An admin's restriction list: per module, View and Edit (src/model/restrictions.ts). */
const restriction: FieldTypeModel = {
  check: (_field, value) => restrictionProblem(value),
  width: 240,
  wide: true,
  sample: () => [],
};
export default restriction;
