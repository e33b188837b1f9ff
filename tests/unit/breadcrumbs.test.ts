import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../../src/model/breadcrumbs';

describe('breadcrumbs from the declarations', () => {
  it('names the group, the module list (a link back) and the page', () => {
    expect(breadcrumbsFor('/events')).toEqual([{ label: 'Markets' }, { label: 'Events' }]);
    expect(breadcrumbsFor('/add-event')).toEqual([
      { label: 'Markets' },
      { label: 'Events', path: '/events' },
      { label: 'New event' },
    ]);
    expect(breadcrumbsFor('/update-event/65a0c0ffee')).toEqual([
      { label: 'Markets' },
      { label: 'Events', path: '/events' },
      { label: 'Edit event' },
    ]);
    expect(breadcrumbsFor('/event-history/65a0c0ffee').at(-1)).toEqual({ label: 'Event history' });
    expect(breadcrumbsFor('/user-history/abc').at(-1)).toEqual({ label: 'User details' });
  });

  it('puts header pages under Account, and knows no trail for unknown paths', () => {
    expect(breadcrumbsFor('/notification')).toEqual([
      { label: 'Account' },
      { label: 'Notifications' },
    ]);
    expect(breadcrumbsFor('/no-such-page')).toEqual([]);
  });
});
