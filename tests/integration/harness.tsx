import { render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setupServer } from 'msw/node';
import { appRoutes } from '../../src/app/routes';
import { createHandlers } from '../../src/demo/handlers';
import { DemoStore } from '../../src/demo/store';
import { DEMO_PASSWORD } from '../../src/demo/accounts';
import { bootstrapSession } from '../../src/api/identity';
import { setToken } from '../../src/session/token';
import { endSession } from '../../src/session/unauthorized';
import { toastStore } from '../../src/toast/toasts';
import { getConfig } from '../../src/config';
import { queryClient } from '../../src/state/queryClient';
// The Refine shell and the admin layout load lazily in the app (only after sign-in); loading them
// here, up front, keeps their first compile out of each test's time, as when they were static.
import '../../src/app/RefineShell';
import '../../src/layout/AdminLayout';

/** The demo API through msw/node: the same handlers as the browser's demo mode. */
export const store = new DemoStore();
// The seed (10,000 orders ...) is built once per test file, here, not inside a first test's timeout.
store.all('users');
export const requests: { method: string; path: string; headers: Headers }[] = [];
// The demo API answers the other configured services too: IP geolocation, the Solana RPC.
export const server = setupServer(
  ...createHandlers(store, {
    ipGeoUrl: getConfig().ipGeoUrl,
    solanaRpcUrl: getConfig().solanaRpcUrl,
  }),
);
/** The demo API's calls started and not answered yet, by msw's request id. */
const unanswered = new Set<string>();
function recordRequest({ request, requestId }: { request: Request; requestId: string }) {
  unanswered.add(requestId);
  requests.push({
    method: request.method,
    path: new URL(request.url).pathname,
    headers: request.headers,
  });
}
const answered = ({ requestId }: { requestId: string }) => unanswered.delete(requestId);

/**
 * Waits until the app is quiet: every call to the demo API answered, and no query or mutation of
 * the app's under way (their toasts are shown by then). A test that counts what a burst of clicks
 * sent reads the count after this, not after a pause.
 */
export async function appSettled(): Promise<void> {
  await waitFor(
    () => {
      expect(unanswered.size).toBe(0);
      expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
    },
    { timeout: UI_WAIT_MS },
  );
}

/**
 * A test file's `beforeAll` (a file adds its own request listeners after it). The files a worker
 * runs share its modules (vitest.config.ts, `isolate: false`), so this server and store serve each
 * of them in turn: every file starts from the seed, signed out, with no toasts, and with no handler
 * or listener that a previous file added (a file may have removed every listener, the request log's
 * too): the request log is empty and listening again.
 */
export function listenDemoApi() {
  resetApp();
  server.resetHandlers();
  server.events.removeAllListeners();
  requests.length = 0;
  unanswered.clear();
  server.events.on('request:start', recordRequest);
  server.events.on('response:mocked', answered);
  server.events.on('response:bypass', answered);
  server.events.on('unhandledException', answered);
  server.listen({ onUnhandledRequest: 'bypass' });
}

/**
 * A session of a demo account (without 2FA). It is confirmed for sensitive requests too (step-up
 * with the password), as the admin would when asked, unless `confirmed: false` (the tests of the
 * step-up dialog itself).
 */
export async function tokenFor(email: string, { confirmed = true } = {}): Promise<string> {
  const response = await fetch(`${window.location.origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { result: { token: string } };
  const token = body.result.token;
  if (confirmed)
    await fetch(`${window.location.origin}/api/admin/step-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
  return token;
}

/** Starts the app at `path` as the browser would: start-up calls first, then the router. */
export async function startApp(
  path: string,
  options: { signedInAs?: string; extraRoutes?: RouteObject[]; confirmed?: boolean } = {},
) {
  if (options.signedInAs)
    setToken(await tokenFor(options.signedInAs, { confirmed: options.confirmed }));
  requests.length = 0;
  window.history.replaceState({}, '', path);
  await bootstrapSession();
  const router = createMemoryRouter(appRoutes(options.extraRoutes), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

export function resetApp() {
  endSession();
  toastStore.set({ toasts: [] });
  store.reset();
}

/** An antd Select's option, by its text (the dropdown renders them outside the control). */
export const antdOption = (text: string) =>
  waitFor(
    () => {
      const item = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (element) => element.textContent === text,
      );
      expect(item).toBeTruthy();
      return item!;
    },
    { timeout: UI_WAIT_MS },
  );

/** Picks an action's reason code in its dialog (the select labelled Reason, then the option). */
export async function chooseReason(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  reason: string,
): Promise<void> {
  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(await antdOption(reason));
}

/**
 * How long a test waits for the app to reach a state: the first page of a file imports the app's
 * code cold, which takes well over 8 s on a busy runner. A ceiling, not a timing goal.
 */
export const UI_WAIT_MS = 30_000;

/**
 * Waits until the record form has set its fields (`aria-busy="false"`, useFormSettled): Refine
 * re-creates every input once after mount and once the record has loaded, so an input found
 * earlier may be gone, with what was typed into it.
 */
export async function formSettled(): Promise<void> {
  await waitFor(() => expect(document.querySelector('form[aria-busy="false"]')).not.toBeNull(), {
    timeout: UI_WAIT_MS,
  });
}

/** A form field by its label, once the form has drawn it and set its first values. */
export async function formReady(label: string): Promise<HTMLElement> {
  await screen.findByLabelText(label, undefined, { timeout: UI_WAIT_MS });
  await formSettled();
  return screen.getByLabelText(label);
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens `path` as `email` and narrows the list to one record (the search matches an id). */
export async function openRow(user: User, path: string, email: string, id: string) {
  await startApp(`${path}?pageSize=10`, { signedInAs: email });
  const search = await screen.findByRole('searchbox', {}, { timeout: 15000 });
  await user.type(search, `${id}{Enter}`);
  await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1), {
    timeout: 8000,
  });
  return document.querySelector<HTMLElement>('tbody tr.ant-table-row')!;
}

/** Opens the Actions menu of row `id` and picks its item `label`. */
export async function chooseAction(user: User, id: string, label: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${id}` }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

/** The button of the open confirmation (a closing one may still be in the document). */
export const confirmButton = (label: string) =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter(
      (wrap) => wrap.style.display !== 'none',
    );
    return within(open.at(-1)!).getByRole('button', { name: label });
  });
