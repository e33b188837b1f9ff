import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { ResourceDeclaration } from '../../resources/types';
import { createHttp } from '../../src/api/http';
import { listAddress, rememberListAddress } from '../../src/engine/listMemory';
import { appState } from '../../src/state/appState';
import { queryClient } from '../../src/state/queryClient';
import { setToken, getToken } from '../../src/session/token';
import {
  endSession,
  handleUnauthorized,
  isRedirectPending,
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

/**
 * A signed-in admin on /tags for each test of the calling block, with the redirect recorded
 * instead of followed and `timers` faked; all put back after each test.
 */
function signedInOnTags(timers?: Parameters<typeof vi.useFakeTimers>[0]) {
  const redirect = vi.fn();
  let restore: () => void;
  beforeEach(() => {
    vi.useFakeTimers(timers);
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
  return redirect;
}

describe('401 handling', () => {
  const redirect = signedInOnTags();

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

describe('401s under load and from earlier sessions', () => {
  // Only the redirect's timer is faked: msw and fetch keep their own scheduling.
  const redirect = signedInOnTags({ toFake: ['setTimeout', 'clearTimeout'] });
  /** The server holds every call until the test fails them together. */
  const held: (() => void)[] = [];
  const server = setupServer(
    http.get('*/api/admin/tags', async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return HttpResponse.json({ success: false, message: 'expired' }, { status: 401 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  /** Starts `count` calls with the current token; once the server holds them all, fails them. */
  async function failTogether(count: number) {
    const client = createHttp('http://localhost:3000');
    const calls = Array.from({ length: count }, () =>
      client.get('/api/admin/tags').catch((error: unknown) => error),
    );
    await vi.waitUntil(() => held.length >= count);
    return {
      release: () => {
        held.splice(0).forEach((resolve) => resolve());
        return Promise.all(calls);
      },
    };
  }

  it('20 calls failing with 401 together give exactly one redirect, 500 ms after', async () => {
    const { release } = await failTogether(20);
    const failures = await release();
    expect(failures).toHaveLength(20);
    expect(
      failures.every((failure) => (failure as { statusCode: number }).statusCode === 401),
    ).toBe(true);
    expect(getToken()).toBeNull();
    expect(isRedirectPending()).toBe(true);
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/login');
    vi.advanceTimersByTime(5000);
    expect(redirect).toHaveBeenCalledTimes(1);
    await vi.waitUntil(() => !isRedirectPending());
  });

  it('a late 401 for the previous token does not end the session signed in since', async () => {
    const { release } = await failTogether(1);
    // The admin signs out and back in while the old call is still under way.
    endSession();
    setToken('new-session');
    signInState();
    await release();
    expect(getToken()).toBe('new-session');
    expect(appState.get().auth.isAuth).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(redirect).not.toHaveBeenCalled();
    expect(isRedirectPending()).toBe(false);
  });

  it('a 401 for the current token still ends the session', async () => {
    setToken('current');
    const { release } = await failTogether(1);
    await release();
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('forgets the remembered list addresses when the session ends', () => {
    const tags = { name: 'tags', routes: { list: '/tags' } } as unknown as ResourceDeclaration;
    rememberListAddress('tags', '?q=fed&page=3');
    expect(listAddress(tags)).toBe('/tags?q=fed&page=3');
    handleUnauthorized(getToken());
    expect(listAddress(tags)).toBe('/tags');
    rememberListAddress('tags', '?page=2');
    endSession();
    expect(listAddress(tags)).toBe('/tags');
  });
});

function signInState() {
  appState.set({
    auth: { isAuth: true, userId: 'a2', role: 'superadmin', restriction: [] },
  });
}
