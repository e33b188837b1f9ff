import { useDeferredValue, useEffect } from 'react';
import { createAccessDecider, type AccessDecider } from '../../access/enforcer';
import { appState, type AdminRecord } from '../state/appState';
import { createStore } from '../state/createStore';
import { onSessionEnd } from './unauthorized';

/** One decider (one Casbin enforcer) per signed-in admin, built once and reused everywhere. */
let pending: { key: string; decider: Promise<AccessDecider> } | undefined;
const resolvedStore = createStore<{
  key: string;
  decider: AccessDecider | null;
  /** The admin whose decider could not be built (casbin's code not fetched): retryAccess. */
  failed: string;
}>({ key: '', decider: null, failed: '' });

onSessionEnd(() => {
  pending = undefined;
  resolvedStore.set({ key: '', decider: null, failed: '' });
});

const keys = new WeakMap<AdminRecord, string>();

/** What an admin's rights depend on (not currentPageAccess, which changes with every page). */
function keyOf(admin: AdminRecord): string {
  let key = keys.get(admin);
  if (key === undefined) {
    key = `${admin._id}|${admin.role}|${JSON.stringify(admin.restriction)}|${JSON.stringify(admin.moduleKeys ?? null)}`;
    keys.set(admin, key);
  }
  return key;
}

export function getAccessDecider(admin: AdminRecord): Promise<AccessDecider> {
  const key = keyOf(admin);
  if (pending?.key !== key) {
    const decider = createAccessDecider(admin.role, admin.restriction, admin.moduleKeys);
    pending = { key, decider };
    decider.then(
      (value) => {
        if (pending?.key === key) resolvedStore.set({ key, decider: value, failed: '' });
      },
      () => {
        // Not kept: a decider that could not be built is built again (retryAccess).
        if (pending?.key !== key) return;
        pending = undefined;
        resolvedStore.set({ failed: key });
      },
    );
  }
  return pending.decider;
}

/**
 * The one permission hook: the signed-in admin's decider (null while the identity or casbin
 * loads). Pages, buttons, the sidebar and the route guard ask it; Refine's can() (the
 * accessControlProvider) asks the same decider through currentDecider(). There is no other.
 */
export function useAccess(): AccessDecider | null {
  // The key, not the record: the guard rewrites the record's currentPageAccess on every page, and
  // that must not redraw every menu item and button that asks this hook.
  const adminKey = appState.use((state) => (state.admin ? keyOf(state.admin) : null));
  const resolved = resolvedStore.use((state) => state);
  useEffect(() => {
    const admin = appState.get().admin;
    if (admin) void getAccessDecider(admin);
  }, [adminKey]);
  const decider = adminKey !== null && resolved.key === adminKey ? resolved.decider : null;
  // A new decider (sign-in, a changed restriction) redraws the menu, the buttons and the page. A
  // store update renders in one blocking pass; this first render goes to a deferred pass instead,
  // which React splits into small slices. Until it runs the hook answers null (still loading),
  // never an earlier decider: rights taken away are never shown for a moment longer. (The route
  // guard keeps the page itself on screen meanwhile: src/layout/AccessGuard.tsx.)
  const deferred = useDeferredValue(decider);
  return deferred === decider ? decider : null;
}

/** Whether the signed-in admin's decider could not be built (its code not fetched). */
export function useAccessFailed(): boolean {
  const adminKey = appState.use((state) => (state.admin ? keyOf(state.admin) : null));
  return resolvedStore.use((state) => adminKey !== null && state.failed === adminKey);
}

/** Builds the signed-in admin's decider again after it failed (the server is back). */
export function retryAccess(): void {
  const admin = appState.get().admin;
  resolvedStore.set({ failed: '' });
  if (admin) getAccessDecider(admin).catch(() => undefined);
}

/** For code outside React (Refine's can()): waits for the identity, then answers. */
export async function currentDecider(): Promise<AccessDecider | null> {
  const admin = appState.get().admin;
  if (admin) return getAccessDecider(admin);
  if (appState.get().adminStatus !== 'loading') return null;
  await new Promise<void>((resolve) => {
    const stop = appState.subscribe(() => {
      if (appState.get().adminStatus !== 'loading') {
        stop();
        resolve();
      }
    });
  });
  const loaded = appState.get().admin;
  return loaded ? getAccessDecider(loaded) : null;
}
