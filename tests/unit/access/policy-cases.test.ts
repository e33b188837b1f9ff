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
  // `role SuperAdmin with Tags: view`: any role name, with a list (a superadmin's is ignored).
  const withRole = /^role (.+?) with (.+)$/.exec(text);
  if (withRole) return { ...parseAdmin(withRole[2]), role: withRole[1] };
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
    const [written, key] = named.split('=');
    // `"  Tags ": view`: a name written in quotes keeps its spaces.
    const quoted = /^\s*"(.*)"\s*$/.exec(written);
    const name = quoted ? quoted[1] : written;
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
      const actual = await decide(testCase);
      // The failure names the row, the admin, the request, what was expected and what was decided.
      if (actual !== testCase.expect)
        expect.fail(
          [
            `access/policy-cases.md row ${testCase.row} failed`,
            `  admin:    ${testCase.admin}`,
            `  request:  ${testCase.request}`,
            `  expected: ${testCase.expect}`,
            `  actual:   ${actual}`,
          ].join('\n'),
        );
    });
  }
});
