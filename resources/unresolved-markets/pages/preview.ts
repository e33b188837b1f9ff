import type { Event, ResolutionOutcome } from '../../events';

/** What the server's `resolve-preview` action answers for an event and the outcomes chosen. */
interface PreviewRow {
  marketId: string;
  question: string;
  outcome: ResolutionOutcome | null;
  openOrders: number;
  positions: number;
  yesShares: string;
  noShares: string;
  payout: string | null;
}

/** The event as the preview answers it: what the page shows of it, typed as the event is. */
export type ResolutionEvent = Pick<
  Event,
  '_id' | 'title' | 'ticker' | 'status' | 'negRisk' | 'resolutionSource' | 'markets'
>;

export interface Preview {
  event: ResolutionEvent;
  markets: PreviewRow[];
  totalPayout: string;
}
