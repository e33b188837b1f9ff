import type { Market, ResolutionOutcome } from '../../events';

/** What the server's `resolve-preview` action answers for an event and the outcomes chosen. */
export interface PreviewRow {
  marketId: string;
  question: string;
  outcome: ResolutionOutcome | null;
  openOrders: number;
  positions: number;
  yesShares: string;
  noShares: string;
  payout: string | null;
}

export interface ResolutionEvent {
  _id: string;
  title: string;
  ticker: string;
  status: string;
  negRisk: boolean;
  resolutionSource: string;
  markets: Market[];
}

export interface Preview {
  event: ResolutionEvent;
  markets: PreviewRow[];
  totalPayout: string;
}
