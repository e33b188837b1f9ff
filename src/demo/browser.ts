import { setupWorker } from 'msw/browser';
import { createHandlers, type DemoEndpoints } from './handlers';
import { DemoStore, PREFIX } from './store';
import { startSimulator } from './simulator';

let store: DemoStore | undefined;
let simulate: (() => Promise<unknown>) | undefined;
let stopSimulator: (() => void) | undefined;
/** Whether the simulator runs, kept across reloads (this browser's choice, like its data). */
const SIMULATOR_KEY = `${PREFIX}~simulator`;
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
  const handlers = createHandlers(store, endpoints);
  simulate = handlers.simulate;
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
  if (isSimulating()) setSimulating(true);
}

/** Whether the platform simulator is on in this browser. */
export function isSimulating(): boolean {
  return window.localStorage.getItem(SIMULATOR_KEY) === 'on';
}

/**
 * Turns the platform simulator on or off: while on, users of the demo platform deposit, withdraw
 * and place orders now and then, and the live lists and the bell move.
 */
export function setSimulating(on: boolean): void {
  stopSimulator?.();
  stopSimulator = undefined;
  if (on) window.localStorage.setItem(SIMULATOR_KEY, 'on');
  else window.localStorage.removeItem(SIMULATOR_KEY);
  if (on && simulate) stopSimulator = startSimulator(simulate);
}

/** "Reset demo data": back to the seed, signed out. */
export function resetDemoData(): void {
  store?.reset();
  window.localStorage.removeItem('adminToken');
  window.location.assign('/login');
}
