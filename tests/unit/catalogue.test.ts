import { beforeEach, describe, expect, it } from 'vitest';
import category from '../../resources/categories';
import type { FieldDeclaration } from '../../resources/types';
import { createDemoApi } from '../../src/demo/backend';
import { DemoStore, type Row } from '../../src/demo/store';
import { demoClient } from './demoClient';

/** Categories and tags as the demo API keeps them. */
let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
const { call, signIn } = demoClient(() => api);
beforeEach(() => {
  store = new DemoStore();
  api = createDemoApi(store);
});

function categoryFamily() {
  const all = store.all('categories');
  const child = all.find((row) => row.parentId)!;
  const parent = all.find((row) => row._id === child.parentId)!;
  const lone = all.filter((row) => !row.parentId && !all.some((item) => item.parentId === row._id));
  return { parent, child, lone };
}

describe('categories: one level of parent category', () => {
  it('refuses a cycle, a second level and a parent for a category with sub-categories (400 on the parent)', async () => {
    const token = await signIn('operator@demo.test');
    const { parent, child, lone } = categoryFamily();
    const [a, b] = lone;
    // a -> b, then b -> a would be a cycle: b's parent a is itself a sub-category.
    expect((await call('PUT', `categories/${a._id}`, { parentId: b._id }, token)).status).toBe(200);
    const cycle = await call('PUT', `categories/${b._id}`, { parentId: a._id }, token);
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors.parentId).toBe(
      `"${String(a.name)}" is itself a sub-category: only one level of parent category is allowed.`,
    );
    const second = await call(
      'POST',
      'categories',
      { name: 'Deep', slug: 'deep', sortOrder: 0, isActive: true, parentId: child._id },
      token,
    );
    expect(second.status).toBe(400);
    expect(second.body.errors.parentId).toMatch(/is itself a sub-category/);
    const withChildren = await call(
      'PUT',
      `categories/${parent._id}`,
      { parentId: lone[2]._id },
      token,
    );
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.errors.parentId).toBe(
      `"${String(parent.name)}" has sub-categories, so it stays top-level: only one level of parent category is allowed.`,
    );
    const self = await call('PUT', `categories/${a._id}`, { parentId: a._id }, token);
    expect(self.status).toBe(400);
    expect(self.body.errors.parentId).toBe('A category cannot be its own parent.');
    // A sub-category saved with its parent unchanged is fine.
    expect(
      (
        await call(
          'PUT',
          `categories/${child._id}`,
          { parentId: child.parentId, name: 'Renamed' },
          token,
        )
      ).status,
    ).toBe(200);
  });

  it('offers as parents only top-level categories other than itself, none to one with sub-categories', async () => {
    const token = await signIn('operator@demo.test');
    const { parent, child, lone } = categoryFamily();
    const offers = (category.fields as readonly FieldDeclaration[]).find(
      (field) => field.key === 'parentId',
    )!.reference!.offers!;
    // As the picker reads them: rows as the API answers them.
    const rows = (await call('GET', 'categories?limit=1000', undefined, token)).body.result
      .items as Row[];
    const answered = (id: string) => rows.find((row) => row._id === id)!;
    expect(answered(parent._id).subCategoryCount).toBeGreaterThan(0);
    expect(offers(answered(lone[0]._id), answered(lone[1]._id))).toBe(true);
    expect(offers(answered(lone[0]._id), answered(lone[0]._id))).toBe(false);
    expect(offers(answered(child._id), answered(lone[0]._id))).toBe(false);
    expect(offers(answered(lone[0]._id), answered(parent._id))).toBe(false);
    expect(offers(answered(parent._id), {})).toBe(true);
  });
});

describe('tags: eventCount is derived from the events', () => {
  it('counts the events carrying a tag in the list, the detail and the delete refusal alike', async () => {
    const token = await signIn('operator@demo.test');
    const created = await call(
      'POST',
      'tags',
      { label: 'Fresh', slug: 'fresh', forceShow: false, forceHide: false },
      token,
    );
    expect(created.status).toBe(201);
    const tag = created.body.result as Row;
    expect(tag.eventCount).toBe(0);
    const event = store.all('events').find((row) => row.status === 'draft')!;
    const tagIds = [...(event.tagIds as string[]), tag._id];
    expect((await call('PUT', `events/${event._id}`, { tagIds }, token)).status).toBe(200);
    const listed = await call('GET', 'tags?q=fresh', undefined, token);
    expect(listed.body.result.items[0].eventCount).toBe(1);
    expect((await call('GET', `tags/${tag._id}`, undefined, token)).body.result.eventCount).toBe(1);
    const refused = await call('DELETE', `tags/${tag._id}`, undefined, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/is used by 1 event;/);
    // Every seeded tag counts what the events say, sorted by that count.
    const sorted = await call('GET', 'tags?sort=eventCount&order=desc&limit=100', undefined, token);
    const items = sorted.body.result.items as Row[];
    for (const item of items)
      expect(item.eventCount).toBe(
        store.all('events').filter((row) => (row.tagIds as string[]).includes(item._id)).length,
      );
    const counts = items.map((item) => Number(item.eventCount));
    expect([...counts].sort((x, y) => y - x)).toEqual(counts);
  });
});
