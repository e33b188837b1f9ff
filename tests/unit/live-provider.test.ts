import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@refinedev/core';
import { createLiveProvider, liveBackoff } from '../../src/providers/liveProvider';
import { liveStatus, setLiveState, type LiveState } from '../../src/state/liveStatus';

/**
 * The app's live provider against a scripted feed: one connection shared by every subscription,
 * the token in the header, reconnection from the last position, no message delivered twice, a
 * reset heard by every listener, and no knocking again after a 401.
 */
type Script = (headers: Headers) => { status?: number; chunks?: string[]; open?: boolean };

function scriptedFeed(script: Script) {
  const requests: Headers[] = [];
  const fetchFeed = (async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    requests.push(headers);
    const { status = 200, chunks = [], open = false } = script(headers);
    if (status !== 200) return new Response('{}', { status });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
        if (!open) controller.close();
        else init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  return { requests, fetchFeed };
}

const message = (id: string, ids: string[], channel = 'resources/withdrawals') =>
  `id: ${id}\ndata: ${JSON.stringify({ channel, type: 'updated', payload: { ids }, date: '2026-11-25T10:00:00.000Z' })}\n\n`;

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('the live provider', () => {
  it('shares one connection, sends the token in a header and picks up where it stopped, without repeats', async () => {
    let connection = 0;
    const { requests, fetchFeed } = scriptedFeed(() => {
      connection++;
      // The second connection repeats the last message of the first before the new one.
      return connection === 1
        ? { chunks: ['event: ready\nid: a.0\ndata: {}\n\n', message('a.1', ['w1'])] }
        : {
            chunks: [
              'event: ready\nid: a.1\ndata: {}\n\n',
              message('a.1', ['w1']),
              message('a.2', ['w2']),
            ],
            open: true,
          };
    });
    const live = createLiveProvider({
      url: () => 'http://api.test/api/admin/live',
      token: () => 'token-1',
      fetch: fetchFeed,
      backoff: () => 0,
    });
    close = live.close;
    const heard: LiveEvent[] = [];
    const other: LiveEvent[] = [];
    live.provider.subscribe({
      channel: 'resources/withdrawals',
      types: ['*'],
      callback: (event: LiveEvent) => heard.push(event),
    });
    live.provider.subscribe({
      channel: 'resources/deposits',
      types: ['*'],
      callback: (event: LiveEvent) => other.push(event),
    });

    await vi.waitFor(() =>
      expect(heard.map((event) => event.payload.ids)).toEqual([['w1'], ['w2']]),
    );
    expect(other).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(requests[0].get('Authorization')).toBe('token-1');
    expect(requests[0].get('Last-Event-ID')).toBeNull();
    expect(requests[1].get('Last-Event-ID')).toBe('a.1');
    expect(heard[0].date).toBeInstanceOf(Date);
  });

  it('tells every listener of a reset, and stops at a 401 until the next subscription, ending the session', async () => {
    let connection = 0;
    const { requests, fetchFeed } = scriptedFeed(() => {
      connection++;
      if (connection === 1)
        return { chunks: ['event: ready\nid: b.3\ndata: {}\n\n', 'event: reset\ndata: {}\n\n'] };
      return { status: 401 };
    });
    const refused: string[] = [];
    const states: LiveState[] = [];
    const live = createLiveProvider({
      url: () => 'http://api.test/live',
      token: () => 'token-2',
      fetch: fetchFeed,
      backoff: () => 0,
      onUnauthorized: (token) => refused.push(token),
      onState: (state) => states.push(state),
    });
    close = live.close;
    const heard: string[] = [];
    const subscription = live.provider.subscribe({
      channel: 'resources/orders',
      types: ['*'],
      callback: (event: LiveEvent) => heard.push(event.type),
    });
    await vi.waitFor(() => expect(heard).toEqual(['reset']));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    // The 401 ends the session at once (the app's handleUnauthorized), with the token it refused.
    await vi.waitFor(() => expect(refused).toEqual(['token-2']));
    // Idle: the connection's loop has ended, and nothing will knock again (backoff 0 would).
    await vi.waitFor(() => expect(states.at(-1)).toBe('idle'));
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'idle']);
    expect(requests).toHaveLength(2);
    live.provider.unsubscribe(subscription);
  });

  it('says where it stands: connecting, live, reconnecting when lost, idle when closed', async () => {
    let connection = 0;
    const { fetchFeed } = scriptedFeed(() => {
      connection++;
      // The first connection opens then drops; the next attempt waits a minute (closed first).
      return connection === 1
        ? { chunks: ['event: ready\nid: c.1\ndata: {}\n\n'] }
        : { status: 503 };
    });
    const states: LiveState[] = [];
    const live = createLiveProvider({
      url: () => 'http://api.test/live',
      token: () => 'token-3',
      fetch: fetchFeed,
      backoff: () => 60_000,
      onState: (state) => states.push(state),
    });
    close = live.close;
    live.provider.subscribe({ channel: 'resources/withdrawals', types: ['*'], callback: () => {} });
    await vi.waitFor(() => expect(states).toEqual(['connecting', 'live', 'reconnecting']));
    live.close();
    expect(states.at(-1)).toBe('idle');
  });

  it('a lost feed keeps the time it was first lost across attempts, and leaves it once back', () => {
    setLiveState('live', 1_000);
    setLiveState('reconnecting', 2_000);
    setLiveState('offline', 3_000);
    setLiveState('reconnecting', 4_000);
    expect(liveStatus.get()).toEqual({ state: 'reconnecting', since: 2_000 });
    setLiveState('live', 5_000);
    expect(liveStatus.get()).toEqual({ state: 'live', since: 5_000 });
    setLiveState('idle', 6_000);
  });

  it('opens nothing while signed out', async () => {
    const { requests, fetchFeed } = scriptedFeed(() => ({}));
    const states: LiveState[] = [];
    const live = createLiveProvider({
      url: () => 'http://api.test/live',
      token: () => null,
      fetch: fetchFeed,
      onState: (state) => states.push(state),
    });
    close = live.close;
    live.provider.subscribe({
      channel: 'resources/orders',
      types: ['*'],
      callback: () => undefined,
    });
    // No connection was begun (it would say "connecting" as it begins), so none will ask.
    expect(states).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('backs off 1, 2, 4 ... up to 30 s, each with up to a fifth more', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    expect([0, 1, 2, 3, 4, 5, 9].map(liveBackoff)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    random.mockReturnValue(0.999);
    expect(liveBackoff(0)).toBe(1199);
    random.mockRestore();
  });
});
