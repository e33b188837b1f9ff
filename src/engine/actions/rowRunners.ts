import { createContext, useContext, useEffect, useRef } from 'react';
import type { ActionDeclaration } from '../../../resources/types';

/** Presses a row's button for an action: its own runner, confirmation and busy state. */
type RowRunner = (action: ActionDeclaration) => void;

/** The row buttons drawn on a list, by record id: a key takes an action through its row's button. */
export type RowRunners = Map<string, { current: RowRunner }>;

/** A list's runners (src/engine/pages/list/useListKeys.tsx); none outside a list. */
export const RowRunnersContext = createContext<RowRunners | undefined>(undefined);

/** Makes `start` the runner of the row `id` (none: not in a list's row) while it is drawn. */
export function useRowRunner(id: string | undefined, start: RowRunner): void {
  const runners = useContext(RowRunnersContext);
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    if (!runners || id === undefined) return;
    const own = latest;
    runners.set(id, own);
    return () => {
      if (runners.get(id) === own) runners.delete(id);
    };
  }, [runners, id]);
}
