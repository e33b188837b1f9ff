/** Users of the demo seed: accounts, balances and sign-ins. */
import type { User, UserLogin, UserStatus } from '../../../resources/domain';
import { REASONS } from '../../../resources/domain/reasons';
import { ADMIN_IDS, DAY, MINUTE, REFERENCE_TIME, fmt, iso, sortByText, type Rng } from './rng';
import {
  BROWSERS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  LOCATIONS,
  OPERATING_SYSTEMS,
} from './words';

import { amountUnits, type MoneyCoin } from './coins';

interface People {
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
        `${REASONS.multiple_accounts}: linked to the same wallet`,
        `${REASONS.suspected_fraud}: chargeback on a card deposit`,
        `${REASONS.market_manipulation}: trading pattern under review`,
        REASONS.user_request,
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
