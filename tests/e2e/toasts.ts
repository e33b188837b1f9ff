import type { Page } from 'playwright-core';

/** What the panel shows for a moment: toasts, and the tooltips that name icon-only buttons. */

/**
 * From now until the page's next load, every toast drawn is written down in the page. A success
 * toast stays 2 s, which a test on a busy machine can miss between two looks;
 * `toastShown` asks the record. (Not an init script: that would also run in the sandboxed frames of
 * CMS and e-mail previews, where Chromium logs each blocked script as an error.)
 */
export async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    Object.assign(window, { __toastLog: log });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('[data-testid="toast"]')
            ? [node]
            : [...node.querySelectorAll('[data-testid="toast"]')];
          for (const toast of toasts) log.push(toast.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until a toast with `text` has been drawn on `page` since `watchToasts`, even briefly. */
export async function toastShown(page: Page, text: string): Promise<void> {
  const logged = () =>
    page.evaluate(() => (window as unknown as { __toastLog?: string[] }).__toastLog ?? []);
  // Waits one browser step (the context's default timeout), in the page: no test's expect is
  // needed, so a concurrent test may call it too.
  await page
    .waitForFunction(
      (text) =>
        ((window as unknown as { __toastLog?: string[] }).__toastLog ?? []).some((toast) =>
          toast.includes(text),
        ),
      text,
      { polling: 100 },
    )
    .catch(async (error: Error) => {
      const seen = await logged().catch(() => ['(page closed)']);
      throw new Error(`No toast "${text}" was drawn; drawn: ${JSON.stringify(seen)}`, {
        cause: error,
      });
    });
}

/**
 * Hovers each button named in `names` and waits for its tooltip (with `names`' text, or "Search"
 * for a pattern), then moves the pointer away and waits for the tooltip to go.
 */
export async function tooltipsShown(page: Page, names: (string | RegExp)[]): Promise<void> {
  for (const name of names) {
    const button = page.getByRole('button', { name });
    await button.hover();
    const tip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').filter({
      hasText: typeof name === 'string' ? name : 'Search',
    });
    await tip.waitFor();
    await page.mouse.move(0, 400);
    await tip.waitFor({ state: 'hidden' });
  }
}
