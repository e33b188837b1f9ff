import { useSubscription, type LiveEvent } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/types';
import { LIVE_RESET_EVENT } from '../../model/contract';
import { claimable } from '../../model/claims';
import { useLatest } from '../../ui/useLatest';

/**
 * A record's page of a watched queue (`live`, or claimable) reads the record again when the live
 * feed names it: another reviewer's claim, release or decision shows without a reload.
 */
export function useLiveRecord(
  declaration: ResourceDeclaration,
  id: string | undefined,
  refetch: () => unknown,
): void {
  const latest = useLatest({ id, refetch });
  useSubscription({
    channel: `resources/${declaration.name}`,
    types: ['*'],
    enabled: Boolean(id) && (Boolean(declaration.live) || claimable(declaration)),
    onLiveEvent: (event: LiveEvent) => {
      const ids = (event.payload.ids ?? []).map(String);
      const { id: shown, refetch: read } = latest.current;
      if (event.type === LIVE_RESET_EVENT || (shown && ids.includes(shown))) void read();
    },
  });
}
