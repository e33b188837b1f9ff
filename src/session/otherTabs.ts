import { getToken, TOKEN_KEY } from './token';
import { endSession } from './unauthorized';
import { DASHBOARD_PATH } from '../../access/routes';

/**
 * The tabs of one browser share one session (the token in local storage): when another
 * tab signs out (or a 401 there ends the session) the token goes, and this tab ends its session
 * too (its query cache and identity go; the route guard then sends it to /login). When another
 * tab signs in, as this admin or another one, this tab starts over from the dashboard with the
 * identity the server gives for the new token, never keeping what it showed the previous one.
 *
 * `storage` events fire only in the other tabs, never in the one that made the change.
 */
export function followOtherTabs(
  target: Window = window,
  restart: (path: string) => void = (path) => target.location.assign(path),
): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key !== null && event.key !== TOKEN_KEY) return;
    if (event.key !== null && event.oldValue === event.newValue) return;
    if (getToken()) restart(DASHBOARD_PATH);
    else endSession();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
