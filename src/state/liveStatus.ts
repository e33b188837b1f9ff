import { createStore } from './createStore';

/**
 * Where the tab's live feed stands (src/providers/liveProvider.ts writes it):
 * - 'idle': no page listens, or signed out: nothing to say;
 * - 'connecting': opening, for the first time in this run;
 * - 'live': open; changes arrive as they are made;
 * - 'reconnecting': lost, and being opened again with backoff;
 * - 'offline': lost while the browser says it has no network.
 * `since` is when it entered that state: for a lost feed, when it was lost (attempts to open it
 * again do not move it), so that "paused since" tells how old the screen may be.
 */
export type LiveState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline';

export const liveStatus = createStore<{ state: LiveState; since: number }>({
  state: 'idle',
  since: Date.now(),
});

/** Lost: what is on screen stopped following the server at `since`. */
export function isPaused(state: LiveState): boolean {
  return state === 'reconnecting' || state === 'offline';
}

/** Moves to `state`; a lost feed keeps the time it was first lost. */
export function setLiveState(state: LiveState, now = Date.now()): void {
  const current = liveStatus.get();
  if (current.state === state) return;
  const stillLost = isPaused(current.state) && isPaused(state);
  liveStatus.set({ state, since: stillLost ? current.since : now });
}
