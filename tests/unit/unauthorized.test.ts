import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState } from '../../src/state/appState';
import { queryClient } from '../../src/state/queryClient';
import { setToken, getToken } from '../../src/session/token';
import {
  handleUnauthorized,
  resetUnauthorizedForTests,
  setRedirect,
  UNAUTHORIZED_REDIRECT_MS,
} from '../../src/session/unauthorized';

function signIn() {
  setToken('t');
  appState.set({
    auth: {
      isAuth: true,
      userId: 'a1',
      role: 'subadmin',
      restriction: [{ name: 'Tags', canView: true, canEdit: false }],
    },
    admin: {
      _id: 'a1',
      name: 'A',
      email: 'a@x',
      role: 'subadmin',
      restriction: [],
      currentPageAccess: null,
    },
  });
  queryClient.setQueryData(['secret'], { rows: 1 });
}

describe('401 handling (SPEC §4)', () => {
  const redirect = vi.fn();
  let restore: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    restore = setRedirect(redirect);
    window.history.pushState({}, '', '/tags');
    signIn();
  });
  afterEach(() => {
    restore();
    redirect.mockReset();
    resetUnauthorizedForTests();
    vi.useRealTimers();
  });

  it('removes the token, resets auth to empty and clears the query cache at once', () => {
    handleUnauthorized();
    expect(getToken()).toBeNull();
    expect(appState.get().auth).toEqual({ isAuth: false, userId: '', role: '', restriction: [] });
    expect(appState.get().admin).toBeNull();
    expect(queryClient.getQueryData(['secret'])).toBeUndefined();
  });

  it('sends the browser to /login after 500 ms, not before', () => {
    handleUnauthorized();
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(UNAUTHORIZED_REDIRECT_MS).toBe(500);
  });

  it('redirects exactly once when many calls fail at once', () => {
    for (let i = 0; i < 12; i++) handleUnauthorized();
    vi.advanceTimersByTime(2000);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('schedules no redirect on the login page itself (no loop)', () => {
    window.history.pushState({}, '', '/login');
    handleUnauthorized();
    vi.advanceTimersByTime(2000);
    expect(redirect).not.toHaveBeenCalled();
  });
});
