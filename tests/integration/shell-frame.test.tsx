import { lazy } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../src/app/guards';
import { getDeclaration } from '../../src/model/registry';
import { removeToken, setToken } from '../../src/session/token';

/**
 * While the admin shell's code is on its way, a signed-in first load draws the
 * layout's frame with the page's name (and a list's search box) instead of a blank page.
 */
afterEach(() => {
  cleanup();
  removeToken();
});

/** A private route whose code never arrives: the guard's frame stays. */
const NeverLoads = lazy(() => new Promise<never>(() => undefined));

function openPrivate(path: string) {
  setToken('token');
  const router = createMemoryRouter(
    [{ element: <RequireAuth />, children: [{ path: '*', element: <NeverLoads /> }] }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the shell frame', () => {
  it("draws a list's name and its search box while the shell loads", () => {
    const withdrawals = getDeclaration('withdrawals')!;
    const search = withdrawals.filters!.find((filter) => filter.type === 'search')!;
    const { container } = openPrivate(withdrawals.routes.list!);
    expect(screen.getByText(withdrawals.title.plural)).toBeTruthy();
    const box = container.querySelector<HTMLInputElement>('.shell-frame-search')!;
    expect(box.placeholder).toBe(search.label);
    // Nothing in the frame can be used yet: out of the tab order, hidden from screen readers.
    expect(box.tabIndex).toBe(-1);
    expect(box.readOnly).toBe(true);
    expect(container.querySelector('.shell-frame')!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it("draws the dashboard's name, with no search box", () => {
    const { container } = openPrivate('/dashboard');
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(container.querySelector('.shell-frame-search')).toBeNull();
  });
});
