import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { menuItems } from '../../src/model/registry';
import { browserSuite, DEMO_PASSWORD, freshContext, menuItem, openPage, signIn } from './browser';
import { pageShown, PUBLIC_PAGES, settle } from './routes';
import { audit, NO_MOTION, SIDEBAR } from './axe';

/**
 * axe-core (a devDependency at an exact version, tests/e2e/axe.ts): no serious or critical
 * violation on the public pages, on the demo build's own header and on the sidebar with every
 * group open; every private route of the production build is audited in route-walk.e2e.test.ts.
 * Then the keyboard alone: sign in, skip link, every sidebar entry in menu order, and a form
 * filled and submitted.
 */
/** A long walk of the keyboard: more than the suite's 90 s on a busy machine. */
const LONG = 180_000;

/** What has the keyboard focus: tag, href or role, and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      href: element?.getAttribute('href') ?? '',
      role: element?.getAttribute('role') ?? '',
      expanded: element?.getAttribute('aria-expanded') ?? '',
      text: element?.textContent?.trim() ?? '',
      inSidebar: Boolean(element?.closest('[data-testid="sidebar"]')),
      id: element?.id ?? '',
    };
  });
}

const app = browserSuite();

describe('accessibility (axe-core: no serious or critical violation)', () => {
  it('the public pages: sign-in, forgotten password, password reset, 404', async () => {
    const { context, page } = await openPage(app.browser);
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${app.url}${path}`);
      await settle(page, path);
      found.push(...(await audit(page, path)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('keyboard only', () => {
  it(
    'signs in, skips to the page, reaches every sidebar entry in order, and submits a form',
    async () => {
      const { context, page, errors } = await openPage(app.browser);
      const { keyboard } = page;
      // Sign in: the e-mail field has the focus, Tab moves to the password, Enter submits.
      await page.goto(`${app.url}/login`);
      await page.getByLabel('Email').waitFor();
      expect((await focused(page)).tag).toBe('input');
      await keyboard.type('superadmin@demo.test');
      await keyboard.press('Tab');
      await keyboard.type(DEMO_PASSWORD);
      await keyboard.press('Enter');
      await page.waitForURL('**/dashboard');
      await settle(page, '/dashboard');
      await page.addStyleTag({ content: NO_MOTION });
      // The demo build's header (its simulator switch and reset button) is its own.
      expect(await audit(page, '/dashboard (demo build)')).toEqual([]);

      // The first Tab stop is the skip link; it moves the focus to the page's content.
      await keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
      await keyboard.press('Enter');
      expect((await focused(page)).id).toBe('main-content');

      // Back to the top: skip link, site title, then the menu. Arrow keys walk it; Enter opens a
      // closed group: one walk opens every group.
      // The menu moves the focus one animation frame after a key (rc-menu defers it), while its
      // own active item has already moved: read the focus, or take it back, only once it landed.
      const focusLanded = () =>
        page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      const toMenu = async () => {
        await focusLanded();
        await page.locator('.skip-link').focus();
        expect((await focused(page)).text).toBe('Skip to main content');
        await keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({
          tag: 'a',
          href: '/dashboard',
          inSidebar: true,
        });
        await keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ role: 'menu', inSidebar: true });
      };
      await toMenu();
      for (let step = 0; step < 120; step++) {
        await keyboard.press('ArrowDown');
        // Else a busy machine reads the item before, and Enter would act on the one after.
        await focusLanded();
        const now = await focused(page);
        if (now.role === 'menuitem' && now.expanded === 'false') {
          await keyboard.press('Enter');
          await page.waitForFunction(
            () => document.activeElement?.getAttribute('aria-expanded') === 'true',
          );
        }
      }
      // Then Tab visits every entry's link, in order, and leaves the sidebar.
      await toMenu();
      const reached: string[] = [];
      for (let stop = 0; stop < 80; stop++) {
        await keyboard.press('Tab');
        const { href, inSidebar } = await focused(page);
        if (!inSidebar) break;
        reached.push(href);
      }
      // Every menu entry, in the registry's menu order (the superadmin sees them all); a list's
      // saved views follow its entry, each its list's address with the view's query.
      const entries = reached.filter((href) => !href.includes('?'));
      expect(entries).toEqual(menuItems.map((item) => item.path));
      reached.forEach((href, at) => {
        const entry = reached
          .slice(0, at)
          .filter((before) => !before.includes('?'))
          .at(-1);
        if (href.includes('?')) expect(href.startsWith(`${entry}?`)).toBe(true);
      });
      // The sidebar with every group open meets the same rules as the pages.
      expect(await audit(page, 'sidebar', SIDEBAR)).toEqual([]);

      // Enter on an entry opens its page: Tags, then its create button, then the form.
      await page.locator(`${SIDEBAR} a[href="/tags"]`).focus();
      await keyboard.press('Enter');
      await page.waitForURL('**/tags*');
      // The address changes at once, while the dashboard stays on screen until the list's code has
      // loaded: Tab would walk the dashboard. Wait for the list's page area itself.
      await pageShown(page, '/tags');
      await settle(page, '/tags');
      // New is drawn once the admin's rights are read; Tab is pressed once it is there.
      await page.locator('.page-area a[href="/add-tag"]').waitFor();
      await page.locator('.skip-link').focus();
      await keyboard.press('Enter');
      await tabUntil(page, (now) => now.href === '/add-tag');
      await keyboard.press('Enter');
      await page.waitForURL('**/add-tag');
      await settle(page, '/add-tag');
      // The router shows the list until the form's code has loaded: wait for the form itself.
      await page.locator('#label').waitFor();
      await page.getByRole('button', { name: 'Export CSV' }).waitFor({ state: 'detached' });
      await page.locator('.skip-link').focus();
      await keyboard.press('Enter');
      await tabUntil(page, (now) => now.tag === 'input');
      await keyboard.type('Keyboard only');
      // The slug follows the label as typed; Save once it has (a busy machine is slow to).
      await expect.poll(() => page.getByLabel('Slug').inputValue()).toBe('keyboard-only');
      await tabUntil(page, (now) => now.tag === 'button' && /^Save$/.test(now.text));
      await keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/tags', { timeout: 30_000 });
      const saved = await page.evaluate(async () => {
        const response = await fetch('/api/admin/tags?q=Keyboard', {
          headers: { Authorization: localStorage.getItem('adminToken') ?? '' },
        });
        const body = (await response.json()) as { result: { items: { label: string }[] } };
        return body.result.items.map((item) => item.label);
      });
      expect(saved).toEqual(['Keyboard only']);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});

