/** Resolving an event's markets: the plan, the payout preview, settling positions. */
import type { Values } from '../../types';
import { confirmsTicker, RESOLUTION_PAYOUTS, resolvable, type ResolutionOutcome } from '../domain';
import { badRequest, conflict, ok } from '../../../src/demo/http-utils';
import { newId, type DemoStore, type Row } from '../../../src/demo/store';
import { fromCents, toCents } from '../../../src/demo/cents';
import { actorName } from '../../../src/demo/people';
import type { RuleContext } from '../../../src/demo/rules';
import { say } from '../../_text';

import { OPEN_ORDER, saveMarkets, cancelOpenOrders, isFinal } from './eventMarkets';
import { marketsOf, type Market } from './markets';

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
  const open = marketsOf(event).filter((market) => !isFinal(market));
  const ready = open.filter(resolvable);
  if (event.negRisk === true && ready.length < open.length) {
    return conflict(
      say`A mutually exclusive event resolves all its markets together: close every market first.`,
    );
  }
  const given = (body.outcomes ?? {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const outcomes: Record<string, ResolutionOutcome> = {};
  for (const [marketId, outcome] of Object.entries(given)) {
    const market = open.find((item) => item._id === marketId);
    if (!market) errors[`outcomes.${marketId}`] = say`This market is not open for resolution`;
    else if (!resolvable(market))
      errors[`outcomes.${marketId}`] =
        say`"${market.question}" trades until ${market.endDate}; close it first`;
    else if (outcome !== 'Yes' && outcome !== 'No' && outcome !== 'Invalid')
      errors[`outcomes.${marketId}`] = say`Choose Yes, No or Invalid`;
    else outcomes[marketId] = outcome;
  }
  for (const market of ready)
    if (!given[market._id]) errors[`outcomes.${market._id}`] = say`Choose an outcome`;
  if (event.negRisk === true) {
    // Markets resolved before count too: the event as a whole has exactly one Yes.
    const settled = marketsOf(event)
      .filter((market) => market.status === 'resolved')
      .map((market) => market.winningOutcome as ResolutionOutcome);
    const all = [...settled, ...Object.values(outcomes)];
    const yes = all.filter((outcome) => outcome === 'Yes').length;
    const before = settled.filter((outcome) => outcome === 'Yes').length;
    if (yes !== 1)
      errors.outcomes = before
        ? say`Exactly one market of a mutually exclusive event resolves Yes (${yes - before} chosen, ${before} already resolved Yes)`
        : say`Exactly one market of a mutually exclusive event resolves Yes (${yes - before} chosen)`;
    else if (all.includes('Invalid'))
      errors.outcomes = say`In a mutually exclusive event the other markets resolve No`;
  }
  if (requireTicker && !confirmsTicker(body.ticker, event.ticker)) {
    errors.ticker = say`Type the event's ticker to confirm: ${String(event.ticker)}`;
  }
  if (Object.keys(errors).length) return badRequest(say`The resolution has errors`, errors);
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

export function preview(context: RuleContext, event: Row, body: Values): Response {
  const plan = planResolution(event, { ...body, outcomes: body.outcomes ?? {} }, false);
  const outcomes =
    plan instanceof Response
      ? ((body.outcomes ?? {}) as Record<string, ResolutionOutcome>)
      : plan.outcomes;
  let total = 0;
  const rows = marketsOf(event)
    .filter((market) => !isFinal(market) && resolvable(market))
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

export function resolve(context: RuleContext, event: Row, body: Values): Response {
  const plan = planResolution(event, body, true);
  if (plan instanceof Response) return plan;
  const { store, now, admin } = context;
  const ids = new Set(plan.markets.map((market) => market._id));
  // Their types, length and address were checked against RESOLVE_BODY before the handler.
  const reason = String(body.reason ?? '').trim();
  const evidenceUrl = String(body.evidenceUrl ?? '').trim();
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
      // Kept on the market too, so that the audit trail's entry for the resolve shows them.
      ...(reason ? { resolutionReason: reason } : {}),
      ...(evidenceUrl ? { resolutionEvidence: evidenceUrl } : {}),
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
  const allFinal = markets.every((market) => isFinal(market));
  const saved = saveMarkets(context, event, markets, allFinal ? { status: 'resolved' } : {});
  return ok(
    {
      event: saved,
      cancelledOrders,
      redeemablePositions: settled.redeemable,
      closedPositions: settled.closed,
    },
    plan.markets.length === 1
      ? say`Resolved ${plan.markets.length} market; ${cancelledOrders} open orders cancelled, ${settled.redeemable} positions redeemable, ${settled.closed} closed.`
      : say`Resolved ${plan.markets.length} markets; ${cancelledOrders} open orders cancelled, ${settled.redeemable} positions redeemable, ${settled.closed} closed.`,
  );
}

/** A market resolves once; the refusal says when and by whom it was resolved. */
export function resolvedRefusal(store: DemoStore, event: Row): string {
  const resolved = marketsOf(event).find((market) => market.status === 'resolved');
  if (resolved?.resolvedAt) {
    return say`"${String(event.title)}" was already resolved on ${String(resolved.resolvedAt).slice(0, 16).replace('T', ' ')} UTC by ${actorName(store, resolved.resolvedBy)}; a resolution is final.`;
  }
  return say`"${String(event.title)}" is ${String(event.status)}: it has no market to resolve.`;
}
