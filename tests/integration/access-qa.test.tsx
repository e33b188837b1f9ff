import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RestrictionEntry } from '../../access/names';
import { formReady, listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

// A ceiling, not a timing goal: these pages draw 50-row tables in jsdom on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const edit = (name: string): RestrictionEntry => ({ name, canView: true, canEdit: true });

/** The form's inputs are re-created once after mount (Refine's useForm resets the fields). */
describe('"View as" (superadmin, /sub-admin?viewAs=<id>)', () => {
  it('opens from the row action and shows that admin’s sidebar and route decisions, read-only', async () => {
    const user = userEvent.setup();
    await startApp('/sub-admin?viewAs=admin-operator', { signedInAs: 'superadmin@demo.test' });
    await screen.findByText('View as Olivia Operator (operator@demo.test)', undefined, {
      timeout: UI_WAIT_MS,
    });
    const drawer = screen.getByRole('dialog', { name: /View as Olivia Operator/ });
    const sidebar = await within(drawer).findByRole(
      'menu',
      { name: 'Sidebar as this admin' },
      {
        timeout: UI_WAIT_MS,
      },
    );
    const items = within(sidebar)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Users', 'Tags', 'Events', 'Resolved Markets']));
    expect(items).not.toContain('Dashboard');
    expect(items).not.toContain('Sub Admin');
    const routes = within(drawer).getByRole('table', { name: 'Routes as this admin' });
    const line = (path: string) => within(routes).getByText(path).closest('tr')!;
    expect(line('/dashboard')).toHaveTextContent('redirect → /user-list');
    expect(line('/add-tag')).toHaveTextContent('allow');
    expect(line('/sub-admin')).toHaveTextContent('redirect → /user-list');
    // A path typed by hand gets the guard's answer too.
    await user.type(within(drawer).getByLabelText('Try a path'), '/update-coin/7');
    expect(within(drawer).getByTestId('path-decision')).toHaveTextContent('redirect → /user-list');
    // Still signed in as the superadmin: nothing changed.
    expect(store.find('admins', 'admin-operator')!.restriction).toHaveLength(9);
    // The row action behind the drawer is what opens it (Chromium clicks it: access-qa.e2e).
    const row = (await screen.findByText('Olivia Operator', { selector: 'td *, td' })).closest(
      'tr',
    )!;
    expect(within(row).getByRole('link', { name: 'View as' })).toHaveAttribute(
      'href',
      '/sub-admin?viewAs=admin-operator',
    );
  });

  it('exports the access matrix as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:matrix';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await startApp('/sub-admin?viewAs=admin-viewer', { signedInAs: 'superadmin@demo.test' });
    const drawer = await screen.findByRole('dialog', { name: /View as/ }, { timeout: UI_WAIT_MS });
    await user.click(
      await within(drawer).findByRole(
        'button',
        { name: /Export matrix CSV/ },
        { timeout: UI_WAIT_MS },
      ),
    );
    expect(blobs).toHaveLength(1);
    const text = await blobs[0].text();
    expect(text.split('\r\n')[0]).toBe('section,subject,module,action,decision');
    expect(text).toContain('module,Tags,Tags,view,allow');
    expect(text).toContain('route,/add-tag,Tags,edit,redirect /dashboard');
  });

  it('is not offered to a sub-admin, even with edit on Sub Admin', async () => {
    store.update('admins', 'admin-operator', { restriction: [edit('Sub Admin')] });
    await startApp('/sub-admin?viewAs=admin-viewer', { signedInAs: 'operator@demo.test' });
    expect(
      await screen.findByText('Only a superadmin can view as another admin.', undefined, {
        timeout: UI_WAIT_MS,
      }),
    ).toBeInTheDocument();
    await screen.findByText('Vera Viewer', undefined, { timeout: UI_WAIT_MS });
    expect(screen.queryByRole('button', { name: 'View as' })).not.toBeInTheDocument();
  });
});

