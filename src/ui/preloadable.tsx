import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A lazy component whose code can be fetched ahead of its first render. */
export interface Preloadable<P> {
  Component: ComponentType<P>;
  /** Starts (or joins) the download; resolves once the module is evaluated. */
  load: () => Promise<Module<P>>;
  /** Whether the code has arrived (the component then renders without suspending). */
  isLoaded: () => boolean;
}

/**
 * Like React.lazy, but a component whose code has already arrived (preloaded) renders at once
 * instead of suspending. React.lazy suspends on every first render, even for a module already in
 * memory, and React throttles the reveal of a boundary that suspends again (the next lazy level
 * down: 300 ms in React 19, 500 ms in 18): the private shell's levels (Refine, layout, page) would
 * cost a first load that much per level.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  let failedIn: number | undefined;
  function start() {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed download may be tried again
        failedIn = generation;
        throw error;
      },
    );
    return pending;
  }
  // React's typing of a lazy component's props (ref attributes) does not reduce for a generic P.
  const lazyLoader = () => lazy(start) as unknown as ComponentType<P>;
  let Lazy = lazyLoader();
  /** React.lazy keeps a failure for good: after `retryFailedDownloads`, a new one asks again. */
  function waiting() {
    if (failedIn !== undefined && failedIn < generation) {
      failedIn = undefined;
      Lazy = lazyLoader();
    }
    return Lazy;
  }
  function Component(props: P) {
    // Once the lazy wrapper has resolved, React keeps its state when the module replaces it
    // (tests/unit/preloadable.test.tsx).
    const Loaded = loaded;
    const Waiting = waiting();
    return Loaded ? <Loaded {...props} /> : <Waiting {...props} />;
  }
  return { Component, load: start, isLoaded: () => loaded !== undefined };
}

/** Counts the calls of `retryFailedDownloads`: a download that failed before the last one may run again. */
let generation = 0;

/**
 * Lets every component whose code failed to download ask for it again on its next render (an
 * error screen trying the page again once the server answers). Not done on its own: a failed
 * download drawn again at once would ask again at once, for ever, while the server is down.
 */
export function retryFailedDownloads(): void {
  generation += 1;
}

/** `preloadable` for a module's named export. */
export function preloadableExport<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  return preloadable(() => load().then((module) => ({ default: pick(module) })));
}
