import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AUTH_PATHS } from '../../src/model/contract';
import { TOKEN_KEY } from '../../src/session/token';

export const DEMO_PASSWORD = 'Demo#2026';

/** A record as the demo API lists it. */
export interface Listed {
  _id: string;
  [key: string]: unknown;
}

/** The demo API as the signed-in page sees it (its token, its service worker). */
export async function pageApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body, tokenKey }) => {
      const response = await fetch(`/api/admin/${path}`, {
        method,
        headers: {
          Authorization: localStorage.getItem(tokenKey) ?? '',
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          message?: string;
          result?: { items?: Listed[] } & Listed;
        },
      };
    },
    { method, path, body, tokenKey: TOKEN_KEY },
  );
}

/**
 * A demo account's session token, from the HTTP demo API at `base` (the production build's
 * origin): what the sign-in form would get, for a client that skips the form.
 */
export async function demoToken(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as { result?: { token?: string } }).result?.token;
  if (!token) throw new Error(`${email} could not sign in: ${response.status}`);
  return token;
}

/** The password step-up for 5 minutes, as the admin would confirm it when asked. */
async function confirmSession(page: Page) {
  expect((await pageApi(page, 'POST', 'step-up', { password: DEMO_PASSWORD })).status).toBe(200);
}

/**
 * Signs in a demo account (without 2FA) through the sign-in form. The session is confirmed for
 * sensitive acts too (step-up with the password, for 5 minutes), as the admin would when asked,
 * unless `confirmed: false`.
 */
export async function signIn(page: Page, base: string, email: string, { confirmed = true } = {}) {
  await page.goto(`${base}/login`);
  await signInOnForm(page, email, { confirmed });
}

/** `signIn` on the sign-in form the tab already shows (after a sign-out: no page load). */
export async function signInOnForm(page: Page, email: string, { confirmed = true } = {}) {
  await submitSignIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  if (confirmed) await confirmSession(page);
}

/** Fills the sign-in form the tab shows and submits it; what follows is the caller's to wait for. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` (an address in the app, from its `/`) signed in as a demo account, confirmed as
 * `signIn` does, for a test of what an admin does once signed in. The token is the API's
 * (`demoToken`), left where the form leaves it, so the app starts as on a reload of a signed-in
 * tab: no sign-in page drawn, no dashboard on the way, each a page load of CPU on a shared runner.
 * The form itself is tested where it is the subject (sessions, two-factor, demo mode, account).
 * `storage`: more of the origin's localStorage, as the admin's earlier visits left it (a colour
 * scheme). Not for the demo build: its API is in the page.
 */
export async function openSignedIn(
  page: Page,
  base: string,
  email: string,
  path: string,
  {
    confirmed = true,
    storage = {},
  }: { confirmed?: boolean; storage?: Record<string, string> } = {},
) {
  const token = await demoToken(base, email);
  // A same-origin file that runs no app code, to write the origin's storage.
  await page.goto(`${base}/version.json`);
  await page.evaluate(
    (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
    Object.entries({ ...storage, [TOKEN_KEY]: token }),
  );
  await page.goto(`${base}${path}`);
  if (confirmed) await confirmSession(page);
}
