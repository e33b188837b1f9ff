import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from '../../src/lib/sanitize';

/** Parses sanitized output so assertions look at elements and attributes, not at strings. */
function parse(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return doc.body;
}

function attributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
  );
}

describe('sanitizeHtml (DOMPurify): stored HTML never carries script', () => {
  it('removes <script> elements and keeps the text around them', () => {
    const clean = sanitizeHtml('<p>Hello</p><script>window.hit = 1</script><p>World</p>');
    expect(parse(clean).querySelector('script')).toBeNull();
    expect(clean).not.toMatch(/window\.hit/);
    expect(htmlToText(clean)).toBe('Hello World');
  });

  it('removes event handler attributes (img onerror, body onload, any on*)', () => {
    const clean = sanitizeHtml(
      '<img src="https://cdn.example/a.png" onerror="window.hit=1">' +
        '<p onclick="alert(1)" onmouseover="alert(2)">text</p><div ONLOAD="x()">d</div>',
    );
    const attrs = attributes(parse(clean));
    expect(attrs.filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    // The harmless part stays.
    expect(parse(clean).querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/a.png',
    );
  });

  it('removes SVG onload and script inside SVG', () => {
    const clean = sanitizeHtml(
      '<svg onload="window.hit=1"><script>window.hit=2</script><circle r="4" onmouseover="x()"/></svg>',
    );
    const root = parse(clean);
    expect(root.querySelector('script')).toBeNull();
    expect(attributes(root).filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    expect(clean).not.toMatch(/hit/);
  });

  it('removes javascript: URLs in links, whatever their spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">x</a>`);
      const link = parse(clean).querySelector('a');
      expect(link?.getAttribute('href') ?? '', href).not.toMatch(/script/i);
    }
    // A normal link stays and opens outside the page.
    const link = parse(
      sanitizeHtml('<a href="https://predicta.example/faq">FAQ</a>'),
    ).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://predicta.example/faq');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes data: URLs in img (and anywhere else)', () => {
    const clean = sanitizeHtml(
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="a">' +
        '<img src=" DATA:text/html,<script>alert(1)</script>"><a href="data:text/html,x">d</a>',
    );
    const root = parse(clean);
    for (const element of root.querySelectorAll('img, a')) {
      expect(element.getAttribute('src') ?? '').not.toMatch(/data:/i);
      expect(element.getAttribute('href') ?? '').not.toMatch(/data:/i);
    }
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('a');
  });

  it('closes broken markup into harmless elements', () => {
    const clean = sanitizeHtml(
      '<p>open <b>bold <img src=x onerror=alert(1)//<scr<script>ipt>alert(2)</script>',
    );
    const root = parse(clean);
    expect(root.querySelector('script')).toBeNull();
    expect(attributes(root).filter((attribute) => /^on/i.test(attribute))).toEqual([]);
    expect(root.querySelector('p b')).not.toBeNull();
  });

  it('drops iframes, forms, objects, <style> and srcdoc', () => {
    const clean = sanitizeHtml(
      '<iframe srcdoc="<script>x()</script>"></iframe><form action="https://evil.example"><input name=a><button>go</button></form>' +
        '<object data="x.swf"></object><embed src="x"><style>body{display:none}</style><p>kept</p>',
    );
    const root = parse(clean);
    expect(root.querySelector('iframe, form, input, button, object, embed, style')).toBeNull();
    expect(root.textContent).toContain('kept');
  });

  it('keeps ordinary content markup and inline styles', () => {
    const source =
      '<h1>Title</h1><p style="color:#888">Small</p><ul><li>One</li></ul><p><strong>b</strong> <em>i</em> <a href="mailto:a@b.example">mail</a></p>';
    const root = parse(sanitizeHtml(source));
    expect(root.querySelector('h1')?.textContent).toBe('Title');
    expect(root.querySelector('p')?.getAttribute('style')).toBe('color:#888');
    expect(root.querySelector('li')?.textContent).toBe('One');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('mailto:a@b.example');
  });

  it('answers empty values with an empty string', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});
