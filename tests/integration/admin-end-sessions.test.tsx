import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chooseAction,
  confirmButton,
  listenDemoApi,
  openRow,
  resetApp,
  server,
  startApp,
  store,
  tokenFor,
  UI_WAIT_MS,
} from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const signedIn = async (token: string) =>
  (
    await fetch(`${window.location.origin}/api/admin/getadmindetail`, {
      headers: { Authorization: token },
    })
  ).status === 200;
const admin = (email: string) => store.all('admins').find((row) => row.email === email)!;

describe('Sub Admin: End sessions', () => {
  it("a superadmin signs an admin out of every browser from the admin's row", async () => {
    const user = userEvent.setup();
    const operator = [await tokenFor('operator@demo.test'), await tokenFor('operator@demo.test')];
    const finance = await tokenFor('finance@demo.test');
    const { _id: id, name } = admin('operator@demo.test');
    await openRow(
      user,
      '/sub-admin',
      'superadmin@demo.test',
      String(admin('operator@demo.test').email),
    );
    // A row's actions are named by its record's title.
    await chooseAction(user, String(name), 'End sessions');
    await user.click(await confirmButton('End sessions'));
    await waitFor(
      async () => expect(await Promise.all(operator.map(signedIn))).toEqual([false, false]),
      {
        timeout: UI_WAIT_MS,
      },
    );
    expect(await signedIn(finance)).toBe(true);
    // Written to the audit trail, under the superadmin.
    expect(store.all('audit-log')[0]).toMatchObject({
      action: 'end-sessions',
      recordId: id,
      outcome: 200,
    });
  });

  it("is on the admin's own page too, beside its form", async () => {
    const user = userEvent.setup();
    const finance = await tokenFor('finance@demo.test');
    const operator = await tokenFor('operator@demo.test');
    await startApp(`/update-admin/${String(admin('finance@demo.test')._id)}`, {
      signedInAs: 'superadmin@demo.test',
    });
    await user.click(
      await screen.findByRole('button', { name: 'End sessions' }, { timeout: UI_WAIT_MS }),
    );
    await user.click(await confirmButton('End sessions'));
    await waitFor(async () => expect(await signedIn(finance)).toBe(false), { timeout: UI_WAIT_MS });
    expect(await signedIn(operator)).toBe(true);
  });

  it('is not offered to a sub-admin, even with edit on Sub Admin', async () => {
    const user = userEvent.setup();
    store.update('admins', admin('finance@demo.test')._id, {
      restriction: [{ name: 'Sub Admin', canView: true, canEdit: true }],
    });
    const viewer = admin('nobody@demo.test');
    await openRow(user, '/sub-admin', 'finance@demo.test', String(viewer.email));
    await user.click(screen.getByRole('button', { name: `Actions for ${String(viewer.name)}` }));
    await screen.findByRole('menuitem', { name: 'Disable' });
    expect(screen.queryByRole('menuitem', { name: 'End sessions' })).toBeNull();
  });
});
