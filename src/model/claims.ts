import type { ResourceDeclaration } from '../../resources/types';
import { say } from '../../resources/_text';

/**
 * Claims on queue rows ("I'm on it"): `POST /api/admin/{resource}/{id}/claim` and `.../release`.
 * A claim is a courtesy, not a lock: the API still takes any action on a claimed row, the panel
 * asks first, and the audit trail records an act over another admin's claim (`overClaimOf`). A
 * claim lapses after its holder's last activity on the row (claiming it, an action, a note) plus
 * the lapse time; it is computed on each read and write, so no timer ends it.
 */
export const CLAIM_SEGMENT = 'claim';
export const RELEASE_SEGMENT = 'release';
/** The audit trail's action for a claim taken from another admin (`{ takeOver: true }`). */
export const TAKE_OVER_ACTION = 'take-over';
/** How long a claim lasts after its holder's last activity on the row, unless declared. */
export const CLAIM_LAPSE_MINUTES = 30;

/** What a claimed row carries, as the API answers it (only while the claim is live). */
export interface ClaimFields {
  claimedBy?: string;
  claimedByName?: string;
  claimedAt?: string;
}

/** Whether the resource's rows may be claimed. */
export const claimable = (declaration: ResourceDeclaration | undefined): boolean =>
  Boolean(declaration?.claims);

/** The minutes a claim on the resource's rows lasts without activity. */
export function lapseMinutes(declaration: ResourceDeclaration): number {
  const claims = declaration.claims;
  return (typeof claims === 'object' && claims.lapseMinutes) || CLAIM_LAPSE_MINUTES;
}

/** The row's claim if it is live at `now` (ms): its holder's id and since when; else undefined. */
export function liveClaim(
  row: ClaimFields | Record<string, unknown> | undefined,
  now: number,
  minutes = CLAIM_LAPSE_MINUTES,
): { by: string; at: string } | undefined {
  const by = row?.claimedBy;
  const at = row?.claimedAt;
  if (typeof by !== 'string' || !by || typeof at !== 'string') return undefined;
  const since = Date.parse(at);
  if (!Number.isFinite(since) || now - since >= minutes * 60_000) return undefined;
  return { by, at };
}

/** "14:05 UTC": when a claim was taken, as the server's refusal names it. */
const clock = (at: string) => `${at.slice(11, 16)} UTC`;

/** The 409 of a claim while another admin's is live. */
export const claimedRefusal = (name: string, at: string) =>
  say`Claimed by ${name} since ${clock(at)}`;
/** The 409 of a release by an admin who does not hold the claim. */
export const notHolderRefusal = (name: string) =>
  say`Only ${name}, who claimed it, or a superadmin may release it`;
/** The 409 of a release of a row no one holds. */
export const notClaimedRefusal = () => say`It is not claimed`;
export const claimedMessage = () => say`Claimed: the others see you are on it`;
export const takenOverMessage = (name: string) => say`Taken over from ${name}`;
export const releasedMessage = () => say`Released`;
