import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, productionApp, screenshot, signIn } from './browser';
import { E2E_PROD_DIR } from './paths';

const seen: { method: string; path: string; headers: Record<string, string> }[] = [];

const app = browserSuite(productionApp({ onRequest: (entry) => seen.push(entry) }));

describe('a production build (demo mode off) against the HTTP demo API', () => {
  it('carries no demo code', () => {
    const assets = join(E2E_PROD_DIR, 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(code).not.toContain('mockServiceWorker');
    expect(code).not.toContain('superadmin@demo.test');
    expect(code).not.toContain('Demo#2026');
    expect(code).not.toContain('jsxDEV');
  });

  it('signs in over real HTTP with Authorization and timezone on the wire', async () => {
    const { context, page, errors } = await openPage(app.browser, { timezoneId: 'Asia/Kolkata' });
    await signIn(page, app.url, 'superadmin@demo.test');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('kpi-users').waitFor();
    await screenshot(page, 'production-dashboard');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const detail = seen.find((entry) => entry.path === '/api/admin/dashboard');
    expect(detail, 'the dashboard call reached the server').toBeDefined();
    expect(detail!.headers.authorization).toMatch(/^[0-9a-f]{48}$/);
    expect(detail!.headers.timezone).toBe(zone);
    const login = seen.find((entry) => entry.path === '/api/admin/login');
    expect(login!.headers.timezone).toBe(zone);
    expect(login!.headers.authorization).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
