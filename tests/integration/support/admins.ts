import { cleanup, screen, within } from '@testing-library/react';
import type { RestrictionEntry } from '../../../access/names';
import { endSession } from '../../../src/session/unauthorized';
import { startApp, tokenFor } from '../harness';

/** The sidebar's menu items (its groups, and the items of an open one), by their text. */
export function sidebarGroups(): string[] {
  return within(screen.getByTestId('sidebar'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** Calls the admin API as `as` (signed in with the demo password). */
export async function api(
  method: string,
  path: string,
  as: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${window.location.origin}/api/admin/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await tokenFor(as)}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const view = (name: string): RestrictionEntry => ({ name, canView: true, canEdit: false });
export const edit = (name: string): RestrictionEntry => ({ name, canView: true, canEdit: true });

/** Signs out, then starts the app as `email` (the demo password) and waits for its sidebar. */
export async function signInAgainAs(email: string, path = '/dashboard') {
  cleanup();
  endSession();
  return startApp(path, { signedInAs: email });
}
