import { useSyncExternalStore } from 'react';

/** A minimal external store: state outside React, read with a selector, updated immutably. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(update: Partial<T> | ((current: T) => Partial<T>)) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use<S>(selector: (current: T) => S): S {
      return useSyncExternalStore(
        this.subscribe,
        () => selector(state),
        () => selector(state),
      );
    },
  };
}
