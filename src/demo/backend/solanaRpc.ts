import { fromBaseUnits, sumDecimals, toBaseUnits } from '../../../resources/domain';
import { readJson, RefusedRequest } from '../http-utils';
import type { DemoStore, Row } from '../store';

/** Solana makes a slot about every 400 ms: the demo chain's slot at a time (ms). */
function slotAt(store: DemoStore, at: number): number {
  // The seed puts slot 455,000,000 at its reference day's end; shifted seeds move with the clock.
  return 455_000_000 - Math.floor((store.now() - at) / 400);
}

/**
 * The Solana JSON-RPC calls the app makes, answered from the demo store like a node would,
 * at the configured VITE_SOLANA_RPC_URL:
 *
 * - getSignatureStatuses: a transfer's signature has the status its record implies (credited
 *   deposits and completed withdrawals finalized, confirming and processing ones confirmed, a
 *   failed withdrawal finalized with an error); an unknown signature is null.
 * - getTokenAccountsByOwner (jsonParsed): the treasury's token accounts of a mint, holding the fees
 *   of the coin with that mint (the settlement coin, USDC, for a mint the demo does not list).
 *
 * Any other method is answered "Method not found" (-32601), never passed on to the internet.
 */

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** The demo treasury's token accounts (fixed base58 keys): trade fees and withdrawal fees. */
const TREASURY_ACCOUNTS = [
  { pubkey: '2iDnibDq5hcw6uSWr1cJ3TRD8WByQyBhFjTCJ7EEN32j', source: 'trade' },
  { pubkey: 'DSfXKQFDC7nNajGqXFA8Ybi8Q9iv8badKVDy7dNMJ6J6', source: 'withdrawal' },
] as const;

type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown };

const answer = (id: unknown, result: unknown) => ({ jsonrpc: '2.0', id: id ?? null, result });
const failure = (id: unknown, code: number, message: string) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message },
});

function signatureStatus(store: DemoStore, signature: string, currentSlot: number) {
  const deposit = store.all('deposits').find((row) => row.txSignature === signature);
  const withdrawal = deposit
    ? undefined
    : store.all('withdrawals').find((row) => row.txSignature === signature);
  const record: Row | undefined = deposit ?? withdrawal;
  if (!record) return null;
  const slot = Number(deposit?.slot) || slotAt(store, Date.parse(String(record.updatedAt)));
  const finalized = { slot, confirmations: null, err: null, confirmationStatus: 'finalized' };
  const status = String(record.status);
  if (deposit) {
    if (status === 'credited' || status === 'rejected')
      return { ...finalized, status: { Ok: null } };
    const confirmations = Math.max(1, Math.min(31, currentSlot - slot));
    return status === 'confirming'
      ? { slot, confirmations, err: null, confirmationStatus: 'confirmed', status: { Ok: null } }
      : {
          slot,
          confirmations: 0,
          err: null,
          confirmationStatus: 'processed',
          status: { Ok: null },
        };
  }
  if (status === 'failed') {
    const err = { InstructionError: [0, { Custom: 1 }] };
    return { ...finalized, err, status: { Err: err } };
  }
  if (status === 'processing') {
    const confirmations = Math.max(1, Math.min(31, currentSlot - slot));
    return {
      slot,
      confirmations,
      err: null,
      confirmationStatus: 'confirmed',
      status: { Ok: null },
    };
  }
  return { ...finalized, status: { Ok: null } };
}

function treasuryAccounts(store: DemoStore, owner: string, mint: string) {
  const coins = store.all('coins');
  const coin =
    coins.find((row) => row.mintAddress === mint) ??
    coins.find((row) => row.symbol === 'USDC') ??
    coins[0];
  const decimals = Number(coin?.decimals ?? 6);
  const ledger = store.all('admin-profit').filter((entry) => entry.coinId === coin?._id);
  return TREASURY_ACCOUNTS.map(({ pubkey, source }) => {
    const amount = toBaseUnits(
      sumDecimals(ledger.filter((entry) => entry.source === source).map((entry) => entry.amount)),
      decimals,
    );
    return {
      pubkey,
      account: {
        data: {
          parsed: {
            info: {
              isNative: false,
              mint,
              owner,
              state: 'initialized',
              tokenAmount: {
                amount: amount.toString(),
                decimals,
                uiAmount: Number(amount) / 10 ** decimals,
                uiAmountString: fromBaseUnits(amount, decimals),
              },
            },
            type: 'account',
          },
          program: 'spl-token',
          space: 165,
        },
        executable: false,
        lamports: 2_039_280,
        owner: TOKEN_PROGRAM,
        rentEpoch: 0,
        space: 165,
      },
    };
  });
}

function call(store: DemoStore, request: JsonRpcRequest) {
  const { method, params } = request;
  // An id is a string, a number or null (JSON-RPC 2.0); a method is a string, else the request
  // is invalid (-32600), whatever it is (an object without a way to print it, too).
  const id = typeof request.id === 'string' || typeof request.id === 'number' ? request.id : null;
  if (typeof method !== 'string') return failure(id, -32600, 'Invalid Request: method expected');
  const args = Array.isArray(params) ? params : [];
  const currentSlot = slotAt(store, store.now());
  const context = { apiVersion: '2.0.15', slot: currentSlot };
  switch (method) {
    case 'getSignatureStatuses': {
      const signatures = Array.isArray(args[0]) ? args[0] : undefined;
      if (!signatures) return failure(id, -32602, 'Invalid params: signatures expected');
      return answer(id, {
        context,
        value: signatures.map((signature) =>
          typeof signature === 'string' ? signatureStatus(store, signature, currentSlot) : null,
        ),
      });
    }
    case 'getTokenAccountsByOwner': {
      const owner = typeof args[0] === 'string' ? args[0] : '';
      const filter = args[1] as { mint?: unknown } | undefined;
      if (!owner || typeof filter?.mint !== 'string')
        return failure(id, -32602, 'Invalid params: owner and { mint } expected');
      return answer(id, { context, value: treasuryAccounts(store, owner, filter.mint) });
    }
    default:
      return failure(id, -32601, `Method not found: ${method.slice(0, 100)}`);
  }
}

/** Answers one JSON-RPC POST (or a batch of them). */
export async function answerSolanaRpc(store: DemoStore, request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await readJson(request);
  } catch (error) {
    // Too large answers its 413; too deep or not JSON is a JSON-RPC parse error.
    if (error instanceof RefusedRequest && error.response.status === 413) return error.response;
    body = undefined;
  }
  const result = Array.isArray(body)
    ? body.map((item) => call(store, (item ?? {}) as JsonRpcRequest))
    : body && typeof body === 'object'
      ? call(store, body as JsonRpcRequest)
      : failure(null, -32700, 'Parse error');
  return new Response(JSON.stringify(result), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
