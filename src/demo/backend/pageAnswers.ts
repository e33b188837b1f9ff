import { getDeclaration } from '../../model/registry';
import { ok } from '../http-utils';
import { NO_KEYS, queryProblem } from '../queryKeys';
import { collectionRules } from '../rules';
import type { Row, DemoStore } from '../store';
import type { Permit } from './access';

/**
 * GET of a page-only module's API path (`/api/admin/<name>`, the dashboard): the answer of its
 * rules' `page` hook, for an admin who may view the module. The hook reads no query, so any query
 * key is a 400 naming it, as on a list. Any module may have one; the kernel knows none of them.
 */
export function createPageAnswers(store: DemoStore, permitted: Permit) {
  return async function pageAnswer(
    admin: Row,
    segments: readonly string[],
    query: URLSearchParams,
  ): Promise<Response | undefined> {
    if (segments.length !== 1) return undefined;
    const declaration = getDeclaration(segments[0]);
    const page = declaration?.pageOnly ? collectionRules(declaration.name).page : undefined;
    if (!declaration || !page) return undefined;
    const denied = await permitted(admin, declaration.module, 'view');
    if (denied) return denied;
    const badQuery = queryProblem(query, NO_KEYS, NO_KEYS);
    if (badQuery) return badQuery;
    const mayView = async (module: string) => !(await permitted(admin, module, 'view'));
    return ok(await page({ store, admin, now: new Date().toISOString() }, mayView));
  };
}
