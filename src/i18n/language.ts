import { useSyncExternalStore } from 'react';
import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  PSEUDO_LANGUAGE,
  preferredLanguage,
  type DisplayLanguage,
} from '../model/languages';
import { setFormatLanguage } from '../model/format';
import { installCatalogue, translatorLanguage } from './translator';
import { pseudoCatalogue, pseudoDeep } from './pseudo';
import englishPlurals from './en.json';

/**
 * The language the panel speaks now, and the loading of another. Before sign-in it is this
 * browser's last (or its preferred one of ours); once signed in, the admin's own, kept on their
 * account (applyIdentity), so that it follows them to another browser.
 */
const KEY = 'pm-admin:language';
const listeners = new Set<() => void>();

/** Each language's catalogue, in parts by area, one chunk loaded when the language is chosen. */
const CATALOGUES = import.meta.glob<Record<string, string>>('./es/*.json', { import: 'default' });

async function catalogueOf(language: DisplayLanguage) {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const parts = await Promise.all(Object.values(CATALOGUES).map((load) => load()));
  const spanish = Object.assign({}, ...parts) as Record<string, string>;
  return language === PSEUDO_LANGUAGE
    ? pseudoCatalogue(Object.keys(spanish), englishPlurals)
    : spanish;
}

/**
 * antd's own words (a table's "No data", a picker's months) in the language: its locale data,
 * loaded with the catalogue; the pseudo language's are English's made pseudo. English is antd's
 * default (undefined: nothing to load).
 */
let antdWords: Locale | undefined;
export const antdLocale = (): Locale | undefined => antdWords;

async function antdLocaleOf(language: DisplayLanguage): Promise<Locale | undefined> {
  if (language === 'es') return (await import('antd/es/locale/es_ES')).default;
  if (language === PSEUDO_LANGUAGE)
    return pseudoDeep((await import('antd/es/locale/en_US')).default);
  return undefined;
}

/** dayjs's month and weekday names, which antd's date pickers draw. */
async function dayjsLocale(language: DisplayLanguage): Promise<string> {
  if (language === 'es') await import('dayjs/locale/es');
  return language === 'es' ? 'es' : 'en';
}

function stored(): DisplayLanguage | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) || value === PSEUDO_LANGUAGE ? value : undefined;
  } catch {
    return undefined;
  }
}

function remember(language: DisplayLanguage) {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage blocked: the account keeps the choice (PUT preferences).
  }
}

let loading: Promise<void> = Promise.resolve();

/** Switches the panel to `language` once its texts are loaded; screens redraw in it. */
function setLanguage(language: DisplayLanguage): Promise<void> {
  loading = loading.then(async () => {
    if (translatorLanguage() === language) return;
    const [catalogue, words, dayjsName] = await Promise.all([
      catalogueOf(language),
      antdLocaleOf(language),
      dayjsLocale(language),
    ]);
    await installCatalogue(language, catalogue);
    antdWords = words;
    dayjs.locale(dayjsName);
    setFormatLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

/** The admin's choice (header, profile): kept in this browser; the caller saves it on the account. */
export function chooseLanguage(language: DisplayLanguage): Promise<void> {
  remember(language);
  return setLanguage(language);
}

/**
 * The account's language, applied when the admin's identity arrives. The pseudo language, set in
 * this browser by a test, is kept over it.
 */
export function applyAccountLanguage(language: unknown): void {
  if (!isLanguage(language) || stored() === PSEUDO_LANGUAGE) return;
  if (language !== translatorLanguage()) void chooseLanguage(language);
}

/** At start-up, before the first render: this browser's language, loaded. */
export function startLanguage(): Promise<void> {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return setLanguage(stored() ?? preferredLanguage(browser));
}

export const currentLanguage = (): DisplayLanguage => translatorLanguage();

/** The language screens are drawn in; a change redraws them. */
export function useLanguage(): DisplayLanguage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    translatorLanguage,
    () => DEFAULT_LANGUAGE,
  );
}
