import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs } from '../../src/session/otherTabs';
import { getToken, removeToken, setToken, TOKEN_KEY } from '../../src/session/token';
import { appState } from '../../src/state/appState';
import { queryClient } from '../../src/state/queryClient';

function signedInHere() {
  setToken('tab-token');
  appState.set({
    auth: { isAuth: true, userId: 'a1', role: 'superadmin', restriction: [] },
    admin: {
      _id: 'a1',
      name: 'A',
      email: 'a@x',
      role: 'superadmin',
      restriction: [],
      currentPageAccess: null,
    },
  });
  queryClient.setQueryData(['users', 'list'], { rows: ['private'] });
}

/** What the browser does in this tab when another tab writes the token. */
function otherTabWrites(newValue: string | null, key: string | null = TOKEN_KEY) {
  const oldValue = getToken();
  if (newValue === null) removeToken();
  else setToken(newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  removeToken();
});

describe('sign-out in another tab (storage event on the token)', () => {
  it('ends this tab’s session: auth reset, identity and query cache gone', () => {
    signedInHere();
    stop = followOtherTabs(window, vi.fn());
    otherTabWrites(null);
    expect(appState.get().auth.isAuth).toBe(false);
    expect(appState.get().admin).toBeNull();
    expect(queryClient.getQueryData(['users', 'list'])).toBeUndefined();
  });

  it('ends it too when another tab clears the whole storage', () => {
    signedInHere();
    stop = followOtherTabs(window, vi.fn());
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(appState.get().admin).toBeNull();
  });

  it('starts over from the dashboard when another tab signs in (new token)', () => {
    signedInHere();
    const restart = vi.fn();
    stop = followOtherTabs(window, restart);
    otherTabWrites('other-admin-token');
    expect(restart).toHaveBeenCalledWith('/dashboard');
  });

  it('ignores other keys (a list’s column choice)', () => {
    signedInHere();
    const restart = vi.fn();
    stop = followOtherTabs(window, restart);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'listColumns:tags', oldValue: null, newValue: '{}' }),
    );
    expect(restart).not.toHaveBeenCalled();
    expect(appState.get().admin?._id).toBe('a1');
  });
});
