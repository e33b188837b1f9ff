import type { ReactNode } from 'react';
import { appState } from '../state/appState';
import { useBaseTitle } from '../app/title';

/**
 * Frame of the public pages: the site's name from the site setting, then the form. Plain markup
 * styled like an antd Card (styles.css): antd's Card and Typography would add ~20 KB gzip to the
 * first load of /login.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const siteName = appState.use((state) => state.siteSetting?.siteName);
  useBaseTitle();
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-site-name" data-testid="site-name">
          <bdi>
            {typeof siteName === 'string' && siteName ? siteName : 'Prediction Market Admin'}
          </bdi>
        </div>
        <h1 className="auth-title" id="auth-title">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
