import type { FieldTypeModel } from './_types';
import { humanize } from '../format';
import { say } from '../../../resources/_text';

/** An option's label as declared, or its value's code in words (`partiallyFilled`: Partially filled). */
export const optionLabel = (option: { value: unknown; label?: string }): string =>
  option.label ?? humanize(String(option.value));

/** One of the declared options. */
const enumType: FieldTypeModel = {
  text: (field, value) => {
    const option = field.options?.find((item) => item.value === value);
    return option ? optionLabel(option) : humanize(String(value));
  },
  check: (field, value) =>
    field.options?.some((option) => option.value === value)
      ? undefined
      : say`${field.label} has an unknown value`,
  width: 110,
  sample: (field, source) => {
    const options = field.options ?? [];
    return options.length ? options[source.index % options.length].value : undefined;
  },
  schema: (field) => ({ enum: (field.options ?? []).map((option) => option.value) }),
};
export default enumType;
