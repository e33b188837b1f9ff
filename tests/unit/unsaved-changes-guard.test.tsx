import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { Refine, useWarnAboutChange, type DataProvider } from '@refinedev/core';
import { routerProvider } from '../../src/providers/routerProvider';
import { UNSAVED_CHANGES_MESSAGE, UnsavedChangesGuard } from '../../src/app/UnsavedChangesGuard';
import { removeToken, setToken } from '../../src/session/token';

const noData = {} as DataProvider;

/** A form page: "Type" leaves input unsaved; "Saved" is what a form does once the server answered. */
function FormPage() {
  const { setWarnWhen } = useWarnAboutChange();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => setWarnWhen(true)}>Type</button>
      <button onClick={() => navigate('/list')}>Leave</button>
      <button
        onClick={() => {
          // Both in one moment, before React draws again: Refine clears the warning when the
          // save starts, and a quick answer moves to the list before the guard has re-rendered.
          setWarnWhen(false);
          navigate('/list');
        }}
      >
        Saved
      </button>
    </>
  );
}

function mount() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Refine
            dataProvider={noData}
            routerProvider={routerProvider}
            options={{ warnWhenUnsavedChanges: true, disableTelemetry: true }}
          >
            <UnsavedChangesGuard />
            <Outlet />
          </Refine>
        ),
        children: [
          { path: '/form', element: <FormPage /> },
          { path: '/list', element: <p>list</p> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('leaving a form with unsaved input (UnsavedChangesGuard)', () => {
  const confirm = vi.fn<(message?: string) => boolean>();
  beforeEach(() => {
    setToken('token');
    vi.stubGlobal('confirm', confirm);
  });
  afterEach(() => {
    cleanup();
    removeToken();
    confirm.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks first, and stays when the admin says no', () => {
    const router = mount();
    click('Type');
    confirm.mockReturnValue(false);
    click('Leave');
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(router.state.location.pathname).toBe('/form');
  });

  it('leaves without asking once the form is saved, even when the move comes before a redraw', () => {
    const router = mount();
    click('Type');
    click('Saved');
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/list');
  });
});