/** Presses Tab until `done` holds for the focused element (at most 60 stops). */
async function tabUntil(
  page: Page,
  done: (now: Awaited<ReturnType<typeof focused>>) => boolean,
): Promise<void> {
  const stops: string[] = [];
  for (let stop = 0; stop < 60; stop++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (done(now)) return;
    stops.push(
      `${now.tag}${now.href ? ` ${now.href}` : ''}${now.text ? ` "${now.text.slice(0, 30)}"` : ''}`,
    );
  }
  // Every stop passed, so that a failure says where the focus went instead.
  throw new Error(`No such Tab stop; the focus went to: ${stops.join(', ')}`);
}

describe("the system's reduced-motion setting", () => {
  /**
   * Whether a popup came with antd's motion: rc-motion's start and active steps (the animated ones;
   * a popup without motion still has a "prepare" step, in which it is placed).
   */
  async function animatesPopups(reducedMotion: 'reduce' | 'no-preference'): Promise<boolean> {
    const context = await freshContext(app.browser, { reducedMotion });
    const page = await context.newPage();
    await signIn(page, app.url, 'superadmin@demo.test');
    await settle(page, '/dashboard');
    // Every class any element takes from now on is looked at, however briefly it has it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { motionSeen: string[] }).motionSeen = seen;
      const look = (element: Element) => {
        if (/-(enter|appear|leave)-(start|active)\b/.test(String(element.className)))
          seen.push(element.className);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target instanceof Element) look(record.target);
          for (const node of record.addedNodes)
            if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(look);
        }
      }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['class'] });
    });
    await page.getByTestId('account-menu').click();
    await menuItem(page, /Sign out/).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { motionSeen: string[] }).motionSeen,
    );
    await context.close();
    return seen.length > 0;
  }

  it('is followed: popups appear without animation when it asks for less motion', async () => {
    expect(await animatesPopups('no-preference')).toBe(true);
    expect(await animatesPopups('reduce')).toBe(false);
  });
});
