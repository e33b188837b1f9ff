import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GoConfig } from '@refinedev/core';
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
