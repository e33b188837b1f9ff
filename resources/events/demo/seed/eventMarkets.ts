/** An event's markets in the demo seed, with their resolution records when resolved. */
import type { Series } from '../../../domain';
import type { Event, Market, MarketStatus, ResolutionOutcome } from '../../domain';
import {
  HOUR,
  MINUTE,
  REFERENCE_TIME,
  fmt,
  iso,
  slugify,
  uniqueSlug,
  type Rng,
} from '../../../../src/demo/seed/rng';
import { type EventSpec } from '../../../../src/demo/seed/words';

import {
  payoutsOf,
  pickTick,
  probabilities,
  type Actors,
  type EventData,
  type Timeline,
} from './eventLife';

/** Events whose trading was closed at their end (resolved and archived ones went through it). */
export const CLOSED_EVENTS: ReadonlySet<string> = new Set(['closed', 'resolved', 'archived']);

/** Creates the event's markets (and resolution records); their figures come later (seed.ts). */
export function addMarkets(
  rng: Rng,
  out: EventData,
  event: Event,
  spec: EventSpec,
  ladder: boolean,
  time: Timeline,
  actors: Actors,
  series: Series | undefined,
  slugs: Set<string>,
): void {
  const status = event.status;
  const n = spec.questions.length;
  const prices = probabilities(rng, spec, ladder);
  // Closed events may already have some (not all) markets resolved; resolved events may have one
  // cancelled market (never for negRisk, where exactly one market resolves Yes).
  const resolvedCount =
    status === 'closed' && !spec.negRisk && n > 1 && rng.chance(0.3) ? rng.int(1, n - 1) : 0;
  const winner = rng.int(0, n - 1);
  const resolvedEvent = status === 'resolved' || status === 'archived';
  const cancelledMarket =
    resolvedEvent && !spec.negRisk && n > 1 && rng.chance(0.15) ? rng.int(0, n - 1) : -1;

  spec.questions.forEach((question, i) => {
    const tickSize = pickTick(rng);
    const invTick = Math.round(1 / tickSize);
    const yesTicks = Math.min(invTick - 1, Math.max(1, Math.round(prices[i] * invTick)));

    let marketStatus: MarketStatus;
    if (status === 'draft') marketStatus = 'draft';
    else if (status === 'active') marketStatus = rng.chance(0.1) ? 'paused' : 'active';
    else if (status === 'cancelled') marketStatus = 'cancelled';
    else if (status === 'closed') marketStatus = i < resolvedCount ? 'resolved' : 'closed';
    else marketStatus = i === cancelledMarket ? 'cancelled' : 'resolved';

    const traded = marketStatus !== 'draft' && !time.cancelledFromDraft;
    const bookOpen = marketStatus === 'active' || marketStatus === 'paused';
    // Draws the seed once spent on stored volume and liquidity, kept so that every later record
    // stays the same: both are now those of the market's trades and orders (seed.ts).
    if (traded) rng.float(0, 1);
    if (bookOpen) rng.float(0, 1);

    let winning: ResolutionOutcome | undefined;
    let resolvedAt = 0;
    if (marketStatus === 'resolved') {
      winning = spec.negRisk
        ? i === winner
          ? 'Yes'
          : 'No'
        : rng.weighted<ResolutionOutcome>({ Yes: 45, No: 50, Invalid: 5 });
      resolvedAt =
        status === 'closed'
          ? Math.min(REFERENCE_TIME - MINUTE, time.end + rng.float(0.5, 6) * HOUR)
          : time.resolvedAt;
    }

    // Fee-free markets (promotions) are common; series markets use the series fee.
    const takerFeeBps = series
      ? series.feeBps
      : rng.chance(0.35)
        ? 0
        : rng.pick([50, 100, 150, 200]);
    const created = time.created + i * 1000;
    const market: Market = {
      _id: rng.id(created),
      eventId: event._id,
      question,
      slug: uniqueSlug(slugify(question), slugs),
      outcomes: ['Yes', 'No'],
      outcomePrices: winning
        ? payoutsOf(winning)
        : marketStatus === 'draft'
          ? [0.5, 0.5]
          : [yesTicks / invTick, (invTick - yesTicks) / invTick],
      tickSize,
      minOrderSize: fmt(rng.pick([1, 5, 10, 25]) * 100, 2),
      makerFeeBps: takerFeeBps > 0 && rng.chance(0.3) ? rng.pick([10, 20, 25]) : 0,
      takerFeeBps,
      startDate: event.startDate,
      endDate: event.endDate,
      acceptingOrders: marketStatus === 'active',
      volume: '0.00',
      volume24h: '0.00',
      liquidity: '0.00',
      bestBid: bookOpen ? Math.max(1, yesTicks - 1) / invTick : null,
      bestAsk: bookOpen ? Math.min(invTick - 1, yesTicks + 1) / invTick : null,
      lastPrice: traded ? yesTicks / invTick : null,
      status: marketStatus,
      // Closed (then resolved or cancelled) by the system at the end.
      ...(CLOSED_EVENTS.has(event.status) ? { closedAt: iso(time.end) } : {}),
      createdAt: iso(created),
      updatedAt: iso(resolvedAt || time.finalAt || Math.max(created, time.start)),
      createdBy: actors.author,
      updatedBy: actors.editor,
    };
    if (bookOpen) rng.float(0, 1); // the draw once spent on a stored 24 h volume, kept likewise
    if (Date.parse(market.updatedAt) > REFERENCE_TIME) market.updatedAt = market.createdAt;
    if (winning) {
      market.winningOutcome = winning;
      market.resolvedAt = iso(resolvedAt);
      market.resolvedBy = actors.resolver;
      out.resolutions.push({
        _id: rng.id(resolvedAt),
        marketId: market._id,
        eventId: event._id,
        outcome: winning,
        payouts: payoutsOf(winning),
        source: actors.resolver === 'oracle' ? 'oracle' : 'admin',
        reason:
          winning === 'Invalid'
            ? 'The resolution source did not publish a result; resolved 50-50.'
            : `Resolved ${winning} per ${spec.resolutionSource}.`,
        evidenceUrl: `${spec.resolutionSource}/${event.slug.slice(0, 40)}`,
        resolvedBy: actors.resolver,
        resolvedAt: market.resolvedAt,
        createdAt: market.resolvedAt,
        updatedAt: market.resolvedAt,
      });
    }
    event.markets.push(market);

    const openTo = bookOpen
      ? REFERENCE_TIME
      : marketStatus === 'cancelled'
        ? time.finalAt
        : Math.min(time.end, REFERENCE_TIME);
    if (traded && openTo > time.start) {
      out.markets.push({ market, event, invTick, yesTicks, openFrom: time.start, openTo });
    }
  });
}
