import { Tooltip, Typography } from 'antd';
import { explorerLink } from '../../../config';
import { shortenKey } from '../../../model/format';

/**
 * A key or signature, shortened, linking to the configured chain scan, with copy. The whole value
 * shows over the shortened text only: over the copy button its own "Copy" does, and a tooltip
 * inside another stacks a layer above antd's highest (a confirmation's) and shows both at once.
 */
export function ChainLink({ kind, value }: { kind: 'address' | 'tx'; value: unknown }) {
  const text = String(value);
  return (
    <Typography.Link
      href={explorerLink(kind, text)}
      target="_blank"
      rel="noopener noreferrer"
      copyable={{ text }}
      // A key is no word of any language (screen readers and page translators leave it).
      translate="no"
    >
      <Tooltip title={text}>
        <span>{shortenKey(text, 6)}</span>
      </Tooltip>
    </Typography.Link>
  );
}
