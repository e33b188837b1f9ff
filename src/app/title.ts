import { useEffect } from 'react';
import { t } from '../i18n/translator';

export const BASE_TITLE = 'Prediction Market Admin';

/** The product's name in the admin's language, for the browser tab. */
export const baseTitle = (): string => t('Prediction Market Admin');

/**
 * The public pages render outside the Refine shell (whose DocumentTitleHandler names the private
 * pages): they put the product's name back in the title, e.g. after signing out from "Tags | ...".
 */
export function useBaseTitle(): void {
  useEffect(() => {
    document.title = baseTitle();
  }, []);
}
