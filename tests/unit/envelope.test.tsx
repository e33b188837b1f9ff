import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHttp } from '../../src/api/http';
import { ANSWER_PROBLEMS, envelopeProblem, readList } from '../../src/model/envelope';
import { createDataProvider } from '../../src/providers/dataProvider';
import { runAction } from '../../src/api/resources';
import { authProvider } from '../../src/providers/authProvider';
import { getToken } from '../../src/session/token';
import { appState } from '../../src/state/appState';
import { loadAdminDetail } from '../../src/api/identity';
import { saveLanguage } from '../../src/api/preferences';
import { setToken } from '../../src/session/token';

/** What every call below answers with status 200 (set per test). */
let answer: () => Response = () => HttpResponse.json({ success: true });
const server = setupServer(http.all('*/api/admin/*', () => answer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  answer = () => HttpResponse.json({ success: true });
  server.resetHandlers();
});

const INDEX_HTML =
  '<!doctype html>\n<html lang="en"><head><title>Prediction Market Admin</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The six kinds of 200 answer that are not data (and what the app must say about each). */
const KINDS: [string, () => Response, string][] = [
  [
    'broken JSON',
    () =>
      new HttpResponse('{"success": true, "result": {"items": [', {
        headers: { 'Content-Type': 'application/json' },
      }),
    ANSWER_PROBLEMS.notJson,
  ],
  [
    'an HTML page (the app itself, VITE_API_URL wrong)',
    () => new HttpResponse(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } }),
    ANSWER_PROBLEMS.html,
  ],
  [
    'JSON with no envelope (an object)',
    () => HttpResponse.json({ items: [] }),
    ANSWER_PROBLEMS.noEnvelope,
  ],
  ['JSON with no envelope (an array)', () => HttpResponse.json([]), ANSWER_PROBLEMS.noEnvelope],
  [
    'success: false with status 200',
    () => HttpResponse.json({ success: false, message: 'Maintenance in progress' }),
    'Maintenance in progress',
  ],
];

const NO_RESULT: [string, () => Response][] = [
  ['result: null', () => HttpResponse.json({ success: true, result: null })],
  ['no result', () => HttpResponse.json({ success: true, message: 'Saved' })],
];

const BAD_LISTS: [string, () => Response][] = [
  ['no items array', () => HttpResponse.json({ success: true, result: { total: 3 } })],
  [
    'no numeric total',
    () => HttpResponse.json({ success: true, result: { items: [], total: '3' } }),
  ],
  ['an array as result', () => HttpResponse.json({ success: true, result: [] })],
];

const provider = createDataProvider(createHttp('http://localhost:3000'));

/** Every data provider call the app makes, each with what it needs from the answer. */
const CALLS: {
  name: string;
  needsResult: boolean;
  isList: boolean;
  run: () => Promise<unknown>;
}[] = [
  {
    name: 'getList',
    needsResult: true,
    isList: true,
    run: () =>
      provider.getList({
        resource: 'tags',
        pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
      }),
  },
  {
    name: 'getMany',
    needsResult: true,
    isList: true,
    run: () => provider.getMany!({ resource: 'tags', ids: ['t1'] }),
  },
  {
    name: 'getOne',
    needsResult: true,
    isList: false,
    run: () => provider.getOne({ resource: 'tags', id: 't1' }),
  },
  {
    name: 'create',
    needsResult: true,
    isList: false,
    run: () => provider.create({ resource: 'tags', variables: { label: 'X' } }),
  },
  {
    name: 'update',
    needsResult: true,
    isList: false,
    run: () => provider.update({ resource: 'tags', id: 't1', variables: { label: 'X' } }),
  },
  {
    name: 'deleteOne',
    needsResult: false,
    isList: false,
    run: () => provider.deleteOne({ resource: 'tags', id: 't1' }),
  },
  {
    name: 'custom',
    needsResult: false,
    isList: false,
    run: () => provider.custom!({ url: '/api/admin/tags/stats', method: 'get' }),
  },
  {
    name: 'runAction',
    needsResult: false,
    isList: false,
    run: () => runAction('tags', 't1', 'hide', {}, createHttp('http://localhost:3000')),
  },
];

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    const value = await run();
    return { resolvedWith: value };
  } catch (error) {
    return error;
  }
}

