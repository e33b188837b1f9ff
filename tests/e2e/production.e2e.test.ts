import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startDemoServer } from '../../src/demo/server';
import { launchBrowser, openPage, screenshot, signIn } from './browser';
import { E2E_PROD_DIR, PROD_API_PORT } from './paths';

let browser: Browser;
let server: Awaited<ReturnType<typeof startDemoServer>>;
const seen: { method: string; path: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startDemoServer({
      port: PROD_API_PORT,
      staticDir: E2E_PROD_DIR,
      maxLifetimeMs: 600_000,
      onRequest: (entry) => seen.push(entry),
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

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
    const { context, page, errors } = await openPage(browser, { timezoneId: 'Asia/Kolkata' });
    await signIn(page, server.url, 'superadmin@demo.test');
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
