import { useEffect } from 'react';
import { readServerRelease, type ServerRelease } from '../api/deployment';
import { useLatest } from './useLatest';

/** The first wait before asking again, doubled after each silence up to the last. */
export const RETRY_DELAYS_MS = { first: 2_000, max: 30_000 } as const;

/**
 * While `waiting` (a page's code could not be fetched), asks the server for its release until it
 * answers: at once, then after 2, 4, 8 … at most 30 s, and at once whenever the browser is online
 * again or the tab regains focus. `onAnswer` gets 'same' (the server is back: try again) or 'new'
 * (another release is deployed: only a reload helps), once.
 */
export function useServerReturn(
  waiting: boolean,
  onAnswer: (release: Exclude<ServerRelease, 'unreachable'>) => void,
  read: () => Promise<ServerRelease> = readServerRelease,
): void {
  const latest = useLatest({ onAnswer, read });
  useEffect(() => {
    if (!waiting) return;
    let done = false;
    let asking = false;
    let delay: number = RETRY_DELAYS_MS.first;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (done || asking) return;
      asking = true;
      clearTimeout(timer);
      const release = await latest.current.read();
      asking = false;
      if (done) return;
      if (release === 'unreachable') {
        timer = setTimeout(() => void ask(), delay);
        delay = Math.min(delay * 2, RETRY_DELAYS_MS.max);
        return;
      }
      done = true;
      latest.current.onAnswer(release);
    };
    const askNow = () => void ask();
    window.addEventListener('online', askNow);
    window.addEventListener('focus', askNow);
    askNow();
    return () => {
      done = true;
      clearTimeout(timer);
      window.removeEventListener('online', askNow);
      window.removeEventListener('focus', askNow);
    };
  }, [waiting, latest]);
}
