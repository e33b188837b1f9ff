import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the last rendered `value`, for callbacks registered once (a live feed's
 * subscription) that must see the current props when they run, not those of their first render.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
