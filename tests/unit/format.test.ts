import { describe, expect, it } from 'vitest';
import { formatPrice, midSentence } from '../../src/model/format';

describe('formatPrice', () => {
  it('shows a price in cents exactly, to the 0.0001 tick', () => {
    expect(formatPrice('0.9965')).toBe('99.65¢');
    expect(formatPrice('0.8637')).toBe('86.37¢');
    expect(formatPrice('0.0001')).toBe('0.01¢');
    expect(formatPrice('0.12345')).toBe('12.345¢');
  });

  it('keeps one decimal for whole and tenth cents, as a price column reads', () => {
    expect(formatPrice('0.5')).toBe('50.0¢');
    expect(formatPrice(0.07)).toBe('7.0¢');
    expect(formatPrice('1')).toBe('100.0¢');
    expect(formatPrice('0')).toBe('0.0¢');
    expect(formatPrice('0.655')).toBe('65.5¢');
  });

  it('shows nothing as a dash, and anything unreadable as it came', () => {
    expect(formatPrice(undefined)).toBe('—');
    expect(formatPrice('')).toBe('—');
    expect(formatPrice('n/a')).toBe('n/a');
  });
});

describe('midSentence', () => {
  it('lower-cases a title for use mid-sentence but keeps its acronyms', () => {
    expect(midSentence('CMS page')).toBe('CMS page');
    expect(midSentence('CMS pages')).toBe('CMS pages');
    expect(midSentence('Sub Admins')).toBe('sub admins');
    expect(midSentence('Two-factor authentication')).toBe('two-factor authentication');
    expect(midSentence('2FA Settings')).toBe('2FA settings');
    expect(midSentence('IP allowlist')).toBe('IP allowlist');
    expect(midSentence('KPIs')).toBe('KPIs');
    expect(midSentence('A tag')).toBe('a tag');
  });
});
