import type { ListActionDeclaration, ResourceDeclaration } from '../../../resources/types';
import { actionAllowed, resolveSets } from '../../model/actions';
import { getDeclaration } from '../../model/registry';
import { actionInputErrors, reasonText } from '../../model/reasons';
import { badRequest, notFound, ok, readBody } from '../http-utils';
import { queryRows } from '../query';
import { collectionRules, type RuleContext } from '../rules';
import type { Row } from '../store';
import { say } from '../../../resources/_text';

/**
 * `POST /api/admin/{resource}/{name}` with `{ [pick.key]: id }` (nothing, for an action on the whole
 * list): the declared list action on every row of the list with that filter (and its `where`) that
 * its state allows, in one request; answers `{ count }`. One that takes a reason keeps its code
 * (the audit entry) and text (each row's) as one row's action does.
 */
export async function runListAction(
  context: RuleContext,
  declaration: ResourceDeclaration,
  listAction: ListActionDeclaration,
  rows: Row[],
  source: string,
  request: Request,
): Promise<Response> {
  const { store, admin, now } = context;
  const body = await readBody(request);
  // A reason is asked before anything else, as one row's action asks it.
  const inputErrors = actionInputErrors(listAction, body);
  if (Object.keys(inputErrors).length)
    return badRequest(Object.values(inputErrors)[0], inputErrors);
  const reason = listAction.input && {
    [listAction.input.key]: reasonText(listAction, body),
  };
  const query = new URLSearchParams(listAction.where);
  if (listAction.pick.length > 0) {
    const picked = listAction.pick.filter(
      (pick) => typeof body[pick.key] === 'string' && String(body[pick.key]).trim() !== '',
    );
    if (picked.length !== 1) {
      const keys = listAction.pick.map((pick) => pick.key).join(' or ');
      return badRequest(say`${listAction.label}: name one ${keys}`, {
        [listAction.pick[0].key]: say`Choose one: ${keys}`,
      });
    }
    const [pick] = picked;
    const value = String(body[pick.key]);
    const target = pick.reference.resource;
    const targets = collectionRules(target).view?.(store) ?? store.all(target);
    if (!targets.some((row) => row._id === value)) {
      const singular = getDeclaration(target)?.title.singular ?? target;
      return notFound(say`${singular} ${value} was not found`);
    }
    query.set(pick.key, value);
  }
  const { all } = queryRows(rows, query, declaration.fields);
  const ids = new Set(
    all
      .filter((row) =>
        actionAllowed({ name: '', label: '', allowedWhen: listAction.allowedWhen }, row),
      )
      .map((row) => row._id),
  );
  if (listAction.sets && ids.size > 0) {
    store.updateWhere(
      source,
      (row) => ids.has(row._id),
      () => ({
        ...resolveSets(listAction.sets, now),
        ...reason,
        updatedAt: now,
        updatedBy: admin._id,
      }),
    );
  }
  return ok({ count: ids.size }, listAction.done(ids.size));
}
