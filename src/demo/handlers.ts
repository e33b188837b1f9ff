import { http, passthrough } from 'msw';
import { createDemoApi } from './backend';
import { demoImage } from './images';
import type { DemoStore } from './store';
import { ipGeoAnswer, ipGeoMatcher } from './backend/ipGeo';

/** Services besides the admin API that the app calls, as configured (src/config.ts). */
export interface DemoEndpoints {
  /** VITE_IPGEO_URL, with {ip}. */
  ipGeoUrl?: string;
}

/** The demo API as msw handlers: the browser worker, msw/node in tests and the HTTP server share them. */
export function createHandlers(store: DemoStore, endpoints: DemoEndpoints = {}) {
  const handle = createDemoApi(store);
  const geoIp = ipGeoMatcher(endpoints.ipGeoUrl);
  return [
    http.get(
      ({ request }) => geoIp(request.url) !== undefined,
      ({ request }) => ipGeoAnswer(geoIp(request.url)!),
    ),
    http.all(/\/api\/admin\//, async ({ request }) => (await handle(request)) ?? passthrough()),
    http.get(/\/demo-images\/[\w.-]+\.svg$/, ({ request }) =>
      demoImage(new URL(request.url).pathname.split('/').pop() ?? ''),
    ),
  ];
}
