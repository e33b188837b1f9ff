import { describe, expect, it } from 'vitest';
import { DemoStore, memoryStorage } from '../../src/demo/store';

const NOW = () => Date.parse('2026-11-23T12:00:00Z');

describe('DemoStore persistence', () => {
  it('keeps changes, additions and removals across a reload, in the same order', () => {
    const storage = memoryStorage();
    const first = new DemoStore(storage, { now: NOW });
    const [one, two, three] = first.all('orders');
    first.update('orders', one._id, { status: 'cancelled' });
    first.insert('orders', { _id: 'new-1', status: 'open' });
    first.insert('orders', { _id: 'new-2', status: 'open' });
    first.update('orders', 'new-1', { status: 'filled' });
    first.remove('orders', two._id);

    const reloaded = new DemoStore(storage, { now: NOW });
    const rows = reloaded.all('orders');
    expect(rows.slice(0, 4).map((row) => row._id)).toEqual(['new-2', 'new-1', one._id, three._id]);
    expect(reloaded.find('orders', one._id)?.status).toBe('cancelled');
    expect(reloaded.find('orders', 'new-1')?.status).toBe('filled');
    expect(reloaded.find('orders', two._id)).toBeUndefined();
    expect(rows).toHaveLength(first.all('orders').length);
  });

  it('keeps the changes of a collection saved under its earlier name (emailTemplates)', () => {
    const storage = memoryStorage();
    const first = new DemoStore(storage, { now: NOW });
    const template = first.all('email-templates')[0];
    first.update('email-templates', template._id, { subject: 'Saved before the rename' });
    for (let i = 0; i < 501; i++) first.insert('audit-log', { _id: `entry-${i}`, action: 'x' });
    // As an earlier version of the app saved them: under the camel-case names.
    for (const [now, before] of [
      ['email-templates', 'emailTemplates'],
      ['audit-log', 'auditLog'],
      ['audit-log#1', 'auditLog#1'],
    ]) {
      storage.setItem(`pm-demo:v3:${before}`, storage.getItem(`pm-demo:v3:${now}`)!);
      storage.removeItem(`pm-demo:v3:${now}`);
    }
    const reloaded = new DemoStore(storage, { now: NOW });
    expect(reloaded.find('email-templates', template._id)?.subject).toBe('Saved before the rename');
    expect(reloaded.find('audit-log', 'entry-0')).toBeDefined();
    expect(reloaded.find('audit-log', 'entry-500')).toBeDefined();
    expect(storage.getItem('pm-demo:v3:emailTemplates')).toBeNull();
  });

  it('writes one small chunk per added row however many were added, and reads them all back', () => {
    const storage = memoryStorage();
    const store = new DemoStore(storage, { now: NOW });
    for (let i = 0; i < 1_201; i++) store.insert('audit-log', { _id: `entry-${i}`, action: 'x' });
    const written: number[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      written.push(value.length);
      setItem(key, value);
    };
    store.insert('audit-log', { _id: 'entry-last', action: 'x' });
    // The last chunk only (rows 1,000 to 1,201), not the 1,202 rows added so far.
    const last = storage.getItem('pm-demo:v3:audit-log#2')!;
    expect(JSON.parse(last)).toHaveLength(202);
    expect(written).toEqual([last.length]);
    store.update('audit-log', 'entry-3', { action: 'changed' });
    for (let i = 1_000; i <= 1_200; i++) store.remove('audit-log', `entry-${i}`);
    store.remove('audit-log', 'entry-last');

    const reloaded = new DemoStore(storage, { now: NOW });
    const ids = reloaded
      .all('audit-log')
      .slice(0, 1_000)
      .map((row) => row._id);
    expect(ids).toEqual(Array.from({ length: 1_000 }, (_, i) => `entry-${999 - i}`));
    expect(reloaded.find('audit-log', 'entry-3')?.action).toBe('changed');
    expect(reloaded.all('audit-log')).toHaveLength(store.all('audit-log').length);
    // 1,000 rows are two chunks; the third, emptied by the removals, is gone.
    expect(storage.getItem('pm-demo:v3:audit-log#1')).not.toBeNull();
    expect(storage.getItem('pm-demo:v3:audit-log#2')).toBeNull();
  });

  it('stores what changed, not the 10,000 orders, so one change fits any browser quota', () => {
    const storage = memoryStorage();
    const store = new DemoStore(storage, { now: NOW });
    expect(store.all('orders').length).toBeGreaterThanOrEqual(10_000);
    store.update('orders', store.all('orders')[5]._id, { status: 'cancelled' });
    let written = 0;
    for (let i = 0; i < storage.length; i++) written += storage.getItem(storage.key(i)!)!.length;
    expect(written).toBeLessThan(5_000);
  });

  it('drops data saved by an older store version and reset forgets every version', () => {
    const storage = memoryStorage();
    storage.setItem('pm-demo:v1:orders', '[]');
    const store = new DemoStore(storage, { now: NOW });
    expect(storage.getItem('pm-demo:v1:orders')).toBeNull();
    expect(store.all('orders').length).toBeGreaterThan(0);
    store.insert('orders', { _id: 'x' });
    store.reset();
    expect(storage.length).toBe(0);
    expect(store.find('orders', 'x')).toBeUndefined();
  });
});

describe('demo list sorting', () => {
  it('reads rows with equal sort keys in the order they were written, ascending or descending', async () => {
    const { queryRows } = await import('../../src/demo/query');
    // Newest first, as the store keeps them; all written in the same millisecond.
    const rows = ['third', 'second', 'first'].map((action) => ({
      _id: action,
      action,
      at: '2026-11-23T12:00:00.000Z',
    }));
    const read = (order: string) =>
      queryRows(rows, new URLSearchParams({ sort: 'at', order }), []).items.map((row) => row._id);
    expect(read('asc')).toEqual(['first', 'second', 'third']);
    expect(read('desc')).toEqual(['third', 'second', 'first']);
  });
});
