import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { listenDemoApi, resetApp, server, startApp, store } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** The browser tab names the page as its heading does, page-only modules included. */
describe('document title', () => {
  const cmsId = () => String(store.all('cms-pages')[0]._id);
  const tagId = () => String(store.all('tags')[0]._id);

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/site-setting', 'Site setting'],
    ['/profile', 'Profile'],
    ['/changePassword', 'Change password'],
    ['/2fa-settings', 'Two-factor authentication'],
    ['/tags', 'Tags'],
    ['/add-tag', 'New tag'],
    ['/add-cms', 'New CMS page'],
  ])('%s is "%s | Prediction Market Admin"', async (path, name) => {
    await startApp(path, { signedInAs: 'superadmin@demo.test' });
    await waitFor(() => expect(document.title).toBe(`${name} | Prediction Market Admin`));
  });

  it('an edit page takes the singular title, with its acronym', async () => {
    await startApp(`/update-cms/${cmsId()}`, { signedInAs: 'superadmin@demo.test' });
    await waitFor(() => expect(document.title).toBe('Edit CMS page | Prediction Market Admin'));
    cleanup();
    await startApp(`/update-tag/${tagId()}`, { signedInAs: 'superadmin@demo.test' });
    await waitFor(() => expect(document.title).toBe('Edit tag | Prediction Market Admin'));
  });
});
