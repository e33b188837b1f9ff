import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Row } from '../../src/demo/store';
import { toastStore } from '../../src/toast/toasts';
import {
  formSettled,
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

/** An editable event with at least two markets. */
function pickEvent(): Row & { markets: Row[] } {
  return store
    .all('events')
    .find(
      (event) =>
        event.status === 'active' &&
        (event.markets as Row[]).length >= 2 &&
        (event.markets as Row[]).every((m) => m.status === 'active'),
    ) as Row & { markets: Row[] };
}

async function openEditor(event: Row) {
  const view = await startApp(`/update-event/${event._id}`, { signedInAs: 'operator@demo.test' });
  await waitFor(
    () => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(String(event.title)),
    { timeout: UI_WAIT_MS },
  );
  await formSettled();
  return view;
}

describe('event form with its markets inline', () => {
  it("puts a 400 on a market's own field and keeps every input", async () => {
    const user = userEvent.setup({ delay: null });
    const event = pickEvent();
    const other = store.all('events').find((row) => row._id !== event._id)!;
    const taken = String((other.markets as Row[])[0].slug);
    const { router } = await openEditor(event);
    const marketSlugs = screen.getAllByRole('textbox', { name: 'Slug' });
    expect(marketSlugs).toHaveLength(1 + event.markets.length);
    await user.clear(marketSlugs[2]);
    await user.type(marketSlugs[2], taken);
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Edited title kept');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(`Slug "${taken}" is already used by another market`),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Edited title kept');
    expect(screen.getAllByRole('textbox', { name: 'Slug' })[2]).toHaveValue(taken);
    expect(router.state.location.pathname).toBe(`/update-event/${event._id}`);
  });

  it('keeps the input and says which state forbids the save on a 409', async () => {
    const user = userEvent.setup({ delay: null });
    const event = pickEvent();
    const { router } = await openEditor(event);
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Typed before it was resolved');
    // Someone else resolves the event while this form is open.
    store.update('events', event._id, { status: 'resolved' });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(toastStore.get().toasts[0]).toMatchObject({
        type: 'error',
        message: 'Could not save the event',
      }),
    );
    expect(toastStore.get().toasts[0].description).toBe(
      'This event is resolved, archived or cancelled: it can no longer be edited.',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Typed before it was resolved',
    );
    expect(router.state.location.pathname).toBe(`/update-event/${event._id}`);
  });

  it('shows "mutually exclusive" fixed, with the reason, once the event trades', async () => {
    const event = pickEvent();
    await openEditor(event);
    // Its value as text, not a switch that looks usable.
    expect(
      screen.queryByRole('switch', { name: 'Mutually exclusive (negRisk)' }),
    ).not.toBeInTheDocument();
    const reason = screen.getByText(
      '"Mutually exclusive" can only change while the event is a draft; this event is active.',
    );
    expect(reason.closest('.ant-form-item')!.querySelector('.fixed-value')).toHaveTextContent(
      event.negRisk ? 'Yes' : 'No',
    );
  });

  it("shows each live market's tick size fixed, with the reason", async () => {
    const event = pickEvent();
    await openEditor(event);
    expect(
      screen.getAllByText(
        'The tick size of a market is fixed once it opens (this one is active): orders are priced in its ticks.',
      ),
    ).toHaveLength(event.markets.length);
    expect(screen.queryByRole('combobox', { name: 'Tick size' })).not.toBeInTheDocument();
    const shown = [...document.querySelectorAll('.fixed-value')].map((item) => item.textContent);
    for (const market of event.markets) expect(shown).toContain(String(market.tickSize));
  });

  it('offers no market change the API refuses: no Remove or Add on a closed event, resolved markets read-only', async () => {
    const event = pickEvent();
    // Closed, its first market already resolved (a market may end and resolve before the others).
    store.update('events', event._id, {
      status: 'closed',
      markets: event.markets.map((row, index) => ({
        ...row,
        status: index === 0 ? 'resolved' : 'closed',
        winningOutcome: index === 0 ? 'Yes' : undefined,
      })),
    });
    await openEditor(event);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add market/ })).not.toBeInTheDocument();
    expect(screen.getByText('Markets cannot be added to a closed event.')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Market "${String(event.markets[0].question)}" is resolved; it can no longer be edited.`,
      ),
    ).toBeInTheDocument();
    const questions = screen.getAllByRole('textbox', { name: 'Question' });
    expect(questions[0]).toBeDisabled();
    expect(questions[1]).toBeEnabled();
    // Each market's status, read-only.
    expect(screen.getAllByText('Resolved')).toHaveLength(1);
    expect(screen.getAllByText('Closed')).toHaveLength(event.markets.length - 1);
  });

  it('adds a market row that takes the event dates, and shows a view-only admin no actions', async () => {
    const user = userEvent.setup({ delay: null });
    const event = pickEvent();
    await openEditor(event);
    await user.click(screen.getByRole('button', { name: /Add market/ }));
    const questions = screen.getAllByRole('textbox', { name: 'Question' });
    expect(questions).toHaveLength(event.markets.length + 1);
    const starts = screen.getAllByRole('textbox', { name: 'Starts' });
    expect(starts).toHaveLength(event.markets.length + 2);
    expect(starts.at(-1)).toHaveValue((starts[0] as HTMLInputElement).value);
    expect((starts[0] as HTMLInputElement).value).not.toBe('');
    cleanup();
    await startApp('/events', { signedInAs: 'viewer@demo.test' });
    await screen.findByRole('heading', { name: 'Events' });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
    expect(screen.queryByRole('button', { name: /New event/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'History' }).length).toBeGreaterThan(0);
  });
});
