import type { FieldDeclaration, ResourceDeclaration, Values } from '../../resources/types';
import { decimalText } from '../../resources/domain/decimal';
import { displayNameProblem, nameProblem } from '../../resources/domain/identity';
import { fieldTypeModel } from './fieldTypes';
import { midSentence } from './format';
import { say } from '../../resources/_text';

/** Empty: nothing, blank text (only spaces) or an empty list. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Types whose value is a list: for the others an empty list is a wrong type, not nothing. */
const LIST_TYPES = new Set(['tags', 'nested', 'restriction', 'pricePair']);

/** The message for one field's value, or undefined when it is fine. Used by forms and the demo API. */
export function checkField(field: FieldDeclaration, value: unknown): string | undefined {
  if (field.readOnly) return undefined;
  if (isEmpty(value) && !(Array.isArray(value) && !LIST_TYPES.has(field.type))) {
    if (field.required) return say`${field.label} is required`;
    if (field.type === 'nested' && field.minItems)
      return say`At least ${field.minItems} ${midSentence(field.label)} needed`;
    return undefined;
  }
  const model = fieldTypeModel(field.type);
  const problem = model.check?.(field, value);
  if (problem) return problem;
  // A unique value identifies its record: no invisible characters, no look-alike letters.
  const lookAlike = field.unique && typeof value === 'string' && nameProblem(field.label, value);
  if (lookAlike) return lookAlike;
  // A display name says who did something: nothing hidden in it, nothing that reverses it.
  const hidden =
    field.displayName && typeof value === 'string' && displayNameProblem(field.label, value);
  if (hidden) return hidden;
  if (typeof value === 'string') {
    const maxLength = field.maxLength ?? model.maxLength;
    if (maxLength && value.length > maxLength)
      return say`${field.label} must be at most ${maxLength} characters`;
    if (field.pattern && !new RegExp(field.pattern.regex).test(value)) return field.pattern.message;
  }
  return undefined;
}

/** The longest reason (block, cancel, reject ...) an action accepts unless it says otherwise. */
export const ACTION_INPUT_MAX = 500;

/** What is wrong with an action's typed input (a reason), or undefined. */
export function checkActionInput(
  input: { label: string; required?: boolean; maxLength?: number },
  value: unknown,
): string | undefined {
  if (isEmpty(value)) return input.required ? say`${input.label} is required` : undefined;
  if (typeof value !== 'string') return say`${input.label} must be text`;
  const max = input.maxLength ?? ACTION_INPUT_MAX;
  return value.length > max ? say`${input.label} must be at most ${max} characters` : undefined;
}

/** The declaration's cross-field rules alone (field -> message), for forms to show at once. */
export function crossFieldErrors(
  declaration: Pick<ResourceDeclaration, 'validate'>,
  values: Values,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(declaration.validate?.(values) ?? {}))
    if (message) errors[key] = message;
  return errors;
}

/**
 * All field errors of a record (field -> message), nested rows as `markets.0.question`, plus the
 * declaration's cross-field rules. `partial` checks only the keys present (an update).
 */
export function validateValues(
  declaration: Pick<ResourceDeclaration, 'fields' | 'validate'>,
  values: Values,
  partial = false,
  /** The record as it will be (an update merged over the stored one), for cross-field rules. */
  whole: Values = values,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (
    fields: readonly FieldDeclaration[],
    record: Values,
    prefix: string,
    onlyPresent: boolean,
  ) => {
    for (const field of fields) {
      if (field.readOnly || field.form === false) continue;
      if (onlyPresent && !(field.key in record)) continue;
      const message = checkField(field, record[field.key]);
      if (message) errors[prefix + field.key] = message;
      else if (field.type === 'nested' && Array.isArray(record[field.key])) {
        (record[field.key] as Values[]).forEach((row, index) =>
          check(field.fields ?? [], row ?? {}, `${prefix}${field.key}.${index}.`, false),
        );
      }
    }
  };
  check(declaration.fields, values, '', partial);
  return { ...errors, ...crossFieldErrors(declaration, whole) };
}

/** Only the fields a form may send: read-only and unknown keys are dropped. */
export function writableValues(
  declaration: Pick<ResourceDeclaration, 'fields'>,
  values: Values,
): Values {
  const out: Values = {};
  for (const field of declaration.fields) {
    if (field.readOnly || field.form === false || !(field.key in values)) continue;
    const value = values[field.key];
    out[field.key] =
      field.type === 'nested' && Array.isArray(value) && field.fields
        ? value.map((row: Values) => ({
            ...(row?._id ? { _id: row._id } : {}),
            ...writableValues({ fields: field.fields! }, row ?? {}),
          }))
        : value;
  }
  return out;
}

/**
 * Values as a form sends them: a money field (in nested rows too) holding a number, as a record
 * stored before amounts were checked may, goes as its decimal text (12.5 -> '12.5'), which the API
 * takes and the checks read as typed.
 */
export function moneyAsText(fields: readonly FieldDeclaration[], values: Values): Values {
  const out: Values = { ...values };
  for (const field of fields) {
    const value = out[field.key];
    if (field.type === 'money' && typeof value === 'number')
      out[field.key] = decimalText(value) ?? value;
    else if (field.type === 'nested' && Array.isArray(value))
      out[field.key] = value.map((row: unknown) =>
        row && typeof row === 'object' ? moneyAsText(field.fields ?? [], row as Values) : row,
      );
  }
  return out;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
