import type { RestrictionEntry } from '../../access/names';
import { moduleNames } from '../model/registry';
import { say } from '../../resources/_text';
import { hashPassword, PASSWORD_HASH_ITERATIONS, setPasswordHashCost } from './passwordHash';

/** The six demo accounts (docs/demo.md); all use DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo#2026';

/**
 * DEMO_PASSWORD hashed for each seeded account (src/demo/passwordHash.ts: PBKDF2-SHA-256, 100,000
 * iterations, a random salt per account), so that the store never holds the password itself.
 * tests/unit/demo-api-passwords.test.ts checks that each one verifies DEMO_PASSWORD.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'admin-superadmin':
    'pbkdf2-sha256$100000$OfKOev1cE6urUaMvXGAJvw==$KSGYf4idMaKxrW1pOnhWCxUkaJ6xlZwjqG5bh8Mj5v4=',
  'admin-operator':
    'pbkdf2-sha256$100000$uZUovDuqToBzHFK1B8bQ+w==$nVlueq7W3hFkV6z9FkcBrrDZIw4nbvFodKFmCH6Kzw0=',
  'admin-finance':
    'pbkdf2-sha256$100000$Olo/jj7KuGO8zZlGtFnhbg==$zJ+hCPVSiW36PyZizCGLp1n2+k+UKT9sz2htJzImkPA=',
  'admin-viewer':
    'pbkdf2-sha256$100000$3ZF2UPZqvzkCZbxTtZ5R/g==$dkGI4hEG//5VLai8vfSqvnL8YiquZ0R0lWafKjQriLs=',
  'admin-nobody':
    'pbkdf2-sha256$100000$V/XOm8vZFUzCaiNc9qhc8w==$l2hv7CPcdu9gDj7Iw7ZUsuKH4JntTedygj6n3RVPqEo=',
  'admin-twofa':
    'pbkdf2-sha256$100000$TvHWJbrp5gC1uJQxvf0JhA==$hwvsGA02S/kvg1lapfBQU1o5GBlUku5sOI6gzGo0AVM=',
};

/** The seeded accounts' hashes at the cost in use (the table above, unless a test set another). */
let seeded = DEMO_PASSWORD_HASHES;

/** DEMO_PASSWORD's hash for a seeded account (`_id`), at the cost in use. */
export const seededPasswordHash = (id: string): string | undefined => seeded[id];

/**
 * For test runs only: every demo hash at `iterations` from now on, the seeded accounts' included
 * (hashed again, each with its own salt); PASSWORD_HASH_ITERATIONS puts the table above back.
 */
export async function setDemoHashCost(iterations: number): Promise<void> {
  setPasswordHashCost(iterations);
  seeded =
    iterations === PASSWORD_HASH_ITERATIONS
      ? DEMO_PASSWORD_HASHES
      : Object.fromEntries(
          await Promise.all(
            Object.keys(DEMO_PASSWORD_HASHES).map(async (id) => [
              id,
              await hashPassword(DEMO_PASSWORD, iterations),
            ]),
          ),
        );
}

/** TOTP secret (base32) of twofa@demo.test, shown in docs/demo.md for testing. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Every declared access module, in menu order. */
const ALL_MODULES = moduleNames;

const entry = (name: string, canEdit: boolean): RestrictionEntry => ({
  name,
  canView: true,
  canEdit,
});

interface DemoAccount {
  _id: string;
  name: string;
  email: string;
  role: 'superadmin' | 'subadmin';
  restriction: RestrictionEntry[];
  twoFactorEnabled: boolean;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    _id: 'admin-superadmin',
    name: 'Sam Super',
    email: 'superadmin@demo.test',
    role: 'superadmin',
    restriction: [],
    twoFactorEnabled: false,
    description: say`Everything`,
  },
  {
    _id: 'admin-operator',
    name: 'Olivia Operator',
    email: 'operator@demo.test',
    role: 'subadmin',
    restriction: [
      ...[
        'Events',
        'Series',
        'Markets',
        'Tags',
        'Category',
        'Unresolved Markets',
        'Resolved Markets',
        'Notification',
      ].map((name) => entry(name, true)),
      entry('Users', false),
    ],
    twoFactorEnabled: false,
    description: say`Markets and catalogue; views users; no dashboard`,
  },
  {
    _id: 'admin-finance',
    name: 'Felix Finance',
    email: 'finance@demo.test',
    role: 'subadmin',
    restriction: [
      ...['Dashboard', 'Coin List', 'Deposit', 'Withdraw', 'Admin Profit', 'Notification'].map(
        (name) => entry(name, true),
      ),
      entry('Users', false),
      entry('Trade History', false),
    ],
    twoFactorEnabled: false,
    description: say`Coins and transfers; views users and trades`,
  },
  {
    _id: 'admin-viewer',
    name: 'Vera Viewer',
    email: 'viewer@demo.test',
    role: 'subadmin',
    restriction: ALL_MODULES.map((name) => entry(name, false)),
    twoFactorEnabled: false,
    description: say`Views every module, edits none`,
  },
  {
    _id: 'admin-nobody',
    name: 'Ned Nobody',
    email: 'nobody@demo.test',
    role: 'subadmin',
    restriction: [],
    twoFactorEnabled: false,
    description: say`No modules assigned`,
  },
  {
    _id: 'admin-twofa',
    name: 'Tess Twofactor',
    email: 'twofa@demo.test',
    role: 'superadmin',
    restriction: [],
    twoFactorEnabled: true,
    description: say`Superadmin with 2FA`,
  },
];
