import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore } from '../../src/demo/store';
import { fillRecordPath, inAppPath, resolveSets } from '../../src/model/actions';
import { NOW } from '../types';
import { declarations } from '../../src/model/registry';
import { demoClient } from '../../tests/unit/demoClient';

let api: ReturnType<typeof createDemoApi>;
beforeEach(() => {
  api = createDemoApi(new DemoStore());
});
const { call, session } = demoClient(() => api);
const get = (path: string, token: string) => call('GET', path, undefined, token);
const post = (path: string, token: string, body: unknown = {}) => call('POST', path, body, token);

describe('demo API: notifications', () => {
  it("lists only the caller's own, with read beside readAt, and counts the unread", async () => {
    const operator = await session('operator@demo.test');
    const all = (await get('notifications?limit=100', operator.token)).body.result;
    expect(all.total).toBe(8);
    for (const row of all.items) {
      expect(row.adminId).toBe(operator.id);
      expect(row.read).toBe(Boolean(row.readAt));
    }
    const unread = (await get('notifications?read=false&limit=100', operator.token)).body.result;
    expect(unread.total).toBe(3);
    expect(unread.items.every((row: { read: boolean }) => !row.read)).toBe(true);

    const superadmin = await session('superadmin@demo.test');
    const theirs = (await get('notifications?limit=1', superadmin.token)).body.result.items[0];
    expect(theirs.adminId).toBe(superadmin.id);
    expect((await get(`notifications/${theirs._id}`, operator.token)).status).toBe(404);
    expect((await post(`notifications/${theirs._id}/mark-read`, operator.token)).status).toBe(404);
  });

  it('marks one read with the time of the request, and refuses it twice (409)', async () => {
    const operator = await session('operator@demo.test');
    const [first] = (await get('notifications?read=false', operator.token)).body.result.items;
    const before = Date.now();
    const { status, body } = await post(`notifications/${first._id}/mark-read`, operator.token);
    expect(status).toBe(200);
    expect(body.result.read).toBe(true);
    expect(Date.parse(body.result.readAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await post(`notifications/${first._id}/mark-read`, operator.token)).status).toBe(409);
    expect((await get('notifications?read=false', operator.token)).body.result.total).toBe(2);
  });

  it("marks all of the caller's unread read in one request, and no one else's", async () => {
    const operator = await session('operator@demo.test');
    const finance = await session('finance@demo.test');
    const { status, body } = await post('notifications/read-all', operator.token);
    expect(status).toBe(200);
    expect(body.result.count).toBe(3);
    expect((await get('notifications?read=false', operator.token)).body.result.total).toBe(0);
    expect((await get('notifications?read=false', finance.token)).body.result.total).toBe(3);
    expect((await post('notifications/read-all', operator.token)).body.result.count).toBe(0);
  });

  it('needs view to list and edit to mark read (403)', async () => {
    const viewer = await session('viewer@demo.test');
    const [one] = (await get('notifications?read=false', viewer.token)).body.result.items;
    expect(one).toBeDefined();
    expect((await post(`notifications/${one._id}/mark-read`, viewer.token)).status).toBe(403);
    expect((await post('notifications/read-all', viewer.token)).status).toBe(403);
    const nobody = await session('nobody@demo.test');
    expect((await get('notifications', nobody.token)).status).toBe(403);
  });
});

describe('notification links and stamps', () => {
  it('opens only in-app paths, never another site or a script', () => {
    expect(inAppPath('/withdraw')).toBe('/withdraw');
    for (const bad of ['//evil.test/x', 'javascript:alert(1)', 'https://evil.test', '/\\evil', 7])
      expect(inAppPath(bad)).toBeUndefined();
    expect(fillRecordPath(':link', { link: '/trade-bot' })).toBe('/trade-bot');
    expect(fillRecordPath(':link', { link: 'javascript:alert(1)' })).toBe('/');
    expect(fillRecordPath('/event-history/:id', { _id: 'a/b' })).toBe('/event-history/a%2Fb');
  });

  it('stamps NOW with the time of the request', () => {
    expect(resolveSets({ readAt: NOW, status: 'x' }, '2026-11-23T00:00:00.000Z')).toEqual({
      readAt: '2026-11-23T00:00:00.000Z',
      status: 'x',
    });
  });
});

describe('a link that also runs an action', () => {
  it('names an action of its own declaration, and is a link', () => {
    for (const declaration of declarations)
      for (const action of declaration.actions ?? [])
        if (action.alsoRuns) {
          expect(action.link, `${declaration.name}.${action.name}`).toBeTruthy();
          expect(declaration.actions?.map((other) => other.name)).toContain(action.alsoRuns);
        }
  });
});
