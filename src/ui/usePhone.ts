import { useSyncExternalStore } from 'react';

/** Narrower than antd's `md` breakpoint (768 px): a phone, or a window as narrow as one. */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** Whether the screen is a phone's now (outside React: which code a page will need). */
export function isPhone(): boolean {
  return window.matchMedia(PHONE_QUERY).matches;
}

/**
 * Whether the screen is a phone's, read at once on the first render (antd's useBreakpoint answers
 * only after an effect, so a phone would first draw the desktop layout and then jump).
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
