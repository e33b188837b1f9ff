import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes } from '../../src/app/routes';
import { declarations } from '../../src/model/registry';

/**
 * A first load of a private address fetches the page's code at start-up (src/app/App.tsx,
 * preloadRoute), alongside the identity and Casbin: every declared route must say how.
 */
describe('route preloading', () => {
  const routes = appRoutes();
  const paths = declarations.flatMap((declaration) => [
    ...Object.values(declaration.routes).filter((path): path is string => typeof path === 'string'),
    ...(declaration.routes.extra ?? []).map((extra) => extra.path),
  ]);

  it.each(paths)('%s carries a loader of the page it renders', async (path) => {
    const concrete = path.replace(/:[^/]+/g, '1');
    const handles = (matchRoutes(routes, concrete) ?? [])
      .map((match) => match.route.handle as { preload?: () => Promise<{ default: unknown }> })
      .filter((handle) => handle?.preload);
    expect(handles).toHaveLength(1);
    const page = await handles[0].preload!();
    expect(typeof page.default).toBe('function');
  });
});
