import { http, passthrough } from 'msw';
import { createDemoApi } from './backend';
import { demoImage } from './images';
import type { DemoStore } from './store';

/** The demo API as msw handlers: the browser worker, msw/node in tests and the HTTP server share them. */
export function createHandlers(store: DemoStore) {
  const handle = createDemoApi(store);
  return [
    http.all(/\/api\/admin\//, async ({ request }) => (await handle(request)) ?? passthrough()),
    http.get(/\/demo-images\/[\w.-]+\.svg$/, ({ request }) =>
      demoImage(new URL(request.url).pathname.split('/').pop() ?? ''),
    ),
  ];
}
