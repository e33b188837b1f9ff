import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formReady, listenDemoApi, resetApp, server, startApp, store } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/**
 * A record form is marked ready (aria-busy="false", which every form test waits on) only once the
 * inputs antd re-creates for the loaded record are drawn: typing at once goes into an input that
 * stays. Opened a second time, with its code loaded, the form is fast enough for the difference to
 * show: marked from the same effects as Refine's reset, the first input typed into was replaced
 * about 100 ms later.
 */
it('takes typing at once into a record form opened again, into the input that stays', async () => {
  const user = userEvent.setup();
  const tag = store.all('tags')[0]!;
  for (const opening of ['first', 'again']) {
    await startApp(`/update-tag/${String(tag._id)}`, { signedInAs: 'operator@demo.test' });
    const label = await formReady('Label');
    await user.clear(label);
    await user.type(label, `Typed ${opening}`);
    expect(label.isConnected).toBe(true);
    expect(screen.getByLabelText('Label')).toHaveValue(`Typed ${opening}`);
    cleanup();
    resetApp();
  }
}, 90_000);
