import type { DemoEndpoints } from '../routes';

/**
 * The messages between the page and the demo API's Web Worker (src/demo/browser.ts,
 * ./demoWorker.ts). The worker holds the store and answers requests; the page holds localStorage
 * (which a worker has not) and mirrors every write the worker makes to it.
 */
export type ToWorker =
  | {
      type: 'init';
      endpoints: DemoEndpoints;
      /** The demo's saved keys and values from localStorage, as the store left them. */
      saved: [string, string][];
      simulating: boolean;
    }
  | {
      type: 'request';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body?: ArrayBuffer;
    }
  | { type: 'simulate'; on: boolean }
  | { type: 'reset'; id: number };

export type FromWorker =
  | { type: 'storage'; key: string; value: string | null }
  | {
      type: 'response';
      id: number;
      /** Not the demo API's: the request goes to the network. */
      passthrough?: boolean;
      status?: number;
      headers?: [string, string][];
      body?: ArrayBuffer | ReadableStream<Uint8Array>;
    }
  | { type: 'reset'; id: number };
