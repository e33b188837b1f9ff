import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { isDemoRequest, type DemoEndpoints } from './routes';
import { ANY_VERSION, PREFIX } from './persist';
import type { FromWorker, ToWorker } from './worker/protocol';

const WORKER_URL = '/mockServiceWorker.js';
/** Whether the simulator runs, kept across reloads (this browser's choice, like its data). */
const SIMULATOR_KEY = `${PREFIX}~simulator`;

let demoWorker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (message: FromWorker) => void>();
let warned = false;

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

/** The demo's saved data in localStorage, for the worker's store to start from. */
function savedData(): [string, string][] {
  const saved: [string, string][] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    const value = key?.startsWith(ANY_VERSION) ? localStorage.getItem(key) : null;
    if (key && value !== null) saved.push([key, value]);
  }
  return saved;
}

/** Keeps what the worker's store writes: a full localStorage keeps it for this visit only. */
function keep(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    if (!warned) console.warn('Demo data could not be saved in the browser:', error);
    warned = true;
  }
}

function ask(message: ToWorker & { id: number }, transfer: Transferable[] = []) {
  return new Promise<FromWorker>((resolve) => {
    waiting.set(message.id, resolve);
    demoWorker!.postMessage(message, transfer);
  });
}

/** A request the page's Mock Service Worker caught, answered by the demo worker. */
async function forward(request: Request): Promise<Response> {
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  const answer = await ask(
    {
      type: 'request',
      id: ++nextId,
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body,
    },
    body ? [body] : [],
  );
  if (answer.type !== 'response' || answer.passthrough) return passthrough();
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * Starts the demo API before the first render: its store and handlers run in a Web Worker
 * (./worker/demoWorker.ts), so that building the seed and answering calls never hold the page's
 * main thread; Mock Service Worker catches the app's requests and this page hands them over.
 */
export async function startDemoApi(endpoints: DemoEndpoints = {}): Promise<void> {
  quietWorkerUpdates(WORKER_URL);
  demoWorker = new Worker(new URL('./worker/demoWorker.ts', import.meta.url), {
    type: 'module',
    name: 'demo-api',
  });
  demoWorker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'storage') keep(message.key, message.value);
    else {
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  };
  demoWorker.postMessage({
    type: 'init',
    endpoints,
    saved: savedData(),
    simulating: isSimulating(),
  } satisfies ToWorker);
  const demoRequest = isDemoRequest(endpoints);
  const worker = setupWorker(
    http.all(
      ({ request }) => demoRequest(request.method, request.url),
      ({ request }) => forward(request),
    ),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
}

/** Whether the platform simulator is on in this browser. */
export function isSimulating(): boolean {
  return localStorage.getItem(SIMULATOR_KEY) === 'on';
}

/**
 * Turns the platform simulator on or off: while on, users of the demo platform deposit, withdraw
 * and place orders now and then, and the live lists and the bell move.
 */
export function setSimulating(on: boolean): void {
  if (on) localStorage.setItem(SIMULATOR_KEY, 'on');
  else localStorage.removeItem(SIMULATOR_KEY);
  demoWorker?.postMessage({ type: 'simulate', on } satisfies ToWorker);
}

/** "Reset demo data": back to the seed, signed out. */
export async function resetDemoData(): Promise<void> {
  if (demoWorker) await ask({ type: 'reset', id: ++nextId });
  localStorage.removeItem(SIMULATOR_KEY);
  localStorage.removeItem('adminToken');
  window.location.assign('/login');
}
