import { KEY_SUFFIX } from './translator';
/**
 * The pseudo language (PSEUDO_LANGUAGE): English with accented letters, each string bracketed, so
 * that any plain English left on a screen is text that skipped the translator (the pseudo-language
 * run over every route, tests/e2e/route-walk.e2e.test.ts). Slots ({{count}}) stay as they are.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index],
  ]),
);

const PSEUDO_OPEN = '⟦';
const PSEUDO_CLOSE = '⟧';

export function pseudo(text: string): string {
  const accented = text
    .split(/(\{\{[^}]*\}\})/)
    .map((part, index) =>
      index % 2 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join('');
  return `${PSEUDO_OPEN}${accented}${PSEUDO_CLOSE}`;
}

/** The pseudo catalogue: every key of a complete catalogue, its English made pseudo. */
export function pseudoCatalogue(
  keys: Iterable<string>,
  english: Record<string, string>,
): Record<string, string> {
  const catalogue: Record<string, string> = {};
  for (const key of keys) catalogue[key] = pseudo(english[key] ?? key.replace(KEY_SUFFIX, ''));
  return catalogue;
}

/** Every string of a nested object made pseudo (antd's locale data); format patterns excepted. */
export function pseudoDeep<T>(value: T): T {
  if (typeof value === 'string')
    return (
      /[A-Za-z]{2,}/.test(value) && !/^[YMDdHhmsAawoQ\-/.: ,]+$/.test(value) ? pseudo(value) : value
    ) as T;
  if (Array.isArray(value)) return value.map(pseudoDeep) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'locale' ? inner : pseudoDeep(inner),
      ]),
    ) as T;
  return value;
}
