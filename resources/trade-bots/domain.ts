/** Trade bots: strategies, states, the bounds of their settings, and the rules the form and API share. */
import type { BaseRecord, Bps, DecimalString, Editable, SolanaAddress } from '../domain/primitives';
import { compareDecimal } from '../domain/decimal';
import { secretKeyErrors } from '../domain/secrets';
import { defineStates, defineValues } from '../domain/states';
import { say } from '../_text';

export const TRADE_BOT_STRATEGIES = defineValues({ spread: {}, bands: {} });
export type TradeBotStrategy = (typeof TRADE_BOT_STRATEGIES.values)[number];

/** stopped -> starting -> running -> stopping -> stopped, running -> error. */
export const TRADE_BOT_STATES = defineStates({
  stopped: { color: 'default', next: ['starting'] },
  starting: { color: 'blue', next: ['running', 'error'] },
  running: { color: 'green', next: ['stopping', 'error'] },
  stopping: { color: 'gold', next: ['stopped'] },
  error: { color: 'red', next: ['starting', 'stopped'] },
});
export type TradeBotStatus = (typeof TRADE_BOT_STATES.values)[number];

export interface TradeBot extends BaseRecord, Editable {
  name: string;
  marketId: string;
  /** Read-only: the market's question when the bot was saved (lists need no Markets access). */
  marketQuestion?: string;
  strategy: TradeBotStrategy;
  spreadBps: Bps;
  /** Shares per order (decimal string). */
  orderSize: DecimalString;
  /** Maximum net position in shares (decimal string). */
  maxPosition: DecimalString;
  refreshSeconds: number;
  /** Public key only; never a secret key. */
  walletAddress: SolanaAddress;
  status: TradeBotStatus;
  lastError?: string;
}

/** Bounds of a bot's settings: the declaration's fields read them, so form and server agree. */
export const TRADE_BOT_LIMITS = {
  /** Quoted spread: 1 bp (0.01 %) up to 10000 bps (the whole price range). */
  spreadBps: { min: 1, max: 10_000 },
  /** How often the bot re-quotes: at most every 5 seconds, at least every hour. */
  refreshSeconds: { min: 5, max: 3_600 },
} as const;

/**
 * A bot quotes only on a market that is active and accepting orders: the form's market list asks
 * the server for these only, and the server refuses any other market (400 on the field).
 */
export const BOT_MARKET_FILTER = { status: 'active', acceptingOrders: true } as const;

export function marketTakesBots(market: Readonly<Record<string, unknown>> | undefined): boolean {
  return (
    market?.status === BOT_MARKET_FILTER.status &&
    market.acceptingOrders === BOT_MARKET_FILTER.acceptingOrders
  );
}

/** Zero or less, compared exactly; a value that is no decimal is left to its field's own check. */
const notPositive = (value: unknown) => (compareDecimal(value, '0') ?? 1) <= 0;

/**
 * A bot's cross-field rules, run by the form before sending and by the demo API: sizes above
 * zero, an order no larger than the position limit, and no value shaped like a secret key.
 */
export function tradeBotProblems(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const { orderSize, maxPosition } = values;
  if (notPositive(orderSize)) errors.orderSize = say`Order size must be greater than 0`;
  if (notPositive(maxPosition)) errors.maxPosition = say`Max position must be greater than 0`;
  if (!errors.orderSize && compareDecimal(orderSize, maxPosition) === 1)
    errors.orderSize = say`Order size must not be above the max position (${String(maxPosition)} shares)`;
  return { ...errors, ...secretKeyErrors(values) };
}
