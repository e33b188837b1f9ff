import { removeToken } from './token';
import { resetAuth } from '../state/appState';

/** SPEC §9: the browser goes to /login 500 ms after a 401. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const LOGIN_PATH = '/login';

type Redirect = (path: string) => void;

let redirect: Redirect = (path) => window.location.assign(path);
let pending: ReturnType<typeof setTimeout> | undefined;
const onEndListeners = new Set<() => void>();

/** The router registers its navigate function so the redirect stays inside the app. */
export function setRedirect(next: Redirect): () => void {
  redirect = next;
  return () => {
    if (redirect === next) redirect = (path) => window.location.assign(path);
  };
}

/** Other parts of the session (the access decider) drop their state when it ends. */
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

/**
 * A 401 on any call (SPEC §4): the session ends at once and the browser goes to /login after
 * 500 ms. Many calls failing together schedule one redirect; on /login itself nothing is scheduled
 * (no redirect loop from the login page's own calls, refine #6997).
 */
export function handleUnauthorized(): void {
  endSession();
  if (pending !== undefined) return;
  if (window.location.pathname === LOGIN_PATH) return;
  pending = setTimeout(() => {
    pending = undefined;
    redirect(LOGIN_PATH);
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** For tests: forget a scheduled redirect. */
export function resetUnauthorizedForTests(): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
}
