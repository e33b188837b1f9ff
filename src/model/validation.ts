import type { FieldDeclaration, ResourceDeclaration, Values } from '../../resources/types';
import { isSolanaAddress, isTxSignature } from '../lib/base58';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The message for one field's value, or undefined when it is fine. Used by forms and the demo API. */
export function checkField(field: FieldDeclaration, value: unknown): string | undefined {
  if (field.readOnly) return undefined;
  if (isEmpty(value)) {
    if (field.required) return `${field.label} is required`;
    if (field.type === 'nested' && field.minItems)
      return `At least ${field.minItems} ${field.label.toLowerCase()} needed`;
    return undefined;
  }
  switch (field.type) {
    case 'number':
    case 'bps':
    case 'price':
    case 'money': {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return `${field.label} must be a number`;
      if (field.type === 'bps' && !Number.isInteger(number))
        return `${field.label} must be whole basis points`;
      const min =
        field.min ??
        (field.type === 'bps' || field.type === 'price' || field.type === 'money' ? 0 : undefined);
      const max =
        field.max ?? (field.type === 'bps' ? 10000 : field.type === 'price' ? 1 : undefined);
      if (min !== undefined && number < min) return `${field.label} must be at least ${min}`;
      if (max !== undefined && number > max) return `${field.label} must be at most ${max}`;
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return `${field.label} must be yes or no`;
      break;
    case 'enum':
      if (!field.options?.some((option) => option.value === value))
        return `${field.label} has an unknown value`;
      break;
    case 'slug':
      if (typeof value !== 'string' || !SLUG.test(value))
        return `${field.label}: lower-case letters, digits and single dashes only`;
      break;
    case 'email':
      if (typeof value !== 'string' || !EMAIL.test(value))
        return `${field.label} must be an e-mail address`;
      break;
    case 'url':
    case 'image':
      // Absolute http(s), or a path on this site's own host (/media/...).
      if (typeof value !== 'string' || !/^(https?:\/\/|\/)\S+$/.test(value))
        return `${field.label} must be an http(s) address or a /path`;
      break;
    case 'solanaAddress':
      if (typeof value !== 'string' || !isSolanaAddress(value))
        return `${field.label} must be a Solana address (base58, 32 bytes)`;
      break;
    case 'txSignature':
      if (typeof value !== 'string' || !isTxSignature(value))
        return `${field.label} must be a transaction signature`;
      break;
    case 'date':
    case 'datetime':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        return `${field.label} must be a date`;
      break;
    case 'pricePair': {
      // A binary market's [Yes, No] prices: each in [0, 1], together exactly 1.
      const pair = Array.isArray(value) ? value.map(Number) : [];
      if (
        pair.length !== 2 ||
        pair.some((price) => !Number.isFinite(price) || price < 0 || price > 1)
      ) {
        return `${field.label}: two prices from 0 to 1`;
      }
      if (Math.abs(pair[0] + pair[1] - 1) > 1e-9)
        return `${field.label} must sum to 1 (now ${+(pair[0] + pair[1]).toFixed(6)})`;
      break;
    }
    case 'nested':
      if (!Array.isArray(value)) return `${field.label} must be a list`;
      if (field.minItems && value.length < field.minItems)
        return `At least ${field.minItems} ${field.label.toLowerCase()} needed`;
      if (field.maxItems && value.length > field.maxItems)
        return `At most ${field.maxItems} ${field.label.toLowerCase()}`;
      break;
    default:
      break;
  }
  if (typeof value === 'string') {
    if (field.maxLength && value.length > field.maxLength)
      return `${field.label} must be at most ${field.maxLength} characters`;
    if (field.pattern && !new RegExp(field.pattern.regex).test(value)) return field.pattern.message;
  }
  return undefined;
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
  for (const [key, message] of Object.entries(declaration.validate?.(whole) ?? {})) {
    if (message) errors[key] = message;
  }
  return errors;
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

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
