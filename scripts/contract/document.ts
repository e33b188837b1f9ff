import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * What the conformance check reads of docs/openapi.json: the operations, which of them answer a
 * list and whether it is paged, who may call them, and a validator for each JSON answer.
 */

const METHODS = ['get', 'post', 'put', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface RawOperation {
  operationId?: string;
  description?: string;
  security?: unknown[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-access-module'?: string;
  'x-access-need'?: 'view' | 'edit';
  'x-access-own-account'?: boolean;
  'x-reads-only'?: boolean;
}

export interface Operation {
  method: Method;
  path: string;
  raw: RawOperation;
  /** Whether it needs a session (a public call has `security: []`). */
  signedIn: boolean;
  /** Path parameters, e.g. `id`. */
  pathParameters: string[];
  /** The names of its query parameters. */
  query: string[];
  module?: string;
  need?: 'view' | 'edit';
  ownAccount: boolean;
}

export interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
  components?: { parameters?: Record<string, { name: string; in: string }> };
}

/** JSON pointer escaping of one segment (`/` and `~`). */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function readOperations(document: OpenApi): Operation[] {
  const shared = document.components?.parameters ?? {};
  const parameters = (raw: RawOperation) =>
    (raw.parameters ?? []).map((parameter) =>
      parameter.$ref ? shared[parameter.$ref.split('/').pop() ?? ''] : parameter,
    );
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] && !streams(item[method] as RawOperation)).map(
      (method): Operation => {
        const raw = item[method] as RawOperation;
        const all = parameters(raw).filter(Boolean) as { name: string; in: string }[];
        return {
          method,
          path,
          raw,
          signedIn: !(Array.isArray(raw.security) && raw.security.length === 0),
          pathParameters: all.filter((p) => p.in === 'path').map((p) => p.name),
          query: all.filter((p) => p.in === 'query').map((p) => p.name),
          module: raw['x-access-module'],
          need: raw['x-access-need'],
          ownAccount: Boolean(raw['x-access-own-account']),
        };
      },
    ),
  );
}

/** An answer that never ends (the live feed): checked on its own (./live.ts), not read whole. */
function streams(raw: RawOperation): boolean {
  return Boolean(raw.responses?.['200']?.content?.['text/event-stream']);
}

/** The paths whose answer is an event stream. */
export function streamPaths(document: OpenApi): string[] {
  return Object.entries(document.paths)
    .filter(([, item]) => item.get && streams(item.get as RawOperation))
    .map(([path]) => path);
}

/** The methods a path answers with 405 (`x-methods-not-allowed`). */
export function notAllowed(document: OpenApi, path: string): string[] {
  const methods = document.paths[path]?.['x-methods-not-allowed'];
  return Array.isArray(methods) ? (methods as string[]) : [];
}

/** The JSON schema of an operation's answer with `status`, if it documents one. */
function answerPointer(operation: Operation, status: string): string | undefined {
  const schema = operation.raw.responses?.[status]?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  return ['#/paths', escape(operation.path), operation.method, 'responses', status]
    .concat(['content', escape('application/json'), 'schema'])
    .join('/');
}

/** Whether the answer is a list (`result: { items, total }`). */
export function answersList(operation: Operation): boolean {
  const schema = operation.raw.responses?.['200']?.content?.['application/json']?.schema as
    { properties?: { result?: { properties?: { items?: unknown } } } } | undefined;
  return Boolean(schema?.properties?.result?.properties?.items);
}

/** The name of the create body schema a POST takes, when it is one (`TagsCreate`). */
export function bodySchemaName(operation: Operation): string | undefined {
  const ref = operation.raw.requestBody?.content?.['application/json']?.schema?.$ref;
  return ref?.split('/').pop();
}

export interface Validators {
  /** Problems of a body against the operation's documented answer, empty when it matches. */
  answer(operation: Operation, status: string, body: unknown): string[];
  /** A component schema (a create body's `required`). */
  schema(name: string): { required?: string[]; additionalProperties?: unknown } | undefined;
}

export function validators(document: OpenApi): Validators {
  // Not strict: the document is an OpenAPI file, whose other keys (paths, info) are no keywords;
  // formats are documentation here (a stored image may be a /path, not a URI).
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(document, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const schemas = (document as { components?: { schemas?: Record<string, object> } }).components
    ?.schemas;
  return {
    answer(operation, status, body) {
      const pointer = answerPointer(operation, status);
      if (!pointer) return [`no JSON answer ${status} documented`];
      let validate = compiled.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `openapi${pointer}` });
        compiled.set(pointer, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) =>
        `${error.instancePath || '(answer)'} ${error.message ?? ''}`.trim(),
      );
    },
    schema: (name) => schemas?.[name],
  };
}
