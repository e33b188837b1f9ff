/**
 * Reason codes: why a withdrawal or deposit was rejected, an order or event cancelled, a user
 * blocked. An action that takes one (`reasons` on its declaration) is sent with `reasonCode`, one
 * of the codes it lists or `other`; the audit trail keeps the code, so that the audit log filters
 * by it and the dashboard counts it. Each code means one thing wherever it is offered: one label.
 */
export const REASONS = {
  sanctions_hit: 'Sanctions screening hit',
  suspected_fraud: 'Suspected fraud or account takeover',
  kyc_incomplete: 'Identity checks incomplete',
  invalid_address: 'Invalid or unsupported address',
  user_request: "At the user's request",
  unsupported_token: 'Unsupported token or network',
  below_minimum: 'Below the minimum amount',
  duplicate: 'Duplicate',
  market_manipulation: 'Market manipulation',
  multiple_accounts: 'Multiple accounts',
  market_error: 'Market set up in error',
  risk_limit: 'Risk limit exceeded',
  ambiguous_terms: 'Terms ambiguous or disputed',
  source_unavailable: 'Resolution source unavailable',
  regulatory_request: 'Regulator or court request',
  wrong_values: 'Values are wrong',
  not_authorised: 'Not authorised by policy',
} as const;

export type ReasonCodeName = keyof typeof REASONS;

/** Offered with every list of codes: its free text (the action's `input`) is then required. */
export const OTHER_REASON = 'other';
export const OTHER_REASON_LABEL = 'Other';

/** One code an action offers, as its select shows it. */
export interface ReasonCode {
  code: string;
  label: string;
}

/** The codes an action offers, in this order, then "Other". */
export function reasonCodes(...codes: readonly ReasonCodeName[]): readonly ReasonCode[] {
  return [
    ...codes.map((code) => ({ code, label: REASONS[code] })),
    { code: OTHER_REASON, label: OTHER_REASON_LABEL },
  ];
}

/** Every code (the audit log's filter and column). */
export const ALL_REASONS: readonly { value: string; label: string }[] = [
  ...Object.entries(REASONS).map(([value, label]) => ({ value, label })),
  { value: OTHER_REASON, label: OTHER_REASON_LABEL },
];

/** A code's label, or undefined for a code the catalogue does not have. */
export const reasonLabel = (code: unknown): string | undefined =>
  ALL_REASONS.find((reason) => reason.value === code)?.label;

/** How many days the dashboard counts the reasons given over. */
export const REASON_COUNT_DAYS = 7;
