import type { BaseRecord } from '@refinedev/core';
import type { ActionDeclaration, ResourceDeclaration } from '../../../resources/types';
import type { AccessDecider } from '../../../access/enforcer';
import { isSuperadmin } from '../../../access/names';
import { actionAllowed, refusal, rowRefusal } from '../../model/actions';
import { t } from '../../i18n/translator';

/** The row's actions: those the state machine allows for this record, API-only ones left out. */
export function allowedActions(
  declaration: ResourceDeclaration,
  record: BaseRecord,
): ActionDeclaration[] {
  return (declaration.actions ?? []).filter(
    (action) => !action.hidden && actionAllowed(action, record),
  );
}

/**
 * Why `action`'s button is not shown to this admin on this record, in the admin's language, or
 * undefined when it is. The buttons (RecordActions) and a list's keys (its `key`) both ask this,
 * so that a key takes an action exactly when its button would, and otherwise says why not.
 */
export function actionRefusal(
  declaration: ResourceDeclaration,
  action: ActionDeclaration,
  record: BaseRecord,
  access: AccessDecider | null,
  adminId: string,
  row: boolean,
): string | undefined {
  const label = t(action.label);
  if (action.hidden || (row && action.recordPageOnly))
    return t('{{action}} is taken on the record’s own page', { action: label });
  if (!access) return t('Your rights are still being read');
  const module = t(action.module ?? declaration.module);
  const need = action.need ?? 'edit';
  if (!access.can(action.module ?? declaration.module, need))
    return need === 'view'
      ? t('{{action}}: you may not view {{module}}', { action: label, module })
      : t('{{action}}: you may not edit {{module}}', { action: label, module });
  if (action.superadminOnly && !isSuperadmin(access.role))
    return t('{{action}}: only a superadmin may do it', { action: label });
  const notYours = need === 'view' ? undefined : rowRefusal(declaration, access, record);
  if (notYours) return t(notYours);
  if (!actionAllowed(action, record)) return t(refusal(action, record, declaration.title.singular));
  const refused = action.refusedFor?.(adminId, record);
  return refused ? t(refused) : undefined;
}
