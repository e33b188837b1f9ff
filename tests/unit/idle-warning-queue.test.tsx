import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { Refine, type DataProvider } from '@refinedev/core';
import type { ComponentType } from 'react';
import { IdleWarning } from '../../src/layout/IdleWarning';
import { ACTIVITY_KEY, SERVER_TOLD_KEY } from '../../src/session/idle';
import { removeToken, setToken } from '../../src/session/token';

/**
 * React 19's fiber and hook fields read here. A state hook's `queue.pending` is the last of a ring
 * of updates not yet applied: a setter's call lands there (through React's concurrent queue, moved
 * in before the call returns when nothing renders) and stays until the component renders.
 */
interface Update {
  next: Update;
}
interface Hook {
  queue: { pending: Update | null; dispatch: unknown } | null;
  next: Hook | null;
}
interface Fiber {
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedState: Hook | null;
  /** A root's: the root, whose `current` is the tree on screen. */
  stateNode: { current?: Fiber } | null;
}

const ringLength = (last: Update | null | undefined) => {
  if (!last) return 0;
  let count = 1;
  for (let update = last.next; update !== last; update = update.next) count++;
  return count;
};

/**
 * The state updates React holds for the mounted `component` (in `container`) and has not applied,
 * and how many state hooks it has: React keeps one update for every call of a state setter, the
 * same value too, until the component renders.
 */
function queuedUpdates(container: HTMLElement, component: ComponentType) {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'))!;
  // The container names the root's first fiber; the tree on screen is the root's current one.
  const root = (container as unknown as Record<string, Fiber>)[key].stateNode!.current!;
  const stack = [root];
  let queued = 0;
  let stateHooks = 0;
  while (stack.length) {
    const fiber = stack.pop()!;
    if (fiber.type === component)
      for (let hook = fiber.memoizedState; hook; hook = hook.next) {
        if (!hook.queue || typeof hook.queue.dispatch !== 'function') continue;
        stateHooks++;
        queued += ringLength(hook.queue.pending);
      }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return { queued, stateHooks };
}

describe('the idle warning on a page the admin stays on', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    removeToken();
    localStorage.removeItem(ACTIVITY_KEY);
    localStorage.removeItem(SERVER_TOLD_KEY);
  });

  it('leaves nothing queued behind its tick: a shift on one page would add one a second', async () => {
    vi.useFakeTimers();
    setToken('a-session');
    const { container } = render(
      <Refine dataProvider={{} as DataProvider} options={{ disableTelemetry: true }}>
        <IdleWarning />
      </Refine>,
    );
    // Ten minutes of reading one page: well within the idle limit (30 min), so no warning and
    // nothing drawn, only the tick each second.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    const { queued, stateHooks } = queuedUpdates(container, IdleWarning);
    // The countdown's state hook was found: a count of nothing would prove nothing.
    expect(stateHooks).toBeGreaterThan(0);
    expect(queued).toBeLessThan(5);
  });
});
