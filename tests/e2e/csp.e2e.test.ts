import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, productionApp, signIn } from './browser';
import { policy, recordViolations, withPolicy } from './csp';
import { E2E_PROD_DIR } from './paths';
import { settle } from './routes';

/**
 * The production build under deploy/nginx.conf's Content-Security-Policy (no inline script, no
 * eval), its connect-src filled from the same VITE_* values as the build (tests/e2e/global-setup).
 * That every route and tab works under it with no violation is checked by the one walk of every
 * route (route-walk.e2e.test.ts).
 */
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

  it('enforces it: an inline script is refused, and a first visit of a deep link loads clean', async () => {
    const { context, page, errors } = await openPage(app.browser);
    await withPolicy(context, app.url);
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

    // Every route and record tab is walked under the policy in route-walk.e2e.test.ts; here, a
    // deep link opened as the first page of a signed-in browser.
    await signIn(page, app.url, 'superadmin@demo.test');
    await settle(page, '/dashboard');
    await page.goto(`${app.url}/order-history`);
    await settle(page, '/order-history');
    await page.locator('.ant-table-row').first().waitFor();
    expect(violations, violations.join(' | ')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
