import { getConfig } from './config';

/**
 * Demo mode is on when the build may carry the demo API (`__DEMO_BUILD__`, a build-time literal
 * written at each use so that a `VITE_DEMO_MODE=false` build drops every demo import) and the
 * runtime configuration agrees.
 */
export function isDemoMode(): boolean {
  return __DEMO_BUILD__ && getConfig().demoMode;
}
