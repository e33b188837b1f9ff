import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { browserTimeZone } from '../api/http';
import { LiveStreamRefused, readLiveStream } from '../api/liveStream';
import { getConfig } from '../config';
import { LIVE_PATH, LIVE_RESET_EVENT, type LiveMessage } from '../model/contract';
import { getToken } from '../session/token';
import { handleUnauthorized, onSessionEnd } from '../session/unauthorized';
import { isPaused, liveStatus, setLiveState, type LiveState } from '../state/liveStatus';

const isLost = () => isPaused(liveStatus.get().state);

interface Subscription {
  channel: string;
  types: readonly string[];
  ids?: readonly string[];
  callback: (event: LiveEvent) => void;
}

interface LiveConnectionOptions {
  /** The feed's address. Default: the API base + LIVE_PATH. */
  url?: () => string;
  /** The session token; none: signed out, no connection. */
  token?: () => string | null;
  fetch?: typeof fetch;
  /** Milliseconds to wait before reconnection number `attempt` (from 0). */
  backoff?: (attempt: number) => number;
  /** How long the connection stays open without subscribers (moving between pages). */
  idleMs?: number;
  /** Told where the feed stands (the app's one connection: the header and live lists read it). */
  onState?: (state: LiveState) => void;
  /**
   * The feed refused the session (401) it was opened with: the admin was disabled, or the session
   * ended elsewhere. The app ends it here too, at once, rather than at its next call.
   */
  onUnauthorized?: (token: string) => void;
}

/** Lost with no network (the browser knows), or lost and trying again. */
function lostState(): LiveState {
  return typeof navigator !== 'undefined' && navigator.onLine === false
    ? 'offline'
    : 'reconnecting';
}

/** 1, 2, 4 ... up to 30 s, each with up to a fifth more at random (clients do not reconnect in step). */
export function liveBackoff(attempt: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
  return base + Math.floor(Math.random() * base * 0.2);
}

/** How many delivered messages are remembered to drop a repeat after a reconnection. */
const REMEMBERED = 500;

/**
 * Refine's live provider over the API's live feed: one connection per tab, opened while any page
 * listens and shared by all of them, reconnecting with backoff and picking up where it stopped
 * (Last-Event-ID); a message already delivered is never delivered twice, and when the feed cannot
 * replay what was missed, every listener hears a reset and reads its data again. A refused
 * connection (401, the session is over) is not retried until the next subscription.
 */
