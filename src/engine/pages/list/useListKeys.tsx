import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { BaseRecord } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../../resources/types';
import type { AccessDecider } from '../../../../access/enforcer';
import { actionShown, fillRecordPath, rowRefusal } from '../../../model/actions';
import { actionRefusal, RowRunnersContext, type RowRunners } from '../../actions';
import { recordHeading } from '../../recordHeading';
import { appState } from '../../../state/appState';
import { shortcutIgnored, shortcutsStore, tellShortcut } from '../../../ui/shortcuts';
import { t } from '../../../i18n/translator';
import { createStore } from '../../../state/createStore';
import type { Selection } from './useSelection';

/**
 * What the table and the cards give each row so that the keys can work on it. Which row is the
 * focused one is marked on the row's element (`aria-current`), not drawn by React: moving the
 * focus redraws no row, so that a key answers at once however heavy the rows are.
 */
export interface RowFocus {
  /** A row, or a control in it, took the browser's focus: the keys go on from that row. */
  onFocus: (id: string) => void;
}

/** The announcement of the row the keys moved to, read by screen readers. */
type Announcer = ReturnType<typeof createStore<{ said: string }>>;

function Announcement({ announcer }: { announcer: Announcer }) {
  const said = announcer.use((state) => state.said);
  return (
    <div className="visually-hidden" role="status" data-testid="row-announcer">
      {said}
    </div>
  );
}

/** A row of the table (antd's `data-row-key`) or a card (ListCards sets it too). */
const ROW = '[data-row-key]';
/** The list's search box, else its first filter, else the phone's Filters button. */
const SEARCH =
  '[role="search"] input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])';

/** A row the keys can focus: reachable by script (not by Tab). */
export function rowFocusProps(focus: RowFocus, record: BaseRecord) {
  const id = String(record._id);
  return { tabIndex: -1, onFocus: () => focus.onFocus(id) };
}

/** Where Enter and the arrows belong to the list: nothing focused, or a row itself. */
function onPage(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  return target === document.body || target.id === 'main-content' || target.matches(ROW);
}

interface Options {
  declaration: ResourceDeclaration;
  /** The rows drawn, in order. */
  rows: readonly BaseRecord[];
  selection?: Selection;
  decider: AccessDecider | null;
  canEdit: boolean;
  /** A page's own list: not one embedded in a record's page, which leaves the keys to the page. */
  enabled: boolean;
}

/**
 * A list's keys (docs/behaviour.md, "Keys"): j/k and the arrows move a focused row, announced in a
 * polite live region; x picks it for a batch; Enter opens it, e edits it; `/` reaches the search;
 * a declared action's `key` presses that row's own button (same confirmation, same checks), or
 * says why the row has none. Keys typed into a field, chords and keys under a dialog are left alone.
 */
