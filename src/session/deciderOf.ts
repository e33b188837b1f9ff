import { useEffect, useState } from 'react';
import { createAccessDecider, type AccessDecider } from '../../access/enforcer';
import type { ModuleKeys } from '../../access/keys';
import type { RestrictionEntry } from '../../access/names';

/**
 * The decider of any role and restriction list (another admin's, or the one being edited), built
 * in the browser with the app's own code (createAccessDecider: the same Casbin model and policy as
 * the signed-in admin's). undefined while casbin loads; rebuilt only when the inputs change.
 */
export function useDeciderOf(
  role: string | undefined,
  restriction: readonly RestrictionEntry[] | undefined,
  moduleKeys?: ModuleKeys,
): AccessDecider | undefined {
  const [decider, setDecider] = useState<{ key: string; value: AccessDecider }>();
  const key = role === undefined ? '' : JSON.stringify([role, restriction ?? [], moduleKeys ?? {}]);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const [wantedRole, list, keys] = JSON.parse(key) as [string, RestrictionEntry[], ModuleKeys];
    void createAccessDecider(wantedRole, list, keys).then((value) => {
      if (live) setDecider({ key, value });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return decider?.key === key ? decider.value : undefined;
}
