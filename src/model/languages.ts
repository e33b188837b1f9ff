/**
 * The languages the panel speaks (docs/languages.md). English is written in the code itself (its
 * text is the key of every translation); the others are catalogues loaded when chosen. An
 * admin's choice is kept on their account (`language` of the identity, PUT preferences).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', date: 'YYYY-MM-DD', intl: 'en-US' },
  { code: 'es', name: 'Español', date: 'DD/MM/YYYY', intl: 'es-ES' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * A test language, never offered: English text with every letter accented and each translated
 * string bracketed (⟦Ŝàṽé⟧), so that a screen showing plain English shows what skipped the
 * translator. It formats numbers and dates as English does.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

export type DisplayLanguage = Language | typeof PSEUDO_LANGUAGE;

export const isLanguage = (code: unknown): code is Language =>
  LANGUAGES.some((language) => language.code === code);

/** The language's formats: a chosen one's, English's for the pseudo language. */
export const languageOf = (code: DisplayLanguage) =>
  LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];

/** The best of ours for the browser's preferences (navigator.languages), else English. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
