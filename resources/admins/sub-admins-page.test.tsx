import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RestrictionEntry } from '../../access/names';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { LAST_SUPERADMIN_MESSAGE } from './demo/rules';
import { verifyPassword } from '../../src/demo/passwordHash';
import { toastStore } from '../../src/toast/toasts';
import {
  formReady,
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';
import {
  api,
  edit,
  sidebarGroups,
  signInAgainAs,
  view,
} from '../../tests/integration/support/admins';
import { withSingleControl } from '../../tests/integration/support/singleControl';

beforeAll(listenDemoApi);
// About the restriction editor: saved at once here (dual control's screens have their own files).
withSingleControl(store);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

describe('Sub Admin: create and update (restriction editor)', () => {
  it('creates a sub-admin whose menu is what was granted; its password is never answered', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/add-admin', { signedInAs: 'superadmin@demo.test' });
    await user.type(await formReady('Name'), 'Tina Tags');
    await user.type(screen.getByLabelText('Email'), 'tina@demo.test');
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    const viewTags = await screen.findByRole(
      'switch',
      { name: 'View Tags' },
      { timeout: UI_WAIT_MS },
    );
    await user.click(viewTags);
    // Edit turns View on.
    await user.click(screen.getByRole('switch', { name: 'Edit Users' }));
    expect(screen.getByRole('switch', { name: 'View Users' })).toBeChecked();
    // View off turns Edit off.
    await user.click(screen.getByRole('switch', { name: 'Edit Series' }));
    await user.click(screen.getByRole('switch', { name: 'View Series' }));
    expect(screen.getByRole('switch', { name: 'Edit Series' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-admin'), {
      timeout: UI_WAIT_MS,
    });
    const row = store.all('admins').find((admin) => admin.email === 'tina@demo.test')!;
    expect(row).toMatchObject({ role: 'subadmin', status: 'active' });
    // Stored as a hash only (src/demo/passwordHash.ts).
    expect(row.password).toBeUndefined();
    expect(await verifyPassword(DEMO_PASSWORD, row.passwordHash)).toBe(true);
    expect(row.restriction).toEqual([view('Tags'), edit('Users')]);

    const listed = await api('GET', 'admins?q=tina', 'superadmin@demo.test');
    expect(JSON.stringify(listed.body)).not.toContain(DEMO_PASSWORD);
    expect(JSON.stringify(listed.body)).not.toContain('"password"');
    // Nor can a filter on it tell whether a password matches.
    const oracle = await api('GET', `admins?password=${DEMO_PASSWORD}`, 'superadmin@demo.test');
    expect((oracle.body.result as { total: number }).total).toBe(0);

    await signInAgainAs('tina@demo.test');
    await waitFor(
      () => expect(sidebarGroups()).toEqual(['User Management', 'Categories', 'Admin controller']),
      {
        timeout: UI_WAIT_MS,
      },
    );
    // Typing a whole form with user-event is slow in jsdom on a busy machine.
  }, 90_000);

  it('counts the granted modules among the rows shown, under a heading of its own', async () => {
    await startApp('/update-admin/admin-viewer', { signedInAs: 'superadmin@demo.test' });
    await screen.findByRole('switch', { name: 'View Tags' }, { timeout: UI_WAIT_MS });
    const rows = screen.getAllByRole('switch', { name: /^View / });
    // The viewer may view every module shown; it also holds own-account entries (Profile, 2FA
    // Settings ...), which have no row and are not counted.
    await waitFor(() =>
      expect(screen.getByText(/modules granted$/)).toHaveTextContent(
        `${rows.length} of ${rows.length} modules granted`,
      ),
    );
    const shown = screen.getAllByRole('switch', { name: /^View / });
    expect(shown).toHaveLength(rows.length);
    for (const row of shown) expect(row).toHaveAttribute('aria-checked', 'true');
    expect(
      await screen.findByRole('heading', { name: 'What changes on save' }, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
  }, 90_000);

  it('updates an admin: the new restriction is its menu at the next sign-in', async () => {
    const user = userEvent.setup();
    await startApp('/update-admin/admin-nobody', { signedInAs: 'superadmin@demo.test' });
    await formReady('Email');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('nobody@demo.test'), {
      timeout: UI_WAIT_MS,
    });
    await formReady('Name');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(
      await screen.findByRole('switch', { name: 'Edit Tags' }, { timeout: UI_WAIT_MS }),
    );
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(store.find('admins', 'admin-nobody')!.restriction).toEqual([edit('Tags')]),
    );
    await signInAgainAs('nobody@demo.test', '/tags');
    // Its one group, open on /tags with its one item.
    await waitFor(
      () => expect(sidebarGroups()).toEqual(['Categories', 'Tags', 'Admin controller']),
      {
        timeout: UI_WAIT_MS,
      },
    );
    expect(await screen.findByRole('button', { name: /New tag/ })).toBeInTheDocument();
  });

  it('hides the editor for a superadmin', async () => {
    const user = userEvent.setup();
    await startApp('/add-admin', { signedInAs: 'superadmin@demo.test' });
    await formReady('Name');
    expect(
      await screen.findByRole('switch', { name: 'View Tags' }, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Superadmin', {}, { timeout: UI_WAIT_MS }));
    expect(
      await screen.findByText('A superadmin has every right: restrictions do not apply.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'View Tags' })).not.toBeInTheDocument();
  });

  it('cannot grant what the editing admin lacks: switches disabled, the API answers 400', async () => {
    const operator = store.find('admins', 'admin-operator')!;
    store.update('admins', 'admin-operator', {
      restriction: [...(operator.restriction as RestrictionEntry[]), edit('Sub Admin')],
    });
    await startApp('/add-admin', { signedInAs: 'operator@demo.test' });
    await formReady('Name');
    const viewBots = await screen.findByRole(
      'switch',
      { name: 'View Trade Bot' },
      {
        timeout: UI_WAIT_MS,
      },
    );
    expect(viewBots).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Edit Users' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'View Users' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Edit Tags' })).toBeEnabled();

    const refused = await api('POST', 'admins', 'operator@demo.test', {
      name: 'Escalated',
      email: 'escalated@demo.test',
      password: 'Secret123',
      role: 'subadmin',
      restriction: [view('Tags'), view('Trade Bot')],
    });
    expect(refused.status).toBe(400);
    expect((refused.body.errors as Record<string, string>).restriction).toBe(
      'You cannot grant rights you do not have: view on Trade Bot',
    );
    const superadmin = await api('POST', 'admins', 'operator@demo.test', {
      name: 'Escalated',
      email: 'escalated@demo.test',
      password: 'Secret123',
      role: 'superadmin',
    });
    expect(superadmin.status).toBe(400);
    const allowed = await api('POST', 'admins', 'operator@demo.test', {
      name: 'Helper',
      email: 'helper@demo.test',
      password: 'Secret123',
      role: 'subadmin',
      restriction: [edit('Tags'), view('Users')],
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.result).not.toHaveProperty('password');
  });

  it('a sub-admin may not change a superadmin (403): no account takeover', async () => {
    store.update('admins', 'admin-operator', { restriction: [edit('Sub Admin')] });
    const email = await api('PUT', 'admins/admin-superadmin', 'operator@demo.test', {
      email: 'mine@demo.test',
    });
    expect(email.status).toBe(403);
    expect(
      (await api('POST', 'admins/admin-superadmin/disable', 'operator@demo.test')).status,
    ).toBe(403);
    expect(store.find('admins', 'admin-superadmin')).toMatchObject({
      email: 'superadmin@demo.test',
      status: 'active',
    });
    // Nor a sub-admin with rights it lacks: its e-mail, a reset link, and they would be its own.
    store.update('admins', 'admin-viewer', { twoFactorEnabled: true });
    const stronger = await api('PUT', 'admins/admin-viewer', 'operator@demo.test', {
      email: 'mine@demo.test',
    });
    expect(stronger.status).toBe(403);
    expect(stronger.body.message).toMatch(/^This admin has rights you do not have \(view on /);
    for (const action of ['disable', 'reset-2fa'])
      expect(
        (await api('POST', `admins/admin-viewer/${action}`, 'operator@demo.test')).status,
      ).toBe(403);
    expect(store.find('admins', 'admin-viewer')).toMatchObject({
      email: 'viewer@demo.test',
      status: 'active',
    });
    // A sub-admin with no right it lacks it may still change (signed in: its session ends).
    await api('GET', 'tags', 'nobody@demo.test');
    const nobody = await api('POST', 'admins/admin-nobody/disable', 'operator@demo.test');
    expect(nobody.status).toBe(200);
    expect(nobody.body.result).toMatchObject({ status: 'disabled' });
    expect(nobody.body.result).not.toHaveProperty('password');
    // A disabled admin's next request is refused.
    expect(store.all('sessions').some((session) => session.adminId === 'admin-nobody')).toBe(false);
  });

  it('a saved restriction takes effect at that admin’s next request', async () => {
    expect((await api('GET', 'tags', 'nobody@demo.test')).status).toBe(403);
    const saved = await api('PUT', 'admins/admin-nobody', 'superadmin@demo.test', {
      restriction: [view('Tags')],
    });
    expect(saved.status).toBe(200);
    expect((await api('GET', 'tags', 'nobody@demo.test')).status).toBe(200);
    expect((await api('POST', 'tags', 'nobody@demo.test', { label: 'x' })).status).toBe(403);
    await api('PUT', 'admins/admin-nobody', 'superadmin@demo.test', { restriction: [] });
    expect((await api('GET', 'tags', 'nobody@demo.test')).status).toBe(403);
  });
});

describe('the last active superadmin', () => {
  it('cannot be disabled or demoted (409); another superadmin can', async () => {
    // twofa@demo.test is the other superadmin: disable it first.
    const twofa = store.all('admins').find((admin) => admin.email === 'twofa@demo.test')!;
    expect((await api('POST', `admins/${twofa._id}/disable`, 'superadmin@demo.test')).status).toBe(
      200,
    );
    const disable = await api('POST', 'admins/admin-superadmin/disable', 'superadmin@demo.test');
    expect(disable).toMatchObject({ status: 409, body: { message: LAST_SUPERADMIN_MESSAGE } });
    const demote = await api('PUT', 'admins/admin-superadmin', 'superadmin@demo.test', {
      role: 'subadmin',
    });
    expect(demote).toMatchObject({ status: 409, body: { message: LAST_SUPERADMIN_MESSAGE } });
    expect(store.find('admins', 'admin-superadmin')).toMatchObject({
      role: 'superadmin',
      status: 'active',
    });
    // With another active superadmin, demoting is fine.
    await api('POST', `admins/${twofa._id}/enable`, 'superadmin@demo.test');
    const ok = await api('PUT', `admins/${twofa._id}`, 'superadmin@demo.test', {
      role: 'subadmin',
    });
    expect(ok.status).toBe(200);
  });

  it('shows the 409 message when Disable is pressed on /sub-admin', async () => {
    // The dropdown animates in jsdom: its items keep pointer-events none.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const twofa = store.all('admins').find((admin) => admin.email === 'twofa@demo.test')!;
    store.update('admins', twofa._id, { status: 'disabled' });
    await startApp('/sub-admin?q=superadmin%40demo.test', { signedInAs: 'superadmin@demo.test' });
    await user.click(
      await screen.findByRole('button', { name: 'Actions for Sam Super' }, { timeout: UI_WAIT_MS }),
    );
    await user.click(await screen.findByText('Disable'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(toastStore.get().toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          message: 'Disable failed',
          description: LAST_SUPERADMIN_MESSAGE,
        }),
      ),
    );
    expect(store.find('admins', 'admin-superadmin')!.status).toBe('active');
  });
});
