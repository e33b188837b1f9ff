import { useEffect, useState } from 'react';
import { createAccessDecider, type AccessDecider } from '../../access/enforcer';
import { appState, type AdminRecord } from '../state/appState';
import { onSessionEnd } from './unauthorized';

/** One decider (one Casbin enforcer) per signed-in admin, built once and reused everywhere. */
let current: { key: string; decider: Promise<AccessDecider> } | undefined;
let resolved: { key: string; decider: AccessDecider } | undefined;

onSessionEnd(() => {
  current = undefined;
  resolved = undefined;
});

function keyOf(admin: AdminRecord): string {
  return `${admin._id}|${admin.role}|${JSON.stringify(admin.restriction)}`;
}

export function getAccessDecider(admin: AdminRecord): Promise<AccessDecider> {
  const key = keyOf(admin);
  if (current?.key !== key) {
    const decider = createAccessDecider(admin.role, admin.restriction);
    current = { key, decider };
    void decider.then((value) => {
      if (current?.key === key) resolved = { key, decider: value };
    });
  }
  return current.decider;
}

/** The decider of the signed-in admin, once known (null while the identity or casbin loads). */
export function useAccessDecider(): AccessDecider | null {
  const admin = appState.use((state) => state.admin);
  const [decider, setDecider] = useState<AccessDecider | null>(() =>
    admin && resolved?.key === keyOf(admin) ? resolved.decider : null,
  );
  useEffect(() => {
    if (!admin) {
      setDecider(null);
      return;
    }
    let live = true;
    void getAccessDecider(admin).then((value) => live && setDecider(value));
    return () => {
      live = false;
    };
  }, [admin]);
  return admin ? decider : null;
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
