import { describe, expect, it } from 'vitest';
import { createAccessDecider } from '../../../access/enforcer';
import type { RestrictionEntry } from '../../../access/names';
import { decideRoute } from '../../../access/routes';
import { DEMO_ACCOUNTS } from '../../../src/demo/accounts';
import { menuItems, routeRules } from '../../../src/model/registry';
import casesText from '../../../access/policy-cases.md?raw';

interface Case {
  row: string;
  admin: string;
  request: string;
  expect: string;
}

/** Reads the Markdown table of access/policy-cases.md. */
function readCases(): Case[] {
  return casesText
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => {
      const [row, admin, request, expected] = line
        .split('|')
        .slice(1, 5)
        .map((cell) => cell.trim());
      return { row, admin, request, expect: expected };
    });
}

function parseAdmin(text: string): {
  role: string;
  restriction: RestrictionEntry[];
  keys?: Record<string, string>;
} {
  if (text === 'superadmin') return { role: 'superadmin', restriction: [] };
  if (text === 'none') return { role: 'subadmin', restriction: [] };
  if (text.startsWith('demo:')) {
    const account = DEMO_ACCOUNTS.find((item) => item.email.startsWith(`${text.slice(5)}@`));
    if (!account) throw new Error(`Unknown demo account "${text}"`);
    return { role: account.role, restriction: account.restriction };
  }
  // `Labels=Tags: view`: the module named Labels (renamed in /modules) has the key Tags.
  const keys: Record<string, string> = {};
  const restriction = text.split(';').map((part) => {
    const [named, rights = ''] = part.split(':');
    const [name, key] = named.split('=');
    if (key) keys[name.trim()] = key.trim();
    const granted = rights.split('+').map((right) => right.trim());
    return { name, canView: granted.includes('view'), canEdit: granted.includes('edit') };
  });
  return { role: 'subadmin', restriction, keys };
}

async function decide(testCase: Case): Promise<string> {
  const { role, restriction, keys } = parseAdmin(testCase.admin);
  const access = await createAccessDecider(role, restriction, keys);
  const action = /^(view|edit) (.+)$/.exec(testCase.request);
  if (action) return access.can(action[2], action[1] as 'view' | 'edit') ? 'allow' : 'deny';
  const decision = decideRoute(testCase.request, routeRules, menuItems, access);
  return decision.kind === 'redirect' ? `redirect ${decision.to}` : decision.kind;
}

const cases = readCases();

describe('access/policy-cases.md', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(20));
  for (const testCase of cases) {
    it(`row ${testCase.row}: ${testCase.admin} → ${testCase.request} = ${testCase.expect}`, async () => {
      expect(await decide(testCase)).toBe(testCase.expect);
    });
  }
});
