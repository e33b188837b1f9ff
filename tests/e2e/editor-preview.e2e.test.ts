import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, signIn } from './browser';

/**
 * The rich-text editors and their live previews (CMS content, e-mail templates) in Chromium:
 * typing never adds a step to the tab's history, and a long value wraps in the preview.
 */

const app = browserSuite();

async function signedIn(scheme: 'light' | 'dark' = 'light') {
  const opened = await openPage(app.browser);
  // Leaving a form with unsaved input asks first (UnsavedChangesGuard): the test says yes.
  opened.page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await signIn(opened.page, app.url, 'superadmin@demo.test');
  await opened.page.evaluate(
    (chosen) => localStorage.setItem('pm-admin:color-scheme', chosen),
    scheme,
  );
  return opened;
}

describe('rich-text editors and previews', () => {
  it('typing in the CMS editor adds no history entry: one Back returns to the list', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${app.url}/cms-list`);
    await page.getByRole('link', { name: 'Edit About Us' }).click();
    await page.waitForURL('**/update-cms/**');
    const preview = page.frameLocator('iframe[title="Page preview"]');
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.locator('p').first().waitFor();
    const before = await page.evaluate(() => history.length);
    await content.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Hello world', { delay: 20 });
    await preview.getByText('Hello world').waitFor();
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.evaluate(() => history.back());
    await page.waitForURL((url) => url.pathname === '/cms-list');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the same for the e-mail template body and its preview', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${app.url}/email-template-list`);
    await page.getByRole('link', { name: 'Edit Password Reset' }).click();
    await page.waitForURL('**/updatetemplate/**');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.getByText('We received a request').waitFor();
    const before = await page.evaluate(() => history.length);
    await body.getByText('We received a request').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Hello world', { delay: 20 });
    await page
      .frameLocator('iframe[title="Email preview"]')
      .getByText(/Hello world/)
      .waitFor();
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.evaluate(() => history.back());
    await page.waitForURL((url) => url.pathname === '/email-template-list');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the e-mail preview wraps a long transaction signature inside the frame', async () => {
    const { context, page, errors } = await signedIn();
    await page.goto(`${app.url}/email-template-list`);
    await page.getByRole('link', { name: 'Edit Deposit Credited' }).click();
    await page.waitForURL('**/updatetemplate/**');
    await page.frameLocator('iframe[title="Email preview"]').locator('code').waitFor();
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url() === 'about:srcdoc')!;
    const fits = await frame.evaluate(() => {
      const code = document.querySelector('code')!;
      return {
        signature: code.textContent?.length ?? 0,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        right: code.getBoundingClientRect().right,
        width: document.documentElement.clientWidth,
      };
    });
    expect(fits.signature).toBeGreaterThan(80);
    expect(fits.overflow).toBe(0);
    expect(fits.right).toBeLessThanOrEqual(fits.width);
    await page.getByTestId('template-preview').screenshot({
      path: 'tests/e2e/.artifacts/email-preview-long-signature.png',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
