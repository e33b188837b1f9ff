import { chromium } from 'playwright-core';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(process.env.EMAIL ?? 'superadmin@demo.test');
await page.getByLabel('Password').fill('Demo#2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
for (const path of paths) {
  if (path.startsWith('click:')) { await page.getByText(path.slice(6), { exact: true }).first().click(); await page.waitForTimeout(1500); continue; }
  if (path.startsWith('shot:')) { await page.screenshot({ path: `/tmp/shots/${path.slice(5)}.png` }); continue; }
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
}
console.log('errors', errors);
await browser.close();
