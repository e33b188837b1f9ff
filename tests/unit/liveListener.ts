import { readLiveStream } from '../../src/api/liveStream';
import { LIVE_PATH, type LiveMessage } from '../../src/model/contract';
import type { freshDemoApi } from './demoClient';

/** What a test heard on one stream of the demo API's live feed. */
interface Heard {
  messages: LiveMessage[];
  positions: string[];
  resets: number;
  ready: Promise<string | undefined>;
  ended: Promise<void>;
  /** Resolves with the first message on `channel` (after those already heard). */
  next(channel: string): Promise<LiveMessage>;
}

/**
 * Opens the feed as the app does (fetch, token in the header), straight into the demo API; the
 * streams it opens are listed in `streams`, for the test file to abort after each test.
 */
export function feedListener(demo: ReturnType<typeof freshDemoApi>, streams: AbortController[]) {
  return function listen(token: string, lastEventId?: string): Heard {
    const controller = new AbortController();
    streams.push(controller);
    const waiting: { channel: string; resolve: (message: LiveMessage) => void }[] = [];
    let opened!: (position: string | undefined) => void;
    const heard: Heard = {
      messages: [],
      positions: [],
      resets: 0,
      ready: new Promise((resolve) => (opened = resolve)),
      ended: Promise.resolve(),
      next: (channel) => new Promise((resolve) => waiting.push({ channel, resolve })),
    };
    const fetchDemo = (async (url: string, init: RequestInit) =>
      (await demo.api(new Request(url, init)))!) as unknown as typeof fetch;
    heard.ended = readLiveStream(
      `http://demo.test${LIVE_PATH}`,
      { Authorization: token, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
      {
        onReady: (position) => opened(position),
        onReset: () => heard.resets++,
        onMessage: (message, position) => {
          heard.messages.push(message);
          if (position) heard.positions.push(position);
          const at = waiting.findIndex((item) => item.channel === message.channel);
          if (at >= 0) waiting.splice(at, 1)[0].resolve(message);
        },
      },
      controller.signal,
      fetchDemo,
    ).catch(() => undefined);
    return heard;
  };
}

/** The channels heard, in order. */
export const channels = (heard: Heard) => heard.messages.map((message) => message.channel);
