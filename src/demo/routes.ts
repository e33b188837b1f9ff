import { ipGeoMatcher } from './backend/ipGeo';

/*
 * Which requests the demo API answers, apart from the API itself: light enough for the page, which
 * forwards them to the demo's worker (src/demo/browser.ts), while the handlers (./handlers.ts) run
 * there.
 */

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

/** Which requests the demo API answers (its handlers, and the page forwarding to its worker). */
export function demoRoutes(endpoints: DemoEndpoints) {
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
