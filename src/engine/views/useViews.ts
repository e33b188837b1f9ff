import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import type { ListedView } from '../../model/views';
import { readViews } from '../../api/views';

/** Every saved views query starts so: a save, a delete or a change of rows reads them all again. */
export const VIEWS_QUERY = 'saved-views';

/** A list's views with their counts (GET /views?resource=), read again as its rows change. */
export function useListViews(declaration: ResourceDeclaration) {
  const client = useQueryClient();
  const query = useQuery<ListedView[], ApiErrorBody>({
    queryKey: [VIEWS_QUERY, declaration.name],
    queryFn: () => readViews(declaration.name),
  });
  // A queue moves in bursts: one read of the counts for each, not one per row changed.
  const due = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(due.current), []);
  useSubscription({
    channel: `resources/${declaration.name}`,
    types: ['*'],
    enabled: Boolean(declaration.live),
    onLiveEvent: () => {
      if (due.current !== undefined) return;
      due.current = setTimeout(() => {
        due.current = undefined;
        void client.invalidateQueries({ queryKey: [VIEWS_QUERY] });
      }, 500);
    },
  });
  return query;
}

/** Every list's views, for the sidebar (GET /views). */
export function useAllViews(enabled: boolean) {
  return useQuery<ListedView[], ApiErrorBody>({
    queryKey: [VIEWS_QUERY, '*'],
    queryFn: () => readViews(),
    enabled,
  });
}
