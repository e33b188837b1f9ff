import { Fragment } from 'react';
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
  // Each label isolated: one cannot reorder the next (record text, src/engine/fields/types/_text).
  return (
    <>
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          <bdi>{label}</bdi>
        </Fragment>
      ))}
    </>
  );
}
