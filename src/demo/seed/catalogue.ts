/** Catalogue part of the demo seed: categories, tags, series, events with markets, resolutions, history. */
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
  SeriesRecurrence,
  SeriesStatus,
  Tag,
  TickSize,
} from '../../api/domain';
import { DAY, EDITOR_IDS, HOUR, MINUTE, REFERENCE_TIME, fmt, iso, slugify, uniqueSlug, type Rng } from './rng';
import { makeEventSpec, type TopicKey } from './words';

const EARLIEST = REFERENCE_TIME - 120 * DAY;

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

export interface Catalogue {
  categories: Category[];
  tags: Tag[];
  series: Series[];
  events: Event[];
  resolutions: ResolutionRecord[];
  eventHistory: EventHistory[];
  markets: MarketMeta[];
}

const CATEGORY_DEFS: ReadonlyArray<{ name: string; topic: TopicKey; parent?: string; active?: boolean }> = [
  { name: 'Politics', topic: 'politics' },
  { name: 'Sports', topic: 'sports' },
  { name: 'Crypto', topic: 'crypto' },
  { name: 'Economics', topic: 'economics' },
  { name: 'Tech & Science', topic: 'tech' },
  { name: 'Culture', topic: 'culture' },
  { name: 'World', topic: 'world' },
  { name: 'Elections', topic: 'politics', parent: 'Politics' },
  { name: 'Soccer', topic: 'sports', parent: 'Sports' },
  { name: 'Basketball', topic: 'sports', parent: 'Sports', active: false },
  { name: 'Bitcoin', topic: 'crypto', parent: 'Crypto' },
  { name: 'AI', topic: 'tech', parent: 'Tech & Science' },
];

/** Tag label and the topic it fits (undefined: any topic). */
const TAG_DEFS: ReadonlyArray<[string, TopicKey | undefined]> = [
  ['Trending', undefined], ['New', undefined], ['Breaking', undefined], ['Ending Soon', undefined],
  ['High Volume', undefined], ['Featured', undefined], ['Elections', 'politics'], ['Legislation', 'politics'],
  ['Polls', 'politics'], ['Football', 'sports'], ['Basketball', 'sports'], ['Championships', 'sports'],
  ['Matchday', 'sports'], ['Bitcoin', 'crypto'], ['Ethereum', 'crypto'], ['Solana', 'crypto'], ['ETFs', 'crypto'],
  ['DeFi', 'crypto'], ['Fed', 'economics'], ['Inflation', 'economics'], ['Rates', 'economics'], ['GDP', 'economics'],
  ['AI', 'tech'], ['Big Tech', 'tech'], ['Space', 'tech'], ['Movies', 'culture'], ['Awards', 'culture'],
  ['Music', 'culture'], ['Climate', 'world'], ['Diplomacy', 'world'],
];

const SERIES_DEFS: ReadonlyArray<[string, string, SeriesRecurrence, SeriesStatus]> = [
  ['Bitcoin Daily Close', 'Bitcoin', 'daily', 'active'],
  ['Crypto Weekly', 'Crypto', 'weekly', 'active'],
  ['Rate Decisions', 'Economics', 'monthly', 'active'],
  ['Monthly Inflation Prints', 'Economics', 'monthly', 'active'],
  ['Election Night 2026', 'Elections', 'none', 'active'],
  ['Legislative Tracker', 'Politics', 'weekly', 'active'],
  ['Premier Cup Matchdays', 'Soccer', 'weekly', 'active'],
  ['Pro Basketball Playoffs', 'Sports', 'daily', 'closed'],
  ['AI Leaderboard Monthly', 'AI', 'monthly', 'active'],
  ['Product Launch Watch', 'Tech & Science', 'none', 'active'],
  ['Box Office Weekend', 'Culture', 'weekly', 'active'],
  ['Awards Season 2026', 'Culture', 'none', 'draft'],
  ['Climate Monthly', 'World', 'monthly', 'active'],
  ['Summit Season', 'World', 'none', 'archived'],
  ['Market Cap Races', 'Tech & Science', 'monthly', 'closed'],
];

/** Series statuses compatible with an event's status. */
const SERIES_FOR_EVENT: Record<EventStatus, readonly SeriesStatus[]> = {
  draft: ['draft', 'active'],
  active: ['active'],
  closed: ['active', 'closed'],
  resolved: ['active', 'closed', 'archived'],
  archived: ['active', 'closed', 'archived'],
  cancelled: ['active', 'closed', 'archived'],
};

