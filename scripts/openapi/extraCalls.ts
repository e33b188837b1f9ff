import type { JsonSchema } from '../../src/model/jsonSchema';
import type { Parameter } from './parameters';
import { ref } from './schemas';

/**
 * What a declaration cannot say: the computed answers some resources add beside their list. The
 * demo API computes them in its collection rules (resources/<name>/demo/rules.ts, `stats` and `report`);
 * tests/unit/openapi.test.ts fails when a rule has no entry here, or an entry no rule.
 */

interface StatsCall {
  summary: string;
  description: string;
  parameters: Parameter[];
  result: JsonSchema;
}

const decimal: JsonSchema = ref('Decimal');
const count: JsonSchema = { type: 'integer', minimum: 0 };
const day: JsonSchema = { type: 'string', format: 'date', description: 'A UTC day, YYYY-MM-DD' };

function object(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** `GET /api/admin/{resource}/stats`, by declaration name. */
export const STATS: Record<string, StatsCall> = {
  markets: {
    summary: 'Market figures',
    description:
      'The overview tiles and chart: volume of every market, 24 h volume, liquidity on active books (USDC), market counts, and the daily volume of the last 30 UTC days ending today.',
    parameters: [],
    result: object({
      totalVolume: decimal,
      volume24h: decimal,
      liquidity: decimal,
      activeMarkets: count,
      pausedMarkets: count,
      awaitingResolution: count,
      daily: {
        type: 'array',
        items: object({ date: day, volume: decimal, trades: count }),
      },
    }),
  },
  'admin-profit': {
    summary: 'Fee revenue per coin and day',
    description:
      'Fee revenue per coin and per UTC day over from..to (both included; default the last 30 days ending today; at most 366 days), exact decimal strings. A bad range is a 400 on `from` or `to`.',
    parameters: [
      { name: 'from', in: 'query', description: 'First day, YYYY-MM-DD', schema: day },
      { name: 'to', in: 'query', description: 'Last day, YYYY-MM-DD', schema: day },
    ],
    result: object({
      from: day,
      to: day,
      days: { type: 'array', items: day },
      coins: {
        type: 'array',
        description: 'Every coin, in the coin list order, with or without fees in the range',
        items: object({
          coinId: { type: 'string' },
          symbol: { type: 'string' },
          trade: decimal,
          withdrawal: decimal,
          total: decimal,
          entries: count,
          daily: { type: 'array', items: object({ trade: decimal, withdrawal: decimal }) },
        }),
      },
    }),
  },
};

/**
 * Reports, by declaration name: computed per request from the list's date range and the caller's
 * `timezone` header, every row of the range unpaged (rows have no `_id`); read-only.
 */
export const REPORTS: ReadonlySet<string> = new Set(['signup-report']);
