import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formReady, listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** An admin's name says who did something: the form refuses a bidi control in it, as the API does. */
describe("Sub Admin form: an admin's name", () => {
  it('says which invisible character it holds, and saves nothing', async () => {
    const user = userEvent.setup();
    await startApp('/update-admin/admin-operator', { signedInAs: 'superadmin@demo.test' });
    await formReady('Name');
    // The record's own read may still hold (or draw again) the form on a busy machine.
    const name = await waitFor(
      () => {
        const field = screen.getByLabelText('Name');
        expect(field).toBeEnabled();
        return field;
      },
      { timeout: UI_WAIT_MS },
    );
    // U+202E shows what follows reversed: "Sam Super" drawn from "repuS maS". Set as a paste
    // would: a loaded CI machine once had the field lose focus between keystrokes.
    fireEvent.change(name, { target: { value: '\u202ErepuS maS' } });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(
        'Name must not contain invisible or control characters (U+202E found)',
        undefined,
        { timeout: UI_WAIT_MS },
      ),
    ).toBeTruthy();
    expect(store.find('admins', 'admin-operator')!.name).toBe('Olivia Operator');
  }, 60_000);
});
