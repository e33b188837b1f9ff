import { useSyncExternalStore } from 'react';

/** A CSS media query read now, or followed as it changes (a screen's width, a system setting). */
export interface MediaQuery {
  matches(): boolean;
  subscribe(onChange: () => void): () => void;
}

/** `query` against the window; false where there is no window or no matchMedia to ask. */
export function mediaQuery(query: string): MediaQuery {
  const list = () =>
    typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(query);
  return {
    matches: () => list()?.matches ?? false,
    subscribe(onChange) {
      const watched = list();
      watched?.addEventListener?.('change', onChange);
      return () => watched?.removeEventListener?.('change', onChange);
    },
  };
}

/** Whether `media` matches, read at once on the first render and again when it changes. */
export function useMediaQuery(media: MediaQuery): boolean {
  return useSyncExternalStore(media.subscribe, media.matches, () => false);
}
