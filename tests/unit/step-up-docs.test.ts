import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sensitiveRequests } from '../../src/model/stepUp';
import { openApiDocument } from '../../scripts/openapi/document';

/** The list of sensitive requests in docs/API.md and the OpenAPI marks follow the declarations. */
const apiDoc = readFileSync(resolve(__dirname, '../../docs/API.md'), 'utf8');
const table = apiDoc.split('## Step-up confirmation')[1].split('\n## ')[0];
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|').map((cell) => cell.trim()));

describe('step-up declarations, docs and OpenAPI agree', () => {
  it('docs/API.md lists exactly the sensitive requests, naming each marked field', () => {
    const listed = rows.map(([, request]) => request.replace(/`/g, ''));
    const declared = sensitiveRequests().map((request) => `${request.method} ${request.path}`);
    expect([...listed].sort()).toEqual([...declared].sort());
    for (const request of sensitiveRequests().filter((item) => item.what.startsWith('sets '))) {
      const row = rows.find(([, cell]) => cell === `\`${request.method} ${request.path}\``)!;
      for (const field of request.what.slice('sets '.length).split(', '))
        expect(row[2]).toContain(`\`${field}\``);
    }
  });

  it('marks each sensitive operation x-step-up with the 403 naming step_up_required', () => {
    const paths = openApiDocument().paths as unknown as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const marked = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation['x-step-up'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const declared = sensitiveRequests().map((request) => `${request.method} ${request.path}`);
    expect(marked.sort()).toEqual(declared.sort());
    const approve = paths['/api/admin/withdrawals/{id}/approve'].post;
    expect(JSON.stringify(approve.responses)).toContain('step_up_required');
    expect(paths['/api/admin/step-up'].post).toBeTruthy();
  });
});
