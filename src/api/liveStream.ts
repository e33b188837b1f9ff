import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { LIVE_RESET_EVENT, type LiveMessage } from '../model/contract';

interface LiveStreamHandlers {
  /** The stream is open; `position` is where a reconnection picks up from. */
  onReady?: (position: string | undefined) => void;
  onMessage: (message: LiveMessage, position: string | undefined) => void;
  /** Messages were missed that the server can no longer replay: read everything again. */
  onReset?: () => void;
}

/** Why a stream did not open: its HTTP status (401: the session is over), or none (network). */
export class LiveStreamRefused extends Error {
  constructor(readonly status: number | undefined) {
    super(status ? `The live feed answered ${status}` : 'The live feed could not be reached');
  }
}

/**
 * Reads one connection of the live feed (text/event-stream) with fetch, so that the session token
 * travels in the Authorization header as on every call (EventSource can send no header, and a
 * token in the address would end up in logs). Resolves when the server ends the stream; rejects
 * with LiveStreamRefused when it does not open, or with the abort when `signal` ends it.
 */
export async function readLiveStream(
  url: string,
  headers: Record<string, string>,
  handlers: LiveStreamHandlers,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'text/event-stream', ...headers },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new LiveStreamRefused(undefined);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
    await response.body?.cancel().catch(() => undefined);
    throw new LiveStreamRefused(response.status);
  }
  const parser = createParser({
    onEvent: (event: EventSourceMessage) => {
      if (event.event === 'ready') handlers.onReady?.(event.id);
      else if (event.event === LIVE_RESET_EVENT) handlers.onReset?.();
      else if (!event.event || event.event === 'message') {
        const message = parseMessage(event.data);
        if (message) handlers.onMessage(message, event.id);
      }
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** A message's data, when it is one (anything else from a proxy is skipped, not thrown). */
function parseMessage(data: string): LiveMessage | undefined {
  try {
    const value = JSON.parse(data) as Partial<LiveMessage>;
    if (typeof value.channel !== 'string' || typeof value.type !== 'string') return undefined;
    const ids = Array.isArray(value.payload?.ids) ? value.payload.ids.map(String) : [];
    return {
      channel: value.channel,
      type: value.type,
      payload: {
        ids,
        versions: value.payload?.versions,
        ...(typeof value.payload?.by === 'string' && { by: value.payload.by }),
      },
      date: typeof value.date === 'string' ? value.date : new Date().toISOString(),
    };
  } catch {
    return undefined;
  }
}
