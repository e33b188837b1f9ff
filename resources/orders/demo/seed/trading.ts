/** Trading part of the demo seed: orders, trades and positions, consistent with the markets' states. */
import type {
  Order,
  OrderStatus,
  Outcome,
  Position,
  TimeInForce,
  Trade,
  TradeStatus,
  User,
} from '../../../domain';
import {
  DAY,
  HOUR,
  MINUTE,
  REFERENCE_TIME,
  fmt,
  iso,
  type Rng,
} from '../../../../src/demo/seed/rng';
import type { MarketMeta } from '../../../events/demo/seed';

export interface Trading {
  orders: Order[];
  trades: Trade[];
  /** takerFee + makerFee of `trades[i]` in 1/10000 USDC (for the fee ledger). */
  tradeFees: number[];
  positions: Position[];
}

/** Generation-side view of an order: the record plus its numbers in integer units. */
interface OrderInfo {
  order: Order;
  meta: MarketMeta;
  /** Price in ticks. */
  ticks: number;
  sizeCents: number;
  filledCents: number;
  at: number;
  doneAt: number;
}

const REJECT_REASONS = [
  'Insufficient balance',
  'Order size below the market minimum',
  'Self-trade prevented',
  'Market not accepting orders',
];

/** Picks a user created before `at` (users sorted by createdAt; the oldest predates every market). */
function userBefore(
  rng: Rng,
  users: readonly User[],
  createdMs: readonly number[],
  at: number,
): User {
  let lo = 0;
  let hi = createdMs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (createdMs[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return users[lo > 0 ? rng.int(0, lo - 1) : 0];
}

function orderStatus(rng: Rng, tif: TimeInForce, bookOpen: boolean): OrderStatus {
  if (tif === 'IOC') return rng.weighted({ filled: 70, cancelled: 25, rejected: 5 });
  const weights: Partial<Record<OrderStatus, number>> = bookOpen
    ? { pending: 2, open: 30, partiallyFilled: 15, filled: 35, cancelled: 12, rejected: 2 }
    : { filled: 62, cancelled: 32, rejected: 3 };
  if (tif === 'GTD') weights.expired = bookOpen ? 8 : 7;
  return rng.weighted(weights);
}

export function buildTrading(
  rng: Rng,
  markets: readonly MarketMeta[],
  usersByAge: readonly User[],
): Trading {
  const createdMs = usersByAge.map((u) => Date.parse(u.createdAt));

  // ---- orders
  const ORDER_COUNT = 10_000;
  const infos: OrderInfo[] = [];
  for (let i = 0; i < ORDER_COUNT; i++) {
    const meta = rng.pick(markets);
    const { market, invTick } = meta;
    const bookOpen = market.status === 'active' || market.status === 'paused';
    const tif = rng.weighted<TimeInForce>({ GTC: 60, GTD: 25, IOC: 15 });
    const status = orderStatus(rng, tif, bookOpen);

    let at = meta.openFrom + rng.next() * (meta.openTo - meta.openFrom - MINUTE);
    if (status === 'pending') at = REFERENCE_TIME - rng.float(5, 180) * 1000;
    if (status === 'expired') at = Math.min(at, meta.openTo - 2 * HOUR);
    at = Math.floor(Math.max(meta.openFrom, at));
    const user = userBefore(rng, usersByAge, createdMs, at - MINUTE);

    const outcome: Outcome = rng.chance(0.6) ? 'Yes' : 'No';
    const fair = outcome === 'Yes' ? meta.yesTicks : invTick - meta.yesTicks;
    const spread = Math.max(1, Math.round(invTick * 0.04));
    const ticks = Math.min(invTick - 1, Math.max(1, fair + rng.int(-spread, spread)));

    const minCents = Math.round(Number(market.minOrderSize) * 100);
    const sizeCents = Math.max(
      minCents,
      Math.round(Math.exp(rng.float(Math.log(500), Math.log(500_000)))),
    );
    let filledCents = 0;
    if (status === 'filled') filledCents = sizeCents;
    else if (status === 'partiallyFilled')
      filledCents = Math.max(
        1,
        Math.min(sizeCents - 1, Math.round(sizeCents * rng.float(0.1, 0.9))),
      );
    else if ((status === 'cancelled' || status === 'expired') && rng.chance(0.35)) {
      filledCents = Math.min(sizeCents - 1, Math.round(sizeCents * rng.float(0.05, 0.8)));
    }

    // When the order reached its current state.
    let doneAt = at;
    let expiresAt: number | undefined;
    if (status === 'filled' || status === 'rejected')
      doneAt =
        at + (tif === 'IOC' || status === 'rejected' ? rng.int(20, 900) : rng.float(0, 3) * HOUR);
    else if (status === 'partiallyFilled')
      doneAt = at + rng.next() * Math.min(2 * DAY, REFERENCE_TIME - at);
    else if (status === 'cancelled')
      doneAt = tif === 'IOC' ? at + rng.int(20, 900) : at + rng.next() * (meta.openTo - at);
    if (tif === 'GTD') {
      if (status === 'expired') {
        expiresAt = at + rng.float(1, 72) * HOUR;
        expiresAt = Math.min(expiresAt, meta.openTo - MINUTE);
        doneAt = expiresAt;
      } else if (status === 'open' || status === 'partiallyFilled' || status === 'pending') {
        expiresAt = REFERENCE_TIME + rng.float(1, 14 * 24) * HOUR;
      } else {
        expiresAt = Math.max(doneAt + MINUTE, at + rng.float(6, 14 * 24) * HOUR);
      }
    }
    doneAt = Math.floor(Math.min(REFERENCE_TIME, Math.max(at, doneAt)));

    const order: Order = {
      _id: rng.id(at),
      userId: user._id,
      marketId: market._id,
      outcome,
      side: rng.chance(0.7) ? 'BUY' : 'SELL',
      timeInForce: tif,
      price: ticks / invTick,
      size: fmt(sizeCents, 2),
      filledSize: fmt(filledCents, 2),
      remainingSize: fmt(sizeCents - filledCents, 2),
      feeBps: market.takerFeeBps,
      status,
      createdAt: iso(at),
      updatedAt: iso(doneAt),
    };
    if (expiresAt !== undefined) order.expiresAt = iso(Math.floor(expiresAt));
    if (status === 'rejected') order.rejectReason = rng.pick(REJECT_REASONS);
    infos.push({ order, meta, ticks, sizeCents, filledCents, at, doneAt });
  }

  // ---- trades: a filled taker order against a resting maker order of another user in the same market
  const fillsByMarket = new Map<string, OrderInfo[]>();
  const filled = infos.filter((o) => o.filledCents > 0);
  for (const info of filled) {
    const list = fillsByMarket.get(info.order.marketId) ?? [];
    list.push(info);
    fillsByMarket.set(info.order.marketId, list);
  }
  const TRADE_COUNT = 10_000;
  const trades: Trade[] = [];
  const tradeFees: number[] = [];
  for (let attempt = 0; trades.length < TRADE_COUNT && attempt < TRADE_COUNT * 4; attempt++) {
    const taker = rng.pick(filled);
    const candidates = fillsByMarket.get(taker.order.marketId) ?? [];
    const maker = rng.pick(candidates);
    if (
      maker === taker ||
      maker.order.userId === taker.order.userId ||
      maker.order.timeInForce === 'IOC'
    )
      continue;
    const { market } = taker.meta;
    const sizeCents = Math.max(1, Math.round(taker.filledCents * rng.float(0.2, 1)));
    // Fees in 1/10000 USDC: sizeCents/100 shares * price * bps/10000 * 10000.
    const notional = (sizeCents * taker.ticks) / taker.meta.invTick;
    // After both orders were placed, before the later of them stopped changing.
    const from = Math.max(taker.at, maker.at) + 1000;
    const to = Math.max(
      from,
      Math.min(REFERENCE_TIME - 1000, Math.max(taker.doneAt, maker.doneAt)),
    );
    const at = Math.floor(from + rng.next() * (to - from));
    const status = rng.weighted<TradeStatus>({
      finalized: 93,
      confirmed: 2.5,
      matched: 1.5,
      failed: 3,
    });
    const takerFee = Math.round((notional * market.takerFeeBps) / 100);
    const makerFee = Math.round((notional * market.makerFeeBps) / 100);
    tradeFees.push(takerFee + makerFee);
    trades.push({
      _id: rng.id(at),
      marketId: market._id,
      outcome: taker.order.outcome,
      takerOrderId: taker.order._id,
      makerOrderId: maker.order._id,
      takerUserId: taker.order.userId,
      makerUserId: maker.order.userId,
      side: taker.order.side,
      price: taker.order.price,
      size: fmt(sizeCents, 2),
      takerFee: fmt(takerFee, 4),
      makerFee: fmt(makerFee, 4),
      txSignature: rng.signature(),
      status,
      createdAt: iso(at),
      updatedAt: iso(
        Math.min(REFERENCE_TIME, at + (status === 'matched' ? 0 : rng.int(400, 30_000))),
      ),
    });
  }

  // ---- positions: one per (user, market, outcome) that has a fill, skipping cancelled markets
  const POSITION_COUNT = 2000;
  const positions: Position[] = [];
  const seen = new Set<string>();
  for (const info of rng.sample(filled, filled.length)) {
    if (positions.length >= POSITION_COUNT) break;
    const { market, invTick } = info.meta;
    if (market.status === 'cancelled') continue;
    const key = `${info.order.userId}|${market._id}|${info.order.outcome}`;
    if (seen.has(key)) continue;
    seen.add(key);

    const index = info.order.outcome === 'Yes' ? 0 : 1;
    const currentPrice = market.outcomePrices[index];
    const sizeCents = Math.max(
      100,
      info.filledCents + (rng.chance(0.4) ? rng.int(0, info.filledCents) : 0),
    );
    const avgPrice =
      Math.round(
        Math.min(0.999, Math.max(0.001, info.ticks / invTick + rng.float(-0.02, 0.02))) * 10000,
      ) / 10000;
    const costCents = Math.round(sizeCents * avgPrice);
    const position: Position = {
      _id: rng.id(info.at),
      userId: info.order.userId,
      marketId: market._id,
      outcome: info.order.outcome,
      size: fmt(sizeCents, 2),
      avgPrice,
      currentPrice,
      realizedPnl: '0.00',
      unrealizedPnl: '0.00',
      status: 'open',
      createdAt: iso(info.at),
      updatedAt: iso(info.doneAt),
    };
    if (market.status === 'resolved') {
      const resolvedAt = Date.parse(market.resolvedAt ?? market.endDate);
      const payoutCents = Math.round(sizeCents * currentPrice);
      if (payoutCents === 0) {
        position.status = 'closed';
        position.payout = '0.00';
        position.realizedPnl = fmt(-costCents, 2);
        position.updatedAt = iso(resolvedAt);
      } else if (rng.chance(0.45)) {
        position.status = 'redeemable';
        position.unrealizedPnl = fmt(payoutCents - costCents, 2);
        position.updatedAt = iso(resolvedAt);
      } else {
        const redeemedAt = Math.floor(
          Math.min(REFERENCE_TIME, resolvedAt + rng.float(0.1, 10) * DAY),
        );
        position.status = 'closed';
        position.payout = fmt(payoutCents, 2);
        position.redeemedAt = iso(redeemedAt);
        position.realizedPnl = fmt(payoutCents - costCents, 2);
        position.updatedAt = iso(redeemedAt);
      }
    } else if (rng.chance(0.2)) {
      // Sold out before the end.
      const exit = Math.min(0.999, Math.max(0.001, avgPrice + rng.float(-0.15, 0.15)));
      position.status = 'closed';
      position.realizedPnl = fmt(Math.round(sizeCents * (exit - avgPrice)), 2);
      position.size = '0.00';
    } else {
      position.unrealizedPnl = fmt(Math.round(sizeCents * (currentPrice - avgPrice)), 2);
    }
    positions.push(position);
  }

  return { orders: infos.map((o) => o.order), trades, tradeFees, positions };
}
