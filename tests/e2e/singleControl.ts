import { DemoStore } from '../../src/demo/store';
import { singleControl } from '../unit/support/singleControl';
import { productionApp } from './browser';

/**
 * The production build on the HTTP demo API, every dual-control kind off: for files about
 * something else (the audit trail's entries, a resolution's page, a bot's states), whose changes
 * would otherwise wait for a second admin. Dual control has its own end-to-end file.
 */
export function singleControlApp() {
  const store = new DemoStore();
  singleControl(store);
  return productionApp({ store });
}
