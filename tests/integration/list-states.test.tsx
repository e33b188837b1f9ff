import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { listenDemoApi, resetApp, server, startApp, store } from './harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const searched = (path: string, words: string) =>
  `${path}?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${words}`;

describe('list loading and empty states', () => {
  it('says when filters hide every row, and clears them', async () => {
    await startApp(searched('/tags', 'no-such-tag-anywhere'), {
      signedInAs: 'superadmin@demo.test',
    });
    // The first visit compiles the list page (slow on a busy machine).
    expect(
      await screen.findByText('No tags match these filters.', {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Edit / }).length).toBe(20));
    expect(screen.queryByText('No tags match these filters.')).toBeNull();
  }, 90_000);

  it('tells an editor how to add the first record, and a viewer that there are none yet', async () => {
    for (const tag of [...store.all('tags')]) store.remove('tags', tag._id);
    await startApp('/tags', { signedInAs: 'superadmin@demo.test' });
    expect(
      await screen.findByText('No tags yet. Add the first one.', {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /New tag/ }).length).toBe(2);
    cleanup();
    await startApp('/tags', { signedInAs: 'viewer@demo.test' });
    expect(
      await screen.findByText('No tags yet. They appear here as they are recorded.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New tag/ })).toBeNull();
  }, 90_000);
});
