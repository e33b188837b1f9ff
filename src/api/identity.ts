import { AUTH_PATHS, type AdminIdentity } from '../model/contract';
import { readRecord } from '../model/envelope';
import { http } from './http';
import { applyAccountLanguage } from '../i18n/language';
import { appState, type SiteSetting } from '../state/appState';
import { isSignedIn, openSession } from '../session/token';
import { setTwoFactorSetupRequired } from '../session/twoFactorRequired';

/** Puts an identity into the admin record and auth state. */
export function applyIdentity(admin: AdminIdentity): void {
  // The account's language follows the admin to any browser.
  applyAccountLanguage(admin.language);
  setTwoFactorSetupRequired(admin.twoFactorSetupRequired === true);
  appState.set((state) => ({
    admin: {
      _id: admin._id,
      name: admin.name,
      email: admin.email,
      role: admin.role,
      restriction: admin.restriction ?? [],
      currentPageAccess: state.admin?.currentPageAccess ?? null,
      twoFactorEnabled: admin.twoFactorEnabled,
      moduleKeys: admin.moduleKeys,
    },
    auth: {
      isAuth: true,
      userId: admin._id,
      role: admin.role,
      restriction: admin.restriction ?? [],
    },
    adminStatus: 'ready',
  }));
}

/** GET api/admin/getadmindetail: reads result._id, name, email, role and restriction. */
export async function loadAdminDetail(): Promise<void> {
  // A late answer would draw an earlier session's admin, with their menu and rights.
  const current = openSession();
  appState.set({ adminStatus: 'loading' });
  try {
    const { data, status } = await http().get<unknown>(AUTH_PATHS.adminDetail);
    if (current()) applyIdentity(readRecord<AdminIdentity>(data, status));
  } catch {
    // A 401 has already ended the session; anything else leaves the app able to retry.
    if (current()) appState.set({ adminStatus: 'error' });
  }
}

/** GET /api/admin/getSiteSetting: reads success and result into state. */
export async function loadSiteSetting(params?: Record<string, string>): Promise<void> {
  try {
    const { data, status } = await http().get<unknown>(AUTH_PATHS.siteSetting, { params });
    appState.set({ siteSetting: readRecord<SiteSetting>(data, status) });
  } catch {
    // The app works without it: read as a setting naming nothing, so that the site name, which
    // waits for it (src/ui/siteName.ts), falls back to the product name.
    if (!appState.get().siteSetting) appState.set({ siteSetting: {} });
  }
}

/** On start-up: the admin's details if signed in, and always the site setting. */
export function bootstrapSession(): Promise<void> {
  const calls = [loadSiteSetting()];
  if (isSignedIn()) calls.push(loadAdminDetail());
  return Promise.all(calls).then(() => undefined);
}
