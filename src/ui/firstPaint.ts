/**
 * Whether the page's first frame is on screen. A signed-in first load draws the shell's frame
 * (src/ui/ShellFrame.tsx) before it asks for the shell's code: asked for earlier, that code (some
 * 270 KB gzip) shares a phone's bandwidth with the frame's own and its arrival takes main-thread
 * time before the frame is drawn.
 */
let painted = typeof requestAnimationFrame === 'undefined';
const listeners = new Set<() => void>();
let scheduled = false;

/** The longest the code waits for a frame: a busy or throttled tab may draw none for long. */
const AT_MOST_MS = 200;

function done() {
  if (painted) return;
  painted = true;
  listeners.forEach((listener) => listener());
  listeners.clear();
}

function schedule() {
  if (painted || scheduled) return;
  scheduled = true;
  // A tab opened in the background draws nothing (and runs no animation frame) until shown: its
  // code loads at once instead.
  if (document.visibilityState === 'hidden') queueMicrotask(done);
  // An animation frame runs just before the browser draws; a task queued there runs after it.
  else {
    requestAnimationFrame(() => setTimeout(done));
    setTimeout(done, AT_MOST_MS);
  }
}

/** Runs `callback` once the first frame is drawn (at once afterwards); returns a cancel. */
export function afterFirstPaint(callback: () => void): () => void {
  if (painted) {
    callback();
    return () => undefined;
  }
  listeners.add(callback);
  schedule();
  return () => listeners.delete(callback);
}

/** Resolves once the first frame is drawn. */
export function firstPaint(): Promise<void> {
  return new Promise((resolve) => afterFirstPaint(resolve));
}
