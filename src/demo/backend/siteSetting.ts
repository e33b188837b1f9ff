import { badRequest, ok, readBody } from '../http-utils';
import type { DemoStore, Row } from '../store';
import type { Permit } from './access';
import {
  checkSiteSettingUpdate,
  flattenSiteSetting,
  siteSettingFields,
} from '../../model/siteSetting';
import { changedFields, heldUpdateKind } from '../../model/dualControl';
import type { ChangeGate } from './dualControl';
import { storedTypes } from './bodyCheck';
import { say } from '../../../resources/_text';
import type { DualControlSetting } from '../../../resources/domain';
import { siteSettingWithLimits, type SessionOptions } from './sessions';

/**
 * POST /api/admin/updateSiteDetails: needs edit on Site Setting; stores only declared
 * settings of their declared types (resources/site-setting/index.ts), a 400 names every other key;
 * a change dual control holds waits for a second admin (202).
 */
export function createSiteSettingRoute(
  store: DemoStore,
  permitted: Permit,
  options: SessionOptions = {},
  gate: ChangeGate = () => undefined,
) {
  async function updateSiteDetails(request: Request, admin: Row): Promise<Response> {
    const denied = await permitted(admin, 'Site Setting', 'edit');
    if (denied) return denied;
    const body = await readBody(request);
    const { errors, flat, patch } = checkSiteSettingUpdate(body);
    if (Object.keys(errors).length) return badRequest(say`Check the form`, errors);
    const current = store.object('site-setting');
    const { fields } = siteSettingFields();
    const changes = changedFields(fields, flattenSiteSetting(current), flat);
    const held = gate(request, admin, {
      resource: 'site-setting',
      recordId: null,
      recordTitle: say`Site setting`,
      action: 'update',
      module: 'Site Setting',
      changes,
      kind: heldUpdateKind(fields, changes, current.dualControl as DualControlSetting),
      body,
    });
    if (held) return held;
    const next = {
      ...current,
      ...storedTypes(siteSettingFields().fields, patch),
      updatedAt: new Date(store.now()).toISOString(),
      updatedBy: admin._id,
    };
    store.setObject('site-setting', next);
    return ok(siteSettingWithLimits(store, next, options), say`Site settings saved`);
  }

  return updateSiteDetails;
}
