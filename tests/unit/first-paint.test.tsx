import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its state is the page's), with animation frames run by hand. */
async function freshModule(visibility: DocumentVisibilityState) {
  vi.resetModules();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  const module = await import('../../src/ui/firstPaint');
  return { ...module, frames };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the shell's code waits for the frame's first paint", () => {
  it('runs after the next animation frame has been drawn, not before', async () => {
    const { afterFirstPaint, firstPaint, frames } = await freshModule('visible');
    const calls: string[] = [];
    afterFirstPaint(() => calls.push('preload'));
    const painted = firstPaint().then(() => calls.push('shell'));
    await nextTask();
    expect(calls).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0](performance.now()); // the frame: drawn once its animation frames have run
    expect(calls).toEqual([]);
    await painted;
    expect(calls).toEqual(['preload', 'shell']);
    // From then on, at once.
    afterFirstPaint(() => calls.push('later'));
    expect(calls).toEqual(['preload', 'shell', 'later']);
  });

  it('does not wait in a tab opened in the background, which draws nothing until shown', async () => {
    const { firstPaint, frames } = await freshModule('hidden');
    await firstPaint();
    expect(frames).toEqual([]);
  });

  it('does not wait for ever in a tab that draws no frame (busy or throttled)', async () => {
    const { firstPaint, frames } = await freshModule('visible');
    await firstPaint();
    expect(frames).toHaveLength(1); // asked for, never run
  });

  it('lets a caller that no longer needs it cancel', async () => {
    const { afterFirstPaint, firstPaint, frames } = await freshModule('visible');
    const cancelled = vi.fn();
    afterFirstPaint(cancelled)();
    const painted = firstPaint();
    frames[0](performance.now());
    await painted;
    expect(cancelled).not.toHaveBeenCalled();
  });
});