export function createLiveProvider(options: LiveConnectionOptions = {}) {
  const url = options.url ?? (() => `${getConfig().apiUrl.replace(/\/+$/, '')}${LIVE_PATH}`);
  const token = options.token ?? getToken;
  const backoff = options.backoff ?? liveBackoff;
  const idleMs = options.idleMs ?? 2_000;
  const onState = options.onState ?? (() => undefined);
  const subscriptions = new Set<Subscription>();
  const delivered: string[] = [];
  const deliveredKeys = new Set<string>();
  let position: string | undefined;
  let running: AbortController | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let connected = false;
  const stateListeners = new Set<(connected: boolean) => void>();

  function setConnected(value: boolean): void {
    if (connected === value) return;
    connected = value;
    stateListeners.forEach((listener) => listener(value));
  }

  function remember(key: string): boolean {
    if (deliveredKeys.has(key)) return false;
    deliveredKeys.add(key);
    delivered.push(key);
    if (delivered.length > REMEMBERED) deliveredKeys.delete(delivered.shift()!);
    return true;
  }

  function dispatch(message: LiveMessage, id: string | undefined): void {
    if (id) position = id;
    const key = `${id ?? ''}|${message.channel}|${message.type}|${message.payload.ids.join(',')}`;
    if (id && !remember(key)) return;
    const event: LiveEvent = { ...message, date: new Date(message.date) };
    for (const subscription of [...subscriptions]) {
      if (subscription.channel !== message.channel) continue;
      if (!subscription.types.includes('*') && !subscription.types.includes(message.type)) continue;
      const ids = subscription.ids;
      if (ids?.length && !message.payload.ids.some((item) => ids.includes(item))) continue;
      subscription.callback(event);
    }
  }

  /** Every listener reads its data again: what it missed is not known. */
  function reset(): void {
    const date = new Date();
    for (const subscription of [...subscriptions])
      subscription.callback({
        channel: subscription.channel,
        type: LIVE_RESET_EVENT,
        payload: { ids: [] },
        date,
      });
  }

  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
    });

  async function run(controller: AbortController, resumed = false): Promise<void> {
    let attempt = 0;
    // Opened again after a loss: still lost (and since when) until it is open.
    onState(resumed ? lostState() : 'connecting');
    while (!controller.signal.aborted) {
      const session = token();
      if (!session) break;
      const headers: Record<string, string> = {
        Authorization: session,
        timezone: browserTimeZone(),
        ...(position ? { 'Last-Event-ID': position } : {}),
      };
      try {
        await readLiveStream(
          url(),
          headers,
          {
            onReady: (id) => {
              attempt = 0;
              if (id) position = id;
              setConnected(true);
              onState('live');
            },
            onMessage: dispatch,
            onReset: reset,
          },
          controller.signal,
          options.fetch,
        );
      } catch (error) {
        if (controller.signal.aborted) break;
        const status = error instanceof LiveStreamRefused ? error.status : undefined;
        // The session is over or not allowed: do not knock again. A 401 ends it here at once.
        if (status === 401) options.onUnauthorized?.(session);
        if (status === 401 || status === 403) break;
      } finally {
        setConnected(false);
      }
      if (controller.signal.aborted) break;
      onState(lostState());
      await sleep(backoff(attempt++), controller.signal);
    }
    if (running === controller) {
      running = undefined;
      onState('idle');
    }
  }

  function ensureConnection(): void {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (running || !subscriptions.size || !token()) return;
    running = new AbortController();
    void run(running);
  }

  function closeWhenIdle(): void {
    if (subscriptions.size || idleTimer) return;
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (!subscriptions.size) close();
    }, idleMs);
  }

  /**
   * Drops the connection and opens it again at once, from where it stopped: the network went
   * away (a stream on a dead network may hang for minutes with no error) or came back (no need
   * to sit out the backoff).
   */
  function reconnect(): void {
    if (!running) return;
    running.abort();
    running = new AbortController();
    setConnected(false);
    void run(running, true);
  }

  /** Ends the connection (signing out); the next subscription opens a new one. */
  function close(): void {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    running?.abort();
    running = undefined;
    position = undefined;
    onState('idle');
  }

  const provider: LiveProvider = {
    subscribe({ channel, types, params, callback }) {
      const subscription: Subscription = {
        channel,
        types: types.length ? types : ['*'],
        ids: params?.ids?.map(String),
        callback,
      };
      subscriptions.add(subscription);
      ensureConnection();
      return subscription;
    },
    unsubscribe(subscription: Subscription) {
      subscriptions.delete(subscription);
      closeWhenIdle();
    },
  };

  return {
    provider,
    close,
    reconnect,
    /** Whether the feed is open now, and a way to hear when that changes. */
    isConnected: () => connected,
    onConnectedChange(listener: (connected: boolean) => void) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}

/** The app's one live connection; it ends with the session (signed out, or a 401). */
export const liveConnection = createLiveProvider({
  onState: (state) => setLiveState(state),
  onUnauthorized: (token) => handleUnauthorized(token),
});
// The browser's word on its network: a lost feed is 'offline' while it has none.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => liveConnection.reconnect());
  window.addEventListener('offline', () => {
    liveConnection.reconnect();
    if (isLost()) setLiveState(lostState());
  });
}
onSessionEnd(() => liveConnection.close());
