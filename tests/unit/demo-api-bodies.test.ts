import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { BODY_MAX_BYTES, BODY_MAX_DEPTH } from '../../src/demo/http-utils';
import { freshDemoApi } from './demoClient';

/** Request bodies the demo API refuses with 400 or 413, never a 500. */
const demo = freshDemoApi();
const { call, signIn } = demo;
afterEach(() => vi.restoreAllMocks());

/** A request with this exact body text (JSON.stringify would overflow on the deep ones). */
async function raw(method: string, path: string, text: string, token?: string) {
  const response = (await demo.api(
    new Request(`http://demo.test/api/admin/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: text,
    }),
  ))!;
  return { status: response.status, body: await response.json() };
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const signsIn = async (email: string) =>
  (await call('POST', 'login', { email, password: DEMO_PASSWORD })).status;
const viewerRestriction = () =>
  structuredClone(demo.store.find('admins', 'admin-viewer')!.restriction);

describe('the attack: a deeply nested extra value in a restriction entry', () => {
  it('is a 400 before it is parsed; nothing is stored and everyone still signs in', async () => {
    const token = await signIn('superadmin@demo.test');
    const before = viewerRestriction();
    const body = `{"restriction":[{"name":"Tags","canView":true,"canEdit":false,"x":${deepArray(100_000)}}]}`;
    const put = await raw('PUT', 'admins/admin-viewer', body, token);
    expect(put).toEqual({
      status: 400,
      body: {
        success: false,
        message: `The request body nests values deeper than ${BODY_MAX_DEPTH} levels`,
      },
    });
    expect(viewerRestriction()).toEqual(before);
    expect(await signsIn('superadmin@demo.test')).toBe(200);
    expect(await signsIn('viewer@demo.test')).toBe(200);
  });

  it('refuses any extra key or wrong type in an entry, shallow or not, naming the entry', async () => {
    const token = await signIn('superadmin@demo.test');
    const before = viewerRestriction();
    const put = (entry: Record<string, unknown>) =>
      call('PUT', 'admins/admin-viewer', { restriction: [{ ...entry }] }, token);
    const extra = await put({ name: 'Tags', canView: true, canEdit: false, x: { y: [1] } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors.restriction).toBe(
      'Restriction 1 must be exactly { name, canView, canEdit }: a module name and View and Edit switches ("x" is not one of them)',
    );
    const wrongType = await put({ name: 'Tags', canView: 'yes', canEdit: false });
    expect(wrongType.body.errors.restriction).toMatch(/^Restriction 1 must be exactly/);
    expect((await put({ name: ['Tags'], canView: true, canEdit: false })).status).toBe(400);
    expect(viewerRestriction()).toEqual(before);
    expect(await signsIn('superadmin@demo.test')).toBe(200);
  });

  it('signs in even over bad data stored before: answers carry well-formed entries only', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    demo.store.update('admins', 'admin-viewer', {
      restriction: [{ name: 'Tags', canView: true, canEdit: false, x: deep }, 'junk', null],
    });
    expect(await signsIn('superadmin@demo.test')).toBe(200);
    const viewer = await call('POST', 'login', {
      email: 'viewer@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(viewer.status).toBe(200);
    expect(viewer.body.result.admin.restriction).toEqual([
      { name: 'Tags', canView: true, canEdit: false },
    ]);
    // The viewer's rights are its well-formed entries; the list of admins still answers.
    const tags = await call('GET', 'tags?limit=1', undefined, viewer.body.result.token);
    expect(tags.status).toBe(200);
    const superadmin = await signIn('superadmin@demo.test');
    expect((await call('GET', 'admins', undefined, superadmin)).status).toBe(200);
  });
});

describe('body limits', () => {
  it(`answers 413 to a body over ${BODY_MAX_BYTES} bytes, storing nothing`, async () => {
    const token = await signIn('superadmin@demo.test');
    const tag = demo.store.all('tags')[0];
    const big = await call('PUT', `tags/${tag._id}`, { label: 'x'.repeat(BODY_MAX_BYTES) }, token);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: 'The request body is larger than 1 MB' });
    expect(demo.store.find('tags', tag._id)).toEqual(tag);
    expect(await signsIn('superadmin@demo.test')).toBe(200);
  });

  it('answers 400 to a body that is not JSON, or not a JSON object, on any call', async () => {
    const token = await signIn('superadmin@demo.test');
    const tag = demo.store.all('tags')[0];
    const broken = await raw('PUT', `tags/${tag._id}`, '{"label": "Half', token);
    expect(broken).toEqual({
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON' },
    });
    const list = await raw('PUT', `tags/${tag._id}`, '["label"]', token);
    expect(list.body.message).toBe('The request body must be a JSON object');
    expect((await raw('POST', 'login', '{"email":', undefined)).status).toBe(400);
    expect((await raw('POST', 'login', deepArray(50), undefined)).status).toBe(400);
    expect(demo.store.find('tags', tag._id)).toEqual(tag);
    // An empty body is still an empty object (actions without input).
    expect((await raw('POST', 'logout', '', token)).status).toBe(200);
  });

  it('answers 400 to an address that cannot be decoded', async () => {
    const token = await signIn('superadmin@demo.test');
    const bad = await call('GET', 'tags/%E0%A4%A', undefined, token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The address is not valid');
  });
});

describe('nested rows and fields take only their declared shapes', () => {
  it("type-checks a nested row's id and values", async () => {
    const token = await signIn('superadmin@demo.test');
    const event = demo.store.all('events').find((row) => row.status === 'draft')!;
    const [market] = event.markets as Record<string, unknown>[];
    const put = (row: Record<string, unknown>) =>
      call('PUT', `events/${event._id}`, { markets: [{ ...market, ...row }] }, token);
    const id = await put({ _id: { $ne: null } });
    expect(id.status).toBe(400);
    expect(id.body.errors['markets.0._id']).toBe('A row id must be text');
    const question = await put({ question: { text: 'Will it?' } });
    expect(question.body.errors['markets.0.question']).toBe('Question must be text');
    expect(demo.store.find('events', event._id)).toEqual(event);
  });

  it('refuses an empty list for a field that is not a list', async () => {
    const token = await signIn('superadmin@demo.test');
    const tag = demo.store.all('tags')[0];
    const put = await call('PUT', `tags/${tag._id}`, { label: [] }, token);
    expect(put.status).toBe(400);
    expect(put.body.errors.label).toBe('Label must be text');
    expect(demo.store.find('tags', tag._id)).toEqual(tag);
  });
});
