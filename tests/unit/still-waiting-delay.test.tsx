import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStillWaiting } from '../../src/ui/useStillWaiting';

afterEach(() => {
  vi.useRealTimers();
});

describe('"Still waiting for the server…"', () => {
  it('comes once a request has lasted 5 s, and goes when it ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ active }) => useStillWaiting(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
    // A new request starts the count again.
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current).toBe(false);
  });
});
