import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { ARTIFACTS } from './paths';

/** Pages that will be saved if their test fails (one picture each, named by the first call). */
const savedOnFailure = new WeakSet<Page>();

/**
 * A picture of the page in tests/e2e/.artifacts/<name>.png, taken when asked (`E2E_SCREENSHOTS=1`,
 * to look at what a change draws). Otherwise none is taken unless the test fails, and then the page
 * as it was at the failure (`fullPage`: all of it, scrolled or not): a passing run writes no file,
 * and pays nothing for them.
 * A concurrent test passes its own `onTestFailed` (vitest's global one cannot tell which test runs).
 */
export async function screenshot(
  page: Page,
  name: string,
  {
    fullPage = false,
    onFailed = onTestFailed,
  }: { fullPage?: boolean; onFailed?: typeof onTestFailed } = {},
): Promise<void> {
  const save = async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage });
  };
  if (process.env.E2E_SCREENSHOTS) return save();
  if (savedOnFailure.has(page)) return;
  savedOnFailure.add(page);
  onFailed(async () => {
    // The page may be closed already (its context ends with the test): then there is nothing to see.
    await save().catch(() => undefined);
  });
}
