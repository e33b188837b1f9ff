import { useSyncExternalStore } from 'react';

/** The system's "reduce motion" setting, followed as it changes. */
const QUERY = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | undefined =>
  typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(QUERY);

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Whether the admin's system asks for less motion (false where it cannot be told). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
