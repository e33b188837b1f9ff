import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../scripts/openapi/document';
import { REPORTS, STATS } from '../../scripts/openapi/extraCalls';
import { bodyKeyErrors } from '../../src/demo/backend/bodyCheck';
import { collectionRules } from '../../src/demo/rules';
import { writable } from '../../src/model/apiRules';
import { API_PREFIX, AUTH_PATHS, DASHBOARD_API_PATH } from '../../src/model/contract';
import { apiPath, declarations } from '../../src/model/registry';
import { pascal } from '../../scripts/openapi/schemas';

/**
 * docs/openapi.json is made from the declarations (npm run openapi): a declaration, field or call
 * changed without running it leaves the committed document, and the reference page made from it,
 * stale. Both are compared here, and the document is checked against the demo API it describes.
 */
const ROOT = resolve(__dirname, '../..');
const STALE = 'is stale: run `npm run openapi` and commit docs/openapi.json and docs/api.html';
const generated = openApiDocument();
const committed = JSON.parse(readFileSync(resolve(ROOT, 'docs/openapi.json'), 'utf8'));
const collections = declarations.filter((declaration) => !declaration.pageOnly);

describe('docs/openapi.json', () => {
  it('is what npm run openapi makes from the declarations today', () => {
    expect(JSON.parse(JSON.stringify(generated)), `docs/openapi.json ${STALE}`).toEqual(committed);
  });

  it('is the document docs/api.html shows', () => {
    const html = readFileSync(resolve(ROOT, 'docs/api.html'), 'utf8');
    const embedded = /const __redoc_definition = (.*);\n/.exec(html)?.[1];
    expect(embedded, 'docs/api.html holds no Redoc definition').toBeDefined();
    expect(JSON.parse(embedded!), `docs/api.html ${STALE}`).toEqual(committed);
  });

  it('has every fixed call and every declared resource', () => {
    for (const path of [...Object.values(AUTH_PATHS), DASHBOARD_API_PATH])
      expect(generated.paths).toHaveProperty(['/' + path.replace(/^\/+/, '')]);
    for (const declaration of collections)
      expect(generated.paths).toHaveProperty([`${API_PREFIX}/${apiPath(declaration.name)}`]);
  });

  it('lists exactly the keys the demo API accepts in a create or update body', () => {
    const schemas = generated.components.schemas;
    for (const declaration of collections) {
      for (const [use, screen] of [
        ['create', 'create'],
        ['update', 'edit'],
      ] as const) {
        if (REPORTS.has(declaration.name) || !writable(declaration, screen)) continue;
        const keys = Object.keys(
          schemas[`${pascal(declaration.name)}${use === 'create' ? 'Create' : 'Update'}`]
            .properties ?? {},
        );
        const every = Object.fromEntries(declaration.fields.map((field) => [field.key, null]));
        const refused = Object.keys(bodyKeyErrors(declaration, every, use));
        expect(keys.sort(), `${declaration.name} ${use}`).toEqual(
          declaration.fields
            .map((field) => field.key)
            .filter((key) => !refused.includes(key))
            .sort(),
        );
      }
    }
  });

  it("names every computed answer of the demo API's collection rules (stats, reports)", () => {
    for (const declaration of collections) {
      const rules = collectionRules(declaration.name);
      expect(Boolean(rules.stats), `${declaration.name}: stats`).toBe(declaration.name in STATS);
      expect(Boolean(rules.report), `${declaration.name}: report`).toBe(
        REPORTS.has(declaration.name),
      );
    }
  });

  it('states the access module and right of every operation that needs one', () => {
    for (const [path, item] of Object.entries(generated.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
        const module = operation['x-access-module'];
        if (!module) continue;
        expect(operation['x-access-need'], `${method} ${path}`).toMatch(/^(view|edit)$/);
        expect(operation.description, `${method} ${path}`).toContain(`**${module}**`);
      }
    }
  });

  it('states every body an action takes, or none: no placeholder body', () => {
    const placeholders: string[] = [];
    for (const [path, item] of Object.entries(generated.paths)) {
      const body = item.post?.requestBody as
        | { content?: Record<string, { schema?: { $ref?: string; properties?: object } }> }
        | undefined;
      const schema = body?.content?.['application/json']?.schema;
      // A body is a schema of its keys (or a named one); a bare object says nothing a backend needs.
      if (schema && !schema.$ref && !schema.properties) placeholders.push(`post ${path}`);
    }
    expect(placeholders).toEqual([]);
  });
});
