/// <reference lib="webworker" />
import './workerGlobals';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers';
import { DemoStore, type KeyValueStorage } from '../store';
import { startSimulator } from '../simulator';
import { setLocalAgent } from '../backend/userAgent';
import type { FromWorker, ToWorker } from './protocol';

/**
 * The demo API off the page's main thread: building the seed (10,000 orders and trades, the audit
 * trail ...) and answering every call happen here, so the page stays responsive while they run.
 * The page's Mock Service Worker handler forwards each request and returns the answer.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

let handlers: ReturnType<typeof createHandlers> | undefined;
let store: DemoStore | undefined;
let stopSimulator: (() => void) | undefined;

/** localStorage as the page had it, kept here; each write is also sent to the page to keep. */
function mirroredStorage(saved: [string, string][]): KeyValueStorage {
  const map = new Map(saved);
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      map.set(key, value);
      post({ type: 'storage', key, value });
    },
    removeItem(key) {
      map.delete(key);
      post({ type: 'storage', key, value: null });
    },
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

function simulate(on: boolean): void {
  stopSimulator?.();
  stopSimulator = on && handlers ? startSimulator(handlers.simulate) : undefined;
}

async function answer(message: Extract<ToWorker, { type: 'request' }>): Promise<void> {
  const request = new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
  const response = handlers ? await getResponse(handlers, request) : undefined;
  if (!response || response.headers.get('x-msw-intention') === 'passthrough') {
    post({ type: 'response', id: message.id, passthrough: true });
    return;
  }
  const headers = [...response.headers];
  const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
  // The live feed stays open: its stream itself goes to the page, which hands it on.
  const body = streamed && response.body ? response.body : await response.arrayBuffer();
  post({ type: 'response', id: message.id, status: response.status, headers, body }, [body]);
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') {
    store = new DemoStore(mirroredStorage(message.saved));
    handlers = createHandlers(store, message.endpoints);
    setLocalAgent(navigator.userAgent);
    simulate(message.simulating);
  } else if (message.type === 'request') {
    void answer(message).catch((error: unknown) => {
      const text = JSON.stringify({ success: false, message: String(error) });
      const body = new TextEncoder().encode(text).buffer as ArrayBuffer;
      post(
        {
          type: 'response',
          id: message.id,
          status: 500,
          headers: [['content-type', 'application/json']],
          body,
        },
        [body],
      );
    });
  } else if (message.type === 'simulate') simulate(message.on);
  else if (message.type === 'reset') {
    store?.reset();
    post({ type: 'reset', id: message.id });
  }
};
