import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

/**
 * The page around previewed HTML. Its Content-Security-Policy allows no script at all (a third
 * wall after the sanitizer and the sandbox); links open outside the frame.
 */
function previewDocument(clean: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'none'; img-src https: http:; style-src 'unsafe-inline'">` +
    '<base target="_blank">' +
    '<style>body{margin:16px;font:14px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1f1f}img{max-width:100%}</style>' +
    `</head><body>${clean}</body></html>`
  );
}

/**
 * Stored HTML (CMS content, e-mail bodies) shown safely: sanitized with DOMPurify
 * (src/lib/sanitize.ts), then rendered in a sandboxed frame without allow-scripts, so no script
 * from stored content ever runs, even if the sanitizer missed one.
 */
export function SafeHtml({
  html,
  title,
  height = 360,
}: {
  html: unknown;
  title: string;
  height?: number;
}) {
  const doc = useMemo(() => previewDocument(sanitizeHtml(html)), [html]);
  return (
    <iframe
      title={title}
      // An empty sandbox: no scripts, no same origin, no forms, no pop-ups, no top navigation.
      sandbox=""
      srcDoc={doc}
      referrerPolicy="no-referrer"
      style={{
        display: 'block',
        width: '100%',
        height,
        border: '1px solid #f0f0f0',
        borderRadius: 8,
        background: '#fff',
      }}
    />
  );
}
