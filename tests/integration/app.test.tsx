import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { appState, type AdminRecord } from '../../src/state/appState';
import { getToken } from '../../src/session/token';
import { toastStore } from '../../src/toast/toasts';
import { queryClient } from '../../src/state/queryClient';
import { http, HttpResponse } from 'msw';
import { listenDemoApi, requests, resetApp, server, startApp, UI_WAIT_MS } from './harness';
import { preloadable } from '../../src/ui/preloadable';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

function sidebarGroups(): string[] {
  const sidebar = screen.getByTestId('sidebar');
  return within(sidebar)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('the app with the demo API over msw/node', () => {
  it('fetches the site setting on start even when signed out, and sends a signed-out user to /login', async () => {
    const { router } = await startApp('/tags');
    expect(requests.some((request) => request.path === '/api/admin/getSiteSetting')).toBe(true);
    expect(requests.some((request) => request.path.endsWith('getadmindetail'))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sign in to the admin panel')).toBeInTheDocument();
  });

  it('signs the operator in through the form and shows only its sidebar, landing on /user-list', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'operator@demo.test');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-list'), {
      timeout: UI_WAIT_MS,
    });
    expect(getToken()).toBeTruthy();
    await waitFor(() =>
      expect(sidebarGroups()).toEqual([
        'User Management',
        'Categories',
        'Markets',
        'Resolution',
        'Admin controller',
      ]),
    );
    expect(screen.getByTestId('admin-name')).toHaveTextContent('Olivia Operator');
  });

  it('reads identity from getadmindetail on start when signed in', async () => {
    await startApp('/tags', { signedInAs: 'viewer@demo.test' });
    expect(requests.some((request) => request.path === '/api/admin/getadmindetail')).toBe(true);
    expect(appState.get().auth).toMatchObject({ isAuth: true, role: 'subadmin' });
    expect(appState.get().admin?.email).toBe('viewer@demo.test');
  });

  it("makes the page's restriction entry the current page access, and keeps it within a module", async () => {
    // Every admin record the store holds, in order: each new one redraws whatever reads it.
    const records: AdminRecord[] = [];
    const stop = appState.subscribe(() => {
      const { admin } = appState.get();
      if (admin && records.at(-1) !== admin) records.push(admin);
    });
    const { router } = await startApp('/tags', { signedInAs: 'operator@demo.test' });
    const access = () => appState.get().admin?.currentPageAccess;
    await waitFor(() => expect(access()).toMatchObject({ name: 'Tags', canView: true }));
    stop();
    // The identity as it arrives, then with the page's entry: no copy while the decider loads.
    expect(records.map((admin) => admin.currentPageAccess?.name ?? null)).toEqual([null, 'Tags']);
    const record = appState.get().admin;
    // Another page of the same module: the record is left as it is (nothing that reads it redraws).
    await router.navigate('/add-tag');
    expect(await screen.findByRole('heading', { name: /New tag/ })).toBeInTheDocument();
    expect(appState.get().admin).toBe(record);
    await router.navigate('/user-list');
    await waitFor(() =>
      expect(access()).toMatchObject({ name: 'Users', canView: true, canEdit: false }),
    );
  });

  it('hides edit controls from a view-only admin', async () => {
    await startApp('/tags', { signedInAs: 'viewer@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    await screen.findAllByText('ai', undefined, { timeout: 5000 }).catch(() => undefined);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
    expect(screen.queryByRole('button', { name: /New tag/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Edit /)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Delete /)).not.toBeInTheDocument();
  });

  it('shows a 403 from the server as an error, not a blank page', async () => {
    const { router } = await startApp('/tags', { signedInAs: 'operator@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    // The server refuses what the panel allowed (its rights changed there, not yet told here).
    server.use(
      http.get('*/api/admin/categories', () =>
        HttpResponse.json(
          { success: false, message: 'You do not have view access to Category.' },
          { status: 403 },
        ),
      ),
    );
    await router.navigate('/category');
    // Said in place of the rows (never "no categories yet") and in one toast.
    const failure = await screen.findByTestId('list-failure', undefined, { timeout: UI_WAIT_MS });
    expect(within(failure).getByText('Could not load categories')).toBeInTheDocument();
    expect(
      within(failure).getByText(/You do not have view access to Category\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No categories yet/)).toBeNull();
    expect(toastStore.get().toasts).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    server.resetHandlers();
  });

  it("shows 'Unexpected Application Error!' when a route fails to render", async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    // React and the router report the thrown error on the console; it is the point of this test.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await startApp('/broken', {
      signedInAs: 'superadmin@demo.test',
      extraRoutes: [{ path: '/broken', element: <Broken /> }],
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('render failed')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('a page whose code cannot be fetched says so inside the layout, and draws once the server answers', async () => {
    let serverUp = false;
    const page = preloadable(async () => {
      if (!serverUp)
        throw new TypeError('Failed to fetch dynamically imported module: /assets/Page-x.js');
      return { default: () => <p>the page, drawn</p> };
    });
    server.use(
      http.get('*/version.json', () =>
        serverUp ? HttpResponse.json({ version: 'any' }) : HttpResponse.error(),
      ),
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await startApp('/slow-page', {
        signedInAs: 'superadmin@demo.test',
        extraRoutes: [{ path: '/slow-page', element: <page.Component /> }],
      });
      const failure = await screen.findByTestId('page-failure', undefined, { timeout: UI_WAIT_MS });
      expect(within(failure).getByText('This page could not be loaded')).toBeInTheDocument();
      // The layout stays: sidebar and header, with the failure where the page would be.
      expect(screen.getByTestId('sidebar')).toBeInTheDocument();
      expect(screen.getByTestId('account-menu')).toBeInTheDocument();
      serverUp = true;
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('the page, drawn')).toBeInTheDocument();
      expect(screen.queryByTestId('page-failure')).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    await startApp('/no-such-page', { signedInAs: 'superadmin@demo.test' });
    expect(
      await screen.findByText('Page not found: the address does not exist or has moved.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-out user on an unknown path to /login', async () => {
    const { router } = await startApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('guards a path written in other letter case or percent-encoded as the router reads it', async () => {
    // finance may not view Tags; the router draws /tags for /TAGS and for /t%61gs.
    for (const path of ['/TAGS', '/t%61gs']) {
      cleanup();
      const { router } = await startApp(path, { signedInAs: 'finance@demo.test' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    }
    cleanup();
    const { router } = await startApp('/Add-Tag', { signedInAs: 'viewer@demo.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('shows "no modules assigned" to an admin with an empty restriction list', async () => {
    const { router } = await startApp('/tags', { signedInAs: 'nobody@demo.test' });
    expect(await screen.findByText('No modules assigned')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('signing out', () => {
  it('forgets the token, the identity and every cached query, then shows /login', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
    await user.click(screen.getByTestId('account-menu'));
    await user.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(appState.get().auth.isAuth).toBe(false);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.queryKey.includes('tags')),
    ).toEqual([]);
    expect(requests.some((request) => request.path === '/api/admin/logout')).toBe(true);
  });
});

describe('public routes', () => {
  it('sends a signed-in admin from /login to /dashboard', async () => {
    const { router } = await startApp('/login', { signedInAs: 'superadmin@demo.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('serves /404 and /500 signed in or not', async () => {
    await startApp('/500');
    expect(
      await screen.findByText('The server failed to answer. Try again in a moment.'),
    ).toBeInTheDocument();
    cleanup();
    await startApp('/404');
    expect(
      await screen.findByText('Page not found: the address does not exist or has moved.'),
    ).toBeInTheDocument();
  });
});
