import { describe, expect, it } from 'vitest';
import tags from '../../resources/tags';
import category from '../../resources/categories';
import {
  checkActionInput,
  checkField,
  slugify,
  validateValues,
  writableValues,
} from '../../src/model/validation';

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

  it('refuses what a probe got through: blank text, impossible dates, odd numbers, non-http URLs', () => {
    const text = { key: 'name', label: 'Name', type: 'text', required: true } as const;
    expect(checkField(text, '   ')).toBe('Name is required');
    const when = { key: 'at', label: 'When', type: 'datetime' } as const;
    expect(checkField(when, '1')).toMatch(/must be a date/);
    expect(checkField(when, '2026-02-31')).toMatch(/not a day of the calendar/);
    expect(checkField(when, '99999-01-01T00:00:00Z')).toMatch(/must be a date/);
    expect(checkField(when, '2026-11-23T10:00:00.000Z')).toBeUndefined();
    const fee = { key: 'fee', label: 'Fee', type: 'money' } as const;
    expect(checkField(fee, '0x1F')).toMatch(/must be a number/);
    expect(checkField(fee, '1e3')).toMatch(/must be a number/);
    expect(checkField(fee, '-1')).toMatch(/at least 0/);
    expect(checkField(fee, '0.0050')).toBeUndefined();
    const count = { key: 'n', label: 'Count', type: 'number', integer: true, max: 10 } as const;
    expect(checkField(count, 11)).toBe('Count must be at most 10');
    expect(checkField(count, 2.5)).toBe('Count must be a whole number');
    const link = { key: 'u', label: 'Evidence', type: 'url' } as const;
    expect(checkField(link, 'javascript:alert(1)')).toMatch(/http\(s\)/);
    expect(checkField(link, 'data:text/html,x')).toMatch(/http\(s\)/);
    expect(checkField(link, '/relative')).toMatch(/http\(s\)/);
    expect(checkField(link, 'https://example.com/a')).toBeUndefined();
    expect(checkField({ key: 't', label: 'Note', type: 'text' }, 'x'.repeat(501))).toMatch(
      /at most 500 characters/,
    );
  });

  it('limits an action reason to 500 characters unless the action says otherwise', () => {
    const reason = { label: 'Reason', required: true };
    expect(checkActionInput(reason, ' ')).toBe('Reason is required');
    expect(checkActionInput(reason, 'x'.repeat(200_000))).toBe(
      'Reason must be at most 500 characters',
    );
    expect(checkActionInput(reason, 'Fraud report #12')).toBeUndefined();
  });
});
