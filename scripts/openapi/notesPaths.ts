import type { ResourceDeclaration } from '../../resources/types';
import { NOTE_MAX, NOTES_SEGMENT } from '../../src/model/notes';
import type { JsonSchema } from '../../src/model/jsonSchema';
import { apiPath } from '../../src/model/registry';
import type { Paths } from './fixedCalls';
import { access, operation } from './operations';
import { ID, ok, refusals } from './responses';

const text: JsonSchema = { type: 'string' };

/** One note (src/model/notes.ts, RecordNote). */
const NOTE: JsonSchema = {
  type: 'object',
  properties: {
    _id: text,
    resource: text,
    recordId: text,
    text,
    authorId: text,
    authorName: text,
    createdAt: { type: 'string', format: 'date-time' },
    mentions: {
      type: 'array',
      items: { type: 'object', properties: { _id: text, name: text }, required: ['_id', 'name'] },
    },
  },
  required: ['_id', 'resource', 'recordId', 'text', 'authorId', 'authorName', 'createdAt'],
};

/**
 * GET and POST of a record's notes: append-only, both needing view on the record's module; PUT,
 * PATCH and DELETE answer 405 (`x-methods-not-allowed`).
 */
export function notesPaths(declaration: ResourceDeclaration, record: string, tag: string): Paths {
  const path = apiPath(declaration.name);
  const one = declaration.title.singular.toLowerCase();
  const who = access(declaration.module, 'view');
  return {
    [`${record}/${NOTES_SEGMENT}`]: {
      get: operation(`${path}.notes`, tag, `Notes on a ${one}`, who, {
        description:
          'The notes left on the record, oldest first, and `mentionable`: the active admins who may view it (an `@Name` in a note tells them). A 404 wherever the record itself is one.',
        parameters: [ID],
        responses: {
          '200': ok('The notes', {
            type: 'object',
            properties: {
              items: { type: 'array', items: NOTE },
              total: { type: 'integer', minimum: 0 },
              mentionable: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { _id: text, name: text },
                  required: ['_id', 'name'],
                },
              },
            },
            required: ['items', 'total', 'mentionable'],
          }),
          ...refusals('NotFound'),
        },
      }),
      post: operation(`${path}.addNote`, tag, `Add a note to a ${one}`, who, {
        description: `Appends a note (1 to ${NOTE_MAX} characters, no characters that reorder text) with its author and time; each admin named as \`@Name\` who may view the record is notified. The audit trail records it (action \`add-note\`). A note is never edited or deleted: PUT, PATCH and DELETE answer 405.`,
        parameters: [ID],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { text: { ...text, maxLength: NOTE_MAX } },
                required: ['text'],
              },
            },
          },
        },
        responses: {
          '201': ok('Added', NOTE),
          ...refusals('BadRequest', 'NotFound', 'PayloadTooLarge'),
        },
      }),
      'x-methods-not-allowed': ['PUT', 'PATCH', 'DELETE'] as never,
    },
  };
}
