/** Texts of the demo seed's operations: e-mail templates, CMS pages and notifications. */
import { type NotificationType } from '../../../resources/domain';
import { say } from '../../../resources/_text';

export const TEMPLATE_DEFS: ReadonlyArray<[string, string, string]> = [
  [
    'Welcome',
    'Welcome to {{siteName}}, {{name}}!',
    '<p>Hi {{name}},</p><p>Your account is ready. Deposit funds and place your first prediction.</p><p><a href="{{loginUrl}}">Sign in</a></p>',
  ],
  [
    'Verify Email',
    'Confirm your email address',
    '<p>Hi {{name}},</p><p>Please confirm your email address with the code <strong>{{code}}</strong> or the link below.</p><p><a href="{{verifyUrl}}">Verify email</a></p>',
  ],
  [
    'Password Reset',
    'Reset your {{siteName}} password',
    '<p>Hi {{name}},</p><p>We received a request to reset your password. The link expires in {{expiresIn}}.</p><p><a href="{{resetUrl}}">Reset password</a></p>',
  ],
  [
    'Deposit Credited',
    'Your deposit of {{amount}} {{symbol}} has arrived',
    '<p>Hi {{name}},</p><p>We credited <strong>{{amount}} {{symbol}}</strong> to your balance.</p><p>Transaction: <code>{{txSignature}}</code></p>',
  ],
  [
    'Withdrawal Requested',
    'Withdrawal request received',
    '<p>Hi {{name}},</p><p>We received your request to withdraw <strong>{{amount}} {{symbol}}</strong> to <code>{{address}}</code>. It will be reviewed shortly.</p>',
  ],
  [
    'Withdrawal Approved',
    'Your withdrawal of {{amount}} {{symbol}} was sent',
    '<p>Hi {{name}},</p><p>Your withdrawal of <strong>{{amount}} {{symbol}}</strong> was sent.</p><p>Transaction: <code>{{txSignature}}</code></p>',
  ],
  [
    'Withdrawal Rejected',
    'Your withdrawal was rejected',
    '<p>Hi {{name}},</p><p>Your withdrawal of {{amount}} {{symbol}} was rejected: {{reason}}.</p><p>The funds are available in your balance again.</p>',
  ],
  [
    'Market Resolved',
    'Market resolved: {{marketQuestion}}',
    '<p>Hi {{name}},</p><p>The market <em>{{marketQuestion}}</em> resolved <strong>{{outcome}}</strong>.</p><p>Your payout: {{payout}} USDC.</p>',
  ],
];

export const CMS_DEFS: ReadonlyArray<[string, string, string, 'draft' | 'published']> = [
  [
    'About Us',
    'About Predicta',
    'Predicta is a prediction market where people trade on the outcome of real-world events.',
    'published',
  ],
  [
    'Terms of Service',
    'Terms of Service',
    'The rules that govern your use of Predicta, its markets and its wallet services.',
    'published',
  ],
  [
    'Privacy Policy',
    'Privacy Policy',
    'How Predicta collects, uses and protects your personal data.',
    'published',
  ],
  [
    'FAQ',
    'Frequently Asked Questions',
    'Answers to common questions about accounts, deposits, trading and market resolution.',
    'published',
  ],
  [
    'How It Works',
    'How Prediction Markets Work',
    'Learn how prices reflect probabilities, how to trade shares and how markets resolve.',
    'published',
  ],
  [
    'Risk Disclosure',
    'Risk Disclosure',
    'Trading on prediction markets involves risk. Read this disclosure before you trade.',
    'draft',
  ],
];

/** Notifications as the platform writes them: English say`…` messages, shown translated. */
export const NOTIFICATION_DEFS: ReadonlyArray<
  [NotificationType, string, string, string | undefined]
> = [
  [
    'warning',
    say`Withdrawal awaiting second approval`,
    say`A USDC withdrawal above the approval threshold needs a second approver.`,
    '/withdraw',
  ],
  [
    'info',
    say`New user sign-ups`,
    say`Sign-ups increased compared with last week.`,
    '/signup-report',
  ],
  [
    'error',
    say`Trade bot stopped with an error`,
    say`A market-making bot stopped: RPC node timed out.`,
    '/trade-bot',
  ],
  [
    'success',
    say`Market resolved`,
    say`A market was resolved by the oracle.`,
    '/resolution-history',
  ],
  [
    'warning',
    say`Markets past their end date`,
    say`Some closed markets are waiting for resolution.`,
    '/unresolved-markets',
  ],
  [
    'info',
    say`Deposit rejected`,
    say`A deposit was rejected because the token account did not belong to the platform.`,
    '/deposit',
  ],
  ['info', say`Site settings changed`, say`Default taker fee was updated.`, '/site-setting'],
  [
    'warning',
    say`Failed admin sign-ins`,
    say`Several failed sign-in attempts for a sub-admin account.`,
    '/sub-Admin-login-History',
  ],
  [
    'success',
    say`Coin list updated`,
    say`PYUSD deposits and withdrawals were disabled.`,
    '/coin-list',
  ],
  [
    'info',
    say`Weekly fee report ready`,
    say`Fee income for last week is available.`,
    '/admin-profit',
  ],
];
