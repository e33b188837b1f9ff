import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import {
  Refine,
  type BaseRecord,
  type CrudFilter,
  type DataProvider,
  type LiveEvent,
  type LiveProvider,
} from '@refinedev/core';
import { useLiveRows, type LiveRows } from '../../src/engine/pages/list/useLiveRows';
import { getDeclaration } from '../../src/model/registry';

/**
 * A live list's rows and its "N new — show" count, over a stand-in API (rows kept here, filtered
 * by status) and a stand-in live feed that the test speaks through.
 */
const declaration = getDeclaration('withdrawals')!;
const pendingOnly: CrudFilter[] = [{ field: 'status', operator: 'eq', value: 'pending' }];
let api: Map<string, BaseRecord>;
let hear: (event: Pick<LiveEvent, 'type'> & { ids: string[] }) => void;

const matchesFilters = (row: BaseRecord, filters: CrudFilter[]) =>
  filters.every((filter) =>
    'field' in filter && filter.operator === 'in'
      ? (filter.value as string[]).includes(String(row[filter.field]))
      : 'field' in filter && row[filter.field] === filter.value,
  );

const dataProvider = {
  getList: async ({ filters = [] }) => {
    const data = [...api.values()].filter((row) => matchesFilters(row, filters));
    return { data: data as never, total: data.length };
  },
  getMany: async ({ ids }) => ({ data: ids.map((id) => api.get(String(id))) as never }),
  getOne: async () => ({ data: {} as never }),
  create: async () => ({ data: {} as never }),
  update: async () => ({ data: {} as never }),
  deleteOne: async () => ({ data: {} as never }),
  getApiUrl: () => '',
} satisfies DataProvider;

const liveProvider: LiveProvider = {
  subscribe: ({ channel, callback }) => {
    hear = ({ type, ids }) =>
      callback({ channel, type, payload: { ids }, date: new Date() } as LiveEvent);
    return {};
  },
  unsubscribe: () => undefined,
};

const row = (_id: string, status = 'pending') => ({ _id, status });

/** The list as a page holds it: `shown` are the rows its last read answered. */
function renderList(shown: BaseRecord[]) {
  const seen: { live?: LiveRows } = {};
  const refetch = vi.fn();
  function List({ rows }: { rows: BaseRecord[] }) {
    seen.live = useLiveRows(declaration, rows, pendingOnly, { refetch });
    return null;
  }
  const page = (rows: BaseRecord[]) => (
    <Refine
      dataProvider={dataProvider}
      liveProvider={liveProvider}
      options={{ disableTelemetry: true }}
    >
      <List rows={rows} />
    </Refine>
  );
  const view = render(page(shown));
  return {
    seen,
    refetch,
    /** The page's next read answers `rows`. */
    read: (rows: BaseRecord[]) => view.rerender(page(rows)),
  };
}

function store(...rows: BaseRecord[]) {
  api = new Map(rows.map((record) => [String(record._id), record]));
}

afterEach(cleanup);

describe("a live list's new rows", () => {
  it('are counted when they match the filters, not when they do not', async () => {
    store(row('a'), row('b'));
    const { seen } = renderList([row('a'), row('b')]);
    store(row('a'), row('b'), row('n1'), row('x', 'approved'));
    act(() => hear({ type: 'created', ids: ['n1', 'x'] }));
    await waitFor(() => expect(seen.live!.newCount).toBe(1));
    expect(seen.live!.rows.map((record) => record._id)).toEqual(['a', 'b']);
  });

  it('stay counted across a read that answered without them', async () => {
    store(row('a'), row('b'));
    const { seen, read } = renderList([row('a'), row('b')]);
    store(row('a', 'approved'), row('b'), row('n1'));
    act(() => hear({ type: 'created', ids: ['n1'] }));
    await waitFor(() => expect(seen.live!.newCount).toBe(1));
    // The reader's own approval read the queue just before n1 was created: it answers without it.
    read([row('b')]);
    expect(seen.live!.newCount).toBe(1);
    // A later read holds it: it is on the page, no longer news.
    read([row('n1'), row('b')]);
    expect(seen.live!.newCount).toBe(0);
  });

  it('are no longer counted once they leave the filters or are deleted', async () => {
    store(row('a'));
    const { seen } = renderList([row('a')]);
    store(row('a'), row('n1'), row('n2'));
    act(() => hear({ type: 'created', ids: ['n1', 'n2'] }));
    await waitFor(() => expect(seen.live!.newCount).toBe(2));
    // Another admin approves n1 before this one has looked: it would not be on the page.
    store(row('a'), row('n1', 'approved'), row('n2'));
    act(() => hear({ type: 'updated', ids: ['n1'] }));
    await waitFor(() => expect(seen.live!.newCount).toBe(1));
    store(row('a'));
    act(() => hear({ type: 'deleted', ids: ['n2'] }));
    await waitFor(() => expect(seen.live!.newCount).toBe(0));
  });

  it('are shown by Show: the count clears at once and the list reads its first page', async () => {
    store(row('a'));
    const { seen, refetch } = renderList([row('a')]);
    store(row('a'), row('n1'));
    act(() => hear({ type: 'created', ids: ['n1'] }));
    await waitFor(() => expect(seen.live!.newCount).toBe(1));
    act(() => seen.live!.showNew());
    expect(seen.live!.newCount).toBe(0);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
