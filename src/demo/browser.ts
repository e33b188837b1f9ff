import { setupWorker } from 'msw/browser';
import { createHandlers, type DemoEndpoints } from './handlers';
import { DemoStore } from './store';

let store: DemoStore | undefined;
const WORKER_URL = '/mockServiceWorker.js';

/**
 * msw asks the browser to check an already registered worker for a new version
 * (`registration.update()`) and drops the promise. When that check fails (the page is leaving, the
 * script could not be fetched: "Failed to update a ServiceWorker ... Not found", seen on a busy
 * machine) the registered worker keeps answering, but the rejection is reported as an uncaught
 * page error. The check's failure is harmless: it is caught here, for the demo's worker only.
 */
export function quietWorkerUpdates(scriptUrl: string): void {
  const proto = globalThis.ServiceWorkerRegistration?.prototype;
  if (!proto) return;
  const update = proto.update;
  proto.update = function (this: ServiceWorkerRegistration) {
    const checked = update.call(this);
    const script = (this.active ?? this.waiting ?? this.installing)?.scriptURL ?? '';
    if (script.endsWith(scriptUrl)) checked.catch(() => undefined);
    return checked;
  };
}

/** Starts the demo API in the service worker before the first render. */
export async function startDemoApi(endpoints: DemoEndpoints = {}): Promise<void> {
  quietWorkerUpdates(WORKER_URL);
  store = new DemoStore(window.localStorage);
  const worker = setupWorker(...createHandlers(store, endpoints));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
}

/** "Reset demo data": back to the seed, signed out. */
export function resetDemoData(): void {
  store?.reset();
  window.localStorage.removeItem('adminToken');
  window.location.assign('/login');
}
