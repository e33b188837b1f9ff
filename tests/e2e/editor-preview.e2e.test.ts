import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, openPage, openSignedIn, productionApp, screenshot } from './browser';
import { goInApp } from './routes';

/**
 * The rich-text editors and their live previews (CMS content, e-mail templates) in Chromium:
 * typing never adds a step to the tab's history, a long value wraps in the preview, and the
 * editor reads well in light and dark mode.
 */

const app = browserSuite(productionApp());

/** The superadmin on `path`, the panel in `scheme`; a form left unsaved may be left. */
async function signedIn(path: string, scheme: 'light' | 'dark' = 'light') {
  const opened = await openPage(app.browser);
  opened.page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  await openSignedIn(opened.page, app.url, 'superadmin@demo.test', path, {
    storage: { 'pm-admin:color-scheme': scheme },
  });
  return opened;
}

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** An editor's box, its text and (rich editors) a toolbar icon, as Chromium paints them. */
async function editorColours(page: Page, label: string) {
  return page.evaluate((name) => {
    const editor = document.querySelector(`[role="textbox"][aria-label="${name}"]`)!;
    const frame = editor.closest('.rich-editor-frame')!;
    const text = editor.querySelector('p') ?? editor;
    const icon = frame.querySelector('button[aria-label="Bold"] .anticon');
    return {
      background: getComputedStyle(frame).backgroundColor,
      text: getComputedStyle(text).color,
      icon: icon ? getComputedStyle(icon).color : undefined,
    };
  }, label);
}

describe('rich-text editors and previews', () => {
  it('typing in the CMS editor adds no history entry: one Back returns to the list', async () => {
    const { context, page, errors } = await signedIn('/cms-list');
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
    const { context, page, errors } = await signedIn('/email-template-list');
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
    const { context, page, errors } = await signedIn('/email-template-list');
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
    await screenshot(page, 'email-preview-long-signature');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    '%s mode: the editor, its text and its toolbar icons read on the theme background',
    async (scheme) => {
      const { context, page, errors } = await signedIn('/cms-list', scheme);
      await page.getByRole('link', { name: 'Edit About Us' }).click();
      await page.waitForURL('**/update-cms/**');
      await page.getByRole('textbox', { name: 'Content' }).locator('p').first().waitFor();
      const colours = await editorColours(page, 'Content');
      const card = await page.evaluate(
        () => getComputedStyle(document.querySelector('.ant-card')!).backgroundColor,
      );
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.icon!, colours.background)).toBeGreaterThanOrEqual(4.5);
      // The box sits in the card as an antd input does: dark in dark mode, light in light mode.
      expect(contrast(colours.background, card)).toBeLessThan(1.5);
      await screenshot(page, `cms-editor-${scheme}`);
      await goInApp(page, '/email-template-list');
      await page.getByRole('link', { name: 'Edit Password Reset' }).click();
      await page
        .getByRole('textbox', { name: 'Body' })
        .getByText('We received a request')
        .waitFor();
      for (const label of ['Subject', 'Body']) {
        const template = await editorColours(page, label);
        expect(contrast(template.text, template.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(template.background, card)).toBeLessThan(1.5);
      }
      await screenshot(page, `email-template-editor-${scheme}`);
      // The site setting's section headings (fieldset legends, styles.css) too.
      await goInApp(page, '/site-setting');
      const legend = page.locator('.form-section legend').first();
      await legend.waitFor();
      const heading = await legend.evaluate((element) => getComputedStyle(element).color);
      expect(contrast(heading, card)).toBeGreaterThanOrEqual(4.5);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
