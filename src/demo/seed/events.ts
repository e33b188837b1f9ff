/** Events with their markets, resolution records and history rows, consistent with the state machines. */
import type {
  Category,
  Event,
  EventHistory,
  EventStatus,
  JsonObject,
  Market,
  MarketStatus,
  Payouts,
  ResolutionOutcome,
  ResolutionRecord,
  Series,
  SeriesStatus,
  Tag,
  TickSize,
} from '../../../resources/domain';
import {
  DAY,
  EDITOR_IDS,
  HOUR,
  MINUTE,
  REFERENCE_TIME,
  fmt,
  iso,
  slugify,
  uniqueSlug,
  type Rng,
} from './rng';
import { makeEventSpec, type EventSpec, type TopicKey } from './words';

export const EARLIEST = REFERENCE_TIME - 120 * DAY;
const EVENT_COUNT = 300;

/** What the trading generator needs to know about a market beyond the record itself. */
export interface MarketMeta {
  market: Market;
  event: Event;
  /** 1 / tickSize. */
  invTick: number;
  /** Last traded Yes price in ticks (before resolution). */
  yesTicks: number;
  /** Window in which orders may have been placed. */
  openFrom: number;
  openTo: number;
}

/** The catalogue records events refer to. */
export interface EventRefs {
  categories: readonly Category[];
  series: readonly Series[];
  topicOf: ReadonlyMap<string, TopicKey>;
  tagsByTopic: (topic: TopicKey) => Tag[];
  generalTags: readonly Tag[];
}

export interface EventData {
  events: Event[];
  resolutions: ResolutionRecord[];
  eventHistory: EventHistory[];
  markets: MarketMeta[];
}

/** Series statuses compatible with an event's status. */
const SERIES_FOR_EVENT: Record<EventStatus, readonly SeriesStatus[]> = {
  draft: ['draft', 'active'],
  active: ['active'],
  closed: ['active', 'closed'],
  resolved: ['active', 'closed', 'archived'],
  archived: ['active', 'closed', 'archived'],
  cancelled: ['active', 'closed', 'archived'],
};

/** Instants of an event's life in ms: created <= start <= end; everything past is before REFERENCE_TIME. */
interface Timeline {
  created: number;
  start: number;
  end: number;
  /** Resolved/archived events: when the markets were resolved. */
  resolvedAt: number;
  /** When the event reached its current status (closed, resolved, archived, cancelled). */
  finalAt: number;
  /** A cancelled event that never went live. */
  cancelledFromDraft: boolean;
}

/** Who did what to one event. */
interface Actors {
  author: string;
  editor: string;
  /** An admin id or 'oracle'. */
  resolver: string;
}

function timeline(rng: Rng, status: EventStatus): Timeline {
  const cancelledFromDraft = status === 'cancelled' && rng.chance(0.3);
  if (status === 'draft') {
    const created = REFERENCE_TIME - rng.float(0.2, 14) * DAY;
    const start = REFERENCE_TIME + rng.float(1, 10) * DAY;
    const end = start + rng.float(5, 21) * DAY;
    return { created, start, end, resolvedAt: 0, finalAt: 0, cancelledFromDraft };
  }
  if (status === 'active') {
    const created = REFERENCE_TIME - rng.float(2, 118) * DAY;
    const start = created + rng.float(1, 36) * HOUR;
    const end = REFERENCE_TIME + rng.float(0.5, 30) * DAY;
    return { created, start, end, resolvedAt: 0, finalAt: 0, cancelledFromDraft };
  }
  if (status === 'cancelled') {
    const created = REFERENCE_TIME - rng.float(5, 118) * DAY;
    const start = created + rng.float(1, 36) * HOUR;
    const end = start + rng.float(5, 40) * DAY;
    // Cancelled while still a draft (before start), or after trading began.
    const finalAt = cancelledFromDraft
      ? created + rng.float(0.1, 0.9) * (start - created)
      : Math.min(REFERENCE_TIME - HOUR, start + rng.float(0.5, 4) * DAY);
    return { created, start, end, resolvedAt: 0, finalAt, cancelledFromDraft };
  }
  // closed, resolved, archived: ended in the past.
  const daysAgo =
    status === 'archived'
      ? rng.float(30, 105)
      : status === 'resolved'
        ? rng.float(2.5, 100)
        : rng.float(0.1, 9);
  const end = REFERENCE_TIME - daysAgo * DAY;
  const created = Math.max(EARLIEST, end - rng.float(7, 50) * DAY);
  const start = created + rng.float(1, 24) * HOUR;
  if (status === 'closed') {
    return { created, start, end, resolvedAt: 0, finalAt: end, cancelledFromDraft };
  }
  const resolvedAt = end + rng.float(1, 46) * HOUR;
  const finalAt = status === 'archived' ? resolvedAt + rng.float(3, 20) * DAY : resolvedAt;
  return { created, start, end, resolvedAt, finalAt, cancelledFromDraft };
}

