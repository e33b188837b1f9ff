import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '../../src/toast/toasts';
import {
  formReady,
  listenDemoApi,
  requests,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

beforeAll(listenDemoApi);

/** The form's inputs are re-created once after mount (Refine's useForm resets the fields). */
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

describe('Tags form (generic create/edit from the declaration)', () => {
  it('puts a 400 field error on its field and keeps the input', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/add-tag', { signedInAs: 'operator@demo.test' });
    const taken = store.all('tags')[0];
    await user.type(await formReady('Label'), 'Duplicate label');
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveValue('duplicate-label');
    await user.clear(slug);
    await user.type(slug, String(taken.slug));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(`Slug "${String(taken.slug)}" is already used`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('Duplicate label');
    expect(router.state.location.pathname).toBe('/add-tag');
    expect(toastStore.get().toasts[0]).toMatchObject({
      type: 'error',
      message: 'Could not save the tag',
    });
  });

  it("checks the declaration's cross-field rule before sending", async () => {
    const user = userEvent.setup();
    await startApp('/add-tag', { signedInAs: 'operator@demo.test' });
    await user.type(await formReady('Label'), 'Both ways');
    await user.click(screen.getByLabelText('Force show'));
    await user.click(screen.getByLabelText('Force hide'));
    requests.length = 0;
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('A tag cannot be forced shown and hidden at once.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates a tag and returns to the list with a success toast', async () => {
    const user = userEvent.setup();
    const { router } = await startApp('/add-tag', { signedInAs: 'operator@demo.test' });
    await user.type(await formReady('Label'), 'Quantum Computing');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    expect(store.all('tags').find((tag) => tag.slug === 'quantum-computing')).toMatchObject({
      label: 'Quantum Computing',
      createdBy: 'admin-operator',
    });
    expect(toastStore.get().toasts[0]).toMatchObject({ type: 'success', message: 'Tag created' });
  });

  it('loads an existing tag for editing and saves the change', async () => {
    const user = userEvent.setup();
    const tag = store.all('tags')[3];
    const { router } = await startApp(`/update-tag/${tag._id}`, {
      signedInAs: 'superadmin@demo.test',
    });
    await waitFor(() => expect(screen.getByLabelText('Label')).toHaveValue(String(tag.label)));
    const label = await formReady('Label');
    expect(screen.getByLabelText('Slug')).toHaveValue(String(tag.slug));
    await user.clear(label);
    await user.type(label, 'Renamed tag');
    // Editing keeps the stored slug: it does not follow the label.
    expect(screen.getByLabelText('Slug')).toHaveValue(String(tag.slug));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    expect(store.find('tags', tag._id)?.label).toBe('Renamed tag');
  });
});

describe('after a save', () => {
  it('returns to the list as the admin left it (search, sorting, page)', async () => {
    const user = userEvent.setup({ delay: null });
    const tag = store.all('tags')[5];
    const { router } = await startApp('/tags', { signedInAs: 'operator@demo.test' });
    const search = await screen.findByPlaceholderText('Search label or slug', undefined, {
      timeout: UI_WAIT_MS,
    });
    await user.type(search, `${String(tag.slug)}{Enter}`);
    await waitFor(() =>
      expect(router.state.location.search).toContain(encodeURIComponent(String(tag.slug))),
    );
    const listSearch = router.state.location.search;
    await user.click(await screen.findByLabelText(`Edit ${String(tag.label)}`));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue(String(tag.label)),
    );
    const label = await formReady('Label');
    await user.type(label, ' (renamed)');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tags'));
    expect(router.state.location.search).toBe(listSearch);
  });
});
