/**
 * Identifying names: module, sub-module and category names, admin e-mails, restriction entries
 * and every declared `unique` value. Uniqueness checks, access matching, the restriction editor,
 * module renames and the demo API all compare and check them here, and nowhere else.
 *
 * Two names are the same when their keys are equal (`nameKey`): Unicode NFKC (fullwidth letters,
 * ligatures and other compatibility forms become their plain letters), invisible format
 * characters dropped, spaces trimmed and every run of them made one, case folded. "Withdraw ",
 * "withdraw" and "Ｗｉｔｈｄｒａｗ" are one name.
 *
 * A name to be stored is refused (`nameProblem`) when it holds a control or invisible format
 * character (zero-width spaces and joiners, bidi controls such as U+202E, which shows the text
 * reversed, soft hyphens), or when it mixes Latin letters with Cyrillic or Greek ones (Cyrillic
 * "а" looks like Latin "a"). A name written in one script only is accepted: a whole word that
 * merely looks like another script's ("аре" in Cyrillic against "ape") is not detected.
 *
 * A display name (a field declared `displayName`: an admin's name) need not be unique, but is
 * refused with the same invisible characters (`displayNameProblem`): it says who did something.
 */

import { say } from '../_text';

/** Control and invisible format characters (Unicode categories Cc and Cf). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const INVISIBLE_ALL = /[\p{Cc}\p{Cf}]/gu;
/** Printable ASCII only: nothing to normalise or drop but case and spaces (the common case). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** The scripts whose letters pass for one another (their names are words of the messages). */
const SCRIPTS: readonly (readonly [name: string, letters: RegExp])[] = [
  [say`Latin`, /\p{Script=Latin}/u],
  [say`Cyrillic`, /\p{Script=Cyrillic}/u],
  [say`Greek`, /\p{Script=Greek}/u],
];

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The form two names are compared in: equal keys, same name. */
export function nameKey(name: string): string {
  if (PLAIN_ASCII.test(name)) return collapse(name).toLowerCase();
  const plain = name
    .normalize('NFKC')
    .replace(INVISIBLE_ALL, (char) => (/[\t\n\v\f\r]/.test(char) ? ' ' : ''));
  // Lower case may leave a sequence NFKC writes otherwise ("İ"): normalised once more.
  return collapse(plain).toLowerCase().normalize('NFKC');
}

const codePoint = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why `name` may not be shown as a display name (an admin's name): it holds a control or invisible
 * format character (a bidi control shows it reversed). Undefined when it may.
 */
export function displayNameProblem(label: string, name: string): string | undefined {
  if (PLAIN_ASCII.test(name)) return undefined;
  const hidden = INVISIBLE.exec(name);
  return hidden
    ? say`${label} must not contain invisible or control characters (${codePoint(hidden[0])} found)`
    : undefined;
}

/** Why `name` may not be stored as an identifying name (`label` names the field), or undefined. */
export function nameProblem(label: string, name: string): string | undefined {
  if (PLAIN_ASCII.test(name)) return undefined;
  const hidden = displayNameProblem(label, name);
  if (hidden) return hidden;
  const plain = name.normalize('NFKC');
  const mixed = SCRIPTS.filter(([, letters]) => letters.test(plain)).map(([script]) => script);
  if (mixed.length === 2)
    return say`${label} mixes ${mixed[0]} and ${mixed[1]} letters, which can look alike: write it in one script`;
  if (mixed.length > 2)
    return say`${label} mixes ${mixed[0]} and ${mixed[1]} and ${mixed[2]} letters, which can look alike: write it in one script`;
  return undefined;
}

/** Whether two names are the same name. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
