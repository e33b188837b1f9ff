import type { ReactNode } from 'react';
import { useSiteName } from '../ui/siteName';
import { useBaseTitle } from '../app/title';
import { chooseLanguage, useLanguage } from '../i18n/language';
import { t } from '../i18n/translator';
import { LANGUAGES, isLanguage } from '../model/languages';

/**
 * The language of the sign-in pages, kept in this browser (signed in, the account's own applies).
 * Each language is named in itself, marked with its `lang` for screen readers.
 */
function LanguageSelect() {
  const language = useLanguage();
  return (
    <label className="auth-language">
      {t('Language')}{' '}
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Frame of the public pages: the site's name from the site setting, then the form. Plain markup
 * styled like an antd Card (styles.css): antd's Card and Typography would add ~20 KB gzip to the
 * first load of /login.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const siteName = useSiteName();
  useBaseTitle();
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        {/* The site's name is a name: no language translates it. */}
        <div className="auth-site-name" data-testid="site-name" translate="no">
          <bdi>{siteName || '\u00a0'}</bdi>
        </div>
        <h1 className="auth-title" id="auth-title">
          {title}
        </h1>
        {children}
      </section>
      <LanguageSelect />
    </main>
  );
}
