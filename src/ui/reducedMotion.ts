import { mediaQuery, useMediaQuery } from './mediaQuery';

/** The system's "reduce motion" setting. */
const REDUCED_MOTION = mediaQuery('(prefers-reduced-motion: reduce)');

/** Whether the admin's system asks for less motion (false where it cannot be told). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}
