import { useLocation } from 'react-router';
import { locate, pageNameFor } from '../model/breadcrumbs';
import { appState } from '../state/appState';
import { SpinDots } from './FullPageSpin';
import { useSiteName } from './siteName';
import { t } from '../i18n/translator';

/**
 * The admin panel's frame, drawn in plain markup while the shell's code (Refine, antd, the menu)
 * is still on its way: the sider, the header and the page's name where the real ones will be, so
 * that a first load on a phone shows the page at once rather than a blank screen. Same sizes as
 * the real layout (styles.css, "Shell frame"); nothing in it can be used yet (a list's search box
 * is read-only and out of the tab order, hidden from screen readers, which hear the frame as busy).
 */
export function ShellFrame() {
  const { pathname } = useLocation();
  const folded = !appState.use((state) => state.sidebarShow);
  const siteName = useSiteName();
  const name = pageNameFor(pathname);
  // A generic list's search box, where it will be: the first thing an operator reaches for.
  const found = locate(pathname);
  const search =
    found?.page === 'list' && !found.declaration.pages?.list
      ? found.declaration.filters?.find((filter) => filter.type === 'search')
      : undefined;
  return (
    <div className={`shell-frame${folded ? ' shell-frame-folded' : ''}`} aria-busy="true">
      <div className="shell-frame-sider">
        <div className="site-title">
          <span className="shell-frame-site" data-testid="site-name" translate="no">
            {siteName || '\u00a0'}
          </span>
        </div>
      </div>
      <div className="shell-frame-main">
        <div className="app-header shell-frame-header" />
        <div className="app-content">
          {name && <div className="shell-frame-title">{t(name)}</div>}
          {search && (
            <input
              className="shell-frame-search"
              placeholder={t(search.label)}
              readOnly
              aria-hidden="true"
              tabIndex={-1}
            />
          )}
          <div className="shell-frame-spin" role="progressbar" aria-label={t('Loading')}>
            <SpinDots />
          </div>
        </div>
      </div>
    </div>
  );
}
