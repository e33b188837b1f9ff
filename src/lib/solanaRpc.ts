import { address, createSolanaRpc, signature } from '@solana/web3.js';

/**
 * Reads from a Solana JSON-RPC node with @solana/web3.js 2 (the browser calls the configured
 * VITE_SOLANA_RPC_URL; in demo mode the demo API answers it). Plain data out: u64 values arrive as
 * bigint and leave as decimal strings. Loaded only by what checks the chain (a lazy chunk).
 */

/** A transaction signature's status as the node reports it; null when the node does not know it. */
export interface SignatureStatus {
  slot: string;
  /** Blocks since confirmation; null once rooted (finalized). */
  confirmations: string | null;
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null;
  /** The transaction's error, null when it succeeded. */
  err: unknown;
  /** The slot the node answered at. */
  contextSlot: string;
}

export async function getSignatureStatus(
  rpcUrl: string,
  txSignature: string,
): Promise<SignatureStatus | null> {
  const rpc = createSolanaRpc(rpcUrl);
  const { context, value } = await rpc
    .getSignatureStatuses([signature(txSignature)], { searchTransactionHistory: true })
    .send();
  const status = value[0];
  if (!status) return null;
  return {
    slot: String(status.slot),
    confirmations: status.confirmations === null ? null : String(status.confirmations),
    confirmationStatus: status.confirmationStatus,
    err: status.err,
    contextSlot: String(context.slot),
  };
}

/** What an owner holds of one mint: the sum over its token accounts, in base units. */
interface TokenHolding {
  /** Base units (an integer as a decimal string). */
  amount: string;
  decimals: number;
  accounts: { pubkey: string; amount: string }[];
  contextSlot: string;
}

/**
 * The owner's balance of `mint`: getTokenAccountsByOwner(owner, { mint }, { encoding:
 * 'jsonParsed' }) summed over every account it returns (an owner may hold several).
 */
export async function getTokenHolding(
  rpcUrl: string,
  owner: string,
  mint: string,
): Promise<TokenHolding> {
  const rpc = createSolanaRpc(rpcUrl);
  const { context, value } = await rpc
    .getTokenAccountsByOwner(address(owner), { mint: address(mint) }, { encoding: 'jsonParsed' })
    .send();
  const accounts = value.map((item) => ({
    pubkey: String(item.pubkey),
    amount: String(item.account.data.parsed.info.tokenAmount.amount),
    decimals: item.account.data.parsed.info.tokenAmount.decimals,
  }));
  return {
    amount: String(accounts.reduce((sum, item) => sum + BigInt(item.amount), 0n)),
    decimals: accounts[0]?.decimals ?? 0,
    accounts: accounts.map(({ pubkey, amount }) => ({ pubkey, amount })),
    contextSlot: String(context.slot),
  };
}