export function useListKeys({ declaration, rows, selection, decider, canEdit, enabled }: Options) {
  const navigate = useNavigate();
  const adminId = appState.use((state) => state.admin?._id ?? '');
  const container = useRef<HTMLDivElement>(null);
  const runners = useMemo<RowRunners>(() => new Map(), []);
  const announcer = useMemo(() => createStore({ said: '' }), []);
  // The chosen row: kept out of React's state, so that choosing it redraws nothing.
  const chosen = useRef<{ id: string; index: number } | undefined>(undefined);
  const keyed = useMemo(
    () => (declaration.actions ?? []).filter((action) => action.key),
    [declaration],
  );

  // What the `?` dialog lists for this list: the actions the admin's rights allow here.
  const editable = Boolean(declaration.routes.edit && canEdit);
  const searchable = (declaration.filters?.length ?? 0) > 0;
  const batch = Boolean(selection);
  useEffect(() => {
    if (!enabled) return;
    const actions = keyed
      .filter(
        (action) => decider && !action.recordPageOnly && actionShown(declaration, action, decider),
      )
      .map((action) => ({ key: action.key!, label: action.label }));
    shortcutsStore.set({ list: { select: batch, edit: editable, search: searchable, actions } });
    return () => shortcutsStore.set({ list: undefined });
  }, [enabled, keyed, declaration, decider, batch, editable, searchable]);

  const now = { rows, selection, decider, canEdit, adminId };
  const latest = useRef(now);
  // Before the marking below, which reads the rows just drawn.
  useLayoutEffect(() => {
    latest.current = now;
  });

  /**
   * The chosen row, or, once it left the page (approved out of a pending list), the one now in its
   * place: working down a queue, the next row is focused without a key. Marked on its element.
   */
  const mark = useCallback(() => {
    const shown = latest.current.rows;
    const was = chosen.current;
    const found = was ? shown.findIndex((row) => String(row._id) === was.id) : -1;
    const index =
      !was || shown.length === 0 ? -1 : found >= 0 ? found : Math.min(was.index, shown.length - 1);
    if (was && index >= 0) chosen.current = { id: String(shown[index]._id), index };
    const id = index >= 0 ? String(shown[index]._id) : undefined;
    for (const element of container.current?.querySelectorAll<HTMLElement>(ROW) ?? []) {
      if (element.dataset.rowKey === id) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    }
    return index >= 0 ? shown[index] : undefined;
  }, []);
  // After every drawing of the rows: a row drawn anew carries its mark again.
  useLayoutEffect(() => {
    if (enabled) mark();
  });

  useEffect(() => {
    if (!enabled) return;
    const element = (id: string) =>
      [...(container.current?.querySelectorAll<HTMLElement>(ROW) ?? [])].find(
        (row) => row.dataset.rowKey === id,
      );
    const move = (delta: number) => {
      const { rows: shown } = latest.current;
      if (shown.length === 0) return;
      mark();
      const at = chosen.current?.index ?? -1;
      const next = at < 0 ? 0 : Math.max(0, Math.min(shown.length - 1, at + delta));
      const id = String(shown[next]._id);
      chosen.current = { id, index: next };
      mark();
      announcer.set({
        said: t('Row {{position}} of {{total}}: {{name}}', {
          position: next + 1,
          total: shown.length,
          name: recordHeading(declaration, shown[next]),
        }),
      });
      // The browser's focus too: the row scrolls into view, and Tab goes on to its buttons.
      element(id)?.focus();
    };
    const open = (record: BaseRecord, edit: boolean) => {
      const { show, edit: editRoute } = declaration.routes;
      const { decider: access, canEdit: mayEdit } = latest.current;
      if (!edit && show) return navigate(fillRecordPath(show, record));
      if (!editRoute)
        return tellShortcut(
          edit ? t('This list has no edit page') : t('This row has no page of its own'),
        );
      if (!mayEdit)
        return tellShortcut(t('You may not edit {{module}}', { module: t(declaration.module) }));
      const why = rowRefusal(declaration, access, record);
      if (why) return tellShortcut(t(why));
      return navigate(fillRecordPath(editRoute, record));
    };
    const pick = (record: BaseRecord) => {
      const { selection: rowsPicked } = latest.current;
      const id = String(record._id);
      if (!rowsPicked) return tellShortcut(t('This list has no batch actions'));
      if (!rowsPicked.selectable(record))
        return tellShortcut(t('No batch action applies to this row'));
      const { allMatching, picked } = rowsPicked.read();
      if (allMatching)
        return tellShortcut(t('Every matching row is selected: clear the selection first'));
      const on = !picked.has(id);
      rowsPicked.toggle(record, on);
      const name = recordHeading(declaration, record);
      announcer.set({
        said: on ? t('{{name}} selected', { name }) : t('{{name}} not selected', { name }),
      });
    };
    const act = (key: string, record: BaseRecord) => {
      const action = keyed.find((item) => item.key === key)!;
      const { decider: access, adminId: me } = latest.current;
      const why = actionRefusal(declaration, action, record, access, me, true);
      if (why) return tellShortcut(why);
      const press = runners.get(String(record._id));
      if (!press)
        return tellShortcut(
          t('{{action}}: this row is not drawn yet', { action: t(action.label) }),
        );
      press.current(action);
    };
    const onKey = (event: KeyboardEvent) => {
      if (shortcutIgnored(event)) return;
      const { key, target } = event;
      const record = mark();
      const arrow = (key === 'ArrowDown' || key === 'ArrowUp') && onPage(target);
      if (key === 'j' || key === 'k' || arrow) {
        move(key === 'j' || key === 'ArrowDown' ? 1 : -1);
      } else if (key === '/') {
        const box = container.current?.querySelector<HTMLElement>(SEARCH);
        const sheet = container.current?.querySelector<HTMLElement>('[role="search"] button');
        if (box ?? sheet) (box ?? sheet)!.focus();
        else tellShortcut(t('This list has no search'));
      } else if (key === 'Enter' && record && onPage(target)) {
        open(record, false);
      } else if (key === 'e' || key === 'x' || keyed.some((action) => action.key === key)) {
        if (!record) tellShortcut(t('Choose a row first: press j or ↓'));
        else if (key === 'e') open(record, true);
        else if (key === 'x') pick(record);
        else act(key, record);
      } else return;
      // Handled: no scroll by the arrows, and no letter typed into a field the key opens.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, declaration, keyed, navigate, runners, announcer, mark]);

  const focus = useMemo<RowFocus | undefined>(
    () =>
      enabled
        ? {
            onFocus: (id) => {
              const at = latest.current.rows.findIndex((row) => String(row._id) === id);
              if (at < 0 || chosen.current?.id === id) return;
              chosen.current = { id, index: at };
              mark();
            },
          }
        : undefined,
    [enabled, mark],
  );
  const frame = (children: ReactNode) =>
    enabled ? (
      <RowRunnersContext.Provider value={runners}>
        {children}
        <Announcement announcer={announcer} />
      </RowRunnersContext.Provider>
    ) : (
      children
    );
  return { container, focus, frame };
}
