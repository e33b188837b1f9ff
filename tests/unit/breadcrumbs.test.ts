import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../../src/model/breadcrumbs';
import { declarations } from '../../src/model/registry';

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

describe('breadcrumbs name each step once', () => {
  const filled = (pattern: string) => pattern.replace(/:[^/]+/g, 'x');

  it('a module alone in its group (Trade Bot) is one crumb, the link back to its list', () => {
    expect(breadcrumbsFor('/add-trade-bot')).toEqual([
      { label: 'Trade Bot', path: '/trade-bot' },
      { label: 'New trade bot' },
    ]);
    expect(breadcrumbsFor('/update-trade-bot/x')).toEqual([
      { label: 'Trade Bot', path: '/trade-bot' },
      { label: 'Edit trade bot' },
    ]);
  });

  it.each(declarations.filter((d) => d.routes.create || d.routes.edit).map((d) => [d.name, d]))(
    '%s: create and edit trails repeat no adjacent crumb',
    (_name, declaration) => {
      for (const route of [declaration.routes.create, declaration.routes.edit]) {
        if (!route) continue;
        const labels = breadcrumbsFor(filled(route)).map((crumb) => crumb.label);
        expect(labels.length).toBeGreaterThan(0);
        labels.forEach((label, index) => expect(label).not.toBe(labels[index - 1]));
      }
    },
  );

  it('keeps acronyms in the page crumb ("New CMS page")', () => {
    expect(breadcrumbsFor('/add-cms').at(-1)).toEqual({ label: 'New CMS page' });
  });
});
