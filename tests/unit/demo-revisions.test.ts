import { describe, expect, it } from 'vitest';
import { DemoStore } from '../../src/demo/store';
import { cachedView } from '../../src/demo/backend/resourceViews';
import { perRevision } from '../../src/demo/derived';

/** A view of coins and users that counts how often it is made. */
function countedView(store: DemoStore) {
  let made = 0;
  const read = () =>
    cachedView(store, 'coins with users', (s) => {
      made += 1;
      return [...s.all('coins'), ...s.all('users').slice(0, 1)];
    });
  return { read, made: () => made };
}

describe('derived views are kept until what they read is written', () => {
  it('survives writes to collections it did not read, as a sign-in writes sessions', () => {
    const store = new DemoStore();
    const view = countedView(store);
    const first = view.read();
    store.insert('sessions', { _id: 's1', adminId: 'a' });
    store.setObject('siteSetting', { name: 'x' });
    expect(view.read()).toBe(first);
    expect(view.made()).toBe(1);
  });

  it('is made again after a write to any collection it read, and after a reset', () => {
    const store = new DemoStore();
    const view = countedView(store);
    view.read();
    const user = store.all('users')[0];
    store.update('users', user._id, { fullName: 'Changed' });
    expect(view.read()[store.all('coins').length].fullName).toBe('Changed');
    store.reset();
    view.read();
    expect(view.made()).toBe(3);
  });

  it('counts what a kept value it used read: a view over a derived value follows its source', () => {
    const store = new DemoStore();
    const countOf = () => perRevision(store, 'coin count', () => store.all('coins').length);
    countOf();
    let made = 0;
    const read = () =>
      cachedView(store, 'count view', () => {
        made += 1;
        return [{ _id: 'n', count: countOf() }];
      });
    read();
    const coin = store.all('coins')[0];
    store.update('coins', coin._id, { name: 'Renamed' });
    read();
    expect(made).toBe(2);
  });
});
