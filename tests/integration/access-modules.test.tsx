import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RestrictionEntry } from '../../access/names';
import { formReady, listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';
import { api, edit, sidebarGroups, signInAgainAs } from './support/admins';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

describe('Modules: rename and delete', () => {
  it('renaming a module keeps every admin that has it (menu and API)', async () => {
    const user = userEvent.setup();
    const tags = store.all('modules').find((module) => module.name === 'Tags')!;
    await startApp(`/update-modules/${tags._id}`, { signedInAs: 'superadmin@demo.test' });
    await formReady('Name');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Tags'), {
      timeout: UI_WAIT_MS,
    });
    const name = await formReady('Name');
    await user.clear(name);
    await user.type(name, 'Labels');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(store.find('modules', tags._id)).toMatchObject({ name: 'Labels' }));
    expect(store.find('modules', tags._id)!.key).toBe('Tags');
    const operator = store.find('admins', 'admin-operator')!.restriction as RestrictionEntry[];
    expect(operator).toContainEqual(edit('Labels'));
    expect(operator.some((entry) => entry.name === 'Tags')).toBe(false);
    // The operator still reads and edits tags, through the module key.
    expect((await api('GET', 'tags', 'operator@demo.test')).status).toBe(200);
    await signInAgainAs('operator@demo.test', '/tags');
    // Its groups as before, Categories open on /tags with Tags (the renamed module) in it.
    await waitFor(() =>
      expect(sidebarGroups()).toEqual([
        'User Management',
        'Categories',
        'Tags',
        'Category',
        'Markets',
        'Resolution',
        'Admin controller',
      ]),
    );
    expect(
      await screen.findByRole('button', { name: /New tag/ }, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
  });

  it('a new module gets its name as key, and may not take a renamed module’s key', async () => {
    const tags = store.all('modules').find((module) => module.name === 'Tags')!;
    await api('PUT', `modules/${tags._id}`, 'superadmin@demo.test', { name: 'Labels' });
    const clash = await api('POST', 'modules', 'superadmin@demo.test', {
      name: 'tags',
      route: '/tags',
      sortOrder: 99,
      isActive: true,
    });
    expect(clash.status).toBe(400);
    expect((clash.body.errors as Record<string, string>).name).toBe(
      '"tags" is the access key of module "Labels"',
    );
    // The key is the server's to set: one sent is refused, not taken.
    const keyed = await api('POST', 'modules', 'superadmin@demo.test', {
      name: 'Reports Archive',
      route: '/reports-archive',
      sortOrder: 99,
      isActive: true,
      key: 'Users',
    });
    expect(keyed.status).toBe(400);
    expect((keyed.body.errors as Record<string, string>).key).toMatch(/set by the server/);
    const fresh = await api('POST', 'modules', 'superadmin@demo.test', {
      name: 'Reports Archive',
      route: '/reports-archive',
      sortOrder: 99,
      isActive: true,
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.result).toMatchObject({ key: 'Reports Archive' });
  });

  it('refuses to delete a module that restrictions name, saying who uses it', async () => {
    const tags = store.all('modules').find((module) => module.name === 'Tags')!;
    const refused = await api('DELETE', `modules/${tags._id}`, 'superadmin@demo.test');
    expect(refused.status).toBe(409);
    expect(String(refused.body.message)).toMatch(/Olivia Operator/);
    const unused = store.all('modules').find((module) => module.name === 'Site Setting')!;
    const users = store
      .all('admins')
      .filter((admin) =>
        (admin.restriction as RestrictionEntry[]).some((entry) => entry.name === 'Site Setting'),
      );
    if (users.length === 0)
      expect((await api('DELETE', `modules/${unused._id}`, 'superadmin@demo.test')).status).toBe(
        200,
      );
  });
});
