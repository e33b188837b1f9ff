import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenDemoApi, resetApp, server, startApp, store } from '../../tests/integration/harness';
import { withSingleControl } from '../../tests/integration/support/singleControl';

beforeAll(listenDemoApi);
// About the resolution page: saved at once here (dual control's screens have their own files).
withSingleControl(store);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** A closed event whose markets all wait for their outcome (not negRisk: one choice each). */
function closedEvent() {
  return store.all('events').find((event) => {
    const markets = (event.markets as { status: string }[]) ?? [];
    return (
      event.status === 'closed' &&
      !event.negRisk &&
      markets.length > 0 &&
      markets.every((market) => market.status === 'closed')
    );
  })!;
}

describe('/event-resolution/{id}', () => {
  it("shows the server's 400 on the field it concerns, with what was typed kept", async () => {
    const user = userEvent.setup({ delay: null });
    const event = closedEvent();
    await startApp(`/event-resolution/${event._id}`, { signedInAs: 'superadmin@demo.test' });
    for (const market of event.markets as { question: string }[]) {
      const group = await screen.findByRole(
        'radiogroup',
        { name: `Outcome of ${market.question}` },
        { timeout: 45_000 },
      );
      await user.click(within(group).getByText('No', { exact: true }));
    }
    await user.type(screen.getByRole('textbox', { name: 'Evidence URL' }), 'javascript:alert(1)');
    await user.type(
      screen.getByRole('textbox', { name: 'Ticker to confirm' }),
      String(event.ticker),
    );
    await user.click(screen.getByRole('button', { name: /^Resolve \d+ markets?$/ }));
    const evidence = screen.getByRole('textbox', { name: 'Evidence URL' });
    await waitFor(() =>
      expect(evidence.closest('.ant-form-item')).toHaveTextContent(
        'Evidence must be an http(s) address, like https://example.com',
      ),
    );
    expect(evidence).toHaveValue('javascript:alert(1)');
    expect(store.find('events', event._id)!.status).toBe('closed');
  }, 60_000);

  it('takes the ticker in any case, as the server does', async () => {
    const user = userEvent.setup({ delay: null });
    const event = closedEvent();
    await startApp(`/event-resolution/${event._id}`, { signedInAs: 'superadmin@demo.test' });
    for (const market of event.markets as { question: string }[]) {
      const group = await screen.findByRole(
        'radiogroup',
        { name: `Outcome of ${market.question}` },
        { timeout: 45_000 },
      );
      await user.click(within(group).getByText('No', { exact: true }));
    }
    await user.type(
      screen.getByRole('textbox', { name: 'Ticker to confirm' }),
      ` ${String(event.ticker).toLowerCase()} `,
    );
    const resolve = screen.getByRole('button', { name: /^Resolve \d+ markets?$/ });
    expect(resolve).toBeEnabled();
    await user.click(resolve);
    await waitFor(() => expect(store.find('events', event._id)!.status).toBe('resolved'));
  }, 60_000);
});
