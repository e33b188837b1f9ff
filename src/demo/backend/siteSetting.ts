import { badRequest, ok, readBody } from '../http-utils';
import type { DemoStore, Row } from '../store';
import type { Permit } from './access';

const stamp = () => new Date().toISOString();

/** POST /api/admin/updateSiteDetails (SPEC §7): needs edit on Site Setting. */
export function createSiteSettingRoute(store: DemoStore, permitted: Permit) {
  async function updateSiteDetails(request: Request, admin: Row): Promise<Response> {
    const denied = await permitted(admin, 'Site Setting', 'edit');
    if (denied) return denied;
    const body = await readBody(request);
    const errors: Record<string, string> = {};
    if ('siteName' in body && !String(body.siteName ?? '').trim())
      errors.siteName = 'Site name is required';
    for (const key of ['defaultMakerFeeBps', 'defaultTakerFeeBps']) {
      if (
        key in body &&
        !(Number.isInteger(body[key]) && Number(body[key]) >= 0 && Number(body[key]) <= 10000)
      ) {
        errors[key] = 'Whole basis points from 0 to 10000';
      }
    }
    if (Object.keys(errors).length) return badRequest('Check the form', errors);
    const next = {
      ...store.object('siteSetting'),
      ...body,
      updatedAt: stamp(),
      updatedBy: admin._id,
    };
    store.setObject('siteSetting', next);
    return ok(next, 'Site settings saved');
  }

  return updateSiteDetails;
}
