import { http, passthrough } from 'msw';
import { createDemoApi, type DemoApiOptions } from './backend';
import { demoImage } from './images';
import type { DemoStore } from './store';
import { ipGeoAnswer } from './backend/ipGeo';
import { demoRoutes, type DemoEndpoints } from './routes';
import { answerSolanaRpc } from './backend/solanaRpc';

export type { DemoEndpoints } from './routes';

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
