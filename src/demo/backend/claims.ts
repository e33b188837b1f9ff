import type { ResourceDeclaration } from '../../../resources/types';
import {
  CLAIM_SEGMENT,
  claimable,
  claimedMessage,
  claimedRefusal,
  lapseMinutes,
  liveClaim,
  notClaimedRefusal,
  notHolderRefusal,
  RELEASE_SEGMENT,
  releasedMessage,
  takenOverMessage,
  type ClaimFields,
} from '../../model/claims';
import { declarationAtApiPath } from '../../model/registry';
import { badRequest, conflict, json, notFound, ok, readBody } from '../http-utils';
import { collectionRules } from '../rules';
import type { DemoStore, Row } from '../store';
import type { Permit } from './access';
import { apiSegments } from './apiSegments';
import type { ReadRecord } from './notes';
import { say } from '../../../resources/_text';

/** Where the claim on the row `id` of a claimable resource is kept. */
function claimPlace(declaration: ResourceDeclaration, id: string) {
  const rules = collectionRules(declaration.name);
  return rules.claimsOn?.(id) ?? { collection: rules.source ?? declaration.name, id };
}

/** The stored row that keeps the claim on the resource's row `id`, if any. */
export function claimedRow(
  store: DemoStore,
  declaration: ResourceDeclaration,
  id: string,
): Row | undefined {
  const place = claimPlace(declaration, id);
  return store.find(place.collection, place.id);
}

/** The live claim on a resource's row `id` at the store's time, or undefined. */
export function claimOn(
  store: DemoStore,
  declaration: ResourceDeclaration | undefined,
  id: string,
) {
  if (!declaration || !claimable(declaration)) return undefined;
  return liveClaim(claimedRow(store, declaration, id), store.now(), lapseMinutes(declaration));
}

const adminName = (store: DemoStore, id: string) => String(store.find('admins', id)?.name ?? id);

/**
 * A claimable resource's rows as answered: a live claim with its holder's name, a lapsed one not
 * at all (it counts as unclaimed). Undefined for a resource whose rows are not claimed.
 */
export function claimPresenter(store: DemoStore, declaration: ResourceDeclaration) {
  if (!claimable(declaration)) return undefined;
  const now = store.now();
  const minutes = lapseMinutes(declaration);
  return (row: Row): Row => {
    if (row.claimedBy === undefined && row.claimedAt === undefined) return row;
    const rest: Row = { ...row };
    delete rest.claimedBy;
    delete rest.claimedAt;
    delete rest.claimedByName;
    const claim = liveClaim(row, now, minutes);
    return claim
      ? {
          ...rest,
          claimedBy: claim.by,
          claimedByName: adminName(store, claim.by),
          claimedAt: claim.at,
        }
      : rest;
  };
}

/**
 * POST {resource}/{id}/claim and .../release (src/model/claims.ts). Both need edit on the module
 * (one claims a row to act on it) and a record the admin may read. A claim while another admin's
 * is live answers 409 naming the holder unless the body says `{ takeOver: true }`; a release is
 * the holder's, or any superadmin's. Kept on the stored row, so that the live feed tells the
 * others as it tells any change of the row.
 */
export function createClaims(store: DemoStore, permitted: Permit, readRecord: ReadRecord) {
  const claims = async (
    request: Request,
    admin: Row,
    declaration: ResourceDeclaration,
    [path, id, name, extra]: string[],
  ): Promise<Response> => {
    if (request.method.toUpperCase() !== 'POST' || extra !== undefined)
      return json(405, { success: false, message: say`${request.method} is not supported here` });
    if (!claimable(declaration)) return notFound(say`${declaration.title.plural} are not claimed`);
    const denied = await permitted(admin, declaration.module, 'edit');
    if (denied) return denied;
    const read = await readRecord(request, path, id);
    if (read.status !== 200) return read;
    const place = claimPlace(declaration, id);
    if (!store.find(place.collection, place.id))
      return notFound(say`${declaration.title.singular} ${id} was not found`);
    const body = await readBody(request);
    const unknown = Object.keys(body).find((key) => key !== 'takeOver');
    if (unknown) return badRequest(say`Unknown field "${unknown}"`, { [unknown]: say`Unknown` });
    if (body.takeOver !== undefined && typeof body.takeOver !== 'boolean')
      return badRequest(say`Take over must be true or false`, {
        takeOver: say`Must be true or false`,
      });
    const claim = claimOn(store, declaration, id);
    const at = new Date(store.now()).toISOString();
    const answer = (fields: ClaimFields, message: string) => ok({ _id: id, ...fields }, message);
    if (name === CLAIM_SEGMENT) {
      const other = claim && claim.by !== admin._id ? claim : undefined;
      if (other && body.takeOver !== true)
        return conflict(claimedRefusal(adminName(store, other.by), other.at));
      store.update(place.collection, place.id, { claimedBy: admin._id, claimedAt: at });
      return answer(
        { claimedBy: admin._id, claimedByName: String(admin.name), claimedAt: at },
        other ? takenOverMessage(adminName(store, other.by)) : claimedMessage(),
      );
    }
    if (!claim) return conflict(notClaimedRefusal());
    if (claim.by !== admin._id && admin.role !== 'superadmin')
      return conflict(notHolderRefusal(adminName(store, claim.by)));
    store.update(place.collection, place.id, { claimedBy: null, claimedAt: null });
    return answer({}, releasedMessage());
  };

  /**
   * The holder's activity on a row (an action, an edit, a note) done: its claim runs from now.
   * Written after the request's audit entry, which holds what the request itself changed.
   */
  function touch(request: Request, admin: Row | undefined, route: string, status: number): void {
    const method = request.method.toUpperCase();
    if (!admin || status < 200 || status >= 300 || (method !== 'POST' && method !== 'PUT')) return;
    const [path, id, name] = apiSegments(route) ?? [];
    if (!id || name === CLAIM_SEGMENT || name === RELEASE_SEGMENT) return;
    const declaration = declarationAtApiPath(path);
    if (claimOn(store, declaration, id)?.by !== admin._id) return;
    const place = claimPlace(declaration!, id);
    store.update(place.collection, place.id, { claimedAt: new Date(store.now()).toISOString() });
  }

  return Object.assign(claims, { touch });
}

/** Whether a route segment is a claim's (`claim`, `release`). */
export const claimRoute = (name: string | undefined) =>
  name === CLAIM_SEGMENT || name === RELEASE_SEGMENT;
