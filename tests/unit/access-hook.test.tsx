import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { AccessDecider } from '../../access/enforcer';
import { appState, resetAuth, type AdminRecord } from '../../src/state/appState';
import { useAccess } from '../../src/session/access';

const operator: AdminRecord = {
  _id: 'admin-operator',
  name: 'Operator',
  email: 'operator@demo.test',
  role: 'subadmin',
  restriction: [
    { name: 'Tags', canView: true, canEdit: true },
    { name: 'Users', canView: true, canEdit: false },
  ],
  currentPageAccess: null,
};

/** A component that asks useAccess, recording what every one of its renders got. */
function probe() {
  const seen: (AccessDecider | null)[] = [];
  function Probe() {
    seen.push(useAccess());
    return null;
  }
  return { seen, Probe };
}

afterEach(() => {
  cleanup();
  act(() => resetAuth());
});

describe('useAccess', () => {
  it('does not redraw its readers when only the current page access changes', async () => {
    const { seen, Probe } = probe();
    act(() => appState.set({ admin: operator }));
    render(<Probe />);
    await waitFor(() => expect(seen.at(-1)).not.toBeNull());
    const renders = seen.length;
    // What the route guard writes on every page: the admin record with a new currentPageAccess.
    act(() =>
      appState.set(({ admin }) => ({
        admin: { ...admin!, currentPageAccess: { name: 'Tags', canView: true, canEdit: true } },
      })),
    );
    act(() =>
      appState.set(({ admin }) => ({
        admin: { ...admin!, currentPageAccess: { name: 'Users', canView: true, canEdit: false } },
      })),
    );
    expect(seen.length).toBe(renders);
  });

  it("never answers with an earlier admin's decider once the rights change", async () => {
    const { seen, Probe } = probe();
    act(() => appState.set({ admin: operator }));
    render(<Probe />);
    await waitFor(() => expect(seen.at(-1)).not.toBeNull());
    const before = seen.at(-1)!;
    expect(before.can('Tags', 'edit')).toBe(true);
    const from = seen.length;
    // A superadmin takes Tags away: the identity comes back with a smaller restriction list.
    act(() =>
      appState.set({
        admin: { ...operator, restriction: [{ name: 'Users', canView: true, canEdit: false }] },
      }),
    );
    await waitFor(() => expect(seen.at(-1)?.can('Users', 'view')).toBe(true));
    const after = seen.slice(from);
    expect(after).not.toContain(before);
    expect(after.at(-1)!.can('Tags', 'view')).toBe(false);
  });
});
