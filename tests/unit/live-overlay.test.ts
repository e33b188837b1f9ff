import { describe, expect, it } from 'vitest';
import { emptyOverlay, rebase, type Overlay } from '../../src/engine/pages/list/liveOverlay';

const pending = JSON.stringify([{ field: 'status', operator: 'eq', value: 'pending' }]);
const approved = JSON.stringify([{ field: 'status', operator: 'eq', value: 'approved' }]);
const rows = (...ids: string[]) => ids.map((_id) => ({ _id }));

/** A page of a live list as the feed left it: one row redrawn, one gone, two new ones counted. */
function told(over = rows('a', 'b')): Overlay {
  return {
    ...emptyOverlay(over, pending),
    fresh: new Map([['a', { _id: 'a', status: 'approved' }]]),
    gone: new Set(['a']),
    newIds: new Set(['n1', 'n2']),
  };
}

describe("a live list's overlay over rows read afresh", () => {
  it('stays as it is while the rows are the same ones', () => {
    const before = told();
    expect(rebase(before, before.over, pending)).toBe(before);
  });

  it('keeps counting new rows that a read asked for before they were created does not hold', () => {
    // The reader's own approval reads the queue again; a user asks to withdraw meanwhile.
    const after = rebase(told(), rows('b'), pending);
    expect([...after.newIds]).toEqual(['n1', 'n2']);
    expect(after.fresh.size).toBe(0);
    expect(after.gone.size).toBe(0);
  });

  it('no longer counts a new row once it is on the page', () => {
    const after = rebase(told(), rows('n1', 'b'), pending);
    expect([...after.newIds]).toEqual(['n2']);
  });

  it('counts nothing under other filters: the rows were new to another list', () => {
    const after = rebase(told(), rows('c'), approved);
    expect(after.newIds.size).toBe(0);
    expect(after.filtersKey).toBe(approved);
  });
});
