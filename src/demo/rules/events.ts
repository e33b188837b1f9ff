import type { Values } from '../../../resources/types';
import {
  OPEN_ORDER_STATUSES,
  RESOLUTION_PAYOUTS,
  nameKey,
  resolvable,
  seriesRefusal,
  sumUsdc,
  type ResolutionOutcome,
} from '../../../resources/domain';
import { isHttpUrl } from '../../model/fieldTypes';
import { checkActionInput } from '../../model/validation';
import { badRequest, conflict, ok } from '../http-utils';
import { newId, type DemoStore, type Row } from '../store';
import { fromCents, sumAmounts, toCents } from './_money';
import { actorName } from './_people';
import { marketLiquidity, tradeVolumes } from './_markets';
import type { CollectionRules, RuleContext } from './_types';

type Market = Row & {
  status: string;
  question: string;
  endDate: string;
  volume?: string;
  winningOutcome?: string;
};

const MARKET_FIELDS = [
  'question',
  'slug',
  'outcomePrices',
  'tickSize',
  'minOrderSize',
  'makerFeeBps',
  'takerFeeBps',
  'startDate',
  'endDate',
  'status',
] as const;
const OPEN_ORDER = new Set<string>(OPEN_ORDER_STATUSES);
const FINAL_MARKET = new Set(['resolved', 'cancelled']);

const marketsOf = (event: Row): Market[] =>
  Array.isArray(event.markets) ? (event.markets as Market[]) : [];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether any of `keys` differs between the two. */
function differs(before: Values, after: Values, keys: readonly string[]): boolean {
  return keys.some((key) => !same(before[key], after[key]));
}

/** Market slugs are unique across all events (compared as identifying names). */
function slugErrors(store: DemoStore, eventId: string, markets: Values[]): Record<string, string> {
  const taken = new Set(
    store
      .all('events')
      .filter((event) => event._id !== eventId)
      .flatMap((event) => marketsOf(event).map((market) => nameKey(String(market.slug)))),
  );
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  markets.forEach((market, index) => {
    const slug = String(market.slug ?? '');
    const key = nameKey(slug);
    if (taken.has(key) || seen.has(key))
      errors[`markets.${index}.slug`] = `Slug "${slug}" is already used by another market`;
    seen.add(key);
  });
  return errors;
}

function newMarket(context: RuleContext, eventId: string, values: Values, status: string): Market {
  return {
    acceptingOrders: status === 'active',
    volume: '0.00',
    volume24h: '0.00',
    liquidity: '0.00',
    bestBid: null,
    bestAsk: null,
    lastPrice: null,
    ...values,
    _id: newId(),
    eventId,
    outcomes: ['Yes', 'No'],
    status,
    createdAt: context.now,
    updatedAt: context.now,
    createdBy: context.admin._id,
    updatedBy: context.admin._id,
  } as unknown as Market;
}

function totals(markets: Market[]) {
  return {
    volume: sumAmounts(markets.map((market) => market.volume)),
    liquidity: sumAmounts(markets.map((market) => market.liquidity)),
  };
}

/** Updates markets of an event in place and stores the event (one write). */
function saveMarkets(context: RuleContext, event: Row, markets: Market[], patch: Values = {}): Row {
  return context.store.update('events', event._id, {
    ...patch,
    markets,
    ...totals(markets),
    updatedAt: context.now,
    updatedBy: context.admin._id,
  })!;
}

function cancelOpenOrders(store: DemoStore, marketIds: Set<string>, now: string): number {
  return store.updateWhere(
    'orders',
    (order) => marketIds.has(String(order.marketId)) && OPEN_ORDER.has(String(order.status)),
    () => ({ status: 'cancelled', updatedAt: now }),
  );
}

/**
 * Moves markets in `from` to `to` (and the event to `eventStatus`, with `patch`); the audit trail
 * records what changed, market by market.
 */
function transition(
  context: RuleContext,
  event: Row,
  options: {
    from: readonly string[];
    to: string;
    eventStatus?: string;
    patch?: Values;
  },
): Row {
  const markets = marketsOf(event).map((market) =>
    options.from.includes(market.status)
      ? {
          ...market,
          status: options.to,
          acceptingOrders: options.to === 'active',
          updatedAt: context.now,
          updatedBy: context.admin._id,
        }
      : market,
  );
  const eventStatus = options.eventStatus ?? String(event.status);
  return saveMarkets(context, event, markets, { ...options.patch, status: eventStatus });
}

interface ResolutionPlan {
  markets: Market[];
  outcomes: Record<string, ResolutionOutcome>;
}

