import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core (a devDependency at an exact version), run in the page by the e2e suites. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}
/** The sidebar, audited with every group open (accessibility.e2e.test.ts), left out of the pages'. */
export const SIDEBAR = '[data-testid="sidebar"]';

/** Colours are checked as they end, not halfway through a menu item's or a row's transition. */
export const NO_MOTION =
  '*, *::before, *::after { transition: none !important; animation: none !important; }';

type AxeContext = string | { exclude: string[][] } | undefined;

/** Serious and critical axe violations in `within` (default: the whole page), one line each. */
export async function audit(page: Page, label: string, within?: AxeContext): Promise<string[]> {
  // Run by the test's driver, not added as a script: the page's own scripts are untouched, and a
  // Content-Security-Policy (no inline script) neither refuses nor reports it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (within) => {
    type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: unknown }> };
    const { axe } = window as unknown as { axe: Axe };
    return (await axe.run(within ?? document, { resultTypes: ['violations'] })).violations;
  }, within);
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => JSON.stringify(node.target));
      const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
      return `${label}: ${violation.id} (${violation.impact}) ${violation.help} at ${where.join(', ')}: ${why}`;
    });
}
