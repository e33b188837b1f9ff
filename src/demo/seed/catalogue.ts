/** Catalogue part of the demo seed: categories, tags and series; events come from events.ts. */
import type {
  Category,
  Series,
  SeriesRecurrence,
  SeriesStatus,
  Tag,
} from '../../../resources/domain';
import type { EventHistory, Event, ResolutionRecord } from '../../../resources/events';
import {
  buildEvents,
  EARLIEST,
  ticker,
  type MarketMeta,
} from '../../../resources/events/demo/seed';
import { DAY, EDITOR_IDS, REFERENCE_TIME, iso, slugify, type Rng } from './rng';
import type { TopicKey } from './words';

export type { MarketMeta } from '../../../resources/events/demo/seed';

interface Catalogue {
  categories: Category[];
  tags: Tag[];
  series: Series[];
  events: Event[];
  resolutions: ResolutionRecord[];
  eventHistory: EventHistory[];
  markets: MarketMeta[];
}

const CATEGORY_DEFS: ReadonlyArray<{
  name: string;
  topic: TopicKey;
  parent?: string;
  active?: boolean;
}> = [
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
  ['Trending', undefined],
  ['New', undefined],
  ['Breaking', undefined],
  ['Ending Soon', undefined],
  ['High Volume', undefined],
  ['Featured', undefined],
  ['Elections', 'politics'],
  ['Legislation', 'politics'],
  ['Polls', 'politics'],
  ['Football', 'sports'],
  ['Basketball', 'sports'],
  ['Championships', 'sports'],
  ['Matchday', 'sports'],
  ['Bitcoin', 'crypto'],
  ['Ethereum', 'crypto'],
  ['Solana', 'crypto'],
  ['ETFs', 'crypto'],
  ['DeFi', 'crypto'],
  ['Fed', 'economics'],
  ['Inflation', 'economics'],
  ['Rates', 'economics'],
  ['GDP', 'economics'],
  ['AI', 'tech'],
  ['Big Tech', 'tech'],
  ['Space', 'tech'],
  ['Movies', 'culture'],
  ['Awards', 'culture'],
  ['Music', 'culture'],
  ['Climate', 'world'],
  ['Diplomacy', 'world'],
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
      image: `/demo-images/series-${i + 1}.svg`,
      description: `${title}: a ${recurrence === 'none' ? 'one-off' : recurrence} series of related events.`,
      feeBps: rng.pick([0, 0, 50, 100, 150, 200]),
      status,
      createdAt: iso(at),
      updatedAt: iso(
        status === 'active' || status === 'draft' ? at : REFERENCE_TIME - rng.int(5, 40) * DAY,
      ),
      createdBy: EDITOR_IDS[0],
      updatedBy: rng.pick(EDITOR_IDS),
    };
  });

  // ---- events with markets, resolutions and history
  const { events, resolutions, eventHistory, markets } = buildEvents(rng, {
    categories,
    series,
    topicOf,
    tagsByTopic,
    generalTags,
  });

  // ---- tag counts
  const counts = new Map<string, number>();
  for (const event of events)
    for (const id of event.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const tag of tags) tag.eventCount = counts.get(tag._id) ?? 0;

  return { categories, tags, series, events, resolutions, eventHistory, markets };
}
