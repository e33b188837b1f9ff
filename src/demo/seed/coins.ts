/** Coins of the demo seed: well-known SPL tokens, their limits and when each was usable. */
import type { Coin } from '../../../resources/domain';
import { ADMIN_IDS, DAY, REFERENCE_TIME, fmt, iso, type Rng } from './rng';

interface CoinDef {
  symbol: string;
  name: string;
  mint: string;
  decimals: number;
  /** Decimals used for amounts in the demo data. */
  dp: number;
  /** Limits in whole tokens. */
  minDeposit: number;
  minWithdraw: number;
  maxWithdraw: number;
  withdrawFee: number;
  dailyLimit: number;
  threshold: number;
  /** Typical amount range in whole tokens. */
  typical: [number, number];
  weight: number;
  withdrawEnabled: boolean;
  /** Disabled since this many days before the reference time. */
  disabledDaysAgo?: number;
}

/** Real mainnet mint addresses of well-known SPL tokens. */
const COIN_DEFS: readonly CoinDef[] = [
  {
    symbol: 'USDC',
    name: 'USD Coin',
    mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    decimals: 6,
    dp: 2,
    minDeposit: 1,
    minWithdraw: 10,
    maxWithdraw: 50_000,
    withdrawFee: 1,
    dailyLimit: 100_000,
    threshold: 10_000,
    typical: [20, 25_000],
    weight: 50,
    withdrawEnabled: true,
  },
  {
    symbol: 'USDT',
    name: 'Tether USD',
    mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    decimals: 6,
    dp: 2,
    minDeposit: 1,
    minWithdraw: 10,
    maxWithdraw: 50_000,
    withdrawFee: 1.5,
    dailyLimit: 100_000,
    threshold: 10_000,
    typical: [20, 20_000],
    weight: 20,
    withdrawEnabled: true,
  },
  {
    symbol: 'SOL',
    name: 'Wrapped SOL',
    mint: 'So11111111111111111111111111111111111111112',
    decimals: 9,
    dp: 4,
    minDeposit: 0.01,
    minWithdraw: 0.1,
    maxWithdraw: 500,
    withdrawFee: 0.005,
    dailyLimit: 1_000,
    threshold: 100,
    typical: [0.2, 150],
    weight: 18,
    withdrawEnabled: true,
  },
  {
    symbol: 'PYUSD',
    name: 'PayPal USD',
    mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo',
    decimals: 6,
    dp: 2,
    minDeposit: 5,
    minWithdraw: 20,
    maxWithdraw: 20_000,
    withdrawFee: 2,
    dailyLimit: 50_000,
    threshold: 5_000,
    typical: [25, 8_000],
    weight: 6,
    withdrawEnabled: true,
    disabledDaysAgo: 20,
  },
  {
    symbol: 'BONK',
    name: 'Bonk',
    mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
    decimals: 5,
    dp: 0,
    minDeposit: 100_000,
    minWithdraw: 1_000_000,
    maxWithdraw: 5_000_000_000,
    withdrawFee: 50_000,
    dailyLimit: 10_000_000_000,
    threshold: 1_000_000_000,
    typical: [200_000, 2_000_000_000],
    weight: 6,
    withdrawEnabled: false,
  },
];

export interface MoneyCoin {
  coin: Coin;
  def: CoinDef;
  /** Platform deposit (hot) wallet. */
  hotWallet: string;
}

export const units = (whole: number, dp: number): number => Math.round(whole * 10 ** dp);

/** A log-uniform amount in `[min, max]` whole tokens, returned in minor units of `dp`. */
export function amountUnits(rng: Rng, min: number, max: number, dp: number): number {
  const value = Math.exp(rng.float(Math.log(min), Math.log(max)));
  return Math.max(units(min, dp), Math.min(units(max, dp), units(value, dp)));
}

export function buildCoins(rng: Rng): MoneyCoin[] {
  return COIN_DEFS.map((def, i) => {
    const created = REFERENCE_TIME - (200 - i * 5) * DAY;
    const disabled = def.disabledDaysAgo !== undefined;
    const coin: Coin = {
      _id: rng.id(created),
      symbol: def.symbol,
      name: def.name,
      mintAddress: def.mint,
      decimals: def.decimals,
      depositEnabled: !disabled,
      withdrawEnabled: def.withdrawEnabled && !disabled,
      minDeposit: fmt(units(def.minDeposit, def.dp), def.dp),
      minWithdraw: fmt(units(def.minWithdraw, def.dp), def.dp),
      maxWithdraw: fmt(units(def.maxWithdraw, def.dp), def.dp),
      withdrawFee: fmt(units(def.withdrawFee, def.dp), def.dp),
      dailyWithdrawLimit: fmt(units(def.dailyLimit, def.dp), def.dp),
      secondApprovalThreshold: fmt(units(def.threshold, def.dp), def.dp),
      status: disabled ? 'disabled' : 'active',
      createdAt: iso(created),
      updatedAt: iso(disabled ? REFERENCE_TIME - (def.disabledDaysAgo ?? 0) * DAY : created + DAY),
      createdBy: ADMIN_IDS.superadmin,
      updatedBy: disabled ? ADMIN_IDS.finance : ADMIN_IDS.superadmin,
    };
    return { coin, def, hotWallet: rng.address() };
  });
}

/** Is the coin usable for a deposit (or withdrawal) at time `at`? */
function usableAt(entry: MoneyCoin, at: number, withdraw: boolean): boolean {
  if (withdraw && !entry.def.withdrawEnabled) return false;
  const { disabledDaysAgo } = entry.def;
  return disabledDaysAgo === undefined || at < REFERENCE_TIME - disabledDaysAgo * DAY;
}

export function pickCoin(
  rng: Rng,
  coins: readonly MoneyCoin[],
  at: number,
  withdraw: boolean,
): MoneyCoin {
  const usable = coins.filter((c) => usableAt(c, at, withdraw));
  const weights: Record<string, number> = {};
  for (const c of usable) weights[c.coin.symbol] = c.def.weight;
  const symbol = rng.weighted(weights);
  return usable.find((c) => c.coin.symbol === symbol) ?? usable[0];
}
