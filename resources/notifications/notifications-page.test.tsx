import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  UI_WAIT_MS,
} from '../../tests/integration/harness';
import { queryClient } from '../../src/state/queryClient';
import { chooseLanguage } from '../../src/i18n/language';
import { t } from '../../src/i18n/translator';
import { say } from '../_text';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const bell = (unread: number) =>
  screen.findByRole(
    'button',
    { name: unread ? `Notifications, ${unread} unread` : 'Notifications' },
    { timeout: UI_WAIT_MS },
  );

describe('the header bell and /notification', () => {
  it('counts the unread, opens one (marked read, its page shown) and marks all read', async () => {
    const { router } = await startApp('/events', { signedInAs: 'operator@demo.test' });
    fireEvent.click(await bell(3));
    const list = await screen.findByRole('list', { name: 'Unread notifications' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(3);
    // The newest is "Withdrawal awaiting second approval", which opens /withdraw.
    expect(items[0]).toHaveTextContent('Withdrawal awaiting second approval');
    fireEvent.click(items[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw'));
    expect(requests.some((r) => r.method === 'POST' && /\/mark-read$/.test(r.path))).toBe(true);
    fireEvent.click(await bell(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await bell(0);
    fireEvent.click(await bell(0));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });

  it('an unread count that could not be read again shows a question mark, not the old count', async () => {
    await startApp('/events', { signedInAs: 'operator@demo.test' });
    await bell(3);
    server.use(
      http.get('*/api/admin/notifications', () =>
        HttpResponse.json({ success: false, message: 'Bad gateway' }, { status: 502 }),
      ),
    );
    try {
      await act(() => queryClient.refetchQueries({ type: 'active' }));
      const unknown = await screen.findByRole('button', {
        name: 'Notifications, the unread count could not be read',
      });
      expect(unknown.closest('.ant-badge')?.textContent).toContain('?');
      expect(screen.queryByRole('button', { name: 'Notifications, 3 unread' })).toBeNull();
    } finally {
      server.resetHandlers();
    }
  });

  it('is not shown to an admin without the Notification module', async () => {
    await startApp('/events', { signedInAs: 'viewer@demo.test' });
    await bell(3);
    cleanup();
    resetApp();
    await startApp('/dashboard', { signedInAs: 'nobody@demo.test' });
    await screen.findByText(/no modules assigned/i, {}, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('lists them with Mark read for an editor, and only Open for a viewer', async () => {
    await startApp('/notification', { signedInAs: 'operator@demo.test' });
    await screen.findAllByText('Withdrawal awaiting second approval', {}, { timeout: UI_WAIT_MS });
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark read' })).toHaveLength(3);
    cleanup();
    resetApp();
    await startApp('/notification', { signedInAs: 'viewer@demo.test' });
    await screen.findAllByText('Withdrawal awaiting second approval', {}, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Mark read' })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Open' }).length).toBeGreaterThan(0);
  });

  it("the list's Open marks the notification read as it opens its page; the bell counts one less", async () => {
    const { router } = await startApp('/notification', { signedInAs: 'operator@demo.test' });
    await screen.findAllByText('Withdrawal awaiting second approval', {}, { timeout: UI_WAIT_MS });
    await bell(3);
    requests.length = 0;
    fireEvent.click(screen.getAllByRole('link', { name: 'Open' })[0]);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/notification'));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'POST' && /\/mark-read$/.test(r.path)),
      ).toHaveLength(1),
    );
    await bell(2);
  });

  it('a viewer (no edit) opens a notification without marking it', async () => {
    const { router } = await startApp('/notification', { signedInAs: 'viewer@demo.test' });
    await screen.findAllByText('Withdrawal awaiting second approval', {}, { timeout: UI_WAIT_MS });
    requests.length = 0;
    fireEvent.click(screen.getAllByRole('link', { name: 'Open' })[0]);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/notification'));
    await bell(3);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the platform's messages in the admin's language, in the bell and on /notification", async () => {
    await chooseLanguage('es');
    try {
      await startApp('/notification', { signedInAs: 'operator@demo.test' });
      const title = 'Retiro pendiente de segunda aprobación';
      const cells = await screen.findAllByText(title, {}, { timeout: UI_WAIT_MS });
      // The cell's title (its full text past an ellipsis) says the same.
      expect(cells.some((cell) => cell.closest('[title]')?.getAttribute('title') === title)).toBe(
        true,
      );
      expect(
        screen.getAllByText(
          'Un retiro de USDC por encima del umbral de aprobación necesita un segundo aprobador.',
        ).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByText('Withdrawal awaiting second approval')).toBeNull();
      fireEvent.click(await screen.findByRole('button', { name: /^Notificaciones, 3/ }));
      const list = await screen.findByRole('list', { name: 'Notificaciones sin leer' });
      expect(within(list).getAllByRole('button')[0]).toHaveTextContent(title);
      // A message with values: the values (an amount, a coin, an e-mail) stay as written.
      expect(t(say`${'12.50'} ${'USDC'} requested by ${'ana@mail.test'}.`)).toBe(
        '12.50 USDC solicitado por ana@mail.test.',
      );
    } finally {
      await chooseLanguage('en');
    }
  });
});
