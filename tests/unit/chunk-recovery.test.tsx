import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { isChunkLoadError } from '../../src/ui/chunkLoad';
import { preloadable, retryFailedDownloads } from '../../src/ui/preloadable';
import { deployment, readServerRelease, type ServerRelease } from '../../src/api/deployment';
import { RETRY_DELAYS_MS, useServerReturn } from '../../src/ui/useServerReturn';
import { AppErrorFallback } from '../../src/pages/AppErrorFallback';

const CHROMIUM = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/Page-1.js';

/** A page module that fails to download until `arrive()` is called. */
function flakyPage(text: string) {
  let available = false;
  const page = preloadable(async () => {
    if (!available) throw new TypeError(CHROMIUM);
    return { default: () => <p>{text}</p> };
  });
  return { page, arrive: () => (available = true) };
}

describe('a download of code that failed', () => {
  afterEach(() => {
    cleanup();
    deployment.set({ newRelease: false });
    vi.useRealTimers();
  });

  it('is told from a page that failed to draw, in every browser’s words', () => {
    expect(isChunkLoadError(new TypeError(CHROMIUM))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('is tried again by the next render: React.lazy alone would keep the failure for good', async () => {
    const { page, arrive } = flakyPage('drawn');
    const Boundary = ({ attempt }: { attempt: number }) => (
      <Suspense fallback={<p>loading</p>}>
        <page.Component key={attempt} />
      </Suspense>
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(page.load()).rejects.toThrow(CHROMIUM);
    arrive();
    retryFailedDownloads();
    render(<Boundary attempt={1} />);
    expect(await screen.findByText('drawn')).toBeTruthy();
    quiet.mockRestore();
  });
});

describe('the server’s release', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  afterEach(() => deployment.set({ newRelease: false }));

  it('unreachable when the request fails, the same or new by the name in version.json', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await readServerRelease('r1', down)).toBe('unreachable');
    expect(await readServerRelease('r1', answer({ version: 'r1' }))).toBe('same');
    expect(deployment.get().newRelease).toBe(false);
    expect(await readServerRelease('r1', answer({ version: 'r2' }))).toBe('new');
    expect(deployment.get().newRelease).toBe(true);
  });

  it('says nothing new without a release of its own (dev) or without the file', async () => {
    expect(await readServerRelease(undefined, answer({ version: 'r2' }))).toBe('same');
    expect(await readServerRelease('r1', answer('not found', 404))).toBe('same');
    expect(await readServerRelease('r1', answer('<!doctype html>'))).toBe('same');
    expect(deployment.get().newRelease).toBe(false);
  });

  it('never asks a cache', async () => {
    const fetchImpl = answer({ version: 'r1' });
    await readServerRelease('r1', fetchImpl);
    expect(vi.mocked(fetchImpl).mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect(String(vi.mocked(fetchImpl).mock.calls[0]?.[0])).toMatch(/\/version\.json$/);
  });
});

describe('waiting for the server', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function Waiter({
    read,
    onAnswer,
  }: {
    read: () => Promise<ServerRelease>;
    onAnswer: () => void;
  }) {
    useServerReturn(true, onAnswer, read);
    return null;
  }

  it('asks at once, then less and less often, and at once when the browser is online again', async () => {
    vi.useFakeTimers();
    const answers: ServerRelease[] = ['unreachable', 'unreachable', 'unreachable', 'same'];
    const read = vi.fn(async () => answers.shift() ?? 'same');
    const onAnswer = vi.fn();
    render(<Waiter read={read} onAnswer={onAnswer} />);
    await act(async () => undefined);
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.first));
    expect(read).toHaveBeenCalledTimes(2);
    // The next wait is twice as long: nothing at the first delay.
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.first));
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(read).toHaveBeenCalledTimes(3);
    expect(onAnswer).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(read).toHaveBeenCalledTimes(4);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith('same');
    await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.max * 2));
    expect(read).toHaveBeenCalledTimes(4);
  });
});

describe('the error screen outside the layout', () => {
  afterEach(() => {
    cleanup();
    deployment.set({ newRelease: false });
  });

  function routerWith(element: React.ReactNode) {
    return createMemoryRouter(
      [{ path: '/', errorElement: <AppErrorFallback />, children: [{ path: '/page', element }] }],
      { initialEntries: ['/page'] },
    );
  }

  it('draws the page again once the server answers, without a reload', async () => {
    const { page, arrive } = flakyPage('page drawn');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <RouterProvider
          router={routerWith(
            <Suspense fallback={null}>
              <page.Component />
            </Suspense>,
          )}
        />,
      );
      expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      arrive();
      fetchSpy.mockResolvedValue(new Response('{}'));
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('page drawn')).toBeTruthy();
    } finally {
      fetchSpy.mockRestore();
      quiet.mockRestore();
    }
  });

  it('keeps the generic title for a page that failed to draw', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={routerWith(<Broken />)} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('render failed')).toBeTruthy();
    quiet.mockRestore();
  });
});
