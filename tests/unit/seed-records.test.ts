import { describe, it, expect } from 'vitest';
import { createSeed, DEMO_COLLECTIONS } from '../../src/demo/seed';
import { moduleNames } from '../../src/model/registry';
import { data, expectUnique, markets, REF } from './support/seed-data';

const DAY = 86_400_000;

describe('createSeed', () => {
  it('is deterministic and JSON-serialisable', () => {
    const again = createSeed();
    expect(again).toEqual(data);
    expect(JSON.parse(JSON.stringify(again))).toEqual(again);
    expect(createSeed(1).events[0]._id).not.toBe(data.events[0]._id);
  });

  it('never reads the clock or Math.random', () => {
    const { random } = Math;
    const { now } = Date;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    Date.now = () => {
      throw new Error('Date.now used');
    };
    try {
      expect(createSeed().orders.length).toBe(data.orders.length);
    } finally {
      Math.random = random;
      Date.now = now;
    }
  });

  it('has every collection with roughly the intended size', () => {
    const sizes = Object.fromEntries(DEMO_COLLECTIONS.map((name) => [name, data[name].length]));
    const expected: Record<string, [number, number]> = {
      categories: [10, 14],
      tags: [25, 35],
      series: [12, 18],
      events: [280, 320],
      resolutions: [60, 600],
      orders: [10_000, 10_000],
      trades: [10_000, 10_000],
      positions: [2000, 2000],
      users: [500, 500],
      'user-logins': [1400, 1600],
      coins: [5, 5],
      deposits: [1000, 1000],
      withdrawals: [1000, 1000],
      'admin-profit': [6000, 8500],
      'trade-bots': [5, 8],
      'email-templates': [8, 8],
      'cms-pages': [5, 8],
      notifications: [50, 70],
      // One per declared access module (derived from resources/, so it grows with them).
      modules: [moduleNames.length, moduleNames.length],
      'sub-modules': [3, 60],
      'login-history': [50, 70],
      // Derived from what the seed says admins did (approvals, rejections, edits, sign-ins).
      'audit-log': [1800, 2600],
    };
    expect(Object.keys(sizes).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, [min, max]] of Object.entries(expected)) {
      expect(sizes[name], name).toBeGreaterThanOrEqual(min);
      expect(sizes[name], name).toBeLessThanOrEqual(max);
    }
    expect(markets.length).toBeGreaterThan(500);
    expect(data.events.every((e) => e.markets.length >= 1 && e.markets.length <= 5)).toBe(true);
    expect(data['site-setting'].siteName).toBe('Predicta Admin');
    expect(data.categories.some((c) => c.parentId)).toBe(true);
  });

  it('gives every record a unique 24-hex id and ISO dates', () => {
    type Stamped = { _id: string; createdAt: string; updatedAt: string };
    const all: Stamped[] = [
      ...DEMO_COLLECTIONS.flatMap((name): Stamped[] => data[name]),
      ...markets,
    ];
    for (const name of DEMO_COLLECTIONS)
      expectUnique(
        data[name].map((r) => r._id),
        `${name} ids`,
      );
    expectUnique(
      all.map((r) => r._id),
      'ids across collections',
    );
    const bad: string[] = [];
    for (const record of [...all, data['site-setting']]) {
      if (!/^[0-9a-f]{24}$/.test(record._id)) bad.push(`id ${record._id}`);
      for (const date of [record.createdAt, record.updatedAt]) {
        if (new Date(date).toISOString() !== date) bad.push(`${record._id} date ${date}`);
        if (Date.parse(date) > REF) bad.push(`${record._id} after the reference date: ${date}`);
      }
      if (record.updatedAt < record.createdAt) bad.push(`${record._id} updatedAt < createdAt`);
    }
    expect(bad).toEqual([]);
    const earliest = Math.min(...data.events.map((e) => Date.parse(e.createdAt)));
    expect(earliest).toBeGreaterThanOrEqual(REF - 121 * DAY);
    expect(Math.max(...data.events.map((e) => Date.parse(e.endDate)))).toBeLessThanOrEqual(
      REF + 40 * DAY,
    );
  });

  it('keeps slugs, names and emails unique', () => {
    expectUnique(
      data.categories.map((c) => c.slug),
      'category slugs',
    );
    expectUnique(
      data.tags.map((t) => t.slug),
      'tag slugs',
    );
    expectUnique(
      data.series.map((s) => s.slug),
      'series slugs',
    );
    expectUnique(
      data.events.map((e) => e.slug),
      'event slugs',
    );
    expectUnique(
      markets.map((m) => m.slug),
      'market slugs',
    );
    expectUnique(
      data['cms-pages'].map((p) => p.slug),
      'cms slugs',
    );
    expectUnique(
      data['email-templates'].map((t) => t.slug),
      'template slugs',
    );
    expectUnique(
      data.modules.map((m) => m.name),
      'module names',
    );
    expectUnique(
      data['sub-modules'].map((m) => m.name),
      'sub-module names',
    );
    expectUnique(
      data.users.map((u) => u.email),
      'user emails',
    );
    for (const slug of [...data.events.map((e) => e.slug), ...markets.map((m) => m.slug)]) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('links categories, series, tags and markets to existing records', () => {
    const categoryIds = new Set(data.categories.map((c) => c._id));
    const seriesIds = new Set(data.series.map((s) => s._id));
    const tagIds = new Set(data.tags.map((t) => t._id));
    for (const c of data.categories) if (c.parentId) expect(categoryIds.has(c.parentId)).toBe(true);
    for (const e of data.events) {
      expect(categoryIds.has(e.categoryId)).toBe(true);
      if (e.seriesId) expect(seriesIds.has(e.seriesId)).toBe(true);
      for (const id of e.tagIds) expect(tagIds.has(id)).toBe(true);
      for (const m of e.markets) expect(m.eventId).toBe(e._id);
    }
  });
});
