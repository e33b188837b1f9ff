import { describe, expect, it } from 'vitest';
import tags from '../../resources/tags';
import category from '../../resources/category';
import { checkField, slugify, validateValues, writableValues } from '../../src/model/validation';

describe('declaration-driven validation', () => {
  it('requires required fields and checks slugs', () => {
    expect(validateValues(tags, {})).toMatchObject({
      label: 'Label is required',
      slug: 'Slug is required',
    });
    expect(validateValues(tags, { label: 'AI', slug: 'Not A Slug' }).slug).toMatch(/lower-case/);
    expect(validateValues(tags, { label: 'AI', slug: 'ai' })).toEqual({});
  });

  it("runs the declaration's cross-field rules", () => {
    expect(
      validateValues(tags, { label: 'AI', slug: 'ai', forceShow: true, forceHide: true }),
    ).toEqual({
      forceHide: 'A tag cannot be forced shown and hidden at once.',
    });
    expect(
      validateValues(category, { _id: 'c1', name: 'X', slug: 'x', parentId: 'c1' }).parentId,
    ).toMatch(/own parent/);
  });

  it('checks only present keys on a partial update', () => {
    expect(validateValues(tags, { forceShow: false }, true)).toEqual({});
  });

  it('checks types: bps, price, Solana addresses, lengths', () => {
    expect(checkField({ key: 'f', label: 'Fee', type: 'bps' }, 10001)).toMatch(/at most 10000/);
    expect(checkField({ key: 'f', label: 'Fee', type: 'bps' }, 12.5)).toMatch(/whole/);
    expect(checkField({ key: 'p', label: 'Price', type: 'price' }, 1.2)).toMatch(/at most 1/);
    expect(checkField({ key: 'm', label: 'Mint', type: 'solanaAddress' }, 'abc')).toMatch(/Solana/);
    expect(
      checkField(
        { key: 'm', label: 'Mint', type: 'solanaAddress' },
        'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      ),
    ).toBeUndefined();
    expect(checkField({ key: 'l', label: 'Label', type: 'text', maxLength: 3 }, 'abcd')).toMatch(
      /at most 3/,
    );
  });

  it('checks nested rows with indexed keys', () => {
    const declaration = {
      fields: [
        {
          key: 'markets',
          label: 'Markets',
          type: 'nested' as const,
          minItems: 1,
          fields: [{ key: 'question', label: 'Question', type: 'text' as const, required: true }],
        },
      ],
    };
    expect(validateValues(declaration, { markets: [] })).toEqual({
      markets: 'At least 1 markets needed',
    });
    expect(validateValues(declaration, { markets: [{ question: 'Q?' }, {}] })).toEqual({
      'markets.1.question': 'Question is required',
    });
  });

  it('sends only writable fields', () => {
    expect(
      writableValues(tags, { label: 'A', slug: 'a', eventCount: 9, updatedAt: 'x', hacker: 1 }),
    ).toEqual({ label: 'A', slug: 'a' });
  });

  it('makes slugs', () => {
    expect(slugify('  Élection Day: 2028!  ')).toBe('election-day-2028');
  });
});
