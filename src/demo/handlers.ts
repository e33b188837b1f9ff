import { http, passthrough } from 'msw';
import { createDemoApi } from './backend';
import { answerSolanaRpc } from './backend/solanaRpc';
import { demoImage } from './images';
import type { DemoStore } from './store';

export interface DemoHandlerOptions {
  /** The configured VITE_SOLANA_RPC_URL: its JSON-RPC calls are answered from the store. */
  solanaRpcUrl?: string;
}

/** The URL exactly, with or without a trailing slash; a bare path (`/solana-rpc`) on any origin. */
function exactly(url: string): RegExp {
  const escaped = url.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${url.startsWith('/') ? 'https?://[^/]+' : ''}${escaped}/?$`);
}

/** The demo API as msw handlers: the browser worker, msw/node in tests and the HTTP server share them. */
export function createHandlers(store: DemoStore, options: DemoHandlerOptions = {}) {
  const handle = createDemoApi(store);
  return [
    http.all(/\/api\/admin\//, async ({ request }) => (await handle(request)) ?? passthrough()),
    http.get(/\/demo-images\/[\w.-]+\.svg$/, ({ request }) =>
      demoImage(new URL(request.url).pathname.split('/').pop() ?? ''),
    ),
    ...(options.solanaRpcUrl
      ? [http.post(exactly(options.solanaRpcUrl), ({ request }) => answerSolanaRpc(store, request))]
      : []),
  ];
}
