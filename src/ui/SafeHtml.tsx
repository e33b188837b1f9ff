import { useMemo } from 'react';
import { theme } from 'antd';
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
    // A long unbroken value (an 88-character transaction signature, a URL) wraps at the frame's
    // edge instead of running off it; preformatted text wraps too.
    '<style>body{margin:16px;font:14px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1f1f;overflow-wrap:anywhere}' +
    'img{max-width:100%}pre{white-space:pre-wrap}code,pre{overflow-wrap:anywhere;word-break:break-word}table{max-width:100%}</style>' +
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
  const { token } = theme.useToken();
  return (
    <iframe
      // A new frame for each document: changing a frame's srcdoc navigates it, and Chromium keeps
      // every such navigation in the tab's history (Back would walk through preview states). A new
      // frame's first document adds no entry. (The sandbox bars writing into the frame instead.)
      key={doc}
      title={title}
      // An empty sandbox: no scripts, no same origin, no forms, no pop-ups, no top navigation.
      sandbox=""
      srcDoc={doc}
      referrerPolicy="no-referrer"
      style={{
        display: 'block',
        width: '100%',
        height,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: 8,
        // White in dark mode too: the preview shows the page (or e-mail) as its readers see it.
        background: '#fff',
      }}
    />
  );
}
