import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '../../src/toast/toasts';
import { formReady, listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** A right-to-left override: unisolated, it shows the rest of its line reversed. */
const RLO = '\u202e';
/** The element of the text `text` is a <bdi>: what is drawn beside it keeps its order. */
const isolatedIn = (text: string, within: HTMLElement = document.body) => {
  const found = [...within.querySelectorAll('bdi')].filter((bdi) => bdi.textContent === text);
  return found.length > 0;
};

/** Record text is drawn bidi-isolated: lists, show pages, palette, bell, toasts. */
describe('record text with a bidi control', () => {
  it('is isolated in list cells', async () => {
    // Tag labels are not identifying names: the API takes any text for them.
    for (const row of store.all('tags'))
      store.update('tags', row._id, { label: `${RLO}${String(row.label)}` });
    await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    await waitFor(
      () => {
        const cells = [...document.querySelectorAll('td')].filter((cell) =>
          cell.textContent?.startsWith(RLO),
        );
        expect(cells.length).toBeGreaterThan(0);
        for (const cell of cells) expect(isolatedIn(String(cell.textContent), cell)).toBe(true);
      },
      { timeout: UI_WAIT_MS },
    );
  }, 90_000);

  it('is isolated in the toast line after a save', async () => {
    const tag = store.all('tags')[0];
    const label = `${RLO}${String(tag.label)}`;
    store.update('tags', tag._id, { label });
    const user = userEvent.setup({ delay: null });
    await startApp(`/update-tag/${tag._id}`, { signedInAs: 'superadmin@demo.test' });
    await waitFor(() => expect(screen.getByLabelText('Label')).toHaveValue(label), {
      timeout: UI_WAIT_MS,
    });
    await user.type(await formReady('Label'), ' edited');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'success',
        description: `\u2068${label} edited\u2069`,
      }),
    );
  }, 90_000);

  it('is isolated from its hint in the Ctrl-K palette', async () => {
    const tag = store.all('tags')[0];
    const label = `${RLO}Palette tag`;
    store.update('tags', tag._id, { label });
    await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    await screen.findByRole('button', { name: 'Search Ctrl K' }, { timeout: 45_000 });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search pages and records' });
    fireEvent.change(input, { target: { value: tag._id } });
    const option = await screen.findByRole('option', { name: new RegExp(`Palette tag`) });
    expect(isolatedIn(label, option)).toBe(true);
  }, 90_000);

  it("is isolated in the bell's unread list", async () => {
    const [latest] = store
      .all('notifications')
      .filter((row) => row.adminId === 'admin-operator' && !row.readAt)
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    const title = `${RLO}Reversed title`;
    store.update('notifications', latest._id, { title, body: `${RLO}and body` });
    await startApp('/events', { signedInAs: 'operator@demo.test' });
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: /^Notifications, \d+ unread$/ },
        { timeout: UI_WAIT_MS },
      ),
    );
    const list = await screen.findByRole('list', { name: 'Unread notifications' });
    await waitFor(() => expect(isolatedIn(title, list)).toBe(true));
    expect(isolatedIn(`${RLO}and body`, within(list).getAllByRole('button')[0])).toBe(true);
  }, 90_000);
});