function pickTick(rng: Rng): TickSize {
  const key = rng.weighted({ c: 75, m: 15, d: 5, t: 5 });
  return key === 'c' ? 0.01 : key === 'm' ? 0.001 : key === 'd' ? 0.1 : 0.0001;
}

export function payoutsOf(outcome: ResolutionOutcome): Payouts {
  return outcome === 'Yes' ? [1, 0] : outcome === 'No' ? [0, 1] : [0.5, 0.5];
}

/** Initials of the longer words, e.g. 'Bitcoin Daily Close' -> 'BDC'. */
export function ticker(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(' ')
    .filter((w) => w.length > 2)
    .map((w) => w[0].toUpperCase())
    .join('')
    .slice(0, 5);
}

/** Pre-resolution Yes probabilities: normalised for negRisk, decreasing along a ladder. */
function probabilities(rng: Rng, spec: EventSpec, ladder: boolean): number[] {
  const n = spec.questions.length;
  const weights = spec.questions.map(() => rng.float(0.2, 1) ** 2);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w, i) => {
    if (spec.negRisk) return w / total;
    if (ladder)
      return Math.max(0.03, 0.92 - (0.85 * i) / Math.max(1, n - 1) + rng.float(-0.05, 0.05));
    return rng.float(0.05, 0.95);
  });
}

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

    addMarkets(rng, out, event, spec, kind === 'ladder', time, actors, series, marketSlugs);
    out.events.push(event);
    addHistory(rng, out.eventHistory, event, time, actors);
  }
  return out;
}

