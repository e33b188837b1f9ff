import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { listenDemoApi, resetApp, server, startApp, UI_WAIT_MS } from './harness';
import { listLink } from '../../src/model/listLink';
import { appRoutes, openingAddress } from '../../src/app/routes';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const bare = { pathname: '/withdraw', search: '', hash: '' };
/** Waits for the withdrawals' first rows (the first visit compiles the list page: slow). */
const rowsDrawn = () => screen.findAllByRole('link', { name: /^View / }, { timeout: 45_000 });

describe("a list's opening address", () => {
  it('is the one its table writes: opened there, a list makes no navigation', async () => {
    const opening = openingAddress(appRoutes(), bare)!;
    expect(opening).toBe(
      '/withdraw?pageSize=20&currentPage=1&sorters[0][field]=createdAt&sorters[0][order]=desc',
    );
    const { router } = await startApp(opening, { signedInAs: 'finance@demo.test' });
    const start = router.state.location;
    await rowsDrawn();
    // No move: the table's first write found its address there (src/providers/routerProvider.ts).
    expect(router.state.location).toBe(start);
    // With no move there is no second render of the layout, yet the menu still marks the list's
    // group as holding the page shown (antd draws that mark on a draw after the items mount).
    const group = await waitFor(() => {
      const selected = document.querySelector('.ant-menu-submenu-selected');
      expect(selected).not.toBeNull();
      return selected!;
    });
    expect(group.querySelector('.ant-menu-item-selected a')?.getAttribute('href')).toBe(
      '/withdraw',
    );
  }, 90_000);

  it('opened bare, the table moves to exactly that address (the format stays in step)', async () => {
    const { router } = await startApp('/withdraw', { signedInAs: 'finance@demo.test' });
    const start = router.state.location;
    await rowsDrawn();
    expect(router.state.location).not.toBe(start);
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(openingAddress(appRoutes(), bare));
  }, 90_000);

  it('with a date range, shows its dates in the picker and draws the rows inside it', async () => {
    // The address a dashboard count links to: a lower bound only, as ISO text.
    const from = '2000-01-01T00:00:00.000Z';
    await startApp(listLink('/user-list', `createdAt_gte=${from}`), {
      signedInAs: 'superadmin@demo.test',
    });
    const picker = await screen.findByPlaceholderText(
      'Signed up from',
      {},
      { timeout: UI_WAIT_MS },
    );
    await waitFor(() => expect(picker).toHaveValue(dayjs(from).format('YYYY-MM-DD')), {
      timeout: UI_WAIT_MS,
    });
    await screen.findAllByRole('link', { name: /^View / }, { timeout: UI_WAIT_MS });
    expect(document.querySelector('.ant-result')).toBeNull();
  }, 90_000);

  it('leaves alone an address with a query, and pages that are not generic lists', () => {
    const routes = appRoutes();
    expect(openingAddress(routes, { ...bare, search: '?currentPage=2' })).toBeUndefined();
    expect(openingAddress(routes, { ...bare, hash: '#top' })).toBeUndefined();
    expect(
      openingAddress(routes, { pathname: '/dashboard', search: '', hash: '' }),
    ).toBeUndefined();
    expect(openingAddress(routes, { pathname: '/withdraw/show/1', search: '', hash: '' })).toBe(
      undefined,
    );
  });
});
