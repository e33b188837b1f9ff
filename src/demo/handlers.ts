import { http, passthrough } from 'msw';
import { createDemoApi, type DemoApiOptions } from './backend';
import { demoImage } from './images';
import type { DemoStore } from './store';
import { ipGeoAnswer, ipGeoMatcher } from './backend/ipGeo';
import { answerSolanaRpc } from './backend/solanaRpc';

/** Services besides the admin API that the app calls, as configured (src/config.ts). */
export interface DemoEndpoints {
  /** VITE_IPGEO_URL, with {ip}. */
  ipGeoUrl?: string;
  /** VITE_SOLANA_RPC_URL: its JSON-RPC calls are answered from the store. */
  solanaRpcUrl?: string;
}

/** The URL exactly, with or without a trailing slash; a bare path (`/solana-rpc`) on any origin. */
function exactly(url: string): RegExp {
  const escaped = url.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${url.startsWith('/') ? 'https?://[^/]+' : ''}${escaped}/?$`);
}

/**
 * The demo API as msw handlers: the browser worker, msw/node in tests and the HTTP server share
 * them; `simulate` is one step of the platform simulator over the same store.
 */
export function createHandlers(
  store: DemoStore,
  endpoints: DemoEndpoints = {},
  options: DemoApiOptions = {},
) {
  const handle = createDemoApi(store, options);
  const geoIp = ipGeoMatcher(endpoints.ipGeoUrl);
  const handlers = [
    http.get(
      ({ request }) => geoIp(request.url) !== undefined,
      ({ request }) => ipGeoAnswer(geoIp(request.url)!),
    ),
    http.all(/\/api\/admin\//, async ({ request }) => (await handle(request)) ?? passthrough()),
    http.get(/\/demo-images\/[\w.-]+\.svg$/, ({ request }) =>
      demoImage(new URL(request.url).pathname.split('/').pop() ?? ''),
    ),
    ...(endpoints.solanaRpcUrl
      ? [
          http.post(exactly(endpoints.solanaRpcUrl), ({ request }) =>
            answerSolanaRpc(store, request),
          ),
        ]
      : []),
  ];
  // The platform simulator's step runs inside the API, between requests' changes.
  return Object.assign(handlers, { simulate: handle.simulate });
}
