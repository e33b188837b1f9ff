import { describe, expect, it } from 'vitest';
import withdrawals from '../../resources/withdrawals';
import { viewListSearch } from '../../src/engine/views/viewAddress';
import { addressQuery, normalQuery } from '../../src/engine/views/viewMatch';

/**
 * A view's query opens the list at an address that reads back as the same query, so that the
 * view's choice is the one marked; the list's default sort and page size are no part of a view.
 */
describe('a saved view and the list address', () => {
  it('reads back the query it opened, whatever its filters', () => {
    for (const query of [
      '',
      'awaitingMe=true',
      'status_in=pending,awaitingSecondApproval&amount_gte=1000',
      'approvedByMeAt_gte=2026-11-27T00:00:00.000Z&q=a b&sort=amount&order=asc&limit=50',
    ]) {
      const search = viewListSearch(withdrawals, query);
      expect(addressQuery(withdrawals, search)).toBe(normalQuery(withdrawals, query));
    }
  });

  it('leaves out the default sort and page size, and the page', () => {
    expect(normalQuery(withdrawals, 'sort=createdAt&order=desc&limit=20&page=3&status=x')).toBe(
      'status=x',
    );
    expect(addressQuery(withdrawals, '?pageSize=20&currentPage=4')).toBe('');
    const search = viewListSearch(withdrawals, 'status_in=pending&limit=50');
    expect(search).toContain('pageSize=50');
    expect(search).toContain('currentPage=1');
    expect(decodeURIComponent(search)).toContain('filters[0][value][0]=pending');
  });
});
