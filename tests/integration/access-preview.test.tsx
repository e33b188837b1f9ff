import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formReady, listenDemoApi, resetApp, server, startApp, UI_WAIT_MS } from './harness';
import { PHONE_WIDTH, setViewportWidth } from './support/viewport';

let restoreWidth: (() => void) | undefined;
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  restoreWidth?.();
  restoreWidth = undefined;
});
afterAll(() => server.close());

/** The rows of a table in the preview, by its name. */
const rowsOf = (changes: HTMLElement, name: string) => [
  ...within(changes).getByRole('table', { name }).querySelectorAll<HTMLElement>('tr.ant-table-row'),
];

describe('the rights preview of an admin form', () => {
  it('lists gains and losses first and folds the redirect moves behind a count', async () => {
    const user = userEvent.setup();
    await startApp('/update-admin/admin-operator', { signedInAs: 'superadmin@demo.test' });
    await formReady('Email');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('operator@demo.test'), {
      timeout: UI_WAIT_MS,
    });
    // The operator has no Dashboard: every route it may not open sends it to /user-list. With the
    // Dashboard those go to /dashboard instead, which changes no right.
    await user.click(
      await screen.findByRole('switch', { name: 'View Dashboard' }, { timeout: UI_WAIT_MS }),
    );
    const changes = await screen.findByRole('region', { name: 'Access changes' });
    await waitFor(() => expect(within(changes).getByRole('alert')).toHaveTextContent('gains 2'));
    const decisive = rowsOf(changes, 'Rights and routes gained or lost');
    expect(decisive.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^gainsview Dashboard/),
      expect.stringMatching(/^gains\/dashboard/),
    ]);
    const toggle = within(changes).getByRole('button', {
      name: /^and \d+ routes whose redirect target changes$/,
    });
    const moved = Number(/\d+/.exec(toggle.textContent!)![0]);
    expect(moved).toBeGreaterThan(10);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(changes).queryByRole('table', { name: 'Routes whose redirect target changes' }),
    ).not.toBeInTheDocument();

    await user.click(toggle);
    const moves = rowsOf(changes, 'Routes whose redirect target changes');
    expect(moves).toHaveLength(moved);
    for (const row of moves)
      expect(row).toHaveTextContent(/^moves.*redirect \/user-list→redirect \/dashboard$/);
  }, 90_000);

  it('on a phone, each change is a row of its own, not a squeezed table', async () => {
    restoreWidth = setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup();
    await startApp('/update-admin/admin-operator', { signedInAs: 'superadmin@demo.test' });
    await formReady('Email');
    await user.click(
      await screen.findByRole('switch', { name: 'View Dashboard' }, { timeout: UI_WAIT_MS }),
    );
    const changes = await screen.findByRole(
      'region',
      { name: 'Access changes' },
      { timeout: UI_WAIT_MS },
    );
    const gained = await within(changes).findByRole(
      'list',
      { name: 'Rights and routes gained or lost' },
      { timeout: UI_WAIT_MS },
    );
    expect(within(changes).queryByRole('table')).toBeNull();
    expect(
      within(gained)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'gainsview Dashboarddeny→allow',
      expect.stringMatching(/^gains\/dashboardredirect \/user-list→allow$/),
    ]);
  }, 90_000);
});
