import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenDemoApi, resetApp, server, startApp, UI_WAIT_MS } from './harness';
import type { ResourceDeclaration } from '../../resources/types';
import { actionsColumnWidth, columnWidth, listOptions } from '../../src/engine/listColumns';
import { SELECTION_WIDTH } from '../../src/engine/pages/list/TableView';
import { bulkActions } from '../../src/model/bulk';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  localStorage.clear();
});
afterAll(() => server.close());

const header = (name: string) =>
  screen.queryByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('list columns', () => {
  it("hides a declaration's hidden columns until chosen, and remembers the choice", async () => {
    const user = userEvent.setup({ delay: null });
    // Five rows keep jsdom quick.
    await startApp('/user-list?pageSize=5', { signedInAs: 'superadmin@demo.test' });
    // The first visit compiles the list page (slow on a busy machine).
    await screen.findAllByRole('link', { name: /^View / }, { timeout: 45_000 });
    // users.ts: 2FA and Country are `list: { hidden: true }`.
    expect(header('Email')).toBeInTheDocument();
    expect(header('2FA')).toBeNull();
    expect(header('Country')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const twoFactor = await screen.findByRole('checkbox', { name: '2FA' });
    expect(twoFactor).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await user.click(twoFactor);
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(header('2FA')).toBeInTheDocument());
    expect(header('Email')).toBeNull();
    const saved = 'pm-admin:list-columns:v2:admin-superadmin:users';
    expect(JSON.parse(localStorage.getItem(saved)!)).toEqual({
      twoFactorEnabled: true,
      email: false,
    });

    // A new visit of the list shows the same columns.
    cleanup();
    await startApp('/user-list?pageSize=5', { signedInAs: 'superadmin@demo.test' });
    await screen.findAllByRole('link', { name: /^View / }, { timeout: UI_WAIT_MS });
    expect(header('2FA')).toBeInTheDocument();
    expect(header('Email')).toBeNull();
    expect(header('Country')).toBeNull();

    // Another admin on the same browser has the declaration's columns.
    cleanup();
    resetApp();
    await startApp('/user-list?pageSize=5', { signedInAs: 'viewer@demo.test' });
    await screen.findAllByRole('link', { name: /^View / }, { timeout: UI_WAIT_MS });
    expect(header('Email')).toBeInTheDocument();
    expect(header('2FA')).toBeNull();

    cleanup();
    resetApp();
    await startApp('/user-list?pageSize=5', { signedInAs: 'superadmin@demo.test' });
    await screen.findAllByRole('link', { name: /^View / }, { timeout: UI_WAIT_MS });
    expect(header('2FA')).toBeInTheDocument();
    await screen.findAllByRole('link', { name: /^View / }, { timeout: UI_WAIT_MS });
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('button', { name: 'Default columns' }));
    await waitFor(() => expect(header('Email')).toBeInTheDocument());
    expect(header('2FA')).toBeNull();
    expect(localStorage.getItem(saved)).toBeNull();
  }, 120_000);

  it('gives every column a width, one line with its full text as the title, and a fixed Actions column', async () => {
    await startApp('/events?pageSize=5', { signedInAs: 'superadmin@demo.test' });
    await screen.findAllByRole('link', { name: /^Edit / }, { timeout: UI_WAIT_MS });
    const cells = document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row td');
    const title = [...cells].find((cell) => cell.querySelector('.list-cell[title]'))!;
    expect(title).toHaveClass('ant-table-cell-ellipsis');
    expect(title.querySelector('.list-cell')!.getAttribute('title')).toBe(title.textContent);
    const cols = [...document.querySelectorAll('colgroup col')].map(
      (col) => (col as HTMLElement).style.width,
    );
    expect(cols.length).toBeGreaterThan(3);
    expect(cols.every((width) => /^\d+px$/.test(width))).toBe(true);
    expect(header('Actions')).toHaveClass('ant-table-cell-fix-right');
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5);
  }, 60_000);

  it('sorts by the column clicked, alone: the API sorts by one field', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: URL[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/withdrawals')) asked.push(url);
    };
    server.events.on('request:start', record);
    try {
      await startApp('/withdraw?pageSize=5', { signedInAs: 'superadmin@demo.test' });
      await waitFor(
        () => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5),
        { timeout: UI_WAIT_MS },
      );
      // withdrawals.ts: newest first by default.
      expect(header('Requested')).toHaveAttribute('aria-sort', 'descending');
      const amounts = () =>
        [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => {
          const cell = row.querySelectorAll('td')[columnIndex('Amount')];
          return Number(cell.textContent!.replace(/[^\d.]/g, ''));
        });

      await user.click(header('Amount')!);
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('amount'));
      expect(asked.at(-1)?.searchParams.get('order')).toBe('asc');
      await waitFor(() => expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending'));
      expect(header('Requested')).not.toHaveAttribute('aria-sort');
      await waitFor(() => {
        const shown = amounts();
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        expect(shown[0]).toBeLessThan(shown.at(-1)!);
      });

      await user.click(header('Amount')!);
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('order')).toBe('desc'));
      await waitFor(() => {
        const shown = amounts();
        expect(shown).toEqual([...shown].sort((a, b) => b - a));
        expect(shown[0]).toBeGreaterThan(shown.at(-1)!);
      });
    } finally {
      server.events.removeListener('request:start', record);
    }
  }, 60_000);
});

/** The position of a column among the header cells, counted as the row's cells are. */
function columnIndex(name: string): number {
  return [...document.querySelectorAll('thead th')].findIndex((cell) =>
    new RegExp(`^${name}`).test(cell.textContent ?? ''),
  );
}

describe('default columns fit a 1440 px window with the sider open', () => {
  const files = import.meta.glob<{ default: ResourceDeclaration }>(
    [
      '../../resources/*.ts',
      '../../resources/*/index.ts',
      '!../../resources/types.ts',
      '!../../resources/_*.ts',
    ],
    { eager: true },
  );
  // resources/domain/ is a folder of vocabulary, not a module: it declares no default.
  const declarations = Object.values(files)
    .map((file) => file.default)
    .filter(Boolean);
  // 1440 - 240 (sider) - 2 x 24 (content padding) - 2 x 24 (card padding) - 2 (card border).
  const ROOM = 1102;
  // A module with its own list page (Markets, Approvals) lays out its own columns; the
  // end-to-end list-layout test measures it as drawn.
  const generic = declarations.filter(
    (item) => item.routes.list && !item.pageOnly && !item.pages?.list,
  );
  for (const declaration of generic) {
    it(declaration.name, () => {
      const shown = declaration.fields.filter((field) => field.list && !listOptions(field).hidden);
      const icons = [
        declaration.routes.show,
        declaration.routes.edit,
        declaration.deletable,
      ].filter(Boolean).length;
      const actions = (declaration.actions ?? []).filter((action) => !action.hidden);
      const total =
        shown.reduce((sum, field) => sum + columnWidth(field), 0) +
        // The batch's checkboxes, for an admin who may take its batch actions.
        (bulkActions(declaration).length ? SELECTION_WIDTH : 0) +
        (icons || actions.length
          ? actionsColumnWidth(icons, actions, (declaration.actions?.length ?? 0) > 2)
          : 0);
      expect(total, `${declaration.name}: ${total}`).toBeLessThanOrEqual(ROOM);
    });
  }
});