describe('Sub Admin rows a sub-admin may not change', () => {
  it('shows no Edit, Disable or Reset 2FA on a superadmin row (the API answers 403)', async () => {
    store.update('admins', 'admin-operator', {
      restriction: [edit('Sub Admin'), edit('Sub Admin Login History')],
    });
    store.update('admins', 'admin-superadmin', { twoFactorEnabled: true });
    await startApp('/sub-admin', { signedInAs: 'operator@demo.test' });
    const superRow = (
      await screen.findByText('Sam Super', undefined, { timeout: UI_WAIT_MS })
    ).closest('tr')!;
    const nobodyRow = screen.getByText('Ned Nobody').closest('tr')!;
    const viewerRow = screen.getByText('Vera Viewer').closest('tr')!;
    // An admin with no right the operator lacks keeps its buttons.
    expect(within(nobodyRow).getByRole('link', { name: 'Edit Ned Nobody' })).toBeInTheDocument();
    expect(
      within(nobodyRow).getByRole('button', { name: 'Actions for Ned Nobody' }),
    ).toBeInTheDocument();
    // One with rights the operator lacks (view on every module) is not the operator's to change:
    // setting its e-mail and asking for a reset link would take those rights over.
    expect(within(viewerRow).queryByRole('link', { name: 'Edit Vera Viewer' })).toBeNull();
    expect(within(viewerRow).queryByRole('button', { name: 'Actions for Vera Viewer' })).toBeNull();
    expect(within(superRow).queryByRole('link', { name: 'Edit Sam Super' })).toBeNull();
    expect(within(superRow).queryByRole('button', { name: 'Actions for Sam Super' })).toBeNull();
    expect(within(superRow).queryByText('Disable')).toBeNull();
    // The sign-in history link (view only) stays.
    expect(within(superRow).getByRole('button', { name: 'Sign-ins' })).toBeInTheDocument();
  });
});

describe('the /update-admin form of an admin the viewer may not change', () => {
  it('is read-only, saying why, for a sub-admin on a superadmin', async () => {
    store.update('admins', 'admin-operator', { restriction: [edit('Sub Admin')] });
    await startApp('/update-admin/admin-superadmin', { signedInAs: 'operator@demo.test' });
    expect(
      await screen.findByText('Only a superadmin can change a superadmin.', undefined, {
        timeout: UI_WAIT_MS,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('superadmin@demo.test'));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
  });

  it('is read-only, naming the rights, for a sub-admin on an admin with rights it lacks', async () => {
    store.update('admins', 'admin-operator', {
      restriction: [edit('Sub Admin'), edit('Events')],
    });
    store.update('admins', 'admin-finance', {
      restriction: [edit('Events'), edit('Withdraw')],
    });
    await startApp('/update-admin/admin-finance', { signedInAs: 'operator@demo.test' });
    expect(
      await screen.findByText(
        'This admin has rights you do not have (view on Withdraw): only a superadmin or an admin with them can change it.',
        undefined,
        { timeout: UI_WAIT_MS },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('finance@demo.test'));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
  });
});

describe('the /add-admin and /update-admin forms', () => {
  it('masks the new admin’s password, with a show/hide toggle', async () => {
    const user = userEvent.setup();
    await startApp('/add-admin', { signedInAs: 'superadmin@demo.test' });
    const password = await formReady('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'Secret#123');
    const toggle = () =>
      screen.getByLabelText('Password').parentElement!.querySelector('.ant-input-password-icon')!;
    await user.click(toggle());
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret#123');
    await user.click(toggle());
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows what the admin gains and loses before the restriction is saved', async () => {
    const user = userEvent.setup();
    await startApp('/update-admin/admin-viewer', { signedInAs: 'superadmin@demo.test' });
    await formReady('Email');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('viewer@demo.test'), {
      timeout: UI_WAIT_MS,
    });
    expect(
      await screen.findByText('No change to this admin’s access yet.', undefined, {
        timeout: UI_WAIT_MS,
      }),
    ).toBeInTheDocument();
    await user.click(
      await screen.findByRole('switch', { name: 'Edit Tags' }, { timeout: UI_WAIT_MS }),
    );
    await user.click(screen.getByRole('switch', { name: 'View Users' }));
    const changes = await screen.findByRole('region', { name: 'Access changes' });
    const line = (subject: string) => within(changes).getByText(subject).closest('tr')!;
    await waitFor(() => expect(line('view Users')).toHaveTextContent(/loses.*allow→deny/));
    expect(line('edit Tags')).toHaveTextContent(/gains.*deny→allow/);
    expect(line('/add-tag')).toHaveTextContent(/gains.*redirect \/dashboard→allow/);
    expect(line('/user-list')).toHaveTextContent(/loses.*allow→redirect \/dashboard/);
    expect(within(changes).getByRole('alert')).toHaveTextContent('gains 3 and loses 3');
    // Nothing is saved until Save.
    expect(store.find('admins', 'admin-viewer')!.restriction).not.toContainEqual(edit('Tags'));
  });
});
