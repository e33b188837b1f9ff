import type { FieldDeclaration, ResourceDeclaration } from '../../resources/types';
import { sentOn } from '../../src/model/apiRules';
import { fieldTypeModel } from '../../src/model/fieldTypes';
import type { JsonSchema } from '../../src/model/jsonSchema';

/** Where a schema is used: a record as answered, or a create or update body. */
export type Use = 'record' | 'create' | 'update';

/** `sub-admin-login-history` -> `SubAdminLoginHistory`: a component name from a resource name. */
export function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Drops keys left undefined (the document holds only what is said). */
function defined(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(
    Object.entries(schema).filter(([, value]) => value !== undefined),
  ) as JsonSchema;
}

/** A value a record may answer as null or leave out when it is not set. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (schema.enum) return { ...schema, enum: [...schema.enum, null] };
  return { anyOf: [schema, { type: 'null' }] };
}

function describe(field: FieldDeclaration, typeSays: string | undefined): string {
  const parts = [field.label + (field.unit ? ` (${field.unit})` : '')];
  if (typeSays) parts.push(typeSays[0].toUpperCase() + typeSays.slice(1));
  if (field.unique) parts.push('Unique: no other record may hold the same value (docs/API.md)');
  if (field.help) parts.push(field.help);
  return parts.join('. ');
}

/** One field's value: its type's shape with the declaration's label, length, pattern and default. */
export function fieldSchema(field: FieldDeclaration, use: Use): JsonSchema {
  const model = fieldTypeModel(field.type);
  const own = model.schema(field, (fields) => rowSchema(fields, use));
  const schema: JsonSchema = { ...own, description: describe(field, own.description) };
  if (own.type === 'string') {
    schema.maxLength = field.maxLength ?? model.maxLength;
    if (field.pattern && own.pattern) schema.allOf = [{ pattern: field.pattern.regex }];
    else if (field.pattern) schema.pattern = field.pattern.regex;
  }
  if (use === 'create' && field.defaultValue !== undefined) schema.default = field.defaultValue;
  if (use === 'record' && field.readOnly) schema.readOnly = true;
  const value = defined(schema);
  return use === 'record' && !field.required ? orNull(value) : value;
}

/** The fields a schema lists: what a body may send, or all but secrets for an answer. */
function listed(fields: readonly FieldDeclaration[], use: Use): readonly FieldDeclaration[] {
  return use === 'record'
    ? fields.filter((field) => !field.secret)
    : fields.filter((field) => sentOn(field, use));
}

/**
 * A nested row (an event's market): its own fields and its `_id`. A body's rows hold nothing else
 * and are sent whole, so their required fields are required on update too.
 */
function rowSchema(fields: readonly FieldDeclaration[], use: Use): JsonSchema {
  const shown = listed(fields, use);
  const required = use === 'record' ? [] : shown.filter((field) => field.required);
  return defined({
    type: 'object',
    properties: {
      _id: { type: 'string', description: 'The row, when it is stored already' },
      ...Object.fromEntries(shown.map((field) => [field.key, fieldSchema(field, use)])),
    },
    required: required.length ? required.map((field) => field.key) : undefined,
    additionalProperties: use === 'record',
  });
}

/** A claimable row's claim (src/model/claims.ts): present only while it is live. */
const CLAIM_PROPERTIES: Record<string, JsonSchema> = {
  claimedBy: { type: 'string', readOnly: true, description: 'The admin working the row' },
  claimedByName: { type: 'string', readOnly: true },
  claimedAt: {
    type: 'string',
    format: 'date-time',
    readOnly: true,
    description: "The claim, or its holder's last activity on the row since",
  },
};

/** A record as the API answers it: `_id`, every declared field but secrets, and the server's own. */
export function recordSchema(declaration: ResourceDeclaration, withId = true): JsonSchema {
  const fields = listed(declaration.fields, 'record');
  return {
    type: 'object',
    title: declaration.title.singular,
    description: `${declaration.title.singular} as the API answers it; other keys the server adds (createdAt, updatedAt ...) may follow.`,
    properties: {
      ...(withId ? { _id: { type: 'string' } } : {}),
      ...Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field, 'record')])),
      ...(withId
        ? {
            version: {
              type: 'integer',
              minimum: 1,
              readOnly: true,
              description:
                'In a record read alone: 1 as created, one more at each change. A save sends it back as If-Match.',
            },
          }
        : {}),
      ...(withId && declaration.claims ? CLAIM_PROPERTIES : {}),
    },
    ...(withId ? { required: ['_id'] } : {}),
    additionalProperties: true,
  };
}

/**
 * A create or update body: only the writable fields (not read-only; a `form: 'create'` field on
 * create only), any other key a 400. A create needs the required fields; an update changes those
 * it sends.
 */
export function bodySchema(declaration: ResourceDeclaration, use: 'create' | 'update'): JsonSchema {
  const fields = listed(declaration.fields, use);
  const required = use === 'create' ? fields.filter((field) => field.required) : [];
  return defined({
    type: 'object',
    title: `${declaration.title.singular}, ${use === 'create' ? 'new' : 'changed fields'}`,
    description:
      use === 'create'
        ? 'Only these keys; another key or a value of another type is a 400 naming it.'
        : 'The fields to change, only these keys; another key or a value of another type is a 400 naming it.',
    properties: Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field, use)])),
    required: required.length ? required.map((field) => field.key) : undefined,
    additionalProperties: false,
  });
}
