import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../resources/domain';
import { listLink } from '../../src/model/listLink';
import {
  chooseReason,
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';
import { PHONE_WIDTH, setViewportWidth } from './support/viewport';

/**
 * Batch actions on a list: rows picked by their checkboxes (kept across pages), the dry run's
 * summary in the confirmation, then each row's outcome; "select all N matching" sends the filters.
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

const pendingList = listLink('/withdraw', 'status=pending');

/** The ids of the first `count` rows of the table whose checkbox may be ticked. */
async function pickRows(user: ReturnType<typeof userEvent.setup>, count: number) {
  const boxes = await waitFor(
    () => {
      const found = screen
        .getAllByRole('checkbox', { name: /^Select (?!all )/ })
        .filter((box) => !(box as HTMLInputElement).disabled);
      expect(found.length).toBeGreaterThanOrEqual(count);
      return found.slice(0, count);
    },
    { timeout: UI_WAIT_MS },
  );
  for (const box of boxes) await user.click(box);
  return boxes.map((box) => box.getAttribute('aria-label')!.replace(/^Select /, ''));
}

describe('a batch action on /withdraw', () => {
  it('approves picked withdrawals after a dry run, and shows each row’s outcome', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    const ids = await pickRows(user, 3);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('3 withdrawals selected');
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: UI_WAIT_MS });
    const summary = await within(dialog).findByTestId('bulk-summary', {}, { timeout: UI_WAIT_MS });
    // Nothing has moved yet: the dry run put everything back.
    expect(ids.every((id) => store.find('withdrawals', id)!.status === 'pending')).toBe(true);
    expect(within(summary).getByTestId('bulk-amounts').textContent).toMatch(/\d/);
    const rows = within(dialog).getAllByTestId('bulk-row');
    expect(rows).toHaveLength(3);
    const acting = rows.filter((row) => row.dataset.outcome !== 'refused').length;
    await user.click(within(dialog).getByRole('button', { name: `Approve ${acting} rows` }));

    expect(
      await within(dialog).findByText(
        'The batch was sent: each row’s outcome is below.',
        {},
        { timeout: UI_WAIT_MS },
      ),
    ).toBeInTheDocument();
    const moved = ids.filter((id) => store.find('withdrawals', id)!.status !== 'pending');
    expect(moved).toHaveLength(acting);
    const entries = (store.all('audit-log') as unknown as AuditEntry[]).filter(
      (entry) => entry.batchId && ids.includes(String(entry.recordId)),
    );
    expect(new Set(entries.map((entry) => entry.batchId)).size).toBe(1);
    expect(entries).toHaveLength(acting);

    // The footer's Close (the dialog's corner has one too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('bulk-count')).toBeNull());
  }, 90_000);

  it('asks once for the reason of a batch reject, and sends it with every row', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp(pendingList, { signedInAs: 'finance@demo.test' });
    const ids = await pickRows(user, 2);
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: UI_WAIT_MS });
    // Without its code the batch is not even checked: the reason's field says so.
    await user.click(within(dialog).getByRole('button', { name: 'Check the batch' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await chooseReason(user, dialog, 'Sanctions screening hit');
    await user.type(within(dialog).getByLabelText('Details'), 'Destination on a sanctions list');
    await user.click(within(dialog).getByRole('button', { name: 'Check the batch' }));
    await within(dialog).findByTestId('bulk-summary', {}, { timeout: UI_WAIT_MS });
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 rows' }));
    await within(dialog).findByText(/The batch was sent/, {}, { timeout: UI_WAIT_MS });
    for (const id of ids)
      expect(store.find('withdrawals', id)).toMatchObject({
        status: 'rejected',
        rejectReason: 'Sanctions screening hit: Destination on a sanctions list',
      });
  }, 90_000);

  it('selects every row the filters match once the page is picked, and sends the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = store.all('withdrawals').filter((row) => row.status === 'pending');
    await startApp(`${pendingList}&pageSize=10`, { signedInAs: 'finance@demo.test' });
    const all = await screen.findByRole(
      'checkbox',
      { name: 'Select all on this page' },
      { timeout: UI_WAIT_MS },
    );
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /^Select / }).length).toBe(11),
    );
    await user.click(all);
    await user.click(
      await screen.findByRole('button', { name: `Select all ${pending.length} matching` }),
    );
    expect(screen.getByTestId('bulk-count')).toHaveTextContent(
      `All ${pending.length} matching withdrawals selected`,
    );
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: UI_WAIT_MS });
    await chooseReason(user, dialog, "At the user's request");
    await user.click(within(dialog).getByRole('button', { name: 'Check the batch' }));
    await within(dialog).findByTestId('bulk-summary', {}, { timeout: UI_WAIT_MS });
    expect(within(dialog).getAllByTestId('bulk-row')).toHaveLength(pending.length);
  }, 90_000);

  it('offers no selection to an admin who may only view', async () => {
    await startApp(pendingList, { signedInAs: 'viewer@demo.test' });
    await screen.findAllByRole('link', { name: /^View / }, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('checkbox', { name: /^Select / })).toBeNull();
  });

  it('puts a checkbox on each card on a phone', async () => {
    restoreWidth = setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup({ delay: null });
    await startApp(`${pendingList}&pageSize=5`, { signedInAs: 'finance@demo.test' });
    await pickRows(user, 2);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 withdrawals selected');
    // The bar's box picks the page (a phone has no table header), then every matching row.
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('5 withdrawals selected');
    const pending = store.all('withdrawals').filter((row) => row.status === 'pending').length;
    await user.click(screen.getByRole('button', { name: `Select all ${pending} matching` }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent(
      `All ${pending} matching withdrawals selected`,
    );
  }, 90_000);
});