/** Checks a resolution request: one outcome per resolvable market, negRisk's one Yes, the ticker. */
function planResolution(
  event: Row,
  body: Values,
  requireTicker: boolean,
): ResolutionPlan | Response {
  const open = marketsOf(event).filter((market) => !FINAL_MARKET.has(market.status));
  const ready = open.filter(resolvable);
  if (event.negRisk === true && ready.length < open.length) {
    return conflict(
      'A mutually exclusive event resolves all its markets together: close every market first.',
    );
  }
  const given = (body.outcomes ?? {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const outcomes: Record<string, ResolutionOutcome> = {};
  for (const [marketId, outcome] of Object.entries(given)) {
    const market = open.find((item) => item._id === marketId);
    if (!market) errors[`outcomes.${marketId}`] = 'This market is not open for resolution';
    else if (!resolvable(market))
      errors[`outcomes.${marketId}`] =
        `"${market.question}" trades until ${market.endDate}; close it first`;
    else if (outcome !== 'Yes' && outcome !== 'No' && outcome !== 'Invalid')
      errors[`outcomes.${marketId}`] = 'Choose Yes, No or Invalid';
    else outcomes[marketId] = outcome;
  }
  for (const market of ready)
    if (!given[market._id]) errors[`outcomes.${market._id}`] = 'Choose an outcome';
  if (event.negRisk === true) {
    // Markets resolved before count too: the event as a whole has exactly one Yes.
    const settled = marketsOf(event)
      .filter((market) => market.status === 'resolved')
      .map((market) => market.winningOutcome as ResolutionOutcome);
    const all = [...settled, ...Object.values(outcomes)];
    const yes = all.filter((outcome) => outcome === 'Yes').length;
    const before = settled.filter((outcome) => outcome === 'Yes').length;
    if (yes !== 1)
      errors.outcomes = `Exactly one market of a mutually exclusive event resolves Yes (${yes - before} chosen${before ? `, ${before} already resolved Yes` : ''})`;
    else if (all.includes('Invalid'))
      errors.outcomes = 'In a mutually exclusive event the other markets resolve No';
  }
  if (requireTicker && String(body.ticker ?? '').trim() !== String(event.ticker)) {
    errors.ticker = `Type the event's ticker exactly: ${String(event.ticker)}`;
  }
  if (Object.keys(errors).length) return badRequest('The resolution has errors', errors);
  return { markets: ready.filter((market) => outcomes[market._id]), outcomes };
}

function positionsOf(store: DemoStore, marketId: string) {
  return store
    .all('positions')
    .filter((position) => position.marketId === marketId && position.status === 'open');
}

/**
 * An open position when its market resolves (resolution makes winning positions
 * redeemable; a position is closed when nothing is owed), as the seed settles them: a loser
 * closes with payout 0 and its cost realised as a loss; a winner (or either side of a 50/50)
 * becomes redeemable for its payout, the gain not realised until it is redeemed.
 */
function settlePosition(position: Row, perShare: number) {
  const size = toCents(position.size);
  const cost = Math.round(size * Number(position.avgPrice ?? 0));
  const payout = Math.round(size * perShare);
  if (payout === 0) {
    return {
      status: 'closed' as const,
      currentPrice: perShare,
      payout: fromCents(0),
      realizedPnl: fromCents(toCents(position.realizedPnl) - cost),
      unrealizedPnl: fromCents(0),
    };
  }
  return {
    status: 'redeemable' as const,
    currentPrice: perShare,
    payout: fromCents(payout),
    unrealizedPnl: fromCents(payout - cost),
  };
}

function preview(context: RuleContext, event: Row, body: Values): Response {
  const plan = planResolution(event, { ...body, outcomes: body.outcomes ?? {} }, false);
  const outcomes =
    plan instanceof Response
      ? ((body.outcomes ?? {}) as Record<string, ResolutionOutcome>)
      : plan.outcomes;
  let total = 0;
  const rows = marketsOf(event)
    .filter((market) => !FINAL_MARKET.has(market.status) && resolvable(market))
    .map((market) => {
      const positions = positionsOf(context.store, market._id);
      const shares = (outcome: string) =>
        positions
          .filter((position) => position.outcome === outcome)
          .reduce((sum, position) => sum + toCents(position.size), 0);
      const yes = shares('Yes');
      const no = shares('No');
      const outcome = outcomes[market._id];
      const payout = outcome
        ? Math.round(yes * RESOLUTION_PAYOUTS[outcome][0] + no * RESOLUTION_PAYOUTS[outcome][1])
        : null;
      if (payout !== null) total += payout;
      return {
        marketId: market._id,
        question: market.question,
        outcome: outcome ?? null,
        openOrders: context.store
          .all('orders')
          .filter((order) => order.marketId === market._id && OPEN_ORDER.has(String(order.status)))
          .length,
        positions: positions.length,
        yesShares: fromCents(yes),
        noShares: fromCents(no),
        payout: payout === null ? null : fromCents(payout),
      };
    });
  // The page needs nothing else: resolving needs edit on Unresolved Markets, not view on Events.
  const summary = {
    _id: event._id,
    title: event.title,
    ticker: event.ticker,
    status: event.status,
    negRisk: event.negRisk === true,
    resolutionSource: event.resolutionSource,
    markets: marketsOf(event),
  };
  return ok({ event: summary, markets: rows, totalPayout: fromCents(total) });
}

function resolve(context: RuleContext, event: Row, body: Values): Response {
  const plan = planResolution(event, body, true);
  if (plan instanceof Response) return plan;
  const { store, now, admin } = context;
  const ids = new Set(plan.markets.map((market) => market._id));
  const reason = String(body.reason ?? '').trim();
  const evidenceUrl = String(body.evidenceUrl ?? '').trim();
  const errors: Record<string, string> = {};
  const reasonProblem = checkActionInput({ label: 'Reason', maxLength: 2000 }, reason);
  if (reasonProblem) errors.reason = reasonProblem;
  if (evidenceUrl && !isHttpUrl(evidenceUrl))
    errors.evidenceUrl = 'Evidence must be an http(s) address, like https://example.com';
  if (Object.keys(errors).length) return badRequest('Check the resolution', errors);
  const markets = marketsOf(event).map((market): Market => {
    const outcome = plan.outcomes[market._id];
    if (!ids.has(market._id) || !outcome) return market;
    return {
      ...market,
      status: 'resolved',
      winningOutcome: outcome,
      outcomePrices: [...RESOLUTION_PAYOUTS[outcome]],
      acceptingOrders: false,
      bestBid: null,
      bestAsk: null,
      resolvedAt: now,
      resolvedBy: admin._id,
      updatedAt: now,
      updatedBy: admin._id,
    };
  });
  const cancelledOrders = cancelOpenOrders(store, ids, now);
  const settled = { redeemable: 0, closed: 0 };
  store.updateWhere(
    'positions',
    (position) => ids.has(String(position.marketId)) && position.status === 'open',
    (position) => {
      const payouts = RESOLUTION_PAYOUTS[plan.outcomes[String(position.marketId)]];
      const change = settlePosition(position, position.outcome === 'Yes' ? payouts[0] : payouts[1]);
      settled[change.status] += 1;
      return { ...change, updatedAt: now };
    },
  );
  for (const market of plan.markets) {
    const outcome = plan.outcomes[market._id];
    store.insert('resolutions', {
      _id: newId(),
      marketId: market._id,
      eventId: event._id,
      outcome,
      payouts: [...RESOLUTION_PAYOUTS[outcome]],
      source: 'admin',
      reason,
      evidenceUrl,
      resolvedBy: admin._id,
      resolvedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  const allFinal = markets.every((market) => FINAL_MARKET.has(market.status));
  const saved = saveMarkets(context, event, markets, allFinal ? { status: 'resolved' } : {});
  return ok(
    {
      event: saved,
      cancelledOrders,
      redeemablePositions: settled.redeemable,
      closedPositions: settled.closed,
    },
    `Resolved ${plan.markets.length} market${plan.markets.length === 1 ? '' : 's'}; ${cancelledOrders} open orders cancelled, ${settled.redeemable} positions redeemable, ${settled.closed} closed.`,
  );
}

/** A closed or archived series takes no new event; one already in it stays (400 on the field). */
function seriesErrors(store: DemoStore, values: Values, existing?: Row): Record<string, string> {
  const id = values.seriesId;
  if (!id || (existing && existing.seriesId === id)) return {};
  const series = store.find('series', String(id));
  const reason = series ? seriesRefusal(series) : 'Unknown series';
  return reason ? { seriesId: reason } : {};
}

const events: CollectionRules = {
  create(context, values) {
    const incoming = (Array.isArray(values.markets) ? values.markets : []) as Values[];
    const errors = {
      ...seriesErrors(context.store, values),
      ...slugErrors(context.store, String(values._id), incoming),
    };
    if (Object.keys(errors).length) return badRequest('The event has errors', errors);
    const markets = incoming.map((market) =>
      newMarket(context, String(values._id), market, 'draft'),
    );
    return {
      ...(values as Row),
      status: 'draft',
      featured: values.featured === true,
      negRisk: values.negRisk === true,
      markets,
      ...totals(markets),
    };
  },

  update(context, existing, values) {
    const joining = seriesErrors(context.store, values, existing);
    if (Object.keys(joining).length) return badRequest('The event has errors', joining);
    if (!Array.isArray(values.markets)) return values as Row;
    const incoming = values.markets as Values[];
    const current = marketsOf(existing);
    const errors = slugErrors(context.store, existing._id, incoming);
    if (Object.keys(errors).length) return badRequest('The event has errors', errors);
    // Removing, adding and editing markets by their state: the declaration's rowRules, checked
    // before this (src/model/changes.ts).
    let reopened = false;
    const markets: Market[] = [];
    for (const [index, row] of incoming.entries()) {
      const known = current.find((market) => market._id === row._id);
      if (row._id && !known)
        return badRequest('The event has errors', { [`markets.${index}`]: 'Unknown market' });
      if (!known) {
        markets.push(
          newMarket(context, existing._id, row, existing.status === 'active' ? 'active' : 'draft'),
        );
        continue;
      }
      const changed = differs(known, { ...known, ...row }, MARKET_FIELDS);
      const next: Market = {
        ...known,
        ...row,
        _id: known._id,
        ...(changed ? { updatedAt: context.now, updatedBy: context.admin._id } : {}),
      };
      // Extending the end date of a closed market reopens it.
      if (
        known.status === 'closed' &&
        Date.parse(next.endDate) > Date.parse(known.endDate) &&
        Date.parse(next.endDate) > Date.now()
      ) {
        Object.assign(next, { status: 'active', acceptingOrders: true });
        reopened = true;
      }
      markets.push(next);
    }
    return {
      ...(values as Row),
      markets,
      ...totals(markets),
      ...(reopened && existing.status === 'closed' ? { status: 'active' } : {}),
    };
  },

  // An event's volume and liquidity are its markets' (from their trades and books, as
  // /market-overview shows them).
  present: (row, store) => {
    const { ever } = tradeVolumes(store);
    const liquidity = marketLiquidity(store);
    const markets = marketsOf(row);
    return {
      ...row,
      volume: sumUsdc(markets.map((market) => ever.get(market._id))),
      liquidity: sumUsdc(markets.map((market) => liquidity(market._id))),
    };
  },

  refusals: {
    resolve: (store, event) => resolvedRefusal(store, event),
    'resolve-preview': (store, event) => resolvedRefusal(store, event),
  },

  actions: {
    publish: (context, event) => {
      const saved = transition(context, event, {
        from: ['draft'],
        to: 'active',
        eventStatus: 'active',
      });
      return ok(
        saved,
        `"${String(event.title)}" is live: ${marketsOf(saved).length} markets open for trading.`,
      );
    },
    pause: (context, event) =>
      ok(transition(context, event, { from: ['active'], to: 'paused' }), 'Trading paused.'),
    resume: (context, event) =>
      ok(transition(context, event, { from: ['paused'], to: 'active' }), 'Trading resumed.'),
    close: (context, event) =>
      ok(
        transition(context, event, {
          from: ['active', 'paused'],
          to: 'closed',
          eventStatus: 'closed',
        }),
        'Trading closed; the event awaits resolution.',
      ),
    cancel: (context, event, body) => {
      const open = new Set(
        marketsOf(event)
          .filter((market) => !FINAL_MARKET.has(market.status))
          .map((market) => market._id),
      );
      const cancelled = cancelOpenOrders(context.store, open, context.now);
      const saved = transition(context, event, {
        from: ['draft', 'active', 'paused', 'closed'],
        to: 'cancelled',
        eventStatus: 'cancelled',
        // Kept on the event, so that the audit trail's entry for the cancel shows it.
        patch: { cancelReason: String(body.reason ?? '') },
      });
      return ok(saved, `Event cancelled; ${cancelled} open orders cancelled.`);
    },
    archive: (context, event) => {
      const saved = context.store.update('events', event._id, {
        status: 'archived',
        updatedAt: context.now,
        updatedBy: context.admin._id,
      })!;
      return ok(saved, 'Event archived.');
    },
    resolve: (context, event, body) => resolve(context, event, body),
    'resolve-preview': (context, event, body) => preview(context, event, body),
  },
};

/** A market resolves once; the refusal says when and by whom it was resolved. */
function resolvedRefusal(store: DemoStore, event: Row): string {
  const resolved = marketsOf(event).find((market) => market.status === 'resolved');
  if (resolved?.resolvedAt) {
    return `"${String(event.title)}" was already resolved on ${String(resolved.resolvedAt).slice(0, 16).replace('T', ' ')} UTC by ${actorName(store, resolved.resolvedBy)}; a resolution is final.`;
  }
  return `"${String(event.title)}" is ${String(event.status)}: it has no market to resolve.`;
}

export default events;
