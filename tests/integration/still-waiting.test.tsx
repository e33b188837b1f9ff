import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toastStore } from '../../src/toast/toasts';
import { stillWaitingAfter } from '../../src/ui/useStillWaiting';
import {
  confirmButton,
  formReady,
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from './harness';

// The notice comes after 5 s in the app (tests/unit/still-waiting-delay.test.tsx); here after
// 300 ms, each case holding its request until it has been seen.
const appDelay = stillWaitingAfter.ms;
beforeAll(() => {
  stillWaitingAfter.ms = 300;
  listenDemoApi();
});
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => {
  stillWaitingAfter.ms = appDelay;
  server.close();
});

/** Holds the calls `matches` picks until `release()`; then the demo API answers them. */
function holdCalls(method: 'get' | 'put' | 'post', path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](path, async () => {
      await held;
      return undefined;
    }),
  );
  return { release };
}

describe('a request the server does not answer', () => {
  it('a list says it is still waiting, and stops saying it once the rows arrive', async () => {
    const { release } = holdCalls('get', '*/api/admin/tags');
    await startApp('/tags', { signedInAs: 'operator@demo.test' });
    const waiting = await screen.findByTestId('still-waiting', {}, { timeout: UI_WAIT_MS });
    expect(waiting).toHaveTextContent('Still waiting for the server…');
    expect(screen.queryByText(/No tags/)).toBeNull();
    release();
    await screen.findAllByRole('link', { name: /^Edit / }, { timeout: UI_WAIT_MS });
    expect(screen.queryByTestId('still-waiting')).toBeNull();
  }, 90_000);

  it('a save says so beside Save and can be stopped, keeping what was typed', async () => {
    const user = userEvent.setup();
    const tag = store.all('tags')[0]!;
    await startApp(`/update-tag/${String(tag._id)}`, { signedInAs: 'operator@demo.test' });
    const label = await formReady('Label');
    await user.clear(label);
    await user.type(label, 'Held label');
    const { release } = holdCalls('put', '*/api/admin/tags/:id');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const waiting = await screen.findByTestId('still-waiting', {}, { timeout: UI_WAIT_MS });
    await user.click(within(waiting).getByRole('button', { name: 'Cancel save' }));
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'error',
        message: 'Stopped waiting for the save',
      }),
    );
    expect(screen.getByLabelText('Label')).toHaveValue('Held label');
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toBeEnabled());
    expect(screen.queryByTestId('still-waiting')).toBeNull();
    release();
  }, 90_000);

  it('the dashboard says so over its placeholder tiles until the figures arrive', async () => {
    const { release } = holdCalls('get', '*/api/admin/dashboard');
    await startApp('/dashboard', { signedInAs: 'superadmin@demo.test' });
    await screen.findByTestId('still-waiting', {}, { timeout: UI_WAIT_MS });
    release();
    await screen.findByTestId('kpi-users', {}, { timeout: UI_WAIT_MS });
    expect(screen.queryByTestId('still-waiting')).toBeNull();
  }, 90_000);

  it("a record's page says so until the record arrives", async () => {
    const person = store.all('users')[0]!;
    const { release } = holdCalls('get', '*/api/admin/users/:id');
    await startApp(`/user-history/${String(person._id)}`, { signedInAs: 'superadmin@demo.test' });
    await screen.findByTestId('still-waiting', {}, { timeout: UI_WAIT_MS });
    release();
    await screen.findByRole('heading', { name: String(person.name) }, { timeout: UI_WAIT_MS });
    expect(screen.queryByTestId('still-waiting')).toBeNull();
  }, 90_000);

  it('an edit page says so while it reads the record, then shows the form', async () => {
    const tag = store.all('tags')[0]!;
    const { release } = holdCalls('get', '*/api/admin/tags/:id');
    await startApp(`/update-tag/${String(tag._id)}`, { signedInAs: 'operator@demo.test' });
    await screen.findByTestId('still-waiting', {}, { timeout: UI_WAIT_MS });
    release();
    expect(await formReady('Label')).toHaveValue(String(tag.label));
    expect(screen.queryByTestId('still-waiting')).toBeNull();
  }, 90_000);

  it('an action says so in its confirmation and beside its button until answered', async () => {
    const user = userEvent.setup();
    const draft = store.all('cms-pages').find((page) => page.status === 'draft')!;
    await startApp(`/update-cms/${String(draft._id)}`, { signedInAs: 'superadmin@demo.test' });
    const publish = await screen.findByRole('button', { name: 'Publish' }, { timeout: UI_WAIT_MS });
    const { release } = holdCalls('post', '*/api/admin/cms-pages/:id/publish');
    await user.click(publish);
    await user.click(await confirmButton('Publish'));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByTestId('still-waiting', {}, { timeout: UI_WAIT_MS });
    // Beside the button too: it stays there once the confirmation is out of the way.
    expect(screen.getAllByTestId('still-waiting')).toHaveLength(2);
    release();
    await screen.findByRole('button', { name: 'Unpublish' }, { timeout: UI_WAIT_MS });
    // jsdom runs no animation: the answered confirmation stays, on its way out, as last drawn.
    const shown = () =>
      screen.queryAllByTestId('still-waiting').filter((note) => !note.closest('.ant-zoom-leave'));
    await waitFor(() => expect(shown()).toHaveLength(0));
  }, 90_000);
});
