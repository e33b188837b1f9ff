import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '../../src/toast/toasts';
import { listLink } from '../../src/model/listLink';
import { listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';
import { PHONE_WIDTH, setViewportWidth } from './support/viewport';

/**
 * A list worked from the keyboard (docs/behaviour.md, "Keys"): j/k move a focused row and say
 * which, x picks it, Enter opens it, `a` presses its Approve button, `/` reaches the search, `?`
 * lists the keys and `g` then a letter opens a page; keys typed into a field stay in the field.
 */
beforeAll(listenDemoApi);
let restoreWidth: (() => void) | undefined;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = undefined;
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const pendingList = `${listLink('/withdraw', 'status=pending')}&pageSize=10`;

/** The list's rows (table rows or cards) once the first page is drawn, in order. */
async function rows(): Promise<HTMLElement[]> {
  return waitFor(
    () => {
      const found = [
        ...document.querySelectorAll<HTMLElement>('tbody tr[data-row-key], li[data-row-key]'),
      ];
      expect(found.length).toBeGreaterThan(2);
      return found;
    },
    { timeout: UI_WAIT_MS },
  );
}

/** The row the keys work on, by its id. */
const focusedId = () =>
  document.querySelector('[data-row-key][aria-current="true"]')?.getAttribute('data-row-key');
const announced = () => screen.getByTestId('row-announcer').textContent;

describe('keys on /withdraw', () => {
  it('moves the focused row with j, k and the arrows, and says which row it is', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    const shown = await rows();
    const ids = shown.map((row) => row.getAttribute('data-row-key'));
    expect(focusedId()).toBeUndefined();

    await user.keyboard('j');
    await waitFor(() => expect(focusedId()).toBe(ids[0]));
    expect(document.activeElement?.getAttribute('data-row-key')).toBe(ids[0]);
    expect(announced()).toMatch(new RegExp(`^Row 1 of ${ids.length}: Withdrawal of .+ by .+@.+$`));
    await user.keyboard('j{ArrowDown}');
    await waitFor(() => expect(focusedId()).toBe(ids[2]));
    expect(announced()).toMatch(new RegExp(`^Row 3 of ${ids.length}: `));
    await user.keyboard('k');
    await waitFor(() => expect(focusedId()).toBe(ids[1]));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedId()).toBe(ids[0]));
  }, 90_000);

  it('selects the focused row with x and opens it with Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    const ids = (await rows()).map((row) => row.getAttribute('data-row-key')!);
    await user.keyboard('jjx');
    await waitFor(() =>
      expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 withdrawal selected'),
    );
    const box = within(
      document.querySelector<HTMLElement>(`tr[data-row-key="${ids[1]}"]`)!,
    ).getByRole('checkbox');
    expect(box).toBeChecked();
    await user.keyboard('x');
    await waitFor(() => expect(box).not.toBeChecked());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/withdraw/${ids[1]}`));
  }, 90_000);

  it('opens the row’s own Approve confirmation with a', async () => {
    const user = userEvent.setup({ delay: null });
    const ids = store
      .all('withdrawals')
      .filter((row) => row.status === 'pending')
      .map((row) => String(row._id));
    await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    const shown = (await rows()).map((row) => row.getAttribute('data-row-key')!);
    expect(ids).toContain(shown[0]);

    await user.keyboard('ja');
    const dialog = await screen.findByRole('dialog', {}, { timeout: UI_WAIT_MS });
    expect(within(dialog).getByText('Approve this withdrawal?')).toBeInTheDocument();
    // While the dialog is open, the list's keys are the dialog's: j moves nothing.
    await user.keyboard('j');
    expect(focusedId()).toBe(shown[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.find('withdrawals', shown[0])!.status).toBe('pending');
  }, 90_000);

  it('says why a gives no second approval from the first approver, and r still asks a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const finance = store.all('admins').find((admin) => admin.email === 'finance@demo.test')!;
    const newest = [...store.all('withdrawals')].sort((a, b) =>
      String(b.createdAt).localeCompare(String(a.createdAt)),
    )[0];
    store.update('withdrawals', String(newest._id), {
      status: 'awaitingSecondApproval',
      approvals: [{ adminId: String(finance._id), at: new Date().toISOString() }],
    });
    await startApp('/withdraw?pageSize=10', { signedInAs: 'finance@demo.test' });
    expect((await rows())[0].getAttribute('data-row-key')).toBe(String(newest._id));
    await user.keyboard('ja');
    expect(
      await screen.findByText(
        'You gave the first approval of this withdrawal; a different admin must give the second.',
        {},
        { timeout: UI_WAIT_MS },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', {}, { timeout: UI_WAIT_MS });
    // The key opened the dialog without typing itself into its reason (in Chromium, the
    // reason's code takes the focus: tests/e2e/keyboard.e2e.test.ts picks it with the keys).
    expect(within(dialog).getByLabelText('Details')).toHaveValue('');
    expect(within(dialog).getByText(/Reject this withdrawal\?/)).toBeInTheDocument();
  }, 90_000);

  it('leaves keys typed into a filter in the filter; / reaches the search', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    await rows();
    const search = screen.getByRole('searchbox');
    await user.keyboard('/');
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('jkxa');
    expect(search).toHaveValue('jkxa');
    expect(focusedId()).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('bulk-count')).toBeNull();
  }, 90_000);

  it('lists every key with ?, the list’s action keys included', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    await rows();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', {}, { timeout: UI_WAIT_MS });
    expect(within(dialog).getByText('Keyboard shortcuts')).toBeInTheDocument();
    const text = dialog.textContent ?? '';
    for (const line of [
      'jNext row (also ↓)',
      'xSelect the row for a batch action',
      'aApprove the row (asks first, as its button does)',
      'rReject the row (asks first, as its button does)',
      '/Search or filter the list',
      'g then wGo to Withdraw',
      'g then pGo to Deposit',
    ])
      expect(text).toContain(line);
    // Pages the admin may not view have no letter here: finance has no Events.
    expect(text).not.toContain('Go to Events');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 90_000);

  it('tells a viewer why a has nothing to approve', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp(pendingList, { signedInAs: 'viewer@demo.test' });
    await rows();
    await user.keyboard('ja');
    expect(
      await screen.findByText('Approve: you may not edit Withdraw', {}, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 90_000);
});

describe('g then a letter', () => {
  it('opens the page of that letter, and says so when none has it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp('/dashboard', { signedInAs: 'finance@demo.test' });
    await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: UI_WAIT_MS });
    await user.keyboard('gw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw'), {
      timeout: UI_WAIT_MS,
    });
    const ids = (await rows()).map((row) => row.getAttribute('data-row-key'));
    await user.keyboard('j');
    await waitFor(() => expect(focusedId()).toBe(ids[0]));
    // `a` after `g` is a page's letter (Approvals), never the list's Approve.
    await user.keyboard('ga');
    await waitFor(() => expect(router.state.location.pathname).toBe('/approvals'), {
      timeout: UI_WAIT_MS,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/approve/i, { selector: '[data-testid="toaster"] *' })).toBeNull();
    await user.keyboard('ge');
    // Said as a toast (its drawing loads with the first one: the store is what the app said).
    await waitFor(() =>
      expect(toastStore.get().toasts).toContainEqual(
        expect.objectContaining({ type: 'info', message: 'No page opens with g then e' }),
      ),
    );
  }, 90_000);
});

describe('keys on a phone’s cards', () => {
  it('focuses the cards in turn', async () => {
    restoreWidth = setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup({ delay: null });
    await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    const ids = (await rows()).map((row) => row.getAttribute('data-row-key'));
    await user.keyboard('jj');
    await waitFor(() => expect(focusedId()).toBe(ids[1]));
    expect(document.querySelector('li[aria-current="true"] .list-card')).not.toBeNull();
    expect(announced()).toMatch(/^Row 2 of \d+: Withdrawal of /);
  }, 90_000);
});
