/**
 * E-mail template variables (`{{name}}`): finding them, sample values for the preview, and
 * filling a template with values (HTML-escaped, so a value never becomes markup).
 */
const VARIABLE = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** The variable names a text uses, in order of first use, without braces. */
export function variablesIn(...texts: unknown[]): string[] {
  const names: string[] = [];
  for (const text of texts) {
    for (const match of String(text ?? '').matchAll(VARIABLE)) {
      if (!names.includes(match[1])) names.push(match[1]);
    }
  }
  return names;
}

/** The placeholder inserted for a variable name. */
export const placeholder = (name: string): string => `{{${name}}}`;

const KNOWN: Record<string, string> = {
  name: 'Alex Morgan',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  siteName: 'Predicta',
  code: '482913',
  amount: '125.50',
  symbol: 'USDC',
  payout: '240.00',
  outcome: 'Yes',
  reason: 'the destination address failed verification',
  expiresIn: '30 minutes',
  address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  txSignature:
    '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  marketQuestion: 'Will BTC close above $100k on Friday?',
};

/** A readable sample for a variable name: known names, then by shape (…Url, …Date, …Amount). */
export function sampleValue(name: string): string {
  if (name in KNOWN) return KNOWN[name];
  if (/url$|link$/i.test(name))
    return `https://predicta.example/${name.replace(/url$|link$/i, '').toLowerCase() || 'link'}`;
  if (/date$|at$/i.test(name)) return '24 Nov 2026';
  if (/amount$|total$|balance$|fee$/i.test(name)) return '100.00';
  if (/count$|number$/i.test(name)) return '3';
  // `marketTitle` -> "Sample market title"
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return `Sample ${words}`;
}

/** Sample values for every variable name. */
export function sampleValues(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, sampleValue(name)]));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * The template with each known `{{variable}}` replaced by its value, HTML-escaped; unknown ones
 * stay as written. Plain text (a subject) is filled with `html: false`.
 */
export function fillVariables(
  text: unknown,
  values: Record<string, string>,
  { html = true }: { html?: boolean } = {},
): string {
  return String(text ?? '').replace(VARIABLE, (whole, name: string) =>
    name in values ? (html ? escapeHtml(values[name]) : values[name]) : whole,
  );
}

/**
 * The e-mail layout every template body is sent in: the platform's frame, heading and footer.
 * It is not part of a template's editable body: the rich-text editor keeps only the markup it
 * knows (paragraphs, links, emphasis), and would drop this frame's `div` and inline styles on the
 * first edit. Preview and sending put the body into it.
 */
const EMAIL_LAYOUT = {
  before:
    '<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto"><h2>{{siteName}}</h2>',
  after:
    '<p style="color:#666;font-size:12px">You receive this email because you have an account on {{siteName}}.</p></div>',
} as const;

/** A template body inside the e-mail layout, as sent. */
export const inEmailLayout = (body: unknown): string =>
  EMAIL_LAYOUT.before + String(body ?? '') + EMAIL_LAYOUT.after;

/** The variables a template uses: its subject, its body and the layout around it. */
export const templateVariables = (subject: unknown, body: unknown): string[] =>
  variablesIn(subject, inEmailLayout(body));
