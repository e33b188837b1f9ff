import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkActionBodies } from '../../scripts/contract/actions';
import { readOperations, validators, type OpenApi } from '../../scripts/contract/document';
import type { Answer, Call } from '../../scripts/contract/http';
import { createReport } from '../../scripts/contract/report';

/**
 * The conformance command's checks of action bodies, against a stub backend: the first event's
 * state refuses the action (409), the second takes it. A backend that does not refuse an invalid
 * body fails them; one that refuses it with 400 naming a key passes.
 */
const document = JSON.parse(
  readFileSync(resolve(__dirname, '../../docs/openapi.json'), 'utf8'),
) as OpenApi;
const RESOLVE = '/api/admin/events/{id}/resolve';
const PREVIEW = '/api/admin/events/{id}/resolve-preview';
const CLAIM = '/api/admin/withdrawals/{id}/claim';
const RELEASE = '/api/admin/withdrawals/{id}/release';
const STEP_UP = '/api/admin/step-up';
const only = (...paths: string[]) =>
  readOperations(document).filter((operation) => paths.includes(operation.path));

const NOW = '2026-11-28T07:00:00.000Z';
const answer = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json',
  body,
});

async function run(actOn: (call: Call) => Answer, operations = only(RESOLVE, PREVIEW)) {
  const sent: Call[] = [];
  const report = createReport(() => undefined);
  await checkActionBodies(
    operations,
    validators(document),
    async (call) => {
      if (call.method === 'GET')
        return answer(200, { success: true, result: { items: [{ _id: 'e1' }, { _id: 'e2' }] } });
      sent.push(call);
      if (call.path.includes('/e1/')) return answer(409, { success: false, message: 'Draft' });
      return actOn(call);
    },
    report,
  );
  return { sent, report };
}

describe('contract: action bodies', () => {
  it('fails when the API takes an invalid body, naming the action and the status', async () => {
    const { report, sent } = await run(() => answer(200, { success: true, result: {} }));
    expect(report.failures).toEqual([
      `POST ${RESOLVE} with an invalid body: 400 naming a key of it (e2): status 200, expected 400`,
      `POST ${PREVIEW} with an invalid body: 400 naming a key of it (e2): status 200, expected 400`,
    ]);
    // Resolving changes the record: it is sent an invalid body only, one without its required keys.
    const resolves = sent.filter((call) => call.path.endsWith('/resolve'));
    expect(resolves.map((call) => call.body)).toEqual([{}, {}]);
  });

  it('passes when the API refuses it with 400 naming a key of the body', async () => {
    const { report } = await run((call) => {
      const body = call.body as Record<string, unknown>;
      if (Object.keys(body).length === 0 && call.path.endsWith('/resolve-preview'))
        return answer(200, { success: true, result: {} });
      return answer(400, {
        success: false,
        message: 'The resolution has errors',
        errors: { outcomes: 'Outcomes is required' },
      });
    });
    // Both invalid bodies refused, and the preview's valid one answered.
    expect([report.failures, report.counts.passed]).toEqual([[], 3]);
  });

  it('claims a row with a wrong-typed body (400), then a valid one (200), then releases it', async () => {
    const claimed = { _id: 'e2', claimedBy: 'a1', claimedByName: 'Sam', claimedAt: NOW };
    const { report, sent } = await run(
      (call) => {
        if (call.path.endsWith('/release'))
          return answer(200, { success: true, result: { _id: 'e2' } });
        if ((call.body as { takeOver?: unknown }).takeOver !== undefined)
          return answer(400, {
            success: false,
            message: 'No',
            errors: { takeOver: 'Must be true or false' },
          });
        return answer(200, { success: true, result: claimed });
      },
      only(CLAIM, RELEASE),
    );
    expect(report.failures).toEqual([]);
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/withdrawals/e1/claim', { takeOver: 0 }],
      ['/api/admin/withdrawals/e2/claim', { takeOver: 0 }],
      ['/api/admin/withdrawals/e2/claim', {}],
      ['/api/admin/withdrawals/e2/release', {}],
    ]);
  });

  it('fails a backend that takes a claim of any body, and still releases the row', async () => {
    const { report, sent } = await run(
      () => answer(200, { success: true, result: { _id: 'e2' } }),
      only(CLAIM, RELEASE),
    );
    expect(report.failures).toEqual([
      `POST ${CLAIM} with an invalid body: 400 naming a key of it (e2): status 200, expected 400`,
    ]);
    expect(sent.at(-1)).toMatchObject({ path: '/api/admin/withdrawals/e2/release' });
  });

  it('asks step-up to confirm with neither a code nor a password: 400 naming one', async () => {
    const lax = await run(() => answer(200, { success: true, result: {} }), only(STEP_UP));
    expect(lax.sent.map((call) => call.body)).toEqual([{}]);
    expect(lax.report.failures).toEqual([
      `POST ${STEP_UP} with an invalid body: 400 naming a key of it: status 200, expected 400`,
    ]);
    const strict = await run(
      () => answer(400, { success: false, message: 'No', errors: { password: 'Required' } }),
      only(STEP_UP),
    );
    expect([strict.report.failures, strict.report.counts.passed]).toEqual([[], 1]);
  });
});