describe('a 200 answer that is not the envelope is an error, never data', () => {
  for (const call of CALLS) {
    describe(call.name, () => {
      for (const [kind, respond, message] of KINDS) {
        it(`rejects ${kind} with "${message}"`, async () => {
          answer = respond;
          expect(await failureOf(call.run)).toEqual({
            success: false,
            message,
            statusCode: 200,
          });
        });
      }
      for (const [kind, respond] of NO_RESULT) {
        it(
          call.needsResult ? `rejects ${kind}` : `accepts ${kind} (no result needed)`,
          async () => {
            answer = respond;
            const outcome = await failureOf(call.run);
            if (call.needsResult) {
              expect(outcome).toEqual({
                success: false,
                message: ANSWER_PROBLEMS.noResult,
                statusCode: 200,
              });
            } else {
              expect(outcome).toHaveProperty('resolvedWith');
            }
          },
        );
      }
      if (call.isList) {
        for (const [kind, respond] of BAD_LISTS) {
          it(`rejects a list result with ${kind}`, async () => {
            answer = respond;
            expect(await failureOf(call.run)).toEqual({
              success: false,
              message: ANSWER_PROBLEMS.badList,
              statusCode: 200,
            });
          });
        }
      }
    });
  }

  it('keeps the field errors of a success:false answer', async () => {
    answer = () =>
      HttpResponse.json({ success: false, message: 'Invalid', errors: { label: 'Too long' } });
    expect(
      await failureOf(() => provider.create({ resource: 'tags', variables: {} })),
    ).toMatchObject({ message: 'Invalid', errors: { label: 'Too long' } });
  });

  it('rejects a record result that is not an object', async () => {
    answer = () => HttpResponse.json({ success: true, result: 'ok' });
    expect(
      await failureOf(() => provider.update({ resource: 'tags', id: 't1', variables: {} })),
    ).toMatchObject({ message: ANSWER_PROBLEMS.notRecord });
  });

  it('still reads a valid envelope', async () => {
    answer = () =>
      HttpResponse.json({ success: true, result: { items: [{ _id: 't1' }], total: 1 } });
    await expect(
      provider.getList({ resource: 'tags', pagination: { currentPage: 1, pageSize: 10 } }),
    ).resolves.toEqual({ data: [{ _id: 't1' }], total: 1 });
    answer = () => HttpResponse.json({ success: true, message: 'Deleted' });
    await expect(provider.deleteOne({ resource: 'tags', id: 't1' })).resolves.toEqual({
      data: { _id: 't1' },
    });
  });

  it('names an empty body and tells raw text from HTML (pure check)', () => {
    expect(envelopeProblem('')).toBe(ANSWER_PROBLEMS.empty);
    expect(envelopeProblem(undefined)).toBe(ANSWER_PROBLEMS.empty);
    expect(envelopeProblem('  <html></html>')).toBe(ANSWER_PROBLEMS.html);
    expect(envelopeProblem('Bad Gateway')).toBe(ANSWER_PROBLEMS.notJson);
    expect(envelopeProblem({ success: 'yes' })).toBe(ANSWER_PROBLEMS.noEnvelope);
    expect(envelopeProblem({ success: true })).toBeUndefined();
    expect(() => readList({ success: true, result: { items: [], total: NaN } })).toThrow();
  });
});

describe('sign-in and identity read the envelope too', () => {
  it('says the answer is an HTML page instead of "invalid email or password"', async () => {
    answer = () => new HttpResponse(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } });
    const outcome = await authProvider.login({ email: 'a@x', password: 'p' });
    expect(outcome).toMatchObject({ success: false, error: { message: ANSWER_PROBLEMS.html } });
    expect(getToken()).toBeNull();
  });

  it('keeps the server message of a refused sign-in', async () => {
    answer = () => HttpResponse.json({ success: false, message: 'Account locked' });
    const outcome = await authProvider.login({ email: 'a@x', password: 'p' });
    expect(outcome).toMatchObject({ success: false, error: { message: 'Account locked' } });
  });

  it('does not sign in on a success without a token', async () => {
    answer = () => HttpResponse.json({ success: true, result: null });
    const outcome = await authProvider.login({ email: 'a@x', password: 'p' });
    expect(outcome).toMatchObject({ success: false, error: { message: ANSWER_PROBLEMS.noResult } });
    expect(getToken()).toBeNull();
  });

  it('does not report a reset link as sent when the answer is an HTML page', async () => {
    answer = () => new HttpResponse(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } });
    const outcome = await authProvider.forgotPassword!({ email: 'a@x' });
    expect(outcome).toMatchObject({ success: false, error: { message: ANSWER_PROBLEMS.html } });
  });

  it("drops an identity answered after its session ended (another admin's)", async () => {
    appState.set({ admin: null, adminStatus: 'idle' });
    setToken('first');
    let answered!: () => void;
    const held = new Promise<void>((resolve) => (answered = resolve));
    answer = () => HttpResponse.json({ success: true, result: { _id: 'a1', name: 'First' } });
    server.use(
      http.get('*/api/admin/getadmindetail', async () => {
        await held;
        return answer();
      }),
    );
    const loading = loadAdminDetail();
    // Signed out and signed in again while the first session's answer was on its way.
    setToken('second');
    answered();
    await loading;
    expect(appState.get().admin).toBeNull();
  });

  it("drops the account a language save answers after its session ended (another admin's)", async () => {
    appState.set({ admin: null, adminStatus: 'idle' });
    setToken('first');
    answer = () =>
      HttpResponse.json({ success: true, result: { _id: 'a1', name: 'First', language: 'en' } });
    const saving = saveLanguage('en');
    setToken('second');
    await saving;
    expect(appState.get().admin).toBeNull();
  });

  it('marks the identity as failed when its answer is not an envelope', async () => {
    setToken('t');
    answer = () => HttpResponse.json({ _id: 'a1', name: 'A' });
    await loadAdminDetail();
    expect(appState.get().adminStatus).toBe('error');
    expect(appState.get().admin).toBeNull();
  });
});
