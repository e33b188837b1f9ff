import { useCallback, useMemo, useState } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { ActionDeclaration } from '../../../../resources/types';
import { actionAllowed } from '../../../model/actions';

/** The rows a batch is about: picked one by one (kept across pages), or every row the filters select. */
export interface Selection {
  /** Picked rows by id, in the order picked. */
  picked: ReadonlyMap<string, BaseRecord>;
  /** Every row the list's filters select ("select all N matching"). */
  allMatching: boolean;
  /** Whether a row may be picked: some batch action's state allows it. */
  selectable: (record: BaseRecord) => boolean;
  toggle: (record: BaseRecord, on: boolean) => void;
  /** Picks exactly `records` among those shown (the table's header checkbox). */
  setPicked: (records: readonly BaseRecord[], shown: readonly BaseRecord[]) => void;
  selectAllMatching: () => void;
  clear: () => void;
  /** How many rows the batch holds: picked, or the list's total. */
  count: (total: number) => number;
}

/**
 * The list's selection for its batch actions. It starts again whenever `scope` changes (other
 * filters or sort): "all matching" means the filters it was chosen under, and a row picked
 * under other filters would be acted on unseen.
 */
export function useSelection(actions: readonly ActionDeclaration[], scope: string): Selection {
  const [state, setState] = useState({
    scope,
    picked: new Map<string, BaseRecord>(),
    allMatching: false,
  });
  const current =
    state.scope === scope
      ? state
      : { scope, picked: new Map<string, BaseRecord>(), allMatching: false };
  if (current !== state) setState(current);
  const selectable = useCallback(
    (record: BaseRecord) => actions.some((action) => actionAllowed(action, record)),
    [actions],
  );
  const toggle = useCallback(
    (record: BaseRecord, on: boolean) =>
      setState((before) => {
        const picked = new Map(before.picked);
        if (on) picked.set(String(record._id), record);
        else picked.delete(String(record._id));
        return { ...before, picked, allMatching: false };
      }),
    [],
  );
  const setPicked = useCallback(
    (records: readonly BaseRecord[], shown: readonly BaseRecord[]) =>
      setState((before) => {
        const picked = new Map(before.picked);
        for (const record of shown) picked.delete(String(record._id));
        for (const record of records) picked.set(String(record._id), record);
        return { ...before, picked, allMatching: false };
      }),
    [],
  );
  const selectAllMatching = useCallback(
    () => setState((before) => ({ ...before, allMatching: true })),
    [],
  );
  const clear = useCallback(
    () => setState((before) => ({ ...before, picked: new Map(), allMatching: false })),
    [],
  );
  return useMemo(
    () => ({
      picked: current.picked,
      allMatching: current.allMatching,
      selectable,
      toggle,
      setPicked,
      selectAllMatching,
      clear,
      count: (total: number) => (current.allMatching ? total : current.picked.size),
    }),
    [current.picked, current.allMatching, selectable, toggle, setPicked, selectAllMatching, clear],
  );
}
