import type { AccessDecider } from '../../access/enforcer';
import type { ReferenceTarget } from '../../resources/types';
import { getDeclaration } from '../model/registry';

/**
 * Whether the admin may read the resource a reference points at: its select lists that
 * resource, which the server refuses (403) without view on its module, so a filter or a pick
 * over it is left out rather than shown empty.
 */
export function canReadReference(
  reference: ReferenceTarget | undefined,
  decider: AccessDecider | null | undefined,
): boolean {
  if (!reference) return true;
  const target = getDeclaration(reference.resource);
  return !target || Boolean(decider?.can(target.module, 'view'));
}
