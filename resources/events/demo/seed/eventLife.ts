/** One event's life in the demo seed: its timeline, actors, ticks and prices, and the shapes built from them. */
import type { Category, Series, Tag } from '../../../domain';
import type {
  Event,
  EventHistory,
  EventStatus,
  Market,
  Payouts,
  ResolutionOutcome,
  ResolutionRecord,
  TickSize,
} from '../../domain';
import { DAY, HOUR, REFERENCE_TIME, endOfDayBefore, type Rng } from '../../../../src/demo/seed/rng';
import { type EventSpec, type TopicKey } from '../../../../src/demo/seed/words';

/** The first day of the seed's events. */
export const EARLIEST = REFERENCE_TIME - 120 * DAY;

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

/**
 * Instants of an event's life in ms: created <= start <= end, the end at END_TIME_OF_DAY;
 * everything past is before REFERENCE_TIME.
 */
export interface Timeline {
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
export interface Actors {
  author: string;
  editor: string;
  /** An admin id or 'oracle'. */
  resolver: string;
}

export function timeline(rng: Rng, status: EventStatus): Timeline {
  const cancelledFromDraft = status === 'cancelled' && rng.chance(0.3);
  if (status === 'draft') {
    const created = REFERENCE_TIME - rng.float(0.2, 14) * DAY;
    const start = REFERENCE_TIME + rng.float(1, 10) * DAY;
    const end = endOfDayBefore(start + rng.float(5, 21) * DAY);
    return { created, start, end, resolvedAt: 0, finalAt: 0, cancelledFromDraft };
  }
  if (status === 'active') {
    const created = REFERENCE_TIME - rng.float(2, 118) * DAY;
    const start = created + rng.float(1, 36) * HOUR;
    const end = endOfDayBefore(REFERENCE_TIME + rng.float(0.5, 30) * DAY);
    return { created, start, end, resolvedAt: 0, finalAt: 0, cancelledFromDraft };
  }
  if (status === 'cancelled') {
    const created = REFERENCE_TIME - rng.float(5, 118) * DAY;
    const start = created + rng.float(1, 36) * HOUR;
    const end = endOfDayBefore(start + rng.float(5, 40) * DAY);
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
  const end = endOfDayBefore(REFERENCE_TIME - daysAgo * DAY);
  const created = Math.max(EARLIEST, end - rng.float(7, 50) * DAY);
  const start = created + rng.float(1, 24) * HOUR;
  if (status === 'closed') {
    return { created, start, end, resolvedAt: 0, finalAt: end, cancelledFromDraft };
  }
  const resolvedAt = end + rng.float(1, 46) * HOUR;
  const finalAt = status === 'archived' ? resolvedAt + rng.float(3, 20) * DAY : resolvedAt;
  return { created, start, end, resolvedAt, finalAt, cancelledFromDraft };
}

export function pickTick(rng: Rng): TickSize {
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
export function probabilities(rng: Rng, spec: EventSpec, ladder: boolean): number[] {
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
