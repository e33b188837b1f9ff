import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../resources/domain';
import { apiPath, declarations } from '../../src/model/registry';
import { FILTER_CONDITIONS_MAX, IN_VALUES_MAX, filterKeys } from '../../src/demo/queryKeys';
import { freshDemoApi } from './demoClient';

/**
 * List queries the demo API answers: only the parameters a list has, a bounded number of them,
 * and every export written to the audit trail with its filters and rows.
 */
const demo = freshDemoApi();
const { call, signIn } = demo;

const USERS = apiPath('users');
const listed = declarations.filter((item) => item.routes.list && !item.pageOnly);

describe('list queries', () => {
  it('answers 400 naming each unknown parameter, and nothing else is filtered', async () => {
    const token = await signIn('superadmin@demo.test');
    const unknown = await call('GET', `${USERS}?a_lte=z&b=1&status=active`, undefined, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown query parameters: a_lte, b');
    expect(Object.keys(unknown.body.errors)).toEqual(['a_lte', 'b']);
    const user = demo.store.all('users')[0]._id;
    const history = await call('GET', `${USERS}/${user}/history?zz=1`, undefined, token);
    expect(history.status).toBe(400);
    const known = await call('GET', `${USERS}?status=active&limit=5&sort=name`, undefined, token);
    expect(known.status).toBe(200);
  });

  it('a stats answer takes only the keys it reads: the fee range, none on the markets', async () => {
    const token = await signIn('superadmin@demo.test');
    const profit = apiPath('admin-profit');
    const range = `${profit}/stats?from=2026-11-01&to=2026-11-27`;
    expect((await call('GET', range, undefined, token)).status).toBe(200);
    const extra = await call('GET', `${range}&a_lte=z`, undefined, token);
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Unknown query parameters: a_lte');
    const markets = `${apiPath('markets')}/stats`;
    expect((await call('GET', markets, undefined, token)).status).toBe(200);
    expect((await call('GET', `${markets}?from=2026-11-01`, undefined, token)).status).toBe(400);
    // Paging belongs to lists: a stats answer is not one.
    expect((await call('GET', `${range}&page=2`, undefined, token)).status).toBe(400);
  });

  it('a page answer (the dashboard) reads no query: any key is a 400 naming it', async () => {
    const token = await signIn('superadmin@demo.test');
    const dashboard = apiPath('dashboard');
    expect((await call('GET', dashboard, undefined, token)).status).toBe(200);
    const keyed = await call('GET', `${dashboard}?limit=5&a_lte=z`, undefined, token);
    expect(keyed.status).toBe(400);
    expect(keyed.body.message).toBe('Unknown query parameters: limit, a_lte');
    // Who may not view it is refused for that, whatever the query.
    const nobody = await signIn('nobody@demo.test');
    expect((await call('GET', `${dashboard}?a=1`, undefined, nobody)).status).toBe(403);
  });

  it('takes at most FILTER_CONDITIONS_MAX conditions and IN_VALUES_MAX values in a list', async () => {
    const token = await signIn('superadmin@demo.test');
    const many = (count: number) => Array.from({ length: count }, () => 'email_lte=z').join('&');
    expect(
      (await call('GET', `${USERS}?${many(FILTER_CONDITIONS_MAX)}`, undefined, token)).status,
    ).toBe(200);
    const over = await call('GET', `${USERS}?${many(1800)}`, undefined, token);
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/at most 50 filter conditions/);
    const ids = (count: number) => Array.from({ length: count }, (_, at) => `id${at}`).join(',');
    expect(
      (await call('GET', `${USERS}?_id_in=${ids(IN_VALUES_MAX)}`, undefined, token)).status,
    ).toBe(200);
    expect(
      (await call('GET', `${USERS}?_id_in=${ids(IN_VALUES_MAX + 1)}`, undefined, token)).status,
    ).toBe(400);
  });

  it('accepts every key the app sends: filters, fields, related tabs, pickers, list actions', async () => {
    const token = await signIn('superadmin@demo.test');
    for (const declaration of listed) {
      const keys = [...filterKeys(declaration)];
      for (const related of declarations.flatMap((item) => item.related ?? []))
        if (related.resource === declaration.name) expect(keys).toContain(related.key);
      // Each filter the list's form offers, as the data provider sends it.
      const query = (declaration.filters ?? [])
        .map((filter) =>
          filter.type === 'dateRange'
            ? `${filter.key}_gte=2026-01-01&${filter.key}_lte=2026-06-01`
            : filter.multiple
              ? `${filter.key}_in=x,y`
              : `${filter.key}=x`,
        )
        .join('&');
      const answer = await call(
        'GET',
        `${apiPath(declaration.name)}?${query}&_id_in=a,b&page=1&limit=5`,
        undefined,
        token,
      );
      expect([declaration.name, answer.status]).toEqual([declaration.name, 200]);
    }
  });
});

describe('exports on the record', () => {
  it('writes each export with its resource, filters and row count', async () => {
    const token = await signIn('superadmin@demo.test');
    const answer = await call(
      'GET',
      `${USERS}/export?status=active&createdAt_gte=2020-01-01&sort=name&order=asc`,
      undefined,
      token,
    );
    expect(answer.status).toBe(200);
    const rows = String(answer.body).trim().split('\n').length - 1;
    expect(rows).toBeGreaterThan(0);
    const [entry] = demo.store.all('audit-log') as unknown as AuditEntry[];
    expect(entry).toMatchObject({
      adminId: 'admin-superadmin',
      adminName: 'Sam Super',
      action: 'export',
      resource: 'users',
      module: 'Users',
      outcome: 200,
      rowCount: rows,
      filters: { status: 'active', createdAt_gte: '2020-01-01' },
    });
    // A report's export too.
    await call('GET', 'signup-report/export?createdAt_gte=2026-11-01', undefined, token);
    expect(demo.store.all('audit-log')[0]).toMatchObject({
      action: 'export',
      resource: 'signup-report',
      filters: { createdAt_gte: '2026-11-01' },
    });
    // A list read is not recorded.
    const count = demo.store.all('audit-log').length;
    await call('GET', `${USERS}?status=active`, undefined, token);
    expect(demo.store.all('audit-log')).toHaveLength(count);
  });
});

describe("a record's history follows the record", () => {
  it("answers 404 for another admin's notification, as the notification itself", async () => {
    const token = await signIn('superadmin@demo.test');
    const others = demo.store
      .all('notifications')
      .find((row) => row.adminId !== 'admin-superadmin');
    expect(others).toBeDefined();
    const path = `${apiPath('notifications')}/${others!._id}`;
    expect((await call('GET', path, undefined, token)).status).toBe(404);
    expect((await call('GET', `${path}/history`, undefined, token)).status).toBe(404);
    const own = demo.store.all('notifications').find((row) => row.adminId === 'admin-superadmin');
    const ownPath = `${apiPath('notifications')}/${own!._id}/history`;
    expect((await call('GET', ownPath, undefined, token)).status).toBe(200);
  });
});
