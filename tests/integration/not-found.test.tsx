import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { toastStore } from '../../src/toast/toasts';
import { appSettled, listenDemoApi, resetApp, server, startApp, UI_WAIT_MS } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const rawToasts = () =>
  toastStore.get().toasts.filter((toast) => /status code/i.test(String(toast.message)));

describe('a record id the API does not know', () => {
  it.each([
    ['/update-event/nonexistent', 'This event was not found', 'Back to events'],
    ['/update-tag/nonexistent', 'This tag was not found', 'Back to tags'],
    ['/event-history/nonexistent', 'This event was not found', 'Back to events'],
    ['/user-history/nonexistent', 'This user was not found', 'Back to users'],
  ])('%s says it was not found, with no form and no raw toast', async (path, title, back) => {
    await startApp(path, { signedInAs: 'superadmin@demo.test' });
    expect(await screen.findByText(title, undefined, { timeout: UI_WAIT_MS })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The failed read is over (a toast of it would be up by then).
    await appSettled();
    expect(rawToasts()).toEqual([]);
  });
});
