import { getConfig } from './config';

/**
 * True in a build that may run the demo API. Written as a literal test of the build-time variable
 * so that a `VITE_DEMO_MODE=false` build drops every demo import as dead code.
 */
export const DEMO_BUILD = import.meta.env.VITE_DEMO_MODE !== 'false' && import.meta.env.VITE_DEMO_MODE !== '0';

export function isDemoMode(): boolean {
  return DEMO_BUILD && getConfig().demoMode;
}
