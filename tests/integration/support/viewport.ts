/**
 * The window's width as media queries see it (tests/setup.ts answers min-width and max-width
 * queries for `window.innerWidth`). Set it before the app renders: antd reads its breakpoints once,
 * when a component subscribes, and a stubbed query never reports a change. Returns the undo, for
 * the next test (the files a worker runs share one jsdom window).
 */
export function setViewportWidth(width: number): () => void {
  const before = window.innerWidth;
  const set = (value: number) =>
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value });
  set(width);
  return () => set(before);
}

/** An iPhone 12-14's width in CSS pixels, below antd's `md` breakpoint (768 px). */
export const PHONE_WIDTH = 390;
