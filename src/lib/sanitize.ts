import DOMPurify from 'dompurify';

/**
 * The one sanitizer for stored HTML (CMS content, e-mail template bodies): DOMPurify with its
 * defaults (no <script>, no on* handlers, no javascript: URLs, no SVG/MathML script vectors),
 * tightened further: no data: URLs anywhere (DOMPurify lets them through on <img>), no forms,
 * frames, objects or <style> blocks. Everything that renders stored HTML goes through
 * `sanitizeHtml`, and then into a sandboxed frame (src/ui/SafeHtml.tsx) as a second wall.
 */
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href', 'action', 'formaction', 'srcset', 'poster'];
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame'];

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of our own: its hooks never leak into another caller's DOMPurify.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute?.(name);
      if (value !== null && value !== undefined && /^\s*data:/i.test(value))
        node.removeAttribute(name);
    }
    // Links open outside the preview, never into the admin app's window.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Stored HTML made safe to render: markup kept, anything that could run script removed. */
export function sanitizeHtml(html: unknown): string {
  if (html === null || html === undefined || html === '') return '';
  return instance().sanitize(String(html), {
    USE_PROFILES: { html: true, svg: true },
    FORBID_TAGS,
    FORBID_ATTR: ['srcdoc'],
    ADD_ATTR: ['target'],
  });
}

/** The text of stored HTML (sanitized first), for one-line displays such as list cells. */
export function htmlToText(html: unknown): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  // Blocks read as separate words ("<h2>A</h2><p>B</p>" is "A B", not "AB").
  const spaced = clean.replace(/<\/(p|h[1-6]|li|div|blockquote|tr|td|th)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
