import { describe, expect, it } from 'vitest';
import { recordDetails } from '../../src/model/palette';
import { getDeclaration } from '../../src/model/registry';

describe('recordDetails (Ctrl-K)', () => {
  const markets = getDeclaration('markets')!;
  it("tells markets with the same question apart by their event's ticker", () => {
    const rows = [
      { _id: 'm1', question: 'Will it rain?', eventTicker: 'RAIN-LDN' },
      { _id: 'm2', question: ' will  it rain? ', eventTicker: 'RAIN-PAR' },
      { _id: 'm3', question: 'Will it snow?', eventTicker: 'SNOW-LDN' },
    ];
    expect(recordDetails(markets, 'question', rows)).toEqual([
      { label: 'Ticker', value: 'RAIN-LDN' },
      { label: 'Ticker', value: 'RAIN-PAR' },
      undefined,
    ]);
  });

  it('falls back to the id when no field tells them apart', () => {
    const rows = [
      { _id: 'm1', question: 'Will it rain?', eventTicker: 'RAIN' },
      { _id: 'm2', question: 'Will it rain?', eventTicker: 'RAIN' },
    ];
    expect(recordDetails(markets, 'question', rows).map((detail) => detail?.value)).toEqual([
      'm1',
      'm2',
    ]);
  });
});
