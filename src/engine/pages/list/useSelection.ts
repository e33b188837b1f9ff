import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { ActionDeclaration } from '../../../../resources/types';
import { actionAllowed } from '../../../model/actions';
import { createStore } from '../../../state/createStore';

/** The rows a batch is about: picked one by one (kept across pages), or every row the filters select. */
export interface Picks {
  /** Picked rows by id, in the order picked. */
  picked: ReadonlyMap<string, BaseRecord>;
  /** Every row the list's filters select ("select all N matching"). */
  allMatching: boolean;
}

const NONE: Picks = { picked: new Map(), allMatching: false };

/**
 * A list's selection for its batch actions. The picks live outside React's state: ticking a row
 * draws again what reads them (its box, the batch bar), not the list page around them.
 */
export interface Selection {
  /** The picks now (a key pressed, a batch started). */
  read: () => Picks;
  /** Calls `listener` whenever the picks change (usePicks draws with them). */
  subscribe: (listener: () => void) => () => void;
  /** Whether a row may be picked: some batch action's state allows it. */
  selectable: (record: BaseRecord) => boolean;
  toggle: (record: BaseRecord, on: boolean) => void;
  /** Picks exactly `records` among those shown (the page's box). */
  setPicked: (records: readonly BaseRecord[], shown: readonly BaseRecord[]) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/** How many rows the batch holds: picked, or the list's total. */
export const pickedCount = (picks: Picks, total: number) =>
  picks.allMatching ? total : picks.picked.size;

/** Whether `record` is in the batch: picked, or a selectable row under "all matching". */
export const isPicked = (selection: Selection, picks: Picks, record: BaseRecord) =>
  picks.allMatching ? selection.selectable(record) : picks.picked.has(String(record._id));

/**
 * What a component draws from the picks: it draws again only when `select`'s answer changes (a
 * row's box when that row is ticked). `select` returns a value or the picks themselves, not a new
 * object each call.
 */
export function usePicks<S>(selection: Selection, select: (picks: Picks) => S): S {
  return useSyncExternalStore(selection.subscribe, () => select(selection.read()));
}

/**
 * The list's selection. It starts again whenever `scope` changes (other filters or sort): "all
 * matching" means the filters it was chosen under, and a row picked under other filters would
 * be acted on unseen.
 */
export function useSelection(actions: readonly ActionDeclaration[], scope: string): Selection {
  const [store] = useState(() => createStore({ scope, ...NONE }));
  // Picks made under another scope are none under this one, from its first drawing on ...
  const read = useCallback((): Picks => {
    const state = store.get();
    return state.scope === scope ? state : NONE;
  }, [store, scope]);
  // ... and are dropped before any key or click can reach them.
  useLayoutEffect(() => {
    if (store.get().scope !== scope) store.set({ scope, ...NONE });
  }, [store, scope]);
  const change = useCallback(
    (next: (before: Picks) => Picks) => store.set({ scope, ...next(read()) }),
    [store, scope, read],
  );
  const selectable = useCallback(
    (record: BaseRecord) => actions.some((action) => actionAllowed(action, record)),
    [actions],
  );
  return useMemo(
    () => ({
      read,
      subscribe: store.subscribe,
      selectable,
      toggle: (record, on) =>
        change((before) => {
          const picked = new Map(before.picked);
          if (on) picked.set(String(record._id), record);
          else picked.delete(String(record._id));
          return { picked, allMatching: false };
        }),
      setPicked: (records, shown) =>
        change((before) => {
          const picked = new Map(before.picked);
          for (const record of shown) picked.delete(String(record._id));
          for (const record of records) picked.set(String(record._id), record);
          return { picked, allMatching: false };
        }),
      selectAllMatching: () => change((before) => ({ ...before, allMatching: true })),
      clear: () => change(() => NONE),
    }),
    [read, store, selectable, change],
  );
}
