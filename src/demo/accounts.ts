import type { RestrictionEntry } from '../../access/names';
import { moduleNames } from '../model/registry';

/** The six demo accounts (DESIGN §5); all use DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo#2026';

/** TOTP secret (base32) of twofa@demo.test, shown in README for testing. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Every declared access module, in menu order (DESIGN §6). */
export const ALL_MODULES = moduleNames;

const entry = (name: string, canEdit: boolean): RestrictionEntry => ({
  name,
  canView: true,
  canEdit,
});

export interface DemoAccount {
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
    description: 'Everything',
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
    description: 'Markets and catalogue; views users; no dashboard',
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
    description: 'Coins and transfers; views users and trades',
  },
  {
    _id: 'admin-viewer',
    name: 'Vera Viewer',
    email: 'viewer@demo.test',
    role: 'subadmin',
    restriction: ALL_MODULES.map((name) => entry(name, false)),
    twoFactorEnabled: false,
    description: 'Views every module, edits none',
  },
  {
    _id: 'admin-nobody',
    name: 'Ned Nobody',
    email: 'nobody@demo.test',
    role: 'subadmin',
    restriction: [],
    twoFactorEnabled: false,
    description: 'No modules assigned',
  },
  {
    _id: 'admin-twofa',
    name: 'Tess Twofactor',
    email: 'twofa@demo.test',
    role: 'superadmin',
    restriction: [],
    twoFactorEnabled: true,
    description: 'Superadmin with 2FA',
  },
];
