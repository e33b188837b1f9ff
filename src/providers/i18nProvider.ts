import type { I18nProvider } from '@refinedev/core';
import { chooseLanguage, currentLanguage } from '../i18n/language';
import { t, translates, type TextValues } from '../i18n/translator';
import { isLanguage } from '../model/languages';

/**
 * Refine's translations come from our translator. Refine asks by its own keys ("buttons.save")
 * with the English as default: a key we have not translated is looked up by that English, the key
 * every text of ours has (src/i18n/translator.ts).
 */
export const i18nProvider: I18nProvider = {
  translate(key: string, options?: unknown, defaultMessage?: string) {
    // Refine also calls translate(key, defaultMessage).
    const [values, fallback] =
      typeof options === 'string' ? [undefined, options] : [options as TextValues, defaultMessage];
    if (translates(key)) return t(key, values);
    return fallback === undefined ? key : t(fallback, values);
  },
  changeLocale: (locale: string) => (isLanguage(locale) ? chooseLanguage(locale) : undefined),
  getLocale: currentLanguage,
};
