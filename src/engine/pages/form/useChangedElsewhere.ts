import { useState } from 'react';
import { useLatest } from '../../../ui/useLatest';
import { useSubscription, type BaseRecord, type LiveEvent } from '@refinedev/core';
import { LIVE_RESET_EVENT } from '../../../model/contract';

/**
 * Whether the record being edited was saved by someone else since it was loaded (the live feed
 * names its new version). The form then warns before Save; the save itself still sends the version
 * it was loaded at, so a warning missed (feed unreachable) still ends in a 409, never an overwrite.
 * `saved` is the version this form's own save produced: its own echo is not "someone else".
 */
export function useChangedElsewhere(
  resource: string,
  record: BaseRecord | undefined,
  saved: number | undefined,
): boolean {
  const [changedAt, setChangedAt] = useState<number>();
  const id = record?._id === undefined ? undefined : String(record._id);
  const loaded = typeof record?.version === 'number' ? record.version : undefined;
  const known = Math.max(loaded ?? 0, saved ?? 0);
  const latest = useLatest({ id, known });
  const onLiveEvent = (event: LiveEvent) => {
    const { id, known } = latest.current;
    if (!id || !known) return;
    if (event.type === LIVE_RESET_EVENT) return;
    const versions = (event.payload.versions ?? {}) as Record<string, unknown>;
    const version = Number(versions[id]);
    if (event.type === 'deleted' || (Number.isInteger(version) && version > known))
      setChangedAt(event.type === 'deleted' ? Infinity : version);
  };
  useSubscription({
    channel: `resources/${resource}`,
    params: id ? { ids: [id] } : undefined,
    enabled: id !== undefined,
    onLiveEvent,
  });
  // Reading the record again (Reload) catches up with the change.
  return changedAt !== undefined && changedAt > known;
}
