/** Events with their markets, resolution records and history rows, consistent with the state machines. */
import type { JsonObject, Series, SeriesStatus } from '../../../domain';
import type { Event, EventHistory, EventStatus } from '../../domain';
import {
  DAY,
  EDITOR_IDS,
  HOUR,
  MINUTE,
  REFERENCE_TIME,
  iso,
  slugify,
  uniqueSlug,
  type Rng,
} from '../../../../src/demo/seed/rng';
import { makeEventSpec } from '../../../../src/demo/seed/words';

import {
  timeline,
  ticker,
  type Actors,
  type EventData,
  type EventRefs,
  type Timeline,
} from './eventLife';
import { addMarkets, CLOSED_EVENTS } from './eventMarkets';

export {
  EARLIEST,
  payoutsOf,
  ticker,
  type EventData,
  type EventRefs,
  type MarketMeta,
} from './eventLife';

const EVENT_COUNT = 300;

/** Series statuses compatible with an event's status. */
const SERIES_FOR_EVENT: Record<EventStatus, readonly SeriesStatus[]> = {
  draft: ['draft', 'active'],
  active: ['active'],
  closed: ['active', 'closed'],
  resolved: ['active', 'closed', 'archived'],
  archived: ['active', 'closed', 'archived'],
  cancelled: ['active', 'closed', 'archived'],
};
export function buildEvents(rng: Rng, refs: EventRefs): EventData {
  const out: EventData = { events: [], resolutions: [], eventHistory: [], markets: [] };
  const activeCategories = refs.categories.filter((c) => c.isActive);
  const eventSlugs = new Set<string>();
  const eventTitles = new Set<string>();
  const marketSlugs = new Set<string>();

  for (let index = 0; index < EVENT_COUNT; index++) {
    const status = rng.weighted<EventStatus>({
      draft: 8,
      active: 45,
      closed: 12,
      resolved: 25,
      archived: 5,
      cancelled: 5,
    });
    const time = timeline(rng, status);

    // Series (if one fits the status) decides the category.
    let series: Series | undefined;
    if (rng.chance(0.4)) {
      const candidate = rng.pick(refs.series);
      if (SERIES_FOR_EVENT[status].includes(candidate.status)) series = candidate;
    }
    const category =
      refs.categories.find((c) => c._id === series?.categoryId) ?? rng.pick(activeCategories);
    const topic = refs.topicOf.get(category._id) ?? 'world';

    // Shape: one binary market, a ladder of independent markets, or a winner-take-all (negRisk) set.
    const kind = rng.weighted({ binary: 50, ladder: 20, contest: 30 });
    const count = kind === 'binary' ? 1 : kind === 'ladder' ? rng.int(2, 5) : rng.int(3, 5);
    // Titles repeat rarely (same template and parameters); draw again a few times.
    let spec = makeEventSpec(topic, kind, rng, time.end, count);
    for (let retry = 0; retry < 8 && eventTitles.has(spec.title); retry++) {
      spec = makeEventSpec(topic, kind, rng, time.end, count);
    }
    eventTitles.add(spec.title);
    const slug = uniqueSlug(slugify(spec.title), eventSlugs);
    const author = rng.pick(EDITOR_IDS);
    const actors: Actors = {
      author,
      editor: rng.chance(0.7) ? author : rng.pick(EDITOR_IDS),
      resolver: rng.chance(0.3) ? 'oracle' : rng.pick(EDITOR_IDS),
    };

    const tagPool = [...refs.tagsByTopic(topic), ...rng.sample(refs.generalTags, 2)];
    const tagIds = new Set(rng.sample(tagPool, rng.int(1, 3)).map((t) => t._id));
    for (const id of series?.tagIds ?? []) tagIds.add(id);

    const event: Event = {
      _id: rng.id(time.created),
      title: spec.title,
      slug,
      ticker: `${ticker(spec.title) || 'EVT'}-${String(index + 1).padStart(4, '0')}`,
      description: spec.description,
      resolutionSource: spec.resolutionSource,
      categoryId: category._id,
      tagIds: [...tagIds],
      image: `/demo-images/${slug.slice(0, 40)}.svg`,
      startDate: iso(time.start),
      endDate: iso(time.end),
      featured: status === 'active' && rng.chance(0.12),
      negRisk: spec.negRisk,
      markets: [],
      volume: '0.00',
      liquidity: '0.00',
      status,
      createdAt: iso(time.created),
      updatedAt: iso(time.created),
      createdBy: actors.author,
      updatedBy: actors.editor,
    };
    if (series) event.seriesId = series._id;
    if (CLOSED_EVENTS.has(status)) event.closedAt = iso(time.end);

    addMarkets(rng, out, event, spec, kind === 'ladder', time, actors, series, marketSlugs);
    out.events.push(event);
    addHistory(rng, out.eventHistory, event, time, actors);
  }
  return out;
}

