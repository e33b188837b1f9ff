import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, productionApp, recordPageErrors } from './browser';
import { audit, NO_MOTION, SIDEBAR } from './axe';
import { recordViolations, withPolicy } from './csp';
import { pseudoPage, signInPseudo, untranslated } from './pseudo';
import { goInApp, isRecordPath, openTabs, routePaths, settle, watchQueryRefusals } from './routes';

/**
 * Every private route of the registry, and each record page's tabs, opened once as the superadmin
 * in the production build with the HTTP demo API, and judged four ways on the way: the deployment's
 * Content-Security-Policy (tests/e2e/csp.ts), the queries the API takes, the pseudo language
 * (tests/e2e/pseudo.ts) and axe-core (tests/e2e/axe.ts). One walk instead of one per check: each
 * took half a minute of a runner's two CPUs. What a route's first drawing does not show (dialogs,
 * menus, the public pages) is in csp, languages and accessibility.e2e.test.ts.
 */
const app = browserSuite(productionApp());

/** Every route and tab, four checks each: more than the suite's 90 s on a busy machine. */
const LONG = 300_000;

const found = {
  paths: [] as string[],
  violations: [] as string[],
  refused: [] as string[],
  untranslated: [] as string[],
  inaccessible: [] as string[],
  errors: [] as string[],
};

/** What the checks find on one route (and its tabs) of `tab`. */
async function judge(tab: Page, path: string, data: Parameters<typeof untranslated>[2]) {
  await goInApp(tab, path);
  found.untranslated.push(...(await untranslated(tab, path, data)));
  // The sidebar is audited with every group open, in accessibility.e2e.test.ts.
  found.inaccessible.push(...(await audit(tab, path, { exclude: [[SIDEBAR]] })));
  if (isRecordPath(path)) await openTabs(tab, path);
}

beforeAll(async () => {
  const { context, page, data, errors } = await pseudoPage(app.browser);
  await withPolicy(context, app.url);
  found.refused = watchQueryRefusals(context);
  found.errors = errors;
  await recordViolations(page, found.violations);
  await signInPseudo(page, app.url, 'superadmin@demo.test');
  found.paths = await routePaths(page, app.url);
  // Two tabs share the routes (one in-app move per route, no page load): half the wall time.
  const second = await context.newPage();
  await recordViolations(second, found.violations);
  recordPageErrors(second, errors);
  await second.goto(`${app.url}/dashboard`);
  await settle(second, '/dashboard');
  await Promise.all(
    [page, second].map(async (tab, index) => {
      await tab.addStyleTag({ content: NO_MOTION });
      for (const path of found.paths.filter((_, at) => at % 2 === index))
        await judge(tab, path, data);
    }),
  );
  await context.close();
}, LONG);

describe('every private route and record tab of the production build', () => {
  it('is walked: the registry gives them all', () => {
    expect(found.paths.length).toBeGreaterThan(50);
    expect(found.errors).toEqual([]);
  });

  it('runs under the deployment Content-Security-Policy without a violation', () => {
    expect(found.violations, found.violations.join(' | ')).toEqual([]);
  });

  it('sends only queries the API takes', () => {
    expect(found.refused).toEqual([]);
  });

  it('writes every text through the translator (pseudo language)', () => {
    expect(found.untranslated.sort()).toEqual([]);
  });

  it('has no serious or critical accessibility violation (axe-core)', () => {
    expect(found.inaccessible.sort()).toEqual([]);
  });
});
