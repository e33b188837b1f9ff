import { useEffect } from 'react';
import { createAccessDecider, type AccessDecider } from '../../access/enforcer';
import { appState, type AdminRecord } from '../state/appState';
import { createStore } from '../state/createStore';
import { onSessionEnd } from './unauthorized';

/** One decider (one Casbin enforcer) per signed-in admin, built once and reused everywhere. */
let pending: { key: string; decider: Promise<AccessDecider> } | undefined;
const resolvedStore = createStore<{ key: string; decider: AccessDecider | null }>({
  key: '',
  decider: null,
});

onSessionEnd(() => {
  pending = undefined;
  resolvedStore.set({ key: '', decider: null });
});

function keyOf(admin: AdminRecord): string {
  return `${admin._id}|${admin.role}|${JSON.stringify(admin.restriction)}|${JSON.stringify(admin.moduleKeys ?? null)}`;
}

export function getAccessDecider(admin: AdminRecord): Promise<AccessDecider> {
  const key = keyOf(admin);
  if (pending?.key !== key) {
    const decider = createAccessDecider(admin.role, admin.restriction, admin.moduleKeys);
    pending = { key, decider };
    void decider.then((value) => {
      if (pending?.key === key) resolvedStore.set({ key, decider: value });
    });
  }
  return pending.decider;
}

/**
 * The one permission hook: the signed-in admin's decider (null while the identity or casbin
 * loads). Pages, buttons, the sidebar and the route guard ask it; Refine's can() (the
 * accessControlProvider) asks the same decider through currentDecider(). There is no other.
 */
export function useAccess(): AccessDecider | null {
  const admin = appState.use((state) => state.admin);
  const resolved = resolvedStore.use((state) => state);
  useEffect(() => {
    if (admin) void getAccessDecider(admin);
  }, [admin]);
  return admin && resolved.key === keyOf(admin) ? resolved.decider : null;
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
