import type { i18n as I18next, TOptions } from 'i18next';
import { DEFAULT_LANGUAGE, type DisplayLanguage } from '../model/languages';
import englishPlurals from './en.json';

/**
 * The one translator of the panel (docs/languages.md). Its keys are the English text itself, as
 * the code writes it: `t('Save')`, `t('{{count}} new — show', { count })`. English needs no
 * catalogue (but for plural forms, ./en.json); another language's catalogue maps each English
 * text to its own (./es/*.json) and is read by i18next, both loaded when the language is chosen
 * (./language.ts): an English session loads neither.
 *
 * Text made outside the screens (a declaration's label, a message of the API or of a module's
 * rules) is translated where it is shown, by the same `t`. A message made with values (resources'
 * say`…`) is catalogued with numbered slots: "Only Sam may approve" is found as "Only {{0}} may
 * approve", and the values go back in where the translation puts them: a record's text untouched,
 * our words (a field's label) translated.
 */
let engine: I18next | undefined;
let language: DisplayLanguage = DEFAULT_LANGUAGE;

/**
 * What a catalogue key may add to its text: a plural form (`_one`, `_other` …), or `_option` for
 * the text as an option's label (a state) where it differs from the same English elsewhere:
 * "Open" is the button "Abrir", "Open_option" the order's state "Abierta".
 */
export const KEY_SUFFIX = /_(zero|one|two|few|many|other|option)$/;

/** An option's label (a state, a side), in the admin's language: see KEY_SUFFIX. */
export const optionText = (label: string): string => t(label, { context: 'option' });

/** Values of the keys' {{name}} slots, and `count` for plural forms. */
export type TextValues = Record<string, unknown>;

const SLOT = /\{\{\s*([\w.]+)\s*\}\}/g;
const englishRules = new Intl.PluralRules('en');
const plurals: Record<string, string> = englishPlurals;

/** English as written, its slots filled and its plural form chosen (i18next's rules, in short). */
function english(text: string, values: TextValues): string {
  const count = values.count;
  const form =
    typeof count === 'number' ? (plurals[`${text}_${englishRules.select(count)}`] ?? text) : text;
  return form.replace(SLOT, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/**
 * The text in the admin's language; the English given when it has no translation (a record's own
 * text, which is never looked up, stays as it is: call `t` on the panel's words only).
 */
export function t(text: string, values?: TextValues): string {
  if (!text) return text;
  if (!engine) return values ? english(text, values) : text;
  if (values || engine.exists(text)) return engine.t(text, values as TOptions);
  const made = patterns.find((pattern) => pattern.test.test(text));
  if (!made) return text;
  const found = made.test.exec(text)!.slice(1);
  // A value that is one of our words (a field's label, a state) is translated; a record's is not.
  const shown = found.map(translatedValue);
  return engine.t(made.key, Object.fromEntries(shown.map((value, index) => [index, value])));
}

/**
 * A message's value: one of our words is translated ("Withdrawal"), also mid-sentence in lower
 * case ("withdrawal" as "Withdrawal", then lower case again); a record's text stays as it is.
 */
function translatedValue(value: string): string {
  if (engine!.exists(value)) return engine!.t(value);
  const capital = value.charAt(0).toUpperCase() + value.slice(1);
  if (capital === value || !engine!.exists(capital)) return value;
  const word = engine!.t(capital);
  return word.charAt(0).toLowerCase() + word.slice(1);
}

/**
 * The catalogue's messages with values ("{{0}} is required"), as patterns a message is matched
 * against: the one with the most fixed text first, so that "{{0}} must be at most {{1}} characters"
 * wins over "{{0}} must be {{1}}".
 */
let patterns: { key: string; test: RegExp; fixed: number }[] = [];

function patternsOf(catalogue: Record<string, string>) {
  return Object.keys(catalogue)
    .filter((key) => /\{\{\d+\}\}/.test(key))
    .map((key) => {
      const parts = key.split(/\{\{\d+\}\}/);
      const source = parts
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('([\\s\\S]+?)');
      return { key, test: new RegExp(`^${source}$`), fixed: parts.join('').length };
    })
    .sort((a, b) => b.fixed - a.fixed);
}

/** Whether the language in use has this text (English: every text is its own). */
export const translates = (text: string): boolean => !engine || engine.exists(text);

/**
 * Makes `language` the one `t` answers in, with its catalogue (none for English); i18next is
 * loaded with the first catalogue.
 */
export async function installCatalogue(
  next: DisplayLanguage,
  catalogue: Record<string, string> | undefined,
): Promise<void> {
  if (!catalogue) {
    engine = undefined;
    patterns = [];
  } else {
    patterns = patternsOf(catalogue);
    if (!engine) engine = await createEngine();
    engine.addResourceBundle(next, 'translation', catalogue, true, true);
    await engine.changeLanguage(next);
  }
  language = next;
}

async function createEngine(): Promise<I18next> {
  const { default: i18next } = await import('i18next');
  const instance = i18next.createInstance();
  await instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: false,
    resources: { en: { translation: englishPlurals } },
    // Keys are sentences: a dot or a colon in them is text, not a path or a namespace.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it draws; the text is never put into HTML by hand.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The language `t` answers in now. */
export const translatorLanguage = (): DisplayLanguage => language;
