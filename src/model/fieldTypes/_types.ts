import type { FieldDeclaration } from '../../../resources/types';
import type { JsonSchema } from '../jsonSchema';

/** A deterministic source of randomness for sample values (demo rows). */
export interface SampleSource {
  /** 0 <= n < 1. */
  next(): number;
  /** Row number (0-based) of the row being made. */
  index: number;
  /** `_id`s of a referenced collection (for references and tags). */
  ids(resource: string): readonly string[];
  /** The time rows are made at (ms), so dates sit around today. */
  now: number;
}

/**
 * What the model knows of one field type, shared by forms, lists and the demo API (no React): how a
 * non-empty value is checked, how wide its column is, whether `q` searches it, and what a plausible
 * value looks like in generated demo rows. The engine's file of the same name draws it.
 */
export interface FieldTypeModel {
  /** What is wrong with a non-empty value, or undefined. Empty and required are checked before. */
  check?(field: FieldDeclaration, value: unknown): string | undefined;
  /** Default list column width (px). */
  width: number;
  /** Takes a whole form row. */
  wide?: boolean;
  /** Text the list's search (`q`) looks in. */
  searchable?: boolean;
  /** Longest accepted text when the declaration sets no maxLength. */
  maxLength?: number;
  /**
   * A non-empty value as plain text (a list cell's title, an audit entry's values, the drawn value
   * of text-like types); absent for types drawn otherwise (images, references, records).
   */
  text?(field: FieldDeclaration, value: unknown): string | undefined;
  /** A plausible value for generated demo rows. */
  sample(field: FieldDeclaration, source: SampleSource): unknown;
  /**
   * The value as the API takes and answers it, in JSON Schema (docs/openapi.json): the type's own
   * shape; the declaration's label, bounds, length and pattern are added where the document is made.
   * `rows` makes the object schema of nested fields (an event's markets).
   */
  schema(
    field: FieldDeclaration,
    rows: (fields: readonly FieldDeclaration[]) => JsonSchema,
  ): JsonSchema;
}