function pickTick(rng: Rng): TickSize {
  const key = rng.weighted({ c: 75, m: 15, d: 5, t: 5 });
  return key === 'c' ? 0.01 : key === 'm' ? 0.001 : key === 'd' ? 0.1 : 0.0001;
}

function ticker(text: string): string {
  return text
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(' ')
    .filter((w) => w.length > 2)
    .map((w) => w[0].toUpperCase())
    .join('')
    .slice(0, 5);
}

export function buildCatalogue(rng: Rng): Catalogue {
  // ---- categories
  const categories: Category[] = [];
  const categoryByName = new Map<string, Category>();
  const topicOf = new Map<string, TopicKey>();
  CATEGORY_DEFS.forEach((def, i) => {
    const at = EARLIEST - (30 - i) * DAY;
    const category: Category = {
      _id: rng.id(at),
      name: def.name,
      slug: slugify(def.name),
      sortOrder: def.parent ? (i - 6) * 10 : (i + 1) * 10,
      isActive: def.active ?? true,
      createdAt: iso(at),
      updatedAt: iso(def.active === false ? REFERENCE_TIME - 9 * DAY : at),
      createdBy: EDITOR_IDS[0],
      updatedBy: def.active === false ? EDITOR_IDS[1] : EDITOR_IDS[0],
    };
    if (def.parent) category.parentId = categoryByName.get(def.parent)?._id;
    categories.push(category);
    categoryByName.set(def.name, category);
    topicOf.set(category._id, def.topic);
  });
  const eventCategories = categories.filter((c) => c.isActive);

  // ---- tags
  const tags: Tag[] = TAG_DEFS.map(([label], i) => {
    const at = EARLIEST - (20 - i / 2) * DAY;
    return {
      _id: rng.id(at),
      label,
      slug: slugify(label),
      forceShow: i === 0 || i === 5,
      forceHide: i === 27,
      eventCount: 0,
      createdAt: iso(at),
      updatedAt: iso(at),
      createdBy: rng.pick(EDITOR_IDS),
      updatedBy: EDITOR_IDS[0],
    };
  });
  const tagsByTopic = (topic: TopicKey): Tag[] => tags.filter((_, i) => TAG_DEFS[i][1] === topic);
  const generalTags = tags.filter((_, i) => TAG_DEFS[i][1] === undefined);

  // ---- series
  const series: Series[] = SERIES_DEFS.map(([title, categoryName, recurrence, status], i) => {
    const at = EARLIEST - (10 - i / 2) * DAY;
    const category = categoryByName.get(categoryName);
    if (!category) throw new Error(`seed: unknown category ${categoryName}`);
    const topicTags = tagsByTopic(topicOf.get(category._id) ?? 'world');
    return {
      _id: rng.id(at),
      title,
      slug: slugify(title),
      ticker: `${ticker(title)}-S${String(i + 1).padStart(2, '0')}`,
      recurrence,
      categoryId: category._id,
      tagIds: rng.sample(topicTags, 2).map((t) => t._id),
      image: `https://picsum.photos/seed/series-${i + 1}/400/400`,
      description: `${title}: a ${recurrence === 'none' ? 'one-off' : recurrence} series of related events.`,
      feeBps: rng.pick([0, 0, 50, 100, 150, 200]),
      status,
      createdAt: iso(at),
      updatedAt: iso(status === 'active' || status === 'draft' ? at : REFERENCE_TIME - rng.int(5, 40) * DAY),
      createdBy: EDITOR_IDS[0],
      updatedBy: rng.pick(EDITOR_IDS),
    };
  });

  // ---- events
  const events: Event[] = [];
  const resolutions: ResolutionRecord[] = [];
  const eventHistory: EventHistory[] = [];
  const markets: MarketMeta[] = [];
  const eventSlugs = new Set<string>();
  const eventTitles = new Set<string>();
  const marketSlugs = new Set<string>();
  const history = (
    event: Event,
    at: number,
    action: EventHistory['action'],
    actorId: string,
    before: JsonObject | null,
    after: JsonObject | null,
    marketId?: string,
  ): void => {
    const row: EventHistory = {
      _id: rng.id(at),
      eventId: event._id,
      action,
      actorId,
      before,
      after,
      at: iso(at),
      createdAt: iso(at),
      updatedAt: iso(at),
    };
    if (marketId) row.marketId = marketId;
    eventHistory.push(row);
  };

  const EVENT_COUNT = 300;
  for (let index = 0; index < EVENT_COUNT; index++) {
    const status = rng.weighted<EventStatus>({ draft: 8, active: 45, closed: 12, resolved: 25, archived: 5, cancelled: 5 });

    // Timeline: created <= start <= end; resolved/archived also resolvedAt (and archivedAt) < REFERENCE_TIME.
    let end: number;
    let created: number;
    let start: number;
    let resolvedAt = 0;
    let finalAt = 0;
    const cancelledFromDraft = status === 'cancelled' && rng.chance(0.3);
    if (status === 'draft') {
      created = REFERENCE_TIME - rng.float(0.2, 14) * DAY;
      start = REFERENCE_TIME + rng.float(1, 10) * DAY;
      end = start + rng.float(5, 21) * DAY;
    } else if (status === 'active') {
      created = REFERENCE_TIME - rng.float(2, 118) * DAY;
      start = created + rng.float(1, 36) * HOUR;
      end = REFERENCE_TIME + rng.float(0.5, 30) * DAY;
    } else if (status === 'cancelled') {
      created = REFERENCE_TIME - rng.float(5, 118) * DAY;
      start = created + rng.float(1, 36) * HOUR;
      end = start + rng.float(5, 40) * DAY;
      // Cancelled while still a draft (before start), or after trading began.
      finalAt = cancelledFromDraft
        ? created + rng.float(0.1, 0.9) * (start - created)
        : Math.min(REFERENCE_TIME - HOUR, start + rng.float(0.5, 4) * DAY);
    } else {
      const lead = status === 'archived' ? rng.float(30, 105) : status === 'resolved' ? rng.float(2.5, 100) : rng.float(0.1, 9);
      end = REFERENCE_TIME - lead * DAY;
      created = Math.max(EARLIEST, end - rng.float(7, 50) * DAY);
      start = created + rng.float(1, 24) * HOUR;
      if (status === 'resolved' || status === 'archived') {
        resolvedAt = end + rng.float(1, 46) * HOUR;
        finalAt = status === 'archived' ? resolvedAt + rng.float(3, 20) * DAY : resolvedAt;
      } else {
        finalAt = end;
      }
    }

    // Series and category.
    let seriesRef: Series | undefined;
    if (rng.chance(0.4)) {
      const candidate = rng.pick(series);
      if (SERIES_FOR_EVENT[status].includes(candidate.status)) seriesRef = candidate;
    }
    const category = seriesRef
      ? (categories.find((c) => c._id === seriesRef?.categoryId) ?? rng.pick(eventCategories))
      : rng.pick(eventCategories);
    const topic = topicOf.get(category._id) ?? 'world';

    // Shape: a single binary market, a ladder of independent markets, or a winner-take-all (negRisk) set.
    const kind = rng.weighted({ binary: 50, ladder: 20, contest: 30 });
    const marketCount = kind === 'binary' ? 1 : kind === 'ladder' ? rng.int(2, 5) : rng.int(3, 5);
    // Titles repeat rarely (same template and parameters); draw again a few times.
    let spec = makeEventSpec(topic, kind, rng, end, marketCount);
    for (let retry = 0; retry < 8 && eventTitles.has(spec.title); retry++) spec = makeEventSpec(topic, kind, rng, end, marketCount);
    eventTitles.add(spec.title);
    const slug = uniqueSlug(slugify(spec.title), eventSlugs);
    const author = rng.pick(EDITOR_IDS);
    const editor = rng.chance(0.7) ? author : rng.pick(EDITOR_IDS);

    const tagPool = [...tagsByTopic(topic), ...rng.sample(generalTags, 2)];
    const tagIds = new Set(rng.sample(tagPool, rng.int(1, 3)).map((t) => t._id));
    for (const id of seriesRef?.tagIds ?? []) tagIds.add(id);

    const updated = Math.max(created, finalAt || Math.min(REFERENCE_TIME, created + rng.float(0, 3) * DAY));
    const event: Event = {
      _id: rng.id(created),
      title: spec.title,
      slug,
      ticker: `${ticker(spec.title) || 'EVT'}-${String(index + 1).padStart(4, '0')}`,
      description: spec.description,
      resolutionSource: spec.resolutionSource,
      categoryId: category._id,
      tagIds: [...tagIds],
      image: `https://picsum.photos/seed/${slug.slice(0, 40)}/400/400`,
      startDate: iso(start),
      endDate: iso(end),
      featured: status === 'active' && rng.chance(0.12),
      negRisk: spec.negRisk,
      markets: [],
      volume: '0.00',
      liquidity: '0.00',
      status,
      createdAt: iso(created),
      updatedAt: iso(updated),
      createdBy: author,
      updatedBy: editor,
    };
    if (seriesRef) event.seriesId = seriesRef._id;

    // Pre-resolution Yes probabilities: normalised for negRisk (they roughly sum to 1).
    const weights = spec.questions.map(() => rng.float(0.2, 1) ** 2);
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const probabilities = spec.questions.map((_, i) => {
      if (spec.negRisk) return weights[i] / totalWeight;
      if (kind === 'ladder') return Math.max(0.03, 0.92 - (0.85 * i) / Math.max(1, spec.questions.length - 1) + rng.float(-0.05, 0.05));
      return rng.float(0.05, 0.95);
    });

    // Resolution plan for resolved/archived events (and some markets of closed ones).
    const resolvedCount = status === 'closed' && !spec.negRisk && spec.questions.length > 1 && rng.chance(0.3)
      ? rng.int(1, spec.questions.length - 1)
      : 0;
    const winner = rng.int(0, spec.questions.length - 1);
    const cancelledMarket =
      (status === 'resolved' || status === 'archived') && !spec.negRisk && spec.questions.length > 1 && rng.chance(0.15)
        ? rng.int(0, spec.questions.length - 1)
        : -1;
    const oracle = rng.chance(0.3);
    const resolver = oracle ? 'oracle' : rng.pick(EDITOR_IDS);

    let volumeCents = 0;
    let liquidityCents = 0;
    spec.questions.forEach((question, i) => {
      const tickSize = pickTick(rng);
      const invTick = Math.round(1 / tickSize);
      const yesTicks = Math.min(invTick - 1, Math.max(1, Math.round(probabilities[i] * invTick)));

      let marketStatus: MarketStatus;
      if (status === 'draft') marketStatus = 'draft';
      else if (status === 'active') marketStatus = rng.chance(0.1) ? 'paused' : 'active';
      else if (status === 'cancelled') marketStatus = 'cancelled';
      else if (status === 'closed') marketStatus = i < resolvedCount ? 'resolved' : 'closed';
      else marketStatus = i === cancelledMarket ? 'cancelled' : 'resolved';

      const traded = marketStatus !== 'draft' && !cancelledFromDraft;
      const bookOpen = marketStatus === 'active' || marketStatus === 'paused';
      const vol = traded ? Math.round(Math.exp(rng.float(Math.log(50_000), Math.log(250_000_000)))) : 0;
      const liq = bookOpen ? Math.round(vol * rng.float(0.02, 0.2)) : 0;
      volumeCents += vol;
      liquidityCents += liq;

      const marketResolvedAt = marketStatus === 'resolved'
        ? (status === 'closed' ? Math.min(REFERENCE_TIME - MINUTE, end + rng.float(0.5, 6) * HOUR) : resolvedAt)
        : 0;
      let winning: ResolutionOutcome | undefined;
      if (marketStatus === 'resolved') {
        if (spec.negRisk) winning = i === winner ? 'Yes' : 'No';
        else winning = rng.weighted<ResolutionOutcome>({ Yes: 45, No: 50, Invalid: 5 });
      }

      // Fee-free markets (promotions) are common; series markets use the series fee.
      const takerFeeBps = seriesRef ? seriesRef.feeBps : rng.chance(0.35) ? 0 : rng.pick([50, 100, 150, 200]);
      const outcomePrices: number[] = winning
        ? payoutsOf(winning)
        : marketStatus === 'draft'
          ? [0.5, 0.5]
          : [yesTicks / invTick, (invTick - yesTicks) / invTick];
      const marketCreated = created + i * 1000;
      const market: Market = {
        _id: rng.id(marketCreated),
        eventId: event._id,
        question,
        slug: uniqueSlug(slugify(question), marketSlugs),
        outcomes: ['Yes', 'No'],
        outcomePrices,
        tickSize,
        minOrderSize: fmt(rng.pick([1, 5, 10, 25]) * 100, 2),
        makerFeeBps: takerFeeBps > 0 && rng.chance(0.3) ? rng.pick([10, 20, 25]) : 0,
        takerFeeBps,
        startDate: iso(start),
        endDate: iso(end),
        acceptingOrders: marketStatus === 'active',
        volume: fmt(vol, 2),
        volume24h: fmt(bookOpen ? Math.round(vol * rng.float(0, 0.08)) : 0, 2),
        liquidity: fmt(liq, 2),
        bestBid: bookOpen ? Math.max(1, yesTicks - 1) / invTick : null,
        bestAsk: bookOpen ? Math.min(invTick - 1, yesTicks + 1) / invTick : null,
        lastPrice: traded ? yesTicks / invTick : null,
        status: marketStatus,
        createdAt: iso(marketCreated),
        updatedAt: iso(Math.max(marketCreated, marketResolvedAt || updated)),
        createdBy: author,
        updatedBy: editor,
      };
      if (winning) {
        market.winningOutcome = winning;
        market.resolvedAt = iso(marketResolvedAt);
        market.resolvedBy = resolver;
        resolutions.push({
          _id: rng.id(marketResolvedAt),
          marketId: market._id,
          eventId: event._id,
          outcome: winning,
          payouts: payoutsOf(winning),
          source: oracle ? 'oracle' : 'admin',
          reason:
            winning === 'Invalid'
              ? 'The resolution source did not publish a result; resolved 50-50.'
              : `Resolved ${winning} per ${spec.resolutionSource}.`,
          evidenceUrl: `${spec.resolutionSource}/${slug.slice(0, 40)}`,
          resolvedBy: resolver,
          resolvedAt: iso(marketResolvedAt),
          createdAt: iso(marketResolvedAt),
          updatedAt: iso(marketResolvedAt),
        });
      }
      event.markets.push(market);

      const openTo = bookOpen
        ? REFERENCE_TIME
        : marketStatus === 'cancelled'
          ? finalAt
          : Math.min(end, REFERENCE_TIME);
      if (traded && openTo > start) markets.push({ market, event, invTick, yesTicks, openFrom: start, openTo });
    });
    event.volume = fmt(volumeCents, 2);
    event.liquidity = fmt(liquidityCents, 2);
    events.push(event);

    // ---- history, in time order; the event's updatedAt is its last change
    const firstRow = eventHistory.length;
    history(event, created, 'created', author, null, { title: event.title, status: 'draft', markets: event.markets.length });
    if (rng.chance(0.5)) {
      const at = Math.min(created + rng.float(0.05, 1) * HOUR, start - 60_000);
      history(event, Math.max(created + 1000, at), 'updated', editor, { endDate: iso(end - 7 * DAY) }, { endDate: event.endDate });
    }
    if (status !== 'draft' && !cancelledFromDraft) {
      history(event, start, 'activated', author, { status: 'draft' }, { status: 'active' });
      for (const m of event.markets) {
        if (m.status === 'paused') {
          history(event, start + rng.float(0.2, 0.9) * (REFERENCE_TIME - start), 'paused', editor, { status: 'active' }, { status: 'paused' }, m._id);
        }
      }
    }
    if (status === 'closed' || status === 'resolved' || status === 'archived') {
      history(event, end, 'closed', 'system', { status: 'active' }, { status: 'closed' });
      for (const m of event.markets) {
        if (m.status === 'resolved' && m.resolvedAt) {
          history(event, Date.parse(m.resolvedAt), 'resolved', resolver, { status: 'closed' },
            { status: 'resolved', winningOutcome: m.winningOutcome ?? null }, m._id);
        } else if (m.status === 'cancelled') {
          history(event, resolvedAt - 1000, 'cancelled', resolver === 'oracle' ? author : resolver, { status: 'closed' }, { status: 'cancelled' }, m._id);
        }
      }
      if (status !== 'closed') history(event, resolvedAt, 'resolved', resolver, { status: 'closed' }, { status: 'resolved' });
      if (status === 'archived') history(event, finalAt, 'updated', editor, { status: 'resolved' }, { status: 'archived' });
    }
    if (status === 'cancelled') {
      history(event, finalAt, 'cancelled', editor, { status: cancelledFromDraft ? 'draft' : 'active' }, { status: 'cancelled' });
    }
    let lastChange = created;
    for (let r = firstRow; r < eventHistory.length; r++) lastChange = Math.max(lastChange, Date.parse(eventHistory[r].at));
    event.updatedAt = iso(lastChange);
  }

  // ---- tag counts
  const counts = new Map<string, number>();
  for (const event of events) for (const id of event.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const tag of tags) tag.eventCount = counts.get(tag._id) ?? 0;

  return { categories, tags, series, events, resolutions, eventHistory, markets };
}

function payoutsOf(outcome: ResolutionOutcome): Payouts {
  return outcome === 'Yes' ? [1, 0] : outcome === 'No' ? [0, 1] : [0.5, 0.5];
}
