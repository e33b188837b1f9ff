import '@testing-library/jest-dom/vitest';
// As src/ui/Themed.tsx does for the app: antd 5 renders its wave effect and static dialogs through
// React 19's createRoot, also in a test that draws antd without the app's theme around it.
import '@ant-design/v5-patch-for-react-19';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { keepOnlyVisibilityRules } from './support/visibility-css';
import './support/hash-cost';

// How long waitFor and findBy wait for the app's state: lazy pages compile on first use in a cold
// run, and a save through the demo API took over 15 s on a runner loaded far past its 2 CPUs.
// A ceiling (as the end-to-end steps' 30 s), not a timing goal: a passing wait returns at once.
configure({
  asyncUtilTimeout: 30_000,
  // A query that finds nothing prints the document in its error, as testing-library's own does;
  // but `findBy…` and `waitFor` retry every 50 ms and drop each error but the last, and printing
  // a screen's document each time was some 3 % of the suite. Printed when the message is first
  // read: the error a test fails with, at once, while the document is as it was.
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
      set: (value: string) => (text = value),
    });
    return error;
  },
});

/**
 * A media query's answer for the window's width: every `(min-width: Npx)` and `(max-width: Npx)` in
 * it holds for `window.innerWidth` (jsdom's 1024 px, a desktop; a test sets a phone's width with
 * tests/integration/support/viewport.ts). Any other query (a colour scheme) does not match.
 */
function matchesWidth(query: string): boolean {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    bounds.length > 0 &&
    bounds.every(([, side, px]) =>
      side === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
    )
  );
}

// antd reads matchMedia (its breakpoints, Grid.useBreakpoint) and ResizeObserver, which jsdom lacks.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;
  // jsdom does not implement getComputedStyle for pseudo-elements; antd asks for them (a table's
  // scrollbar size, `::-webkit-scrollbar`). No pseudo-element has a style here: an empty one,
  // rather than the element's own, which jsdom would compute at some cost for nothing.
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    pseudo ? document.createElement('div').style : original(element);
  keepOnlyVisibilityRules(document);
  // antd's style registry scans <head>'s children on each style it adds (rc-util's dynamicCSS), and
  // jsdom's live HTMLCollection answers each `length` read by looking for an element named
  // "length": quadratic in the hundreds of style tags. A plain array of the same elements, walked
  // sibling to sibling (each index into jsdom's childNodes goes through a Proxy: 3 times slower).
  Object.defineProperty(HTMLHeadElement.prototype, 'children', {
    configurable: true,
    get(this: HTMLHeadElement) {
      const elements: Element[] = [];
      for (let child = this.firstElementChild; child; child = child.nextElementSibling)
        elements.push(child);
      return elements;
    },
  });
  // jsdom has no canvas: charts show their accessible table instead (src/ui/charts/ChartView.tsx).
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as typeof HTMLCanvasElement.prototype.getContext;
  URL.createObjectURL ??= vi.fn(() => 'blob:test');
  URL.revokeObjectURL ??= vi.fn();
}

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// The files a worker runs share one jsdom (vitest.config.ts, `isolate: false`): whatever a file
// left drawn (its own cleanup forgotten) is taken down before the next file, which would otherwise
// find two of what it looks for.
afterAll(() => cleanup());
