import { mediaQuery, useMediaQuery } from './mediaQuery';

/** Narrower than antd's `md` breakpoint (768 px): a phone, or a window as narrow as one. */
const PHONE = mediaQuery('(max-width: 767.98px)');

/** Whether the screen is a phone's now (outside React: which code a page will need). */
export const isPhone = (): boolean => PHONE.matches();

/**
 * Whether the screen is a phone's, read at once on the first render (antd's useBreakpoint answers
 * only after an effect, so a phone would first draw the desktop layout and then jump).
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE);
}
