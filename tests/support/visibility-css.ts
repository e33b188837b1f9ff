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
 * Marks a trimmed document: the setup file runs again for each test file, on the one document
 * that a worker's files share (vitest.config.ts, `isolate: false`).
 */
const TRIMMED = Symbol.for('pm-admin:visibility-rules-only');

export function keepOnlyVisibilityRules(document: Document) {
  const marked = document as Document & { [TRIMMED]?: true };
  if (marked[TRIMMED]) return;
  marked[TRIMMED] = true;
  const done = new WeakMap<HTMLStyleElement, string>();
  const trim = (style: HTMLStyleElement) => {
    if (done.get(style) === style.textContent || !style.sheet) return;
    const kept = visibilityRules(style.sheet.cssRules);
    done.set(style, kept);
    style.textContent = kept;
  };
  const trimAll = () => document.querySelectorAll('style').forEach(trim);
  new MutationObserver(trimAll).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  trimAll();
}
