import { createDemoApi, type DemoApiOptions } from '../../../src/demo/backend';
import { DemoStore, memoryStorage } from '../../../src/demo/store';
import { demoClient } from '../demoClient';

/**
 * The demo API as a careful backend, as the demo-api-* tests of writes,
 * sessions, passwords and sign-in limits drive it: each file starts one before each test
 * (`beforeEach(() => start())`), and a test may start another (its own storage, options or clock).
 */
export let store: DemoStore;
export let api: ReturnType<typeof createDemoApi>;
export const { call, signIn, session } = demoClient(() => api);

/** The demo API's time when a test starts. */
export const START = Date.parse('2026-11-23T12:00:00Z');

export function start(options: DemoApiOptions = {}, storage = memoryStorage(), now = () => START) {
  store = new DemoStore(storage, { now });
  api = createDemoApi(store, options);
}
