/**
 * The part of JSON Schema (2020-12, as OpenAPI 3.1 takes it) that the API's document uses: what
 * each field type says about its value (src/model/fieldTypes) and the shapes of the fixed calls.
 */
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface JsonSchema {
  $ref?: string;
  type?: JsonType | JsonType[];
  title?: string;
  description?: string;
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  default?: unknown;
  format?: string;
  pattern?: string;
  contentMediaType?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  readOnly?: boolean;
  writeOnly?: boolean;
  examples?: unknown[];
}
