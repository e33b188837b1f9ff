import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { antdOption, listenDemoApi, resetApp, server, startApp, store } from './harness';
import { PHONE_WIDTH, setViewportWidth } from './support/viewport';
import withdrawals from '../../resources/withdrawals';
import { fieldText } from '../../src/model/fieldText';

beforeAll(listenDemoApi);
let restoreWidth: (() => void) | undefined;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = undefined;
  cleanup();
  resetApp();
});
afterAll(() => server.close());

/** The cards of the list, once drawn (the first visit compiles the list page: slow). */
async function cards(count: number): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Withdrawals' }, { timeout: 45_000 });
  return waitFor(() => {
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(count);
    return items;
  });
}

/** The newest withdrawals first, as /withdraw sorts them by default. */
const newest = (rows = store.all('withdrawals')) =>
  [...rows].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));

const requested = withdrawals.fields.find((field) => field.key === 'createdAt')!;

describe('/withdraw on a phone (390 px)', () => {
  it('shows a card a withdrawal, headed by its time, with its status and its buttons', async () => {
    restoreWidth = setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp('/withdraw?pageSize=5', { signedInAs: 'finance@demo.test' });
    const shown = await cards(5);
    expect(document.querySelector('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /Columns/ })).toBeNull();

    const expected = newest().slice(0, 5);
    expected.forEach((row, index) => {
      const card = shown[index];
      expect(card).toHaveTextContent(fieldText(requested, row.createdAt)!);
      expect(within(card).getByRole('link', { name: `View ${row._id}` })).toBeInTheDocument();
    });
    // A pending withdrawal's card: its review buttons, by the names the table gives them.
    const pending = expected.findIndex((row) => row.status === 'pending');
    expect(pending).toBeGreaterThanOrEqual(0);
    const card = shown[pending];
    expect(card).toHaveTextContent('Pending');
    await user.click(
      within(card).getByRole('button', { name: `Actions for ${expected[pending]._id}` }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Reject' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // The server's total and pager under the cards: the next page is the next five.
    const total = store.all('withdrawals').length;
    expect(screen.getByText(`${total} withdrawals`)).toBeInTheDocument();
    await user.click(within(screen.getByTitle('Next Page')).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toContain('currentPage=2'));
    const next = newest()[5];
    await waitFor(async () =>
      expect(
        within((await cards(5))[0]).getByRole('link', { name: `View ${next._id}` }),
      ).toBeVisible(),
    );
  }, 90_000);

  it('folds the filters into a sheet: a status applied narrows the cards and the address', async () => {
    restoreWidth = setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp('/withdraw?pageSize=5', { signedInAs: 'finance@demo.test' });
    await cards(5);
    // No inline filter toolbar: the search alone stays in view.
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Filters$/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // The sheet's controls come in their own chunk, fetched as it first opens.
    await user.click(await within(sheet).findByRole('combobox', { name: 'Status' }));
    await user.click(await antdOption('Rejected'));
    // Nothing applies before Apply.
    expect(decodeURIComponent(router.state.location.search)).not.toContain('rejected');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));

    const rejected = newest().filter((row) => row.status === 'rejected');
    await waitFor(() => expect(screen.getByText(`${rejected.length} withdrawals`)).toBeVisible());
    const search = decodeURIComponent(router.state.location.search);
    expect(search).toContain('[field]=status');
    expect(search).toContain('=rejected');
    const shown = await cards(Math.min(5, rejected.length));
    for (const card of shown) expect(card).toHaveTextContent('Rejected');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(screen.getByRole('button', { name: /Filters \(1\)$/ })).toBeInTheDocument();
  }, 90_000);

  it('keeps the filters in force from the address when a search is sent before the sheet opens', async () => {
    restoreWidth = setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp(
      '/withdraw?pageSize=5&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=rejected',
      { signedInAs: 'finance@demo.test' },
    );
    const rejected = newest().filter((row) => row.status === 'rejected');
    await cards(Math.min(5, rejected.length));
    expect(screen.getByRole('button', { name: /Filters \(1\)$/ })).toBeInTheDocument();
    // The sheet was never opened: its Status control is not drawn, its value is in the form.
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    await user.type(screen.getByRole('searchbox'), '1{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('=1'));
    const search = decodeURIComponent(router.state.location.search);
    expect(search).toContain('[field]=status');
    expect(search).toContain('=rejected');
    expect(search).toContain('[field]=q');
    for (const card of await cards(Math.min(5, rejected.length))) {
      expect(card).toHaveTextContent('Rejected');
    }
    expect(screen.getByRole('button', { name: /Filters \(1\)$/ })).toBeInTheDocument();
  }, 90_000);

  it('sorts by a column chosen in the Sort select, as a header click would', async () => {
    restoreWidth = setViewportWidth(PHONE_WIDTH);
    const user = userEvent.setup({ delay: null });
    const { router } = await startApp('/withdraw?pageSize=5', { signedInAs: 'finance@demo.test' });
    await cards(5);
    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(await antdOption('Requested: ascending'));
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.search)).toContain('[order]=asc'),
    );
    const oldest = newest().at(-1)!;
    await waitFor(async () =>
      expect((await cards(5))[0]).toHaveTextContent(fieldText(requested, oldest.createdAt)!),
    );
  }, 90_000);
});

describe('/withdraw on a desktop (jsdom: 1024 px)', () => {
  it('keeps the table, its inline filters and the Columns chooser', async () => {
    await startApp('/withdraw?pageSize=5', { signedInAs: 'finance@demo.test' });
    await waitFor(
      () => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5),
      { timeout: 45_000 },
    );
    expect(screen.queryByRole('list', { name: 'Withdrawals' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Columns/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  }, 90_000);
});
