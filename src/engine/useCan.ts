import type { AccessAction } from '../../access/names';
import { useAccessDecider } from '../session/access';

/** Synchronous permission check from the admin's one decider (false while it loads). */
export function useCan(module: string, action: AccessAction): boolean {
  const decider = useAccessDecider();
  return decider ? decider.can(module, action) : false;
}