/** Creates the event's markets (and resolution records); their figures come later (seed.ts). */
function addMarkets(
  rng: Rng,
  out: EventData,
  event: Event,
  spec: EventSpec,
  ladder: boolean,
  time: Timeline,
  actors: Actors,
  series: Series | undefined,
  slugs: Set<string>,
): void {
  const status = event.status;
  const n = spec.questions.length;
  const prices = probabilities(rng, spec, ladder);
  // Closed events may already have some (not all) markets resolved; resolved events may have one
  // cancelled market (never for negRisk, where exactly one market resolves Yes).
  const resolvedCount =
    status === 'closed' && !spec.negRisk && n > 1 && rng.chance(0.3) ? rng.int(1, n - 1) : 0;
  const winner = rng.int(0, n - 1);
  const resolvedEvent = status === 'resolved' || status === 'archived';
  const cancelledMarket =
    resolvedEvent && !spec.negRisk && n > 1 && rng.chance(0.15) ? rng.int(0, n - 1) : -1;

  spec.questions.forEach((question, i) => {
    const tickSize = pickTick(rng);
    const invTick = Math.round(1 / tickSize);
    const yesTicks = Math.min(invTick - 1, Math.max(1, Math.round(prices[i] * invTick)));

    let marketStatus: MarketStatus;
    if (status === 'draft') marketStatus = 'draft';
    else if (status === 'active') marketStatus = rng.chance(0.1) ? 'paused' : 'active';
    else if (status === 'cancelled') marketStatus = 'cancelled';
    else if (status === 'closed') marketStatus = i < resolvedCount ? 'resolved' : 'closed';
    else marketStatus = i === cancelledMarket ? 'cancelled' : 'resolved';

    const traded = marketStatus !== 'draft' && !time.cancelledFromDraft;
    const bookOpen = marketStatus === 'active' || marketStatus === 'paused';
    // Draws the seed once spent on stored volume and liquidity, kept so that every later record
    // stays the same: both are now those of the market's trades and orders (seed.ts).
    if (traded) rng.float(0, 1);
    if (bookOpen) rng.float(0, 1);

    let winning: ResolutionOutcome | undefined;
    let resolvedAt = 0;
    if (marketStatus === 'resolved') {
      winning = spec.negRisk
        ? i === winner
          ? 'Yes'
          : 'No'
        : rng.weighted<ResolutionOutcome>({ Yes: 45, No: 50, Invalid: 5 });
      resolvedAt =
        status === 'closed'
          ? Math.min(REFERENCE_TIME - MINUTE, time.end + rng.float(0.5, 6) * HOUR)
          : time.resolvedAt;
    }

    // Fee-free markets (promotions) are common; series markets use the series fee.
    const takerFeeBps = series
      ? series.feeBps
      : rng.chance(0.35)
        ? 0
        : rng.pick([50, 100, 150, 200]);
    const created = time.created + i * 1000;
    const market: Market = {
      _id: rng.id(created),
      eventId: event._id,
      question,
      slug: uniqueSlug(slugify(question), slugs),
      outcomes: ['Yes', 'No'],
      outcomePrices: winning
        ? payoutsOf(winning)
        : marketStatus === 'draft'
          ? [0.5, 0.5]
          : [yesTicks / invTick, (invTick - yesTicks) / invTick],
      tickSize,
      minOrderSize: fmt(rng.pick([1, 5, 10, 25]) * 100, 2),
      makerFeeBps: takerFeeBps > 0 && rng.chance(0.3) ? rng.pick([10, 20, 25]) : 0,
      takerFeeBps,
      startDate: event.startDate,
      endDate: event.endDate,
      acceptingOrders: marketStatus === 'active',
      volume: '0.00',
      volume24h: '0.00',
      liquidity: '0.00',
      bestBid: bookOpen ? Math.max(1, yesTicks - 1) / invTick : null,
      bestAsk: bookOpen ? Math.min(invTick - 1, yesTicks + 1) / invTick : null,
      lastPrice: traded ? yesTicks / invTick : null,
      status: marketStatus,
      createdAt: iso(created),
      updatedAt: iso(resolvedAt || time.finalAt || Math.max(created, time.start)),
      createdBy: actors.author,
      updatedBy: actors.editor,
    };
    if (bookOpen) rng.float(0, 1); // the draw once spent on a stored 24 h volume, kept likewise
    if (Date.parse(market.updatedAt) > REFERENCE_TIME) market.updatedAt = market.createdAt;
    if (winning) {
      market.winningOutcome = winning;
      market.resolvedAt = iso(resolvedAt);
      market.resolvedBy = actors.resolver;
      out.resolutions.push({
        _id: rng.id(resolvedAt),
        marketId: market._id,
        eventId: event._id,
        outcome: winning,
        payouts: payoutsOf(winning),
        source: actors.resolver === 'oracle' ? 'oracle' : 'admin',
        reason:
          winning === 'Invalid'
            ? 'The resolution source did not publish a result; resolved 50-50.'
            : `Resolved ${winning} per ${spec.resolutionSource}.`,
        evidenceUrl: `${spec.resolutionSource}/${event.slug.slice(0, 40)}`,
        resolvedBy: actors.resolver,
        resolvedAt: market.resolvedAt,
        createdAt: market.resolvedAt,
        updatedAt: market.resolvedAt,
      });
    }
    event.markets.push(market);

    const openTo = bookOpen
      ? REFERENCE_TIME
      : marketStatus === 'cancelled'
        ? time.finalAt
        : Math.min(time.end, REFERENCE_TIME);
    if (traded && openTo > time.start) {
      out.markets.push({ market, event, invTick, yesTicks, openFrom: time.start, openTo });
    }
  });
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
