import { getToken, removeToken } from './token';
import { resetAuth } from '../state/appState';
import { createStore } from '../state/createStore';

/** The browser goes to /login 500 ms after a 401. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const LOGIN_PATH = '/login';

type Redirect = (path: string) => void | Promise<void>;

const toLocation: Redirect = (path) => window.location.assign(path);
let redirect: Redirect = toLocation;
let pending: ReturnType<typeof setTimeout> | undefined;
const onEndListeners = new Set<() => void>();

/**
 * True from a 401 until its redirect has happened: the route guard then waits (it shows a
 * neutral state) instead of navigating itself, so the scheduled redirect is the only one.
 */
const redirectState = createStore({ pending: false });

/** The router registers its navigate function so the redirect stays inside the app. */
export function setRedirect(next: Redirect): () => void {
  redirect = next;
  return () => {
    if (redirect === next) redirect = toLocation;
  };
}

/** Other parts of the session (the access decider, list memory) drop their state when it ends. */
export function onSessionEnd(listener: () => void): () => void {
  onEndListeners.add(listener);
  return () => onEndListeners.delete(listener);
}

/**
 * Signing out and a 401 end the session the same way: token, auth state and query cache go (the
 * query cache, state/queryClient.ts, listens here: the public pages do not load react-query).
 */
export function endSession(): void {
  removeToken();
  resetAuth();
  onEndListeners.forEach((listener) => listener());
}

/** Whether a 401 redirect to /login is under way (for the route guard). */
export function useRedirectPending(): boolean {
  return redirectState.use((state) => state.pending);
}

export function isRedirectPending(): boolean {
  return redirectState.get().pending;
}

/**
 * A 401 on any call: the session ends at once and the browser goes to /login after
 * 500 ms. Many calls failing together schedule one redirect; on /login itself nothing is scheduled
 * (a 401 from the login page's own calls must not send /login to itself again and again).
 *
 * `sentWith` is the token the failed request carried (null: none). A 401 for another token than
 * the current one is late news about an earlier session (signed out, or already ended by another
 * 401) and is ignored, so it cannot end the session the admin has now.
 */
export function handleUnauthorized(sentWith?: string | null): void {
  if (sentWith !== undefined && sentWith !== getToken()) return;
  const schedule = pending === undefined && window.location.pathname !== LOGIN_PATH;
  // Before the session ends: the guard re-renders on the auth change and must see the redirect.
  if (schedule) redirectState.set({ pending: true });
  endSession();
  if (!schedule) return;
  pending = setTimeout(() => {
    let navigation: void | Promise<void>;
    try {
      navigation = redirect(LOGIN_PATH);
    } catch {
      navigation = undefined;
    }
    // The guard may navigate again only once the router has left the private page.
    void Promise.resolve(navigation)
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
        redirectState.set({ pending: false });
      });
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** For tests: forget a scheduled redirect. */
export function resetUnauthorizedForTests(): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
  redirectState.set({ pending: false });
}
