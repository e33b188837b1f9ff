import { useEffect } from 'react';
import { appState } from '../state/appState';
import { t } from '../i18n/translator';

const KEY = 'pm-admin:site-name';

function remembered(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The site's name as the brand shows it (sider, shell frame, sign-in card). Until the site setting
 * arrives it is the name this browser was last told, or nothing (a placeholder keeps its place),
 * never the product's name, which a first load would otherwise show and then replace. A setting
 * that names no site, or could not be read, shows the product's name.
 */
export function useSiteName(): string {
  const setting = appState.use((state) => state.siteSetting);
  const named = typeof setting?.siteName === 'string' && setting.siteName ? setting.siteName : '';
  useEffect(() => {
    if (!named || named === remembered()) return;
    try {
      localStorage.setItem(KEY, named);
    } catch {
      // Storage blocked: the next first load shows the placeholder until the setting arrives.
    }
  }, [named]);
  if (named) return named;
  return setting ? t('Prediction Market Admin') : remembered();
}
