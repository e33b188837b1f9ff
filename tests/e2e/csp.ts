import type { BrowserContext, Page } from 'playwright-core';
import { contentSecurityPolicy } from '../../deploy/nginx-conf.mjs';
import { PRODUCTION_ENV } from './paths';

/**
 * The deployment's Content-Security-Policy in the browser (csp.e2e.test.ts, route-walk.e2e.test.ts):
 * the production build's HTML served with deploy/nginx.conf's header, and what the page reports
 * as refused.
 */

/** deploy/nginx.conf's policy, its connect-src from the build's VITE_* values. */
export const policy = () => contentSecurityPolicy(PRODUCTION_ENV);

/** The app's HTML (served at `base`) comes with the policy, as nginx sends it with index.html. */
export async function withPolicy(context: BrowserContext, base: string): Promise<void> {
  await context.route(
    (url) => url.origin === base && !/^\/(api|assets|demo-images|ipgeo)\//.test(url.pathname),
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
export async function recordViolations(page: Page, violations: string[]): Promise<void> {
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
