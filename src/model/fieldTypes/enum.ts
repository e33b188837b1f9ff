import type { FieldTypeModel } from './_types';

/** One of the declared options. */
const enumType: FieldTypeModel = {
  check: (field, value) =>
    field.options?.some((option) => option.value === value)
      ? undefined
      : `${field.label} has an unknown value`,
  width: 110,
  sample: (field, source) => {
    const options = field.options ?? [];
    return options.length ? options[source.index % options.length].value : undefined;
  },
  schema: (field) => ({ enum: (field.options ?? []).map((option) => option.value) }),
};
export default enumType;
