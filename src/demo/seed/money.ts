/** Users and money part of the demo seed: coins, users, user logins, deposits, withdrawals, fee ledger. */
import type {
  AdminProfit,
  Coin,
  Deposit,
  DepositStatus,
  Trade,
  User,
  UserLogin,
  UserStatus,
  Withdrawal,
  WithdrawalApproval,
  WithdrawalStatus,
} from '../../../resources/domain';
import {
  ADMIN_IDS,
  DAY,
  FINANCE_IDS,
  HOUR,
  MINUTE,
  REFERENCE_TIME,
  fmt,
  iso,
  sortByText,
  type Rng,
} from './rng';
import {
  BROWSERS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  LOCATIONS,
  OPERATING_SYSTEMS,
} from './words';

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

const units = (whole: number, dp: number): number => Math.round(whole * 10 ** dp);

/** A log-uniform amount in `[min, max]` whole tokens, returned in minor units of `dp`. */
function amountUnits(rng: Rng, min: number, max: number, dp: number): number {
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

function pickCoin(rng: Rng, coins: readonly MoneyCoin[], at: number, withdraw: boolean): MoneyCoin {
  const usable = coins.filter((c) => usableAt(c, at, withdraw));
  const weights: Record<string, number> = {};
  for (const c of usable) weights[c.coin.symbol] = c.def.weight;
  const symbol = rng.weighted(weights);
  return usable.find((c) => c.coin.symbol === symbol) ?? usable[0];
}

export interface People {
  /** Sorted by createdAt. */
  users: User[];
  userLogins: UserLogin[];
}

export function buildUsers(rng: Rng, coins: readonly MoneyCoin[]): People {
  const USER_COUNT = 500;
  const emails = new Set<string>();
  const users: User[] = [];
  for (let i = 0; i < USER_COUNT; i++) {
    // The first ten predate every market, so every order finds an existing user.
    const created =
      i < 10
        ? REFERENCE_TIME - rng.float(125, 140) * DAY
        : REFERENCE_TIME - rng.float(0, 1) ** 1.3 * 140 * DAY;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    let email = `${first}.${last}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase();
    for (let n = 2; emails.has(email); n++) email = email.replace(/^([^@]*?)\d*@/, `$1${n}@`);
    emails.add(email);
    const status = rng.weighted<UserStatus>({ active: 85, suspended: 10, blocked: 5 });
    const [country] = rng.pick(LOCATIONS);
    const user: User = {
      _id: rng.id(created),
      name: `${first} ${last}`,
      email,
      emailVerified: rng.chance(0.8),
      walletAddress: rng.address(),
      status,
      twoFactorEnabled: rng.chance(0.35),
      signupIp: rng.ip(),
      signupCountry: country,
      lastLoginAt: iso(created),
      balances: coins.map(({ coin, def }) => ({
        coinId: coin._id,
        symbol: coin.symbol,
        available: fmt(
          rng.chance(0.6) ? amountUnits(rng, def.typical[0], def.typical[1], def.dp) : 0,
          def.dp,
        ),
        locked: fmt(
          rng.chance(0.2) ? amountUnits(rng, def.typical[0], def.typical[1] / 10, def.dp) : 0,
          def.dp,
        ),
      })),
      createdAt: iso(created),
      updatedAt: iso(created),
    };
    if (status !== 'active') {
      user.blockReason = rng.pick([
        'Multiple accounts linked to the same wallet',
        'Chargeback on a card deposit',
        'Suspicious trading pattern under review',
        'Requested by the user',
      ]);
      user.updatedAt = iso(created + rng.next() * (REFERENCE_TIME - created));
      user.updatedBy = rng.pick([ADMIN_IDS.superadmin, ADMIN_IDS.operator]);
    }
    users.push(user);
  }
  sortByText(users, (x) => x.createdAt);

  const LOGIN_COUNT = 1500;
  const userLogins: UserLogin[] = [];
  const lastLogin = new Map<string, number>();
  for (let i = 0; i < LOGIN_COUNT; i++) {
    const user = rng.pick(users);
    const created = Date.parse(user.createdAt);
    const at = Math.floor(created + MINUTE + rng.next() * (REFERENCE_TIME - created - MINUTE));
    const result = rng.chance(0.9) ? 'success' : 'failed';
    const [country, city] = LOCATIONS.find(([code]) => code === user.signupCountry) ?? LOCATIONS[0];
    userLogins.push({
      _id: rng.id(at),
      userId: user._id,
      ip: rng.chance(0.6) ? user.signupIp : rng.ip(),
      location: `${city}, ${country}`,
      browser: rng.pick(BROWSERS),
      os: rng.pick(OPERATING_SYSTEMS),
      result,
      at: iso(at),
      createdAt: iso(at),
      updatedAt: iso(at),
    });
    if (result === 'success' && at > (lastLogin.get(user._id) ?? 0)) lastLogin.set(user._id, at);
  }
  sortByText(userLogins, (x) => x.at);
  for (const user of users) {
    const at = lastLogin.get(user._id);
    if (at !== undefined) user.lastLoginAt = iso(at);
  }
  return { users, userLogins };
}

export interface Transfers {
  deposits: Deposit[];
  withdrawals: Withdrawal[];
  adminProfit: AdminProfit[];
}

/** Solana produces a slot roughly every 400 ms. */
function slotAt(at: number): number {
  return 455_000_000 - Math.floor((REFERENCE_TIME - at) / 400);
}

export function buildTransfers(
  rng: Rng,
  coins: readonly MoneyCoin[],
  /** Sorted by createdAt. */
  users: readonly User[],
  trades: readonly Trade[],
  /** takerFee + makerFee per trade in 1/10000 USDC. */
  tradeFees: readonly number[],
): Transfers {
  const timeAfter = (user: User, minAgo = 0): number => {
    const created = Date.parse(user.createdAt) + 10 * MINUTE;
    return Math.floor(
      Math.max(created, REFERENCE_TIME - minAgo - rng.next() * (REFERENCE_TIME - created - minAgo)),
    );
  };
  /** A user who signed up before `at` (recent transfers). */
  const signedUp = users.map((u) => Date.parse(u.createdAt));
  const userBefore = (at: number): User => {
    let count = 0;
    while (count < signedUp.length && signedUp[count] < at - 10 * MINUTE) count++;
    return users[count > 0 ? rng.int(0, count - 1) : 0];
  };

  // ---- deposits
  const DEPOSIT_COUNT = 1000;
  const deposits: Deposit[] = [];
  for (let i = 0; i < DEPOSIT_COUNT; i++) {
    const status = rng.weighted<DepositStatus>({
      credited: 88,
      rejected: 6,
      confirming: 3,
      detected: 3,
    });
    const settled = status === 'credited' || status === 'rejected';
    let user = rng.pick(users);
    let at = REFERENCE_TIME - Math.floor(rng.float(5, 600) * 1000);
    if (settled) at = timeAfter(user, 10 * MINUTE);
    else user = userBefore(at);
    const { coin, def, hotWallet } = pickCoin(rng, coins, at, false);
    const amount = amountUnits(
      rng,
      Math.max(def.minDeposit, def.typical[0]),
      def.typical[1],
      def.dp,
    );
    const deposit: Deposit = {
      _id: rng.id(at),
      userId: user._id,
      coinId: coin._id,
      amount: fmt(amount, def.dp),
      fromAddress: rng.address(),
      toAddress: hotWallet,
      txSignature: rng.signature(),
      slot: slotAt(at),
      status,
      createdAt: iso(at),
      updatedAt: iso(at),
    };
    if (status === 'credited') {
      const creditedAt = at + rng.int(15, 120) * 1000;
      deposit.creditedAt = iso(creditedAt);
      deposit.updatedAt = iso(creditedAt);
    } else if (status === 'rejected') {
      const reviewedAt = Math.min(REFERENCE_TIME, at + rng.float(0.2, 30) * HOUR);
      deposit.rejectReason = rng.pick([
        'Token account does not belong to the platform',
        'Duplicate credit for the same transaction',
        'Sender address on the sanctions list',
      ]);
      deposit.reviewedBy = rng.pick(FINANCE_IDS);
      deposit.updatedAt = iso(reviewedAt);
    }
    deposits.push(deposit);
  }
  sortByText(deposits, (x) => x.createdAt);

  // ---- withdrawals
  const WITHDRAWAL_COUNT = 1000;
  const withdrawals: Withdrawal[] = [];
  for (let i = 0; i < WITHDRAWAL_COUNT; i++) {
    const status = rng.weighted<WithdrawalStatus>({
      completed: 55,
      pending: 10,
      awaitingSecondApproval: 6,
      approved: 5,
      processing: 5,
      failed: 5,
      rejected: 14,
    });
    const inFlight =
      status === 'pending' ||
      status === 'awaitingSecondApproval' ||
      status === 'approved' ||
      status === 'processing';
    let user = rng.pick(users);
    let at = REFERENCE_TIME - Math.floor(rng.float(0.1, 72) * HOUR);
    if (inFlight) user = userBefore(at);
    else at = timeAfter(user, 3 * DAY);
    const { coin, def } = pickCoin(rng, coins, at, true);
    const threshold = units(def.threshold, def.dp);
    const maxWithdraw = units(def.maxWithdraw, def.dp);
    const large = status === 'awaitingSecondApproval' || rng.chance(0.15);
    const amount = large
      ? threshold + 1 + Math.floor(rng.next() * (maxWithdraw - threshold))
      : amountUnits(rng, def.minWithdraw, Math.min(def.threshold, def.typical[1]), def.dp);
    const fee = units(def.withdrawFee, def.dp);
    const needsTwo = amount > threshold;
    const [first, second] = rng.sample(FINANCE_IDS, 2);

    // Review timeline.
    const approvals: WithdrawalApproval[] = [];
    const step = (from: number, maxHours: number): number =>
      Math.floor(Math.min(REFERENCE_TIME - 1000, from + rng.float(0.05, maxHours) * HOUR));
    let last = at;
    const approvedCount =
      status === 'pending'
        ? 0
        : status === 'awaitingSecondApproval'
          ? 1
          : status === 'rejected'
            ? needsTwo && rng.chance(0.4)
              ? 1
              : 0
            : needsTwo
              ? 2
              : 1;
    for (let a = 0; a < approvedCount; a++) {
      last = step(last, inFlight ? 2 : 12);
      approvals.push({ adminId: a === 0 ? first : second, at: iso(last) });
    }

    const withdrawal: Withdrawal = {
      _id: rng.id(at),
      userId: user._id,
      coinId: coin._id,
      amount: fmt(amount, def.dp),
      fee: fmt(fee, def.dp),
      netAmount: fmt(amount - fee, def.dp),
      toAddress: rng.chance(0.7) ? user.walletAddress : rng.address(),
      status,
      approvals,
      needsTwoApprovals: needsTwo,
      createdAt: iso(at),
      updatedAt: iso(last),
    };
    if (approvals.length > 0) {
      withdrawal.reviewedBy = approvals[approvals.length - 1].adminId;
      withdrawal.reviewedAt = approvals[approvals.length - 1].at;
    }
    if (status === 'rejected') {
      last = step(last, 24);
      withdrawal.reviewedBy = approvals.length > 0 ? second : first;
      withdrawal.reviewedAt = iso(last);
      withdrawal.rejectReason = rng.pick([
        'Destination address flagged by compliance',
        'Account under review for unusual activity',
        'Requested by the user',
        'Withdrawal address does not match the verified wallet',
      ]);
    }
    if (status === 'processing' || status === 'completed' || status === 'failed') {
      last = step(last, 1);
      if (status !== 'processing' || rng.chance(0.5)) withdrawal.txSignature = rng.signature();
    }
    if (status === 'failed') {
      withdrawal.failureReason = rng.pick([
        'Transaction expired: blockhash not found',
        'Hot wallet has insufficient SOL for fees',
      ]);
      if (rng.chance(0.5)) delete withdrawal.txSignature;
    }
    withdrawal.updatedAt = iso(last);
    withdrawals.push(withdrawal);
    // Funds of a withdrawal not yet sent or settled stay locked (locked = open orders and
    // pending withdrawals), so that a reject has them to unlock.
    if (inFlight) {
      const balance = user.balances.find((item) => item.coinId === coin._id);
      if (balance) balance.locked = fmt(units(Number(balance.locked), def.dp) + amount, def.dp);
    }
  }
  sortByText(withdrawals, (x) => x.createdAt);

  // ---- fee ledger: trade fees (USDC) and withdrawal fees (in the coin withdrawn)
  const usdc = coins[0].coin;
  const adminProfit: AdminProfit[] = [];
  trades.forEach((trade, i) => {
    const fee = tradeFees[i];
    if (trade.status === 'failed' || fee === 0) return;
    adminProfit.push({
      _id: rng.id(Date.parse(trade.createdAt)),
      source: 'trade',
      refId: trade._id,
      coinId: usdc._id,
      marketId: trade.marketId,
      amount: fmt(fee, 4),
      at: trade.updatedAt,
      createdAt: trade.updatedAt,
      updatedAt: trade.updatedAt,
    });
  });
  for (const w of withdrawals) {
    if (w.status !== 'completed') continue;
    adminProfit.push({
      _id: rng.id(Date.parse(w.updatedAt)),
      source: 'withdrawal',
      refId: w._id,
      coinId: w.coinId,
      amount: w.fee,
      at: w.updatedAt,
      createdAt: w.updatedAt,
      updatedAt: w.updatedAt,
    });
  }
  sortByText(adminProfit, (x) => x.at);

  return { deposits, withdrawals, adminProfit };
}
