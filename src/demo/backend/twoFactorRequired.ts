import { MONEY_MODULES, TWO_FACTOR_REQUIREMENTS } from '../../../resources/domain';
import {
  AUTH_PATHS,
  LIVE_PATH,
  TWO_FACTOR_SETUP_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED,
} from '../../model/contract';
import { json } from '../http-utils';
import type { DemoStore, Row } from '../store';
import type { Permit } from './access';

/**
 * What an admin who must enrol may still call: who they are (the panel must know), the two
 * enrolment steps, and signing out. The site setting is public and the live feed is answered
 * before this check (it carries nothing until the panel opens a page).
 */
const WHILE_ENROLLING: readonly string[] = [
  '/' + AUTH_PATHS.adminDetail,
  AUTH_PATHS.twoFactorSetup,
  AUTH_PATHS.twoFactorEnable,
  AUTH_PATHS.logout,
  LIVE_PATH,
];

/**
 * The site setting `requireTwoFactor`: `all` covers every admin, `money` those with edit on any
 * of MONEY_MODULES (decided by the same Casbin decider as every request, so a superadmin is
 * covered), `none` no one. A covered admin without 2FA can only enrol.
 */
export function createTwoFactorRequired(store: DemoStore, permitted: Permit) {
  /** Whether the setting covers the admin, whatever their 2FA. */
  async function covers(admin: Row): Promise<boolean> {
    const setting = store.object('site-setting').requireTwoFactor;
    const mode = TWO_FACTOR_REQUIREMENTS.has(setting) ? setting : 'none';
    if (mode === 'none') return false;
    if (mode === 'all') return true;
    for (const module of MONEY_MODULES) {
      if (!(await permitted(admin, module, 'edit'))) return true;
    }
    return false;
  }

  /** Whether the admin must set up 2FA before anything else. */
  async function setupRequired(admin: Row): Promise<boolean> {
    return !admin.twoFactorEnabled && (await covers(admin));
  }

  /** The 403 to answer a call the admin may not make before enrolling, else undefined. */
  async function gate(admin: Row, route: string): Promise<Response | undefined> {
    if (WHILE_ENROLLING.includes(route) || !(await setupRequired(admin))) return undefined;
    return json(403, {
      success: false,
      message: TWO_FACTOR_SETUP_MESSAGE,
      code: TWO_FACTOR_SETUP_REQUIRED,
    });
  }

  return { covers, setupRequired, gate };
}
