import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toastStore } from '../../src/toast/toasts';
import { listenDemoApi, resetApp, server, startApp, store, UI_WAIT_MS } from './harness';

/**
 * A record's Notes tab: a failed read says so (never "no notes"), a note is added and shown with
 * its author, a refused or failed save keeps what was typed.
 */
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  server.resetHandlers();
});
afterAll(() => server.close());

const WAIT = { timeout: UI_WAIT_MS };
const withdrawal = () => store.all('withdrawals').find((row) => row.status === 'pending')!;

describe('the Notes tab', () => {
  it('says when the notes could not be read, never that there are none', async () => {
    const row = withdrawal();
    server.use(
      http.get(`*/withdrawals/${row._id}/notes`, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    await startApp(`/withdraw/${row._id}#notes`, { signedInAs: 'finance@demo.test' });
    const notes = await screen.findByRole('region', { name: 'Notes' }, WAIT);
    expect(await within(notes).findByText('Could not load the notes', {}, WAIT)).toBeVisible();
    expect(within(notes).queryByText(/No notes yet/)).toBeNull();
  });

  it('adds a note that names its author; a failed save keeps the text', async () => {
    const user = userEvent.setup({ delay: null });
    const row = withdrawal();
    await startApp(`/withdraw/${row._id}#notes`, { signedInAs: 'finance@demo.test' });
    const notes = await screen.findByRole('region', { name: 'Notes' }, WAIT);
    // Said in the secondary text colour: antd's own grey for an empty list fails AA contrast.
    const empty = await within(notes).findByText(/No notes yet/, {}, WAIT);
    expect(empty).toHaveClass('ant-typography-secondary');
    const box = within(notes).getByRole('textbox');

    // Nothing typed: the field says so and nothing is sent.
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Write the note first')).toBeInTheDocument();
    expect(store.all('record-notes')).toHaveLength(0);

    server.use(
      http.post(`*/withdrawals/${row._id}/notes`, () =>
        HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    await user.type(box, 'Called the user about the address');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(
      () =>
        expect(toastStore.get().toasts[0]).toMatchObject({
          type: 'error',
          message: 'The note could not be added',
        }),
      WAIT,
    );
    expect(box).toHaveValue('Called the user about the address');
    expect(store.all('record-notes')).toHaveLength(0);

    server.resetHandlers();
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    const [note] = await within(notes).findAllByTestId('record-note', {}, WAIT);
    expect(note).toHaveTextContent('Felix Finance');
    expect(note).toHaveTextContent('Called the user about the address');
    await waitFor(() => expect(box).toHaveValue(''), WAIT);
    expect(store.all('record-notes')).toMatchObject([
      { recordId: row._id, authorId: 'admin-finance' },
    ]);
  });
});
