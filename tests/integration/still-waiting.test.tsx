import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toastStore } from '../../src/toast/toasts';
import { formReady, listenDemoApi, resetApp, server, startApp, store } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Holds the calls `matches` picks until `release()`; then the demo API answers them. */
function holdCalls(method: 'get' | 'put', path: string) {
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
    const waiting = await screen.findByTestId('still-waiting', {}, { timeout: 30_000 });
    expect(waiting).toHaveTextContent('Still waiting for the server…');
    expect(screen.queryByText(/No tags/)).toBeNull();
    release();
    await screen.findAllByRole('link', { name: /^Edit / }, { timeout: 30_000 });
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
    const waiting = await screen.findByTestId('still-waiting', {}, { timeout: 30_000 });
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
});
