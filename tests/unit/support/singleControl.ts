import { DUAL_CONTROL_KINDS } from '../../../resources/domain';
import type { DemoStore } from '../../../src/demo/store';

/**
 * Every kind of dual control turned off in `store`, as a platform may configure it: for files about
 * something else (a resolution's payouts, a bot's states, a fee's number), whose changes would
 * otherwise wait for a second admin. Dual control has its own files (demo-api-dual-control*).
 */
export function singleControl(store: DemoStore): void {
  const off = Object.fromEntries(DUAL_CONTROL_KINDS.values.map((kind) => [kind, false]));
  store.setObject('site-setting', { ...store.object('site-setting'), dualControl: off });
}
