import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

/**
 * Saved views above a list: each with its count, one that applies its filters and sort, a
 * view saved from the list as it is, and a count that could not be read shown as "—", never 0.
 */
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

const WAIT = { timeout: UI_WAIT_MS };
const tab = (name: RegExp) => screen.findByRole('radio', { name }, WAIT);
/** A view's count, beside its choice. */
const countOf = (choice: HTMLElement) => within(choice.closest('label')!).getByTestId('view-count');

describe('saved views on a list', () => {
  it('shows the built-in views with their counts and applies one', async () => {
    const user = userEvent.setup({ delay: null });
    const second = store
      .all('withdrawals')
      .filter((row) => row.status === 'awaitingSecondApproval');
    const pending = store.all('withdrawals').filter((row) => row.status === 'pending').length;
    const waitingForFinance =
      pending +
      second.filter(
        (row) =>
          !(row.approvals as { adminId: string }[]).some((a) => a.adminId === 'admin-finance'),
      ).length;
    const { router } = await startApp('/withdraw', { signedInAs: 'finance@demo.test' });
    const waiting = await tab(/Waiting for my approval/);
    await waitFor(
      () => expect(countOf(waiting)).toHaveTextContent(new RegExp(`^${waitingForFinance}\\b`)),
      WAIT,
    );
    expect(await tab(/^All$/)).toBeChecked();

    const needs = await tab(/Needs a second approval/);
    await waitFor(() => expect(countOf(needs)).toHaveTextContent(String(second.length)), WAIT);
    await user.click(needs.closest('label')!);
    await waitFor(() => expect(needs).toBeChecked(), WAIT);
    expect(decodeURIComponent(router.state.location.search)).toContain(
      'filters[0][value][0]=awaitingSecondApproval',
    );
    // The list shows only what the view holds.
    const table = await screen.findByRole('table', {}, WAIT);
    await waitFor(() => {
      const statuses = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent ?? '');
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((text) => text.includes('Awaiting 2nd approval'))).toBe(true);
    }, WAIT);
  });

  it('saves the list as it is as a shared view, shown with its count', async () => {
    const user = userEvent.setup({ delay: null });
    const search =
      '?pageSize=20&currentPage=1&sorters[0][field]=amount&sorters[0][order]=desc' +
      '&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=pending';
    await startApp(`/withdraw${search}`, { signedInAs: 'finance@demo.test' });
    await user.click(await screen.findByRole('button', { name: /Save view/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByLabelText('Name'), 'Pending by size');
    await user.click(within(dialog).getByRole('checkbox', { name: /Share with everyone/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.all('views')).toHaveLength(1), WAIT);
    expect(store.all('views')[0]).toMatchObject({
      name: 'Pending by size',
      resource: 'withdrawals',
      ownerId: 'admin-finance',
      shared: true,
      query: 'order=desc&sort=amount&status_in=pending',
    });
    const pending = store.all('withdrawals').filter((row) => row.status === 'pending').length;
    const saved = await tab(/Pending by size/);
    await waitFor(
      () => expect(countOf(saved)).toHaveTextContent(new RegExp(`^${pending}\\b`)),
      WAIT,
    );
    // The list is at that view's address: its tab is the one marked.
    expect(saved).toBeChecked();
  });

  it('shows a count that could not be read as "—" with the reason, never 0', async () => {
    server.use(
      http.get('*/api/admin/views', () =>
        HttpResponse.json({
          success: true,
          result: {
            items: [
              {
                _id: 'builtin:withdrawals:waiting-for-me',
                resource: 'withdrawals',
                name: 'Waiting for my approval',
                query: 'awaitingMe=true',
                columns: [],
                ownerId: '',
                ownerName: '',
                shared: true,
                builtIn: true,
                createdAt: '2026-01-01T00:00:00.000Z',
                updatedAt: '2026-01-01T00:00:00.000Z',
                countError: 'The list could not be read',
              },
            ],
            total: 1,
          },
        }),
      ),
    );
    await startApp('/withdraw', { signedInAs: 'finance@demo.test' });
    const waiting = await tab(/Waiting for my approval/);
    const count = countOf(waiting);
    expect(count).toHaveTextContent('—');
    expect(count).not.toHaveTextContent('0');
    expect(count).toHaveAttribute('title', 'Not counted: The list could not be read');
  });

  it('offers views on pages made by hand too: the audit log keeps one, counted', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/audit-log', { signedInAs: 'superadmin@demo.test' });
    expect(await tab(/^All$/)).toBeChecked();
    await user.click(await screen.findByRole('button', { name: /Save view/ }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByLabelText('Name'), 'Everything');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.all('views')).toHaveLength(1), WAIT);
    expect(store.all('views')[0]).toMatchObject({ name: 'Everything', resource: 'audit-log' });
    const saved = await tab(/Everything/);
    await waitFor(() => expect(countOf(saved)).toHaveTextContent(/^\d/), WAIT);
  });
});
