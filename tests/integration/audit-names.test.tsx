import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Row } from '../../src/demo/store';
import { listenDemoApi, resetApp, server, startApp, store, tokenFor, UI_WAIT_MS } from './harness';
import { withSingleControl } from './support/singleControl';

/**
 * History and the Audit Log show the records an entry holds by id by their names (a link where
 * the reader may open the record), a market's history holds what was done through its event, and
 * the resolution's reason and evidence are where the resolution form says they are.
 */
vi.setConfig({ testTimeout: 90_000 });
beforeAll(listenDemoApi);
// Entries of changes as applied: saved at once here (dual control's screens have their own files).
withSingleControl(store);
afterEach(() => {
  cleanup();
  resetApp();
});
afterAll(() => server.close());

const WAIT = { timeout: UI_WAIT_MS };

async function call(email: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${window.location.origin}/api/admin/${path}`, {
    method,
    headers: { Authorization: await tokenFor(email), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

/** The newest entry of the History tab of the page at `path`, as `email`. */
async function latestEntry(path: string, email: string, name: RegExp) {
  await startApp(`${path}#history`, { signedInAs: email });
  const history = await screen.findByRole('region', { name }, WAIT);
  const [latest] = await within(history).findAllByTestId('audit-entry', undefined, WAIT);
  return latest;
}

/** An event published, closed and resolved by the operator, with a reason and evidence. */
async function resolvedEvent() {
  const event = store
    .all('events')
    .find((row) => row.status === 'draft' && !row.negRisk && (row.markets as Row[]).length)!;
  const operator = 'operator@demo.test';
  expect(await call(operator, 'POST', `events/${event._id}/publish`)).toBe(200);
  expect(await call(operator, 'POST', `events/${event._id}/close`)).toBe(200);
  const markets = store.find('events', event._id)!.markets as Row[];
  const outcomes = Object.fromEntries(markets.map((row, i) => [row._id, i ? 'No' : 'Yes']));
  expect(
    await call(operator, 'POST', `events/${event._id}/resolve`, {
      outcomes,
      ticker: event.ticker,
      reason: 'Announced by the electoral board',
      evidenceUrl: 'https://board.example/result',
    }),
  ).toBe(200);
  return { event, market: markets[0] };
}

/** A withdrawal approved by finance: its page. */
async function approvedByFinance() {
  const withdrawal = store
    .all('withdrawals')
    .find((row) => row.status === 'pending' && row.needsTwoApprovals === false)!;
  expect(await call('finance@demo.test', 'POST', `withdrawals/${withdrawal._id}/approve`)).toBe(
    200,
  );
  return `/withdraw/${withdrawal._id}`;
}

describe('names in History', () => {
  it('shows the reviewing admin by name, linked for an admin who may open their page', async () => {
    const entry = await latestEntry(await approvedByFinance(), 'superadmin@demo.test', /History/);
    const reviewed = within(entry).getByText('Reviewed by').closest('tr')!;
    expect(within(reviewed).getByRole('link', { name: 'Felix Finance' })).toHaveAttribute(
      'href',
      '/update-admin/admin-finance',
    );
    expect(entry).not.toHaveTextContent('admin-finance');
  });

  it('shows the name as text to an admin who may not open Sub Admin pages', async () => {
    const entry = await latestEntry(await approvedByFinance(), 'finance@demo.test', /History/);
    const reviewed = within(entry).getByText('Reviewed by').closest('tr')!;
    expect(reviewed).toHaveTextContent('Felix Finance');
    expect(within(reviewed).queryByRole('link')).toBeNull();
    expect(entry).not.toHaveTextContent('admin-finance');
  });
});

describe('a market’s History', () => {
  it('holds what was done through its event, with the resolution’s reason and evidence', async () => {
    const { event, market } = await resolvedEvent();
    await startApp(`/market/${String(market._id)}#history`, { signedInAs: 'viewer@demo.test' });
    const history = await screen.findByRole('region', { name: /History of this market/ }, WAIT);
    const entries = await within(history).findAllByTestId('audit-entry', undefined, WAIT);
    expect(entries.map((entry) => within(entry).getByTestId('audit-action').textContent)).toEqual([
      'Resolve',
      'Close',
      'Publish',
    ]);
    const [resolved] = entries;
    expect(resolved).toHaveTextContent(`Done on its event: ${String(event.title)}`);
    expect(resolved).toHaveTextContent('Olivia Operator');
    expect(within(resolved).getByText('Announced by the electoral board')).toBeInTheDocument();
    expect(within(resolved).getByText('https://board.example/result')).toBeInTheDocument();
    // The resolving admin by name, not by id.
    expect(resolved).not.toHaveTextContent('admin-operator');
  });
});

describe('the resolution’s reason and evidence', () => {
  it('are on the event’s history', async () => {
    const { event } = await resolvedEvent();
    await startApp(`/event-history/${event._id}`, { signedInAs: 'viewer@demo.test' });
    const history = await screen.findByRole('region', { name: /History of this event/ }, WAIT);
    const [latest] = await within(history).findAllByTestId('audit-entry', undefined, WAIT);
    const reason = within(latest)
      .getByText(/› Resolution reason$/)
      .closest('tr')!;
    expect(reason).toHaveTextContent('Announced by the electoral board');
    const evidence = within(latest)
      .getByText(/› Resolution evidence$/)
      .closest('tr')!;
    expect(evidence).toHaveTextContent('https://board.example/result');
  });

  it('are columns of the resolution history', async () => {
    const user = userEvent.setup();
    await resolvedEvent();
    await startApp('/resolution-history', { signedInAs: 'viewer@demo.test' });
    await screen.findByRole('columnheader', { name: /Reason/ }, WAIT);
    // Evidence is one click away in the Columns chooser (a 1440 px window has no room for it).
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Evidence' }));
    expect(await screen.findByRole('columnheader', { name: /Evidence/ })).toBeInTheDocument();
    const reason = await screen.findByText('Announced by the electoral board', undefined, WAIT);
    const row = reason.closest('tr')!;
    expect(row).toHaveTextContent('https://board.example/result');
    // The row opens the whole resolution, reason and evidence in full.
    await user.click(within(row).getByRole('button', { name: /expand row/i }));
    const detail = await screen.findByTestId('resolution-detail', undefined, WAIT);
    expect(detail).toHaveTextContent('Reason');
    expect(detail).toHaveTextContent('Announced by the electoral board');
    expect(detail).toHaveTextContent('https://board.example/result');
  });
});
