/** What resolving an event takes, written once for the API document and the demo API's check. */
import type { ActionBody, BodyMap } from '../_action-types';
import { RESOLUTION_OUTCOMES } from './domain';

/** Longest reason a resolution keeps. */
export const RESOLUTION_REASON_MAX = 2000;

const OUTCOMES: BodyMap = {
  type: 'object',
  title: 'Outcomes',
  description: "The outcome of each market to resolve, keyed by the market's `_id`",
  additionalProperties: { type: 'string', title: 'Outcome', enum: RESOLUTION_OUTCOMES.values },
};

/** What the payout preview of a resolution takes: the outcomes chosen so far (none: `{}`). */
export const RESOLVE_PREVIEW_BODY: ActionBody = { properties: { outcomes: OUTCOMES } };

/**
 * What resolving takes (the resolution page sends it): an outcome for every market that is ready
 * (400 names each one missing), the event's ticker typed to confirm, a reason, a link to evidence.
 */
export const RESOLVE_BODY: ActionBody = {
  properties: {
    outcomes: OUTCOMES,
    ticker: {
      type: 'string',
      title: 'Ticker',
      description: "The event's ticker, typed to confirm (case and surrounding spaces aside)",
    },
    reason: { type: 'string', title: 'Reason', maxLength: RESOLUTION_REASON_MAX },
    evidenceUrl: {
      type: 'string',
      title: 'Evidence',
      description: 'An http(s) address of the evidence',
      format: 'uri',
    },
  },
  required: ['outcomes', 'ticker'],
};
