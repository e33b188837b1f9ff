import { useEffect, useMemo, useRef, useState } from 'react';
import { useIsFetching, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useSubscription } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/types';
import type { ApiErrorBody } from '../../model/contract';
import type { ListedView } from '../../model/views';
import { readViews } from '../../api/views';

/** Every saved views query starts so: a save, a delete or a change of rows reads them all again. */
export const VIEWS_QUERY = 'saved-views';

/** Refine's queries of a list's rows (its keys: `['data', provider, resource, 'list', ...]`). */
const listQueries = (resource: string) => ({
  predicate: ({ queryKey: [scope, , name, action] }: Query) =>
    scope === 'data' && name === resource && action === 'list',
});

/** A list's views with their counts (GET /views?resource=), read again as its rows change. */
export function useListViews(declaration: ResourceDeclaration) {
  const client = useQueryClient();
  // Asked once the list's own rows are in (or refused): counting the views reads the list several
  // times, and on a shared server the rows the admin opened the page for come first.
  const rows = useMemo(() => listQueries(declaration.name), [declaration.name]);
  const reading = useIsFetching(rows) > 0;
  const read = client
    .getQueryCache()
    .findAll(rows)
    .some((item) => item.state.dataUpdatedAt > 0 || item.state.status === 'error');
  const [asked, setAsked] = useState(false);
  if (!asked && !reading && read) setAsked(true);
  const query = useQuery<ListedView[], ApiErrorBody>({
    queryKey: [VIEWS_QUERY, declaration.name],
    queryFn: () => readViews(declaration.name),
    enabled: asked,
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
