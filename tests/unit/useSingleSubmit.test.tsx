import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSingleSubmit } from '../../src/engine/useSingleSubmit';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useSingleSubmit: one request per Save', () => {
  it('ignores submits while one is in flight, then shows it is no longer submitting', async () => {
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useSingleSubmit(send));
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    expect(await second).toBe('ignored');
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(true);
    answer.resolve();
    await act(async () => {
      expect(await first).toBe('sent');
    });
    expect(result.current.submitting).toBe(false);
  });

  it('releases after a failure so the corrected input can be saved', async () => {
    const send = vi.fn().mockRejectedValueOnce({ message: 'Slug taken' }).mockResolvedValue({});
    const { result } = renderHook(() => useSingleSubmit(send, { holdAfterSuccess: true }));
    await act(async () => {
      expect(await result.current.submit()).toBe('failed');
    });
    await act(async () => {
      expect(await result.current.submit()).toBe('sent');
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stays locked after a success when the form leaves (a late second click)', async () => {
    const send = vi.fn().mockResolvedValue({});
    const { result } = renderHook(() => useSingleSubmit(send, { holdAfterSuccess: true }));
    await act(async () => {
      expect(await result.current.submit()).toBe('sent');
    });
    await act(async () => {
      expect(await result.current.submit()).toBe('ignored');
    });
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.submitting).toBe(true));
  });
});
