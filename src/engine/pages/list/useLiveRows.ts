import { useEffect, useMemo, useState } from 'react';
import {
  useDataProvider,
  useSubscription,
  type BaseRecord,
  type CrudFilter,
  type LiveEvent,
} from '@refinedev/core';
import type { ResourceDeclaration } from '../../../../resources/types';
import { LIVE_RESET_EVENT } from '../../../model/contract';
import { useLatest } from '../../../ui/useLatest';
import { emptyOverlay, idOf, rebase, type Overlay } from './liveOverlay';
import { isPaused, liveStatus } from '../../../state/liveStatus';

export interface LiveRows {
  /** The page's rows with what changed since they were read drawn in place. */
  rows: readonly BaseRecord[];
  /** Rows changed since the page was read (highlighted), and rows gone from the list (dimmed). */
  changed: ReadonlySet<string>;
  gone: ReadonlySet<string>;
  /** New rows that match the list's filters, not shown until the reader asks. */
  newCount: number;
  /** A row's class: tinted when changed, dimmed when gone (styles.css, live list). */
  rowClassName: (record: BaseRecord) => string;
  /** Reads the list again with the new rows in it. */
  showNew: () => void;
}

/**
 * A live list (`live: true`): the resource's channel of the live feed, read without moving what
 * the reader looks at. A changed row on the page is read again and redrawn where it is (dimmed
 * when it has left the list: approved while the queue shows pending ones); a new row that matches
 * the filters is only counted, for a "N new — show" bar, until it is shown or leaves the filters;
 * a reset (messages missed) reads the page again. Whatever the list reads afresh (a page, a
 * filter, "show") starts from its own rows, with new rows still counted until the reader sees
 * them (liveOverlay.ts).
 */
export function useLiveRows(
  declaration: ResourceDeclaration,
  records: readonly BaseRecord[] | undefined,
  filters: readonly CrudFilter[],
  reading: {
    refetch: () => void;
    /** Set when the list is past its first page, where new rows arrive. */
    toFirstPage?: () => void;
  },
): LiveRows {
  const { refetch } = reading;
  const dataProvider = useDataProvider()();
  const shown = useMemo(() => records ?? [], [records]);
  const filtersKey = JSON.stringify(filters);
  // What the feed said since the page was read, kept for the rows it was made over.
  const [overlay, setOverlay] = useState<Overlay>(() => emptyOverlay(shown, filtersKey));
  const current = rebase(overlay, shown, filtersKey);
  const latest = useLatest({ shown, filters, filtersKey, refetch, newIds: current.newIds });
  const change = (update: (before: Overlay) => Partial<Overlay>) =>
    setOverlay((before) => {
      const base = rebase(before, latest.current.shown, latest.current.filtersKey);
      return { ...base, ...update(base) };
    });

  /** The rows of `ids` that the list's filters still select. */
  async function matching(ids: string[]): Promise<BaseRecord[]> {
    const { data } = await dataProvider.getList({
      resource: declaration.name,
      filters: [
        ...latest.current.filters,
        { field: '_id', operator: 'in', value: ids },
      ] as CrudFilter[],
      pagination: { currentPage: 1, pageSize: ids.length, mode: 'server' },
    });
    return data;
  }

  async function redraw(ids: string[], deleted: boolean): Promise<void> {
    const onPage = new Set(latest.current.shown.map(idOf));
    const mine = ids.filter((id) => onPage.has(id));
    if (!mine.length) return;
    const still = deleted ? [] : await matching(mine);
    const stillIds = new Set(still.map(idOf));
    const left = mine.filter((id) => !stillIds.has(id));
    // A row that left the list is drawn as it is now, dimmed, until the list is read again.
    const moved =
      left.length && !deleted
        ? (await dataProvider.getMany!({ resource: declaration.name, ids: left })).data
        : [];
    const byId = new Map([...still, ...moved].map((record) => [idOf(record), record]));
    change((before) => {
      const gone = new Set(before.gone);
      for (const id of mine) {
        if (stillIds.has(id)) gone.delete(id);
        else gone.add(id);
      }
      return { fresh: new Map([...before.fresh, ...byId]), gone };
    });
  }

  async function count(ids: string[]): Promise<void> {
    const known = new Set([...latest.current.shown.map(idOf), ...latest.current.newIds]);
    const unseen = ids.filter((id) => !known.has(id));
    if (!unseen.length) return;
    // Only those the list's filters would show: a deposit on another coin is not "new" here.
    const data = await matching(unseen);
    if (data.length)
      change((before) => ({ newIds: new Set([...before.newIds, ...data.map(idOf)]) }));
  }

  /** New rows counted and not yet shown that have left the filters since (or been deleted). */
  async function recount(ids: string[], deleted: boolean): Promise<void> {
    const counted = ids.filter((id) => latest.current.newIds.has(id));
    if (!counted.length) return;
    const still = new Set((deleted ? [] : await matching(counted)).map(idOf));
    const left = new Set(counted.filter((id) => !still.has(id)));
    if (left.size)
      change((before) => ({ newIds: new Set([...before.newIds].filter((id) => !left.has(id))) }));
  }

  const onLiveEvent = (event: LiveEvent) => {
    const ids = (event.payload.ids ?? []).map(String);
    const done =
      event.type === LIVE_RESET_EVENT
        ? Promise.resolve(latest.current.refetch())
        : event.type === 'created'
          ? count(ids)
          : Promise.all([
              redraw(ids, event.type === 'deleted'),
              recount(ids, event.type === 'deleted'),
            ]);
    // A row that cannot be read now is read with the page next time; nothing to tell.
    void Promise.resolve(done).catch(() => undefined);
  };
  useSubscription({
    channel: `resources/${declaration.name}`,
    types: ['*'],
    enabled: Boolean(declaration.live),
    onLiveEvent,
  });

  // Back from an outage: what changed meanwhile may not be replayed in full, so the list reads
  // itself again (its notice says it was paused until now).
  const live = Boolean(declaration.live);
  useEffect(() => {
    if (!live) return;
    let paused = isPaused(liveStatus.get().state);
    const stop = liveStatus.subscribe(() => {
      const now = isPaused(liveStatus.get().state);
      if (paused && liveStatus.get().state === 'live') latest.current.refetch();
      paused = now;
    });
    return () => void stop();
  }, [live, latest]);

  const { fresh, gone, newIds } = current;
  const rows = useMemo(
    () => (fresh.size ? shown.map((record) => fresh.get(idOf(record)) ?? record) : shown),
    [shown, fresh],
  );
  const changed = useMemo(() => new Set(fresh.keys()), [fresh]);
  const rowClassName = (record: BaseRecord) =>
    gone.has(idOf(record)) ? 'live-row-gone' : changed.has(idOf(record)) ? 'live-row-changed' : '';
  // "Show": the first page, where new rows are, read again; they are no longer news.
  const readFirstPage = reading.toFirstPage ?? refetch;
  const showNew = () => {
    change(() => ({ newIds: new Set() }));
    readFirstPage();
  };
  return { rows, changed, gone, newCount: newIds.size, rowClassName, showNew };
}
