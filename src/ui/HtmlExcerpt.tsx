import { useMemo } from 'react';
import { Typography } from 'antd';
import { htmlToText } from '../lib/sanitize';
import { t } from '../i18n/translator';

/**
 * One line of stored HTML's text (sanitized first, then text only) for lists and show pages. A
 * lazy chunk with the sanitizer: the pages that never show HTML do not load DOMPurify.
 */
export default function HtmlExcerpt({ html, max = 120 }: { html: unknown; max?: number }) {
  const text = useMemo(() => htmlToText(html), [html]);
  const short = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return (
    <Typography.Text type="secondary" title={text.length > max ? text : undefined}>
      {short || t('Empty')}
    </Typography.Text>
  );
}
