/** The treasury's on-chain balance card of /admin-profit, with the chain read it draws. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Statistic, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { explorerLink, getConfig } from '../../../src/config';
import { formatAmount, shortenKey } from '../../../src/model/format';
import { t } from '../../../src/i18n/translator';
import { fromBaseUnits, type CoinProfit } from '../../domain';

/**
 * The treasury's balance of the settlement token, read on chain: the token accounts that the
 * program (VITE_PROGRAM_ID, the treasury owner) holds of VITE_TOKEN_MINT, summed.
 */
function useTreasury() {
  const { solanaRpcUrl, programId, tokenMint } = getConfig();
  return useQuery({
    queryKey: ['treasury', solanaRpcUrl, programId, tokenMint],
    queryFn: async () => {
      const { getTokenHolding } = await import('../../../src/lib/solanaRpc');
      return getTokenHolding(solanaRpcUrl, programId, tokenMint);
    },
    staleTime: 60_000,
    retry: false,
  });
}

function KeyLink({ value }: { value: string }) {
  return (
    <Tooltip title={value}>
      <Typography.Link
        href={explorerLink('address', value)}
        target="_blank"
        rel="noopener noreferrer"
        copyable={{ text: value }}
        translate="no"
      >
        {shortenKey(value, 6)}
      </Typography.Link>
    </Tooltip>
  );
}

/** USDC's mints on devnet (VITE_TOKEN_MINT's default) and mainnet: the usual settlement token. */
const USDC_MINTS = new Set([
  '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
]);

/** The treasury's balance; `coins` (the page's fee revenue per coin) name its token's unit. */
export function TreasuryCard({ coins }: { coins: readonly CoinProfit[] }) {
  const treasury = useTreasury();
  const { solanaRpcUrl, programId, tokenMint } = getConfig();
  const holding = treasury.data;
  // A mint no coin lists is USDC's, or else named by its own address, shortened: an amount
  // always has its unit.
  const unit =
    coins.find((coin) => coin.mintAddress === tokenMint)?.symbol ??
    (USDC_MINTS.has(tokenMint) ? 'USDC' : shortenKey(tokenMint));
  return (
    <Card
      size="small"
      title={t('Treasury balance (on chain)')}
      style={{ height: '100%' }}
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('Read the treasury balance again')}
          loading={treasury.isFetching}
          onClick={() => void treasury.refetch()}
        />
      }
    >
      {treasury.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('Could not read the balance from {{host}}', {
            host: new URL(solanaRpcUrl).host,
          })}
          description={t((treasury.error as Error).message)}
        />
      ) : !holding ? (
        <Skeleton paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Statistic
            title={t('Settlement token held by the treasury')}
            value={formatAmount(fromBaseUnits(holding.amount, holding.decimals), unit)}
          />
          <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
            <Descriptions.Item label={t('Mint')}>
              <KeyLink value={tokenMint} />
            </Descriptions.Item>
            <Descriptions.Item label={t('Owner')}>
              <KeyLink value={programId} />
            </Descriptions.Item>
            <Descriptions.Item label={t('Token accounts')}>
              {holding.accounts.length === 0 ? t('none') : holding.accounts.length}
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Card>
  );
}
