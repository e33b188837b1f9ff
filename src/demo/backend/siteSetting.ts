import { badRequest, ok, readBody } from '../http-utils';
import type { DemoStore, Row } from '../store';
import type { Permit } from './access';
import { checkSiteSettingUpdate, siteSettingFields } from '../../model/siteSetting';
import { storedTypes } from './bodyCheck';
import { say } from '../../../resources/_text';
import { siteSettingWithLimits, type SessionOptions } from './sessions';

/**
 * POST /api/admin/updateSiteDetails: needs edit on Site Setting; stores only declared
 * settings of their declared types (resources/site-setting/index.ts), a 400 names every other key.
 */
export function createSiteSettingRoute(
  store: DemoStore,
  permitted: Permit,
  options: SessionOptions = {},
) {
  async function updateSiteDetails(request: Request, admin: Row): Promise<Response> {
    const denied = await permitted(admin, 'Site Setting', 'edit');
    if (denied) return denied;
    const { errors, patch } = checkSiteSettingUpdate(await readBody(request));
    if (Object.keys(errors).length) return badRequest(say`Check the form`, errors);
    const next = {
      ...store.object('site-setting'),
      ...storedTypes(siteSettingFields().fields, patch),
      updatedAt: new Date(store.now()).toISOString(),
      updatedBy: admin._id,
    };
    store.setObject('site-setting', next);
    return ok(siteSettingWithLimits(store, next, options), say`Site settings saved`);
  }

  return updateSiteDetails;
}
