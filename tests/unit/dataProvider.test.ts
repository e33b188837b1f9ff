import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createHttp } from '../../src/api/http';
import { createDataProvider } from '../../src/providers/dataProvider';
import { runAction, toQuery } from '../../src/api/resources';

const calls: URL[] = [];
const server = setupServer(
  http.get('*/api/admin/categories', ({ request }) => {
    calls.push(new URL(request.url));
    return HttpResponse.json({
      success: true,
      result: { items: [{ _id: 'c1', name: 'Politics' }], total: 41 },
    });
  }),
  http.get('*/api/admin/categories/c1', () =>
    HttpResponse.json({ success: true, result: { _id: 'c1', name: 'Politics' } }),
  ),
  http.post('*/api/admin/users/u1/block', async ({ request }) =>
    HttpResponse.json({
      success: true,
      message: 'Blocked',
      result: { _id: 'u1', ...((await request.json()) as object) },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
});
afterAll(() => server.close());

describe('data provider over the contract', () => {
  it('maps filters and sorters to page/limit/sort/order/q and field_gte/_lte/_in', () => {
    expect(
      toQuery(
        [
          { field: 'q', operator: 'contains', value: 'fed' },
          { field: 'status', operator: 'eq', value: 'active' },
          { field: 'createdAt', operator: 'gte', value: '2026-01-01' },
          { field: 'createdAt', operator: 'lte', value: '2026-02-01' },
          { field: 'tagIds', operator: 'in', value: ['a', 'b'] },
          { field: 'empty', operator: 'eq', value: '' },
        ],
        [{ field: 'title', order: 'desc' }],
      ),
    ).toEqual({
      q: 'fed',
      status: 'active',
      createdAt_gte: '2026-01-01',
      createdAt_lte: '2026-02-01',
      tagIds_in: 'a,b',
      sort: 'title',
      order: 'desc',
    });
  });

  it('sends every value of a long list from an address, which comes back keyed by position', () => {
    // qs gives an array of more than 20 values as an object: { 0: 'a', ..., 21: 'v' }.
    const ids = Array.from({ length: 25 }, (_, index) => `id${index}`);
    const keyed = Object.fromEntries(ids.map((id, index) => [String(index), id]));
    expect(toQuery([{ field: '_id', operator: 'in', value: keyed }])).toEqual({
      _id_in: ids.join(','),
    });
    expect(toQuery([{ field: 'status', operator: 'eq', value: keyed }])).toEqual({
      status: ids.join(','),
    });
  });

  it('reads the envelope of a list and of one record', async () => {
    const provider = createDataProvider(createHttp('http://localhost:3000'));
    const list = await provider.getList({
      resource: 'categories',
      pagination: { currentPage: 3, pageSize: 10, mode: 'server' },
      filters: [],
      sorters: [],
    });
    expect(list).toEqual({ data: [{ _id: 'c1', name: 'Politics' }], total: 41 });
    expect(calls[0].searchParams.get('page')).toBe('3');
    expect(calls[0].searchParams.get('limit')).toBe('10');
    const one = await provider.getOne({ resource: 'categories', id: 'c1' });
    expect(one.data).toEqual({ _id: 'c1', name: 'Politics' });
  });

  it('posts a custom action to /{resource}/{id}/{action}', async () => {
    const response = await runAction(
      'users',
      'u1',
      'block',
      { blockReason: 'fraud' },
      createHttp('http://localhost:3000'),
    );
    expect(response).toMatchObject({
      success: true,
      message: 'Blocked',
      result: { _id: 'u1', blockReason: 'fraud' },
    });
  });
});
