import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formReady,
  listenDemoApi,
  resetApp,
  server,
  startApp,
  store,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

describe('category form: one level of parent category', () => {
  it('offers as parent only other top-level categories', async () => {
    const user = userEvent.setup({ delay: null });
    const all = store.all('categories');
    const child = all.find((row) => row.parentId)!;
    const lone = all.filter(
      (row) => !row.parentId && !all.some((item) => item.parentId === row._id),
    );
    const [self, other] = lone;
    await startApp(`/update-category/${self._id}`, { signedInAs: 'operator@demo.test' });
    await formReady('Name');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(String(self.name)), {
      timeout: UI_WAIT_MS,
    });
    await user.click(screen.getByRole('combobox', { name: 'Parent category' }));
    expect(
      await screen.findByTitle(String(other.name), undefined, { timeout: UI_WAIT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(String(self.name))).not.toBeInTheDocument();
    expect(screen.queryByTitle(String(child.name))).not.toBeInTheDocument();
  });
});
