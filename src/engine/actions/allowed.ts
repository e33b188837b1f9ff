import type { BaseRecord } from '@refinedev/core';
import type { ActionDeclaration, ResourceDeclaration } from '../../../resources/types';
import { actionAllowed } from '../../model/actions';

/** The row's actions: those the state machine allows for this record, API-only ones left out. */
export function allowedActions(
  declaration: ResourceDeclaration,
  record: BaseRecord,
): ActionDeclaration[] {
  return (declaration.actions ?? []).filter(
    (action) => !action.hidden && actionAllowed(action, record),
  );
}
