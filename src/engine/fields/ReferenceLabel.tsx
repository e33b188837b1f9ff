import { useMany } from '@refinedev/core';
import type { FieldDeclaration } from '../../../resources/types';

/** A reference shown by its target's label (one batched request per column via useMany). */
export function ReferenceLabel({ field, ids }: { field: FieldDeclaration; ids: string[] }) {
  const reference = field.reference!;
  const { result } = useMany({
    resource: reference.resource,
    ids,
    queryOptions: { enabled: ids.length > 0 },
    errorNotification: false,
  });
  if (ids.length === 0) return <>—</>;
  const labels = ids.map((id) => {
    const record = result?.data?.find((item) => item._id === id);
    return record ? String(record[reference.labelKey] ?? id) : '…';
  });
  return <>{labels.join(', ')}</>;
}
