import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ResourceContext, type GoConfig, type ParseFunction } from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import { routerProvider } from '../../src/providers/routerProvider';

type Go = (config: GoConfig) => unknown;

/** Mounts a page that keeps Refine's `go` as a table does; returns the router and that `go`. */
function setup() {
  const captured: { go?: Go } = {};
  function ListPage() {
    captured.go = routerProvider.go!() as Go;
    return <p>list</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/tags', element: <ListPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/tags'] },
  );
  render(<RouterProvider router={router} />);
  return { router, go: () => captured.go! };
}

/** What a table's sync sends: its page and sort, on whatever path is current. */
const tableSync: GoConfig = {
  type: 'replace',
  options: { keepQuery: true },
  query: { currentPage: 2, pageSize: 20 },
};

afterEach(cleanup);

describe("the router binding's go", () => {
  it("writes a table's page into its own address", () => {
    const { router, go } = setup();
    act(() => void go()(tableSync));
    expect(router.state.location.pathname).toBe('/tags');
    expect(new URLSearchParams(router.state.location.search).get('currentPage')).toBe('2');
  });

  it('drops a late table sync once the address has moved to another page', async () => {
    const { router, go } = setup();
    const late = go();
    await act(() => router.navigate('/dashboard'));
    // The list drawn late (its page still loading when the admin moved on) syncs now.
    act(() => void late(tableSync));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
  });

  it('still follows a move with a target path from a page that has been left', async () => {
    const { router, go } = setup();
    const late = go();
    await act(() => router.navigate('/dashboard'));
    act(() => void late({ to: '/tags', type: 'push' }));
    expect(router.state.location.pathname).toBe('/tags');
  });
});

describe("the router binding's parse", () => {
  const resources = [
    { name: 'withdrawals', list: '/withdraw', show: '/withdraw/:id' },
    { name: 'tags', list: '/tags', edit: '/tags/edit/:id' },
  ];

  /** Mounts `count` readers of the address, as a list's rows are; returns what each read. */
  function readers(path: string, count = 3) {
    const read: { ours: ParseFunction[]; binding: ParseFunction[] } = { ours: [], binding: [] };
    function Reader() {
      read.ours.push(routerProvider.parse!());
      read.binding.push(baseRouterProvider.parse!());
      return null;
    }
    const page = Array.from({ length: count }, (_, index) => <Reader key={index} />);
    const router = createMemoryRouter(
      ['/withdraw/:id', '/tags'].map((route) => ({ path: route, element: page })),
      { initialEntries: [path] },
    );
    render(
      <ResourceContext.Provider value={{ resources }}>
        <RouterProvider router={router} />
      </ResourceContext.Provider>,
    );
    return { router, read };
  }

  it("reads an address as Refine's own binding does", () => {
    const path =
      '/withdraw/ab12?currentPage=3&pageSize=20&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=pending&to=%2Fdashboard';
    const { read } = readers(path, 1);
    expect(read.ours[0]()).toEqual(read.binding[0]());
    expect(read.ours[0]()).toMatchObject({
      resource: { name: 'withdrawals' },
      action: 'show',
      id: 'ab12',
      params: { currentPage: 3, pageSize: 20, to: '/dashboard' },
    });
  });

  it('gives every reader of one address the same reading, and a new one when it changes', async () => {
    const { router, read } = readers('/tags?currentPage=2');
    expect(new Set(read.ours).size).toBe(1);
    expect(read.ours[0]()).toBe(read.ours[2]());
    await act(() => router.navigate('/tags?currentPage=3'));
    const latest = read.ours.at(-1)!;
    expect(latest).not.toBe(read.ours[0]);
    expect(latest().params?.currentPage).toBe(3);
    expect(latest()).toEqual(read.binding.at(-1)!());
  });
});