/** Writes the event's history rows in time order and sets its updatedAt to the last change. */
function addHistory(
  rng: Rng,
  rows: EventHistory[],
  event: Event,
  time: Timeline,
  actors: Actors,
): void {
  const { status } = event;
  const { author, editor, resolver } = actors;
  let lastChange = time.created;
  const add = (
    at: number,
    action: EventHistory['action'],
    actorId: string,
    before: JsonObject | null,
    after: JsonObject | null,
    marketId?: string,
  ): void => {
    const when = iso(at);
    const row: EventHistory = {
      _id: rng.id(at),
      eventId: event._id,
      action,
      actorId,
      before,
      after,
      at: when,
      createdAt: when,
      updatedAt: when,
    };
    if (marketId) row.marketId = marketId;
    rows.push(row);
    lastChange = Math.max(lastChange, at);
  };

  add(time.created, 'created', author, null, {
    title: event.title,
    status: 'draft',
    markets: event.markets.length,
  });
  if (rng.chance(0.5)) {
    const at = Math.min(time.created + rng.float(0.05, 1) * HOUR, time.start - MINUTE);
    add(
      Math.max(time.created + 1000, at),
      'updated',
      editor,
      { endDate: iso(time.end - 7 * DAY) },
      {
        endDate: event.endDate,
      },
    );
  }
  if (status !== 'draft' && !time.cancelledFromDraft) {
    add(time.start, 'activated', author, { status: 'draft' }, { status: 'active' });
    for (const m of event.markets) {
      if (m.status !== 'paused') continue;
      const at = time.start + rng.float(0.2, 0.9) * (REFERENCE_TIME - time.start);
      add(at, 'paused', editor, { status: 'active' }, { status: 'paused' }, m._id);
    }
  }
  if (status === 'closed' || status === 'resolved' || status === 'archived') {
    add(time.end, 'closed', 'system', { status: 'active' }, { status: 'closed' });
    for (const m of event.markets) {
      if (m.status === 'resolved' && m.resolvedAt) {
        const after = { status: 'resolved', winningOutcome: m.winningOutcome ?? null };
        add(Date.parse(m.resolvedAt), 'resolved', resolver, { status: 'closed' }, after, m._id);
      } else if (m.status === 'cancelled') {
        const actor = resolver === 'oracle' ? author : resolver;
        const before = { status: 'closed' };
        add(time.resolvedAt - 1000, 'cancelled', actor, before, { status: 'cancelled' }, m._id);
      }
    }
    if (status !== 'closed') {
      add(time.resolvedAt, 'resolved', resolver, { status: 'closed' }, { status: 'resolved' });
    }
    if (status === 'archived') {
      add(time.finalAt, 'updated', editor, { status: 'resolved' }, { status: 'archived' });
    }
  }
  if (status === 'cancelled') {
    const before = { status: time.cancelledFromDraft ? 'draft' : 'active' };
    add(time.finalAt, 'cancelled', editor, before, { status: 'cancelled' });
  }
  event.updatedAt = iso(lastChange);
}
