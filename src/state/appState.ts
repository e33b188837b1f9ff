import type { RestrictionEntry } from '../../access/names';
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

export type SiteSetting = Record<string, unknown> & { siteName?: string; logoUrl?: string };

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
