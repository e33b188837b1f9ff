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

/** Which requests the demo API answers (the handlers below, and the page forwarding to its worker). */
function demoRoutes(endpoints: DemoEndpoints) {
  const geoIp = ipGeoMatcher(endpoints.ipGeoUrl);
  return {
    geoIp,
    api: /\/api\/admin\//,
    image: /\/demo-images\/[\w.-]+\.svg$/,
    rpc: endpoints.solanaRpcUrl ? exactly(endpoints.solanaRpcUrl) : undefined,
  };
}

/** Whether the demo API answers this request (the rest goes to the network). */
export function isDemoRequest(endpoints: DemoEndpoints): (method: string, url: string) => boolean {
  const routes = demoRoutes(endpoints);
  return (method, url) =>
    routes.api.test(url) ||
    (method === 'GET' && (routes.geoIp(url) !== undefined || routes.image.test(url))) ||
    (method === 'POST' && Boolean(routes.rpc?.test(url)));
}

/**
 * The demo API as msw handlers: the browser's demo worker, msw/node in tests and the HTTP server
 * share them; `simulate` is one step of the platform simulator over the same store.
 */
export function createHandlers(
  store: DemoStore,
  endpoints: DemoEndpoints = {},
  options: DemoApiOptions = {},
) {
  const handle = createDemoApi(store, options);
  const routes = demoRoutes(endpoints);
  const handlers = [
    http.get(
      ({ request }) => routes.geoIp(request.url) !== undefined,
      ({ request }) => ipGeoAnswer(routes.geoIp(request.url)!),
    ),
    http.all(routes.api, async ({ request }) => (await handle(request)) ?? passthrough()),
    http.get(routes.image, ({ request }) =>
      demoImage(new URL(request.url).pathname.split('/').pop() ?? ''),
    ),
    ...(routes.rpc
      ? [http.post(routes.rpc, ({ request }) => answerSolanaRpc(store, request))]
      : []),
  ];
  // The platform simulator's step runs inside the API, between requests' changes.
  return Object.assign(handlers, { simulate: handle.simulate });
}
