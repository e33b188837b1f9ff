/**
 * What CSS decides in these tests: whether an element is shown (testing-library's *ByRole and
 * accessible names skip hidden ones; jest-dom's visibility) and whether it takes clicks (user-event
 * refuses an element under `pointer-events: none`). jsdom computes a style by matching and parsing
 * every rule of every sheet, for the element and again for each ancestor of an inherited property;
 * with the thousands of rules antd injects, one getComputedStyle took some 17 ms and *ByRole queries
 * were over half the suite's time. Each stylesheet is cut down to the declarations of these four
 * properties as soon as it is written (tests/setup.ts), so the answers for them stay what they were.
 */
const VISIBILITY_PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events'];

export function visibilityRules(rules: CSSRuleList): string {
  let kept = '';
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule && 'style' in rule) {
      const { style, selectorText } = rule as CSSStyleRule;
      const declarations = VISIBILITY_PROPERTIES.filter((name) => style.getPropertyValue(name)).map(
        (name) =>
          `${name}:${style.getPropertyValue(name)}${style.getPropertyPriority(name) ? ' !important' : ''}`,
      );
      if (declarations.length) kept += `${selectorText}{${declarations.join(';')}}`;
    } else if ('cssRules' in rule) {
      // @media and @supports keep their condition; @layer (cascade order only) is unwrapped.
      const inner = visibilityRules((rule as CSSGroupingRule).cssRules);
      if (!inner) continue;
      if ('media' in rule) kept += `@media ${(rule as CSSMediaRule).media.mediaText}{${inner}}`;
      else if ('conditionText' in rule)
        kept += `@supports ${(rule as CSSSupportsRule).conditionText}{${inner}}`;
      else kept += inner;
    }
    // @keyframes, @font-face and the like show or hide nothing.
  }
  return kept;
}

/**
 * The trimmed text of each stylesheet text seen so far. antd writes a component's styles again
 * each time the component mounts after its last instance unmounted (that is, in every test), and
 * checks first whether the style element's text is already what it would write: a full parse per
 * write (over a tenth of the suite's time) becomes one per distinct text and worker.
 */
const trimmedBySource = new Map<string, string>();

/** `css` cut down to its visibility rules, parsed outside the document (a constructed sheet). */
function visibilityText(window: Window & typeof globalThis, css: string): string {
  let kept = trimmedBySource.get(css);
  if (kept === undefined) {
    const sheet = new window.CSSStyleSheet();
    sheet.replaceSync(css);
    kept = visibilityRules(sheet.cssRules);
    trimmedBySource.set(css, kept);
  }
  return kept;
}

/**
 * Marks a trimmed document: the setup file runs again for each test file, on the one document
 * that a worker's files share (vitest.config.ts, `isolate: false`).
 */
const TRIMMED = Symbol.for('pm-admin:visibility-rules-only');

/**
 * From now on, a <style> of `document` holds only its visibility rules. Text written through
 * `innerHTML` or `textContent` (how antd and the editor add their styles) is trimmed before jsdom
 * parses it, and reads back as written, so a library that compares before writing again sees its
 * own text. Styles filled any other way are trimmed as soon as they change (a MutationObserver).
 */
export function keepOnlyVisibilityRules(document: Document) {
  const marked = document as Document & { [TRIMMED]?: true };
  if (marked[TRIMMED]) return;
  marked[TRIMMED] = true;
  const window = document.defaultView as Window & typeof globalThis;
  const written = new WeakMap<Node, { source: string; kept: string }>();
  const rawText = Object.getOwnPropertyDescriptor(window.Node.prototype, 'textContent')!;
  const write = (style: HTMLStyleElement, source: string) => {
    const kept = visibilityText(window, source);
    written.set(style, { source, kept });
    rawText.set!.call(style, kept);
  };
  const readBack = (style: HTMLStyleElement) => {
    const raw = rawText.get!.call(style) as string;
    const entry = written.get(style);
    return entry && entry.kept === raw ? entry.source : raw;
  };
  for (const property of ['textContent', 'innerHTML'] as const) {
    Object.defineProperty(window.HTMLStyleElement.prototype, property, {
      configurable: true,
      get(this: HTMLStyleElement) {
        return readBack(this);
      },
      set(this: HTMLStyleElement, value: string | null) {
        write(this, value ?? '');
      },
    });
  }
  const trim = (style: HTMLStyleElement) => {
    const raw = rawText.get!.call(style) as string;
    if (written.get(style)?.kept !== raw) write(style, raw);
  };
  // By name, not `instanceof`: a mutation may still be reported as the worker closes the window.
  const isStyle = (node: Node | null): node is HTMLStyleElement => node?.nodeName === 'STYLE';
  const stylesIn = (node: Node): HTMLStyleElement[] =>
    isStyle(node)
      ? [node]
      : node.nodeType === 1 // an element
        ? Array.from((node as Element).querySelectorAll('style'))
        : [];
  new MutationObserver((records) => {
    if (typeof window.CSSStyleSheet !== 'function') return; // the window is being closed
    for (const record of records) {
      // A style's text node changed, or a style's (or any element's) children did.
      const owner = record.type === 'characterData' ? record.target.parentNode : record.target;
      if (isStyle(owner)) trim(owner);
      record.addedNodes.forEach((node) => stylesIn(node).forEach(trim));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
  document.querySelectorAll('style').forEach(trim);
}
