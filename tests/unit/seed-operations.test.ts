import { describe, it, expect } from 'vitest';
import { moduleNames } from '../../src/model/registry';
import { inEmailLayout } from '../../src/model/templates';
import { data, marketById } from './support/seed-data';

describe('operations and administration', () => {
  it('has one module per access name, in menu order', () => {
    expect(data.modules.map((m) => m.name)).toEqual([...moduleNames]);
    for (const [i, m] of data.modules.entries()) {
      expect(m.route).toMatch(/^\//);
      expect(m.sortOrder).toBe(i + 1);
      expect(m.isActive).toBe(true);
    }
    expect(data.modules.find((m) => m.name === 'Dashboard')?.route).toBe('/dashboard');
    const moduleIds = new Set(data.modules.map((m) => m._id));
    for (const s of data['sub-modules']) expect(moduleIds.has(s.moduleId)).toBe(true);
  });

  it('email templates list exactly the variables they use (the e-mail layout around them too)', () => {
    for (const t of data['email-templates']) {
      const used = new Set(
        [...`${t.subject} ${inEmailLayout(t.body)}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(
          (m) => m[1],
        ),
      );
      expect(new Set(t.variables)).toEqual(used);
      expect(t.variables).toContain('name');
      expect(t.body).toMatch(/<p>/);
    }
  });

  it('CMS pages respect the meta length limits', () => {
    for (const p of data['cms-pages']) {
      expect(p.metaTitle.length).toBeLessThanOrEqual(60);
      expect(p.metaDescription.length).toBeLessThanOrEqual(160);
      expect(p.content).toMatch(/^</);
    }
  });

  it('trade bots run on existing markets', () => {
    for (const bot of data['trade-bots']) {
      expect(marketById.has(bot.marketId)).toBe(true);
      if (bot.status === 'error') expect(bot.lastError).toBeTruthy();
    }
  });
});
