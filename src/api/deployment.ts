import { createStore } from '../state/createStore';

/**
 * This tab's release and the server's. A production build names itself (`__APP_VERSION__`) and
 * writes the same name to `version.json` beside index.html (scripts/app-version/plugin.ts). Chunk
 * names are hashed, and a deployment replaces them: a tab opened before it cannot load the pages
 * it has not loaded yet. Reading the file tells the tab so before a page fails, and tells a page
 * whose code could not be fetched whether the server is back (then it tries again) or runs
 * another release (then only a reload helps).
 */
const APP_VERSION: string | undefined =
  typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : undefined;

/** What the server said of its release: not reachable, the same release, or another one. */
export type ServerRelease = 'unreachable' | 'same' | 'new';

export const deployment = createStore<{ newRelease: boolean }>({ newRelease: false });

/** `version.json` beside index.html, where the app is served (its base, as Vite builds it). */
function versionFileUrl(): string {
  const base = new URL(import.meta.env.BASE_URL || '/', window.location.origin);
  return new URL('version.json', base).href;
}

/**
 * Asks the server for its release (never from a cache). Any answer means the server is back; only
 * a file naming another release than this build's counts as new (the dev server and the tests
 * have no release, and a missing file says nothing).
 */
export async function readServerRelease(
  current = APP_VERSION,
  fetchImpl: typeof fetch = fetch,
): Promise<ServerRelease> {
  let response: Response;
  try {
    response = await fetchImpl(versionFileUrl(), {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return 'unreachable';
  }
  if (!current || !response.ok) return 'same';
  const body = (await response.json().catch(() => undefined)) as { version?: unknown } | undefined;
  const release = body?.version;
  const isNew = typeof release === 'string' && release !== '' && release !== current;
  if (isNew) deployment.set({ newRelease: true });
  return isNew ? 'new' : 'same';
}

/** At most one routine check this often: moving between pages is frequent, releases are not. */
const CHECK_INTERVAL_MS = 60_000;
let lastCheck = Number.NEGATIVE_INFINITY;
let checking: Promise<ServerRelease> | undefined;

/**
 * A routine look for a new release (on moving to another page, on coming back to the tab): one
 * at a time, at most once a minute unless `force`d (the tab regained focus). Nothing to do in dev.
 */
export function checkForNewRelease({ force = false } = {}): Promise<ServerRelease> {
  if (!APP_VERSION || deployment.get().newRelease) return Promise.resolve('same');
  if (checking) return checking;
  const now = Date.now();
  if (!force && now - lastCheck < CHECK_INTERVAL_MS) return Promise.resolve('same');
  lastCheck = now;
  checking = readServerRelease().finally(() => (checking = undefined));
  return checking;
}
