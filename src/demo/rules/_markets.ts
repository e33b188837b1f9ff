import type { DemoStore, Row } from '../store';

export const marketsOf = (event: Row): Row[] =>
  Array.isArray(event.markets) ? (event.markets as Row[]) : [];

/** Every market with its event's title, ticker, category and negRisk flag. */
export function allMarkets(store: DemoStore): Row[] {
  return store.all('events').flatMap((event) =>
    marketsOf(event).map((market) => ({
      ...market,
      eventId: event._id,
      eventTitle: event.title,
      eventTicker: event.ticker,
      eventStatus: event.status,
      categoryId: event.categoryId,
      negRisk: event.negRisk,
    })),
  );
}
