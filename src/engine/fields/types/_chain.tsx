import { Tooltip, Typography } from 'antd';
import { explorerLink } from '../../../config';
import { shortenKey } from '../../../model/format';

/** A key or signature, shortened, linking to the configured chain scan, with copy. */
export function ChainLink({ kind, value }: { kind: 'address' | 'tx'; value: unknown }) {
  const text = String(value);
  return (
    <Tooltip title={text}>
      <Typography.Link
        href={explorerLink(kind, text)}
        target="_blank"
        rel="noopener noreferrer"
        copyable={{ text }}
        // A key is no word of any language (screen readers and page translators leave it).
        translate="no"
      >
        {shortenKey(text, 6)}
      </Typography.Link>
    </Tooltip>
  );
}
