import type { RestrictionEntry } from '../../access/names';
import type { SiteSetting as SiteSettingRecord } from '../../resources/domain';
import { createStore } from './createStore';

/** Auth state: isAuth, userId, role, restriction. */
interface AuthState {
  isAuth: boolean;
  userId: string;
  role: string;
  restriction: RestrictionEntry[];
}

/** Admin/role record. */
export interface AdminRecord {
  _id: string;
  name: string;
  email: string;
  role: string;
  restriction: RestrictionEntry[];
  currentPageAccess: RestrictionEntry | null;
  twoFactorEnabled?: boolean;
  /** Restriction names -> module keys (AdminIdentity.moduleKeys). */
  moduleKeys?: Record<string, string>;
}

/**
 * Site setting, the object getSiteSetting answers: SiteSettingRecord's fields, each
 * possibly missing from a backend's answer, so every reader checks what it uses.
 */
export type SiteSetting = Partial<SiteSettingRecord>;

export interface AppState {
  auth: AuthState;
  admin: AdminRecord | null;
  /** Where the identity fetch on start-up stands. */
  adminStatus: 'idle' | 'loading' | 'ready' | 'error';
  siteSetting: SiteSetting | null;
  /** Date filter state (dateFilter.ts). */
  dateFilter: { isDate: boolean; filters: Record<string, string> };
  /** Whether the sidebar is shown. */
  sidebarShow: boolean;
}

const SIGNED_OUT: AuthState = { isAuth: false, userId: '', role: '', restriction: [] };

export const appState = createStore<AppState>({
  auth: SIGNED_OUT,
  admin: null,
  adminStatus: 'idle',
  siteSetting: null,
  dateFilter: { isDate: false, filters: {} },
  sidebarShow: true,
});

/** Resets auth to not authenticated with empty user, role and restriction. */
export function resetAuth(): void {
  appState.set({ auth: SIGNED_OUT, admin: null, adminStatus: 'idle' });
}
