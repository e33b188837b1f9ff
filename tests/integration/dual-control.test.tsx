import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { listLink } from '../../src/model/listLink';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import {
  confirmButton,
  formReady,
  formSettled,
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';

/**
 * Dual control on screen (every kind on, as seeded): a held save is said to wait, never to be
 * saved, and changes nothing shown; the Approvals inbox lists it for the admin who may decide it,
 * with its field-by-field diff.
 */
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const usdc = () => store.all('coins').find((coin) => coin.symbol === 'USDC')!;

/** A change of USDC's limits proposed by finance, waiting. */
function insertPendingChange() {
  store.insert('approvals', {
    _id: 'pending-1',
    resource: 'coins',
    recordId: usdc()._id,
    recordTitle: 'USDC',
    action: 'update',
    kind: 'coinLimits',
    module: 'Coin List',
    changes: [{ field: 'maxWithdraw', before: '1', after: '2' }],
    proposedBy: 'admin-finance',
    proposedByName: 'Felix Finance',
    proposedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    status: 'pending',
  });
}

describe('a held change on screen', () => {
  it('the coin form says it waits for a second admin, and the coin keeps its value', async () => {
    const user = userEvent.setup({ delay: null });
    const before = usdc().secondApprovalThreshold;
    await startApp(`/update-coin/${usdc()._id}`, { signedInAs: 'finance@demo.test' });
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveValue('USDC'),
      {
        timeout: UI_WAIT_MS,
      },
    );
    await formSettled();
    const field = screen.getByRole('textbox', { name: 'Second approval above' });
    // Before saving: the form says the save will wait, and why (only once a held field differs).
    expect(screen.queryByTestId('held-save-notice')).toBeNull();
    await user.clear(field);
    await user.type(field, '4321');
    expect(await screen.findByTestId('held-save-notice')).toHaveTextContent(
      "Saving this needs a second admin: A coin's limits, fees and approval threshold",
    );
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Waiting for a second admin', {}, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Coin saved/)).toBeNull();
    expect(usdc().secondApprovalThreshold).toBe(before);
    expect(store.all('approvals').filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('a new admin is created without the rights that wait, and the toast says so', async () => {
    const user = userEvent.setup({ delay: null });
    await startApp('/add-admin', { signedInAs: 'superadmin@demo.test' });
    await user.type(await formReady('Name'), 'Wanda Withdraw');
    await user.type(screen.getByLabelText('Email'), 'wanda@demo.test');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(
      await screen.findByRole('switch', { name: 'Edit Withdraw' }, { timeout: UI_WAIT_MS }),
    );
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(
        'Admin created; part of it waits for a second admin',
        {},
        { timeout: UI_WAIT_MS },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Admin created')).toBeNull();
    const wanda = store.all('admins').find((admin) => admin.email === 'wanda@demo.test')!;
    expect(JSON.stringify(wanda.restriction)).not.toMatch(/"canEdit":true/);
    const waiting = store.all('approvals').find((row) => row.recordId === wanda._id)!;
    expect(waiting).toMatchObject({ status: 'pending', kind: 'adminRights' });
  }, 90_000);

  it('a record with a pending change says so on its page', async () => {
    insertPendingChange();
    await startApp(`/update-coin/${usdc()._id}`, { signedInAs: 'superadmin@demo.test' });
    expect(
      await screen.findByTestId('pending-change-banner', {}, { timeout: UI_WAIT_MS }),
    ).toHaveTextContent(/proposed by Felix Finance/);
  });

  it('a record whose pending changes could not be read says so, never that none wait', async () => {
    insertPendingChange();
    let broken = true;
    server.use(
      http.get('*/api/admin/approvals', () =>
        broken
          ? HttpResponse.json(
              { success: false, message: 'Service Unavailable: approvals are being moved' },
              { status: 503 },
            )
          : undefined,
      ),
    );
    await startApp(`/update-coin/${usdc()._id}`, { signedInAs: 'superadmin@demo.test' });
    const unknown = await screen.findByTestId(
      'pending-change-unknown',
      {},
      { timeout: UI_WAIT_MS },
    );
    expect(unknown).toHaveTextContent('Could not check for changes waiting for a second admin');
    expect(unknown).toHaveTextContent('approvals are being moved');
    expect(screen.queryByTestId('pending-change-banner')).toBeNull();
    broken = false;
    fireEvent.click(within(unknown).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByTestId('pending-change-banner', {}, { timeout: UI_WAIT_MS }),
    ).toHaveTextContent(/proposed by Felix Finance/);
    expect(screen.queryByTestId('pending-change-unknown')).toBeNull();
  });

  it('the site setting page keeps the settings shown as they are until approved', async () => {
    const user = userEvent.setup();
    await startApp('/site-setting', { signedInAs: 'superadmin@demo.test' });
    await screen.findByLabelText('Site name');
    await user.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    expect(await screen.findByTestId('held-save-notice')).toHaveTextContent(
      'Trading, maintenance, registration and default fees',
    );
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await user.click(await confirmButton('Save'));
    expect(
      await screen.findByText('Waiting for a second admin', {}, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('maintenance-banner')).not.toBeInTheDocument();
    expect(store.object('site-setting').maintenanceMode).toBe(false);
  });

  it('the inbox shows it to the admin who may decide it, with its diff', async () => {
    const user = userEvent.setup();
    const finance = await fetch(`${window.location.origin}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'finance@demo.test', password: DEMO_PASSWORD }),
    }).then((response) => response.json() as Promise<{ result: { token: string } }>);
    await fetch(`${window.location.origin}/api/admin/step-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: finance.result.token },
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    const held = await fetch(`${window.location.origin}/api/admin/coins/${usdc()._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: finance.result.token },
      body: JSON.stringify({ maxWithdraw: '2500' }),
    });
    expect(held.status).toBe(202);
    await startApp(listLink('/approvals', 'waitingForMe=true'), {
      signedInAs: 'superadmin@demo.test',
    });
    const id = ((await held.json()) as { result: { _id: string } }).result._id;
    const row = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`);
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: UI_WAIT_MS },
    );
    expect(row.textContent).toContain('USDC');
    expect(row.textContent).toContain('Felix Finance');
    await user.click(within(row).getByRole('button', { name: /expand/i }));
    const detail = await screen.findByTestId('pending-change-detail');
    expect(detail.textContent).toMatch(/Max withdraw/);
    expect(detail.textContent).toMatch(/2,500|2500/);
  });
});
