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

  it.each(paths)('%s carries loaders of the shell and of the page it renders', async (path) => {
    const concrete = path.replace(/:[^/]+/g, '1');
    const handles = (matchRoutes(routes, concrete) ?? [])
      .map((match) => match.route.handle as { preload?: () => Promise<{ default: unknown }> })
      .filter((handle) => handle?.preload);
    // The Refine shell, the admin layout, then the page.
    expect(handles).toHaveLength(3);
    for (const handle of handles) expect(typeof (await handle.preload!()).default).toBe('function');
  });
});
