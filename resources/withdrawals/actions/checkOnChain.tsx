import { Descriptions, Typography } from 'antd';
import { explorerLink, getConfig } from '../../../src/config';
import { isDemoMode } from '../../../src/demoFlag';
import { summarizeSignatureStatus } from '../../../src/model/chain';
import { humanize, shortenKey } from '../../../src/model/format';
import type { ClientActionHandler } from '../../../src/engine/clientActionLoader';
import { t } from '../../../src/i18n/translator';

/**
 * "Check on chain" (deposits, withdrawals): asks the configured Solana RPC (VITE_SOLANA_RPC_URL)
 * for the record's transaction signature with getSignatureStatuses (searchTransactionHistory) and
 * shows commitment, confirmations, slot and error beside the record's own status. It only reads:
 * its declaration gives it `need: 'view'`. @solana/web3.js loads with this file, on first use.
 * In demo mode the demo API answers that address in the browser (src/demo/routes.ts), so the
 * dialog names the demo chain as what was asked, not the configured host, which heard nothing.
 */
const checkOnChain: ClientActionHandler = async ({ record }) => {
  const txSignature = String(record.txSignature ?? '');
  if (!txSignature) throw new Error(t('This record has no transaction signature yet'));
  const { solanaRpcUrl } = getConfig();
  const { getSignatureStatus } = await import('../../../src/lib/solanaRpc');
  const summary = summarizeSignatureStatus(await getSignatureStatus(solanaRpcUrl, txSignature));
  return {
    type: summary.type,
    title: t(summary.title),
    content: (
      <Descriptions column={1} size="small" bordered style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('Signature')}>
          <Typography.Link
            href={explorerLink('tx', txSignature)}
            target="_blank"
            rel="noopener noreferrer"
            copyable={{ text: txSignature }}
          >
            {shortenKey(txSignature, 8)}
          </Typography.Link>
        </Descriptions.Item>
        {summary.rows.map(([label, value]) => (
          <Descriptions.Item key={label} label={t(label)}>
            {t(value)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('Record status')}>
          {t(humanize(String(record.status ?? '')))}
        </Descriptions.Item>
        <Descriptions.Item label={t('Asked')}>
          {isDemoMode()
            ? t('The demo chain (the demo API, in this browser)')
            : new URL(solanaRpcUrl).host}
        </Descriptions.Item>
      </Descriptions>
    ),
  };
};

export default checkOnChain;
