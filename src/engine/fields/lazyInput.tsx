import { Suspense, type ComponentType } from 'react';
import { Skeleton } from 'antd';
import { preloadable } from '../../ui/preloadable';

/** The loaders of every lazy input, started together by the first form (./Input.tsx). */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A field type's input whose code is heavy (a date picker, the restriction table) and that lists
 * and show pages never draw: its own chunk, so that a list, which needs the same type's display,
 * does not download it. The first form fetches all of them at once (`preloadFieldInputs`); one not
 * yet arrived holds its place with an input-sized skeleton.
 */
export function lazyInput<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  height = 32,
): ComponentType<P> {
  const input = preloadable(load);
  loaders.push(input.load);
  return function LazyInput(props: P) {
    return (
      <Suspense fallback={<Skeleton.Input block style={{ height }} />}>
        <input.Component {...props} />
      </Suspense>
    );
  };
}

/** Starts fetching every lazy input's code (a form's module does, as it loads). */
export function preloadFieldInputs(): void {
  for (const load of loaders) void load().catch(() => undefined);
}
