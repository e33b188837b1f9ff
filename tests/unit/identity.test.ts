import { describe, expect, it } from 'vitest';
import { nameKey, nameProblem, sameName } from '../../resources/domain/identity';
import { normalizeModuleName } from '../../access/names';
import { entryOf } from '../../access/rights';
import { restrictionToPolicy } from '../../access/policy';

/** Identifying names: one key for uniqueness and access alike. */
describe('nameKey', () => {
  it('trims, collapses spaces and folds case', () => {
    expect(nameKey('  Withdraw ')).toBe('withdraw');
    expect(nameKey('Coin \t  List')).toBe('coin list');
    expect(sameName('Withdraw ', 'withdraw')).toBe(true);
  });

  it('reads compatibility forms as their plain letters (NFKC): fullwidth, ligatures, NBSP', () => {
    expect(nameKey('Ｗｉｔｈｄｒａｗ')).toBe('withdraw');
    expect(nameKey('ﬁnance')).toBe('finance');
    expect(nameKey('Coin\u00a0List')).toBe('coin list');
  });

  it('treats composed and decomposed accents (NFC/NFD) as one name', () => {
    const composed = 'Caf\u00e9'.normalize('NFC');
    const decomposed = 'Cafe\u0301';
    expect(composed).not.toBe(decomposed);
    expect(nameKey(composed)).toBe(nameKey(decomposed));
  });

  it('drops invisible characters, so a look-alike still matches the name it imitates', () => {
    expect(nameKey('With\u200bdraw')).toBe('withdraw');
    expect(nameKey('\u202eWithdraw')).toBe('withdraw');
    expect(nameKey('Withdraw\u2060\ufeff')).toBe('withdraw');
  });

  it('is the key access matching uses', () => {
    expect(normalizeModuleName('Ｗｉｔｈｄｒａｗ ')).toBe('withdraw');
    const list = [{ name: 'Ｗｉｔｈｄｒａｗ', canView: true, canEdit: true }];
    expect(entryOf(list, 'Withdraw')).toBe(list[0]);
    expect(restrictionToPolicy('subadmin', list)).toEqual([
      ['withdraw', 'view'],
      ['withdraw', 'edit'],
    ]);
  });
});

describe('nameProblem', () => {
  it('accepts plain names and names in one script', () => {
    expect(nameProblem('Name', 'Withdraw')).toBeUndefined();
    expect(nameProblem('Name', 'Café Crème')).toBeUndefined();
    expect(nameProblem('Name', 'Вывод средств')).toBeUndefined();
    expect(nameProblem('Name', 'Ελληνικά')).toBeUndefined();
    expect(nameProblem('Name', 'Coin 2 — ★')).toBeUndefined();
  });

  it('refuses zero-width characters, bidi controls and control characters, naming them', () => {
    expect(nameProblem('Name', 'With\u200bdraw')).toBe(
      'Name must not contain invisible or control characters (U+200B found)',
    );
    expect(nameProblem('Name', '\u202eWithdraw')).toMatch(/U\+202E/);
    expect(nameProblem('Email', 'a\u200d@b.test')).toMatch(/^Email .*U\+200D/);
    expect(nameProblem('Name', 'a\u2066b\u2069')).toMatch(/U\+2066/);
    expect(nameProblem('Name', 'soft\u00adhyphen')).toMatch(/U\+00AD/);
    expect(nameProblem('Name', 'tab\there')).toMatch(/U\+0009/);
  });

  it('refuses Latin mixed with Cyrillic or Greek letters (look-alikes)', () => {
    // Cyrillic "а" (U+0430) in a Latin word.
    expect(nameProblem('Name', 'Withdr\u0430w')).toBe(
      'Name mixes Latin and Cyrillic letters, which can look alike: write it in one script',
    );
    // Greek omicron.
    expect(nameProblem('Name', 'C\u03bfin List')).toMatch(/Latin and Greek/);
  });
});
