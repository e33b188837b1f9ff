import { beforeEach } from 'vitest';
import type { DemoStore } from '../../../src/demo/store';
import { singleControl } from '../../unit/support/singleControl';

/**
 * Dual control off for each test of the calling file (the harness puts the seed back after each):
 * for screens about something else (a form's checks, a resolution's page), whose saves would
 * otherwise wait for a second admin. Dual control's own screens have their own files.
 */
export function withSingleControl(store: DemoStore): void {
  beforeEach(() => singleControl(store));
}
