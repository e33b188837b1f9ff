import { Suspense, useMemo, useState } from 'react';
import { useInvalidate, type BaseRecord, type CrudFilter } from '@refinedev/core';
import type { ActionDeclaration, ResourceDeclaration } from '../../../../resources/types';
import type { AccessDecider } from '../../../../access/enforcer';
import { bulkActions } from '../../../model/bulk';
import { toQuery } from '../../../api/resources';
import { preloadable } from '../../../ui/preloadable';
import type { BatchRows } from '../../actions/BulkDialog';
import { BulkBar } from './BulkBar';
import { useSelection, type Selection } from './useSelection';

/** The batch dialog's code comes with the first batch started. */
const BulkDialog = preloadable(() => import('../../actions/BulkDialog'));

/**
 * A list's batch actions (declared `bulk`, that the admin may take): the selection, the bar over
 * the rows and the dialog of a batch started. Nothing when the list has none, or is embedded in a
 * record's page.
 */
export function useBatch({
  declaration,
  decider,
  embedded,
  filters,
  total,
  shown,
}: {
  declaration: ResourceDeclaration;
  decider: AccessDecider | null;
  embedded: boolean;
  filters: readonly CrudFilter[];
  total: number;
  shown: readonly BaseRecord[];
}): { selection?: Selection; bar: React.ReactNode; dialog: React.ReactNode } {
  const invalidate = useInvalidate();
  const actions = useMemo(
    () =>
      embedded
        ? []
        : bulkActions(declaration).filter(
            (action) =>
              !action.superadminOnly &&
              (decider?.can(action.module ?? declaration.module, action.need ?? 'edit') ?? false),
          ),
    [declaration, decider, embedded],
  );
  const query = useMemo(() => toQuery(filters), [filters]);
  const selection = useSelection(actions, JSON.stringify(query));
  const [started, setStarted] = useState<{ action: ActionDeclaration; rows: BatchRows }>();
  if (!actions.length) return { bar: null, dialog: null };

  const start = (action: ActionDeclaration) => {
    const { allMatching, picked } = selection.read();
    setStarted({
      action,
      rows: allMatching
        ? { filter: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }
        : { ids: [...picked.keys()] },
    });
  };
  const bar = (
    <BulkBar
      declaration={declaration}
      actions={actions}
      selection={selection}
      total={total}
      shown={shown}
      onStart={start}
    />
  );
  const dialog = started && (
    <Suspense fallback={null}>
      <BulkDialog.Component
        declaration={declaration}
        action={started.action}
        rows={started.rows}
        onClose={(changed) => {
          setStarted(undefined);
          if (!changed) return;
          selection.clear();
          // Every query on the page: a batch reaches other records (balances unlocked).
          void invalidate({ resource: declaration.name, invalidates: ['all'] });
        }}
      />
    </Suspense>
  );
  return { selection, bar, dialog };
}
