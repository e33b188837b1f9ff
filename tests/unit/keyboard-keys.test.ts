import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarations, menuItems } from '../../src/model/registry';
import { RESERVED_KEYS } from '../../src/ui/shortcuts';

/**
 * The keys declarations give (an action's `key`, a menu item's `key` after `g`): one lower-case
 * letter each, none the list's own, none twice where one press must mean one thing.
 */
describe('declared keys', () => {
  it('gives each action key once per module, as a letter the list does not take itself', () => {
    for (const declaration of declarations) {
      const keys = (declaration.actions ?? []).flatMap((action) =>
        action.key ? [action.key] : [],
      );
      for (const key of keys) {
        expect(key, declaration.name).toMatch(/^[a-z]$/);
        expect(RESERVED_KEYS, `${declaration.name}: ${key}`).not.toContain(key);
      }
      expect(new Set(keys).size, declaration.name).toBe(keys.length);
    }
  });

  it('gives each page’s letter after g once across the menu', () => {
    const keys = menuItems.flatMap((item) => (item.key ? [item.key] : []));
    for (const key of keys) expect(key).toMatch(/^[a-z]$/);
    expect(new Set(keys).size).toBe(keys.length);
    expect(menuItems.find((item) => item.key === 'w')?.path).toBe('/withdraw');
  });

  it('are the letters docs/behaviour.md gives operators', () => {
    const docs = readFileSync(resolve(__dirname, '../../docs/behaviour.md'), 'utf8');
    const row = docs.split('\n').find((line) => line.startsWith('| `g` then a letter'))!;
    const documented = [...row.matchAll(/`([a-z])` ([A-Z][A-Za-z ]+?)(?=,|\s*\|)/g)].map(
      ([, key, label]) => `${key} ${label}`,
    );
    expect(documented).toEqual(
      menuItems.flatMap((item) => (item.key ? [`${item.key} ${item.label}`] : [])),
    );
  });

  it('keys approve and reject on the review queues', () => {
    const keyOf = (name: string, action: string) =>
      declarations.find((item) => item.name === name)?.actions?.find((a) => a.name === action)?.key;
    expect([keyOf('withdrawals', 'approve'), keyOf('withdrawals', 'reject')]).toEqual(['a', 'r']);
    expect([keyOf('approvals', 'approve'), keyOf('approvals', 'reject')]).toEqual(['a', 'r']);
    expect(keyOf('deposits', 'reject')).toBe('r');
  });
});
