import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formReady, listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';
import { liveStatus } from '../../src/state/liveStatus';
import { accessChange } from '../../src/layout/AccessChanges';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  accessChange.set({ at: 0, by: undefined });
});
afterAll(() => server.close());

/** Changes the operator's restriction as a superadmin's save would (the store's row, stamped). */
function changeOperator(extra: { name: string; canView: boolean; canEdit: boolean }[]) {
  const admin = store.find('admins', 'admin-operator')!;
  store.update('admins', 'admin-operator', {
    restriction: [...(admin.restriction as object[]), ...extra],
    updatedBy: 'admin-superadmin',
  });
}

describe('rights that change while the panel is open', () => {
  it('are followed at once with a notice naming who changed them; the page and its input stay', async () => {
    const user = userEvent.setup();
    const tag = store.all('tags')[0]!;
    await startApp(`/update-tag/${String(tag._id)}`, { signedInAs: 'operator@demo.test' });
    // The panel has started in full (the live feed open) before anything is typed.
    await waitFor(() => expect(liveStatus.get().state).toBe('live'), { timeout: UI_WAIT_MS });
    const label = await formReady('Label');
    await user.clear(label);
    await user.type(label, 'Typed before the change');
    changeOperator([{ name: 'Withdraw', canView: true, canEdit: false }]);
    const notice = await screen.findByTestId('access-changed', {}, { timeout: UI_WAIT_MS });
    expect(notice).toHaveTextContent(/Your access was changed by Sam Super/);
    await waitFor(() =>
      expect(screen.getByTestId('sidebar')).toHaveTextContent('Transfer History'),
    );
    // The form was never unmounted: what was typed is still there.
    expect(screen.getByLabelText('Label')).toHaveValue('Typed before the change');
  }, 90_000);
});
