import { setupWorker } from 'msw/browser';
import { createHandlers, type DemoEndpoints } from './handlers';
import { DemoStore } from './store';

let store: DemoStore | undefined;

/** Starts the demo API in the service worker before the first render (DESIGN §5). */
export async function startDemoApi(endpoints: DemoEndpoints = {}): Promise<void> {
  store = new DemoStore(window.localStorage);
  const worker = setupWorker(...createHandlers(store, endpoints));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/** "Reset demo data": back to the seed, signed out. */
export function resetDemoData(): void {
  store?.reset();
  window.localStorage.removeItem('adminToken');
  window.location.assign('/login');
}
