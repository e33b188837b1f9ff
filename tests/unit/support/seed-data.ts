import { expect } from 'vitest';
import { createSeed, SEED_REFERENCE_DATE, type DemoData } from '../../../src/demo/seed';
import type { Market } from '../../../resources/events';

/**
 * The demo seed as the seed tests read it: built once here (a worker's files share this module),
 * with its markets flattened out of their events, and the checks those tests share.
 */
export const data: DemoData = createSeed();
export const REF = Date.parse(SEED_REFERENCE_DATE);

export const markets: Market[] = data.events.flatMap((e) => e.markets);
export const marketById = new Map(markets.map((m) => [m._id, m]));

/** Exact decimal: the value times 10^8 as a BigInt. */
export function units(text: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) throw new Error(`not a decimal string: "${text}"`);
  const value = BigInt(match[2] + (match[3] ?? '').padEnd(8, '0'));
  return match[1] ? -value : value;
}

export function expectUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  const duplicates = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(duplicates, `duplicate ${what}`).toEqual([]);
}
