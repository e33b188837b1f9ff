import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { contentSecurityPolicy } from '../../deploy/nginx-conf.mjs';
import { browserSuite, openPage, productionApp, signIn } from './browser';
import { E2E_PROD_DIR, PRODUCTION_ENV } from './paths';
import { goInApp, isRecordPath, openTabs, routePaths, settle, watchQueryRefusals } from './routes';

/**
 * The production build under deploy/nginx.conf's Content-Security-Policy (no inline script, no
 * eval), its connect-src filled from the same VITE_* values as the build (tests/e2e/global-setup):
 * every page loads and works with no violation. The walk of every route (and each record page's
 * tabs) also checks that the HTTP demo API takes every query the panel sends (queries.e2e.test.ts
 * has the rest of that check): one walk of the production build serves both.
 */
const policy = () => contentSecurityPolicy(PRODUCTION_ENV);

/** Every route and record tab in one test: more than the suite's 90 s on a busy machine. */
const LONG = 240_000;

/** The app's HTML comes with the policy, as nginx sends it with index.html. */
async function withPolicy(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === app.url && !/^\/(api|assets|demo-images|ipgeo)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy() },
      });
    },
  );
}

/** Every `securitypolicyviolation` event in the page, and the console's CSP errors. */
async function recordViolations(page: Page, violations: string[]): Promise<void> {
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      void report(`event: ${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
}

const app = browserSuite(productionApp());

describe('the production build under the deployment Content-Security-Policy', () => {
  it('is strict: no inline script, no eval, no unsafe-eval', () => {
    const CSP = policy();
    expect(CSP).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(CSP).not.toContain('unsafe-eval');
    // The API, the Solana RPC and IP geolocation are on the page's own origin.
    expect(CSP).toContain("connect-src 'self';");
    const html = readFileSync(join(E2E_PROD_DIR, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it(
    'enforces it (an inline script is refused); every route and tab runs without a violation, and every query it sends is taken',
    async () => {
      const { context, page, errors } = await openPage(app.browser);
      await withPolicy(context);
      const refused = watchQueryRefusals(context);
      const violations: string[] = [];
      await recordViolations(page, violations);
      await page.goto(`${app.url}/login`);
      await page.getByLabel('Email').waitFor();
      // The policy is in force: the browser refuses what it forbids.
      // (eval cannot be tried from here: code run by the test's driver is exempt from the policy.)
      // An inline script the policy allowed would run as it is inserted, before append() returns.
      const inlineRan = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.head.append(script);
        return 'inlineRan' in window;
      });
      expect(inlineRan).toBe(false);
      // Both reports of the refusal (the page's event and the console's line) arrive on their own
      // schedules: clear the record once both are in, not after the first.
      await expect
        .poll(() =>
          ['event: ', 'console: '].every((kind) => violations.some((v) => v.startsWith(kind))),
        )
        .toBe(true);
      violations.length = 0;
      errors.length = 0;

      await signIn(page, app.url, 'superadmin@demo.test');
      await settle(page, '/dashboard');
      const paths = await routePaths(page, app.url);
      // Two tabs share the routes (one in-app move per route): half the wall time.
      const second = await context.newPage();
      await recordViolations(second, violations);
      second.on('console', (message) => {
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
          errors.push(`console: ${message.text()}`);
      });
      await second.goto(`${app.url}/dashboard`);
      await settle(second, '/dashboard');
      await Promise.all(
        [page, second].map(async (tab, index) => {
          for (const path of paths.filter((_, at) => at % 2 === index)) {
            await goInApp(tab, path);
            if (isRecordPath(path)) await openTabs(tab, path);
          }
        }),
      );
      // A first visit of a deep link loads under the policy too.
      await page.goto(`${app.url}/order-history`);
      await settle(page, '/order-history');
      await page.locator('.ant-table-row').first().waitFor();
      expect(violations, violations.join(' | ')).toEqual([]);
      expect(refused).toEqual([]);
      expect(paths.length).toBeGreaterThan(50);
      expect(errors).toEqual([]);
      await context.close();
    },
    LONG,
  );
});
