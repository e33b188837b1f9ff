import type { RestrictionEntry } from '../../access/names';
import type { SiteSetting as SiteSettingRecord } from '../../resources/domain';
import { createStore } from './createStore';

/** Auth state (SPEC §3): isAuth, userId, role, restriction. */
export interface AuthState {
  isAuth: boolean;
  userId: string;
  role: string;
  restriction: RestrictionEntry[];
}

/** Admin/role record (SPEC §3). */
export interface AdminRecord {
  _id: string;
  name: string;
  email: string;
  role: string;
  restriction: RestrictionEntry[];
  currentPageAccess: RestrictionEntry | null;
  twoFactorEnabled?: boolean;
}

/**
 * Site setting (SPEC §3: "an object returned by the site-setting call"): DOMAIN's fields, each
 * possibly missing from a backend's answer, so every reader checks what it uses.
 */
export type SiteSetting = Partial<SiteSettingRecord>;

export interface AppState {
  auth: AuthState;
  admin: AdminRecord | null;
  /** Where the identity fetch on start-up stands. */
  adminStatus: 'idle' | 'loading' | 'ready' | 'error';
  siteSetting: SiteSetting | null;
  /** Date filter state (SPEC §3). */
  dateFilter: { isDate: boolean; filters: Record<string, string> };
  /** Sidebar state (SPEC §3). */
  sidebarShow: boolean;
}

export const SIGNED_OUT: AuthState = { isAuth: false, userId: '', role: '', restriction: [] };

export const appState = createStore<AppState>({
  auth: SIGNED_OUT,
  admin: null,
  adminStatus: 'idle',
  siteSetting: null,
  dateFilter: { isDate: false, filters: {} },
  sidebarShow: true,
});

/** Resets auth to not authenticated with empty user, role and restriction (SPEC §4). */
export function resetAuth(): void {
  appState.set({ auth: SIGNED_OUT, admin: null, adminStatus: 'idle' });
}
