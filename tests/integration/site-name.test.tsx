import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { ShellFrame } from '../../src/ui/ShellFrame';
import { appState } from '../../src/state/appState';
import { loadSiteSetting } from '../../src/api/identity';
import { AUTH_PATHS } from '../../src/model/contract';
import { listenDemoApi, server } from './harness';

/** The brand while the site setting is on its way: never the product's name first. */
beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.removeItem('pm-admin:site-name');
  appState.set({ siteSetting: null });
});
afterAll(() => server.close());

const firstLoad = () => {
  appState.set({ siteSetting: null });
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <ShellFrame />
    </MemoryRouter>,
  );
  return screen.getByTestId('site-name');
};

describe("the site's name on a first load", () => {
  it('shows a placeholder, not the product name, until the setting arrives; then remembers it', async () => {
    const brand = firstLoad();
    expect(brand.textContent?.trim()).toBe('');
    await act(() => loadSiteSetting());
    expect(brand).toHaveTextContent('Predicta Admin');
    expect(localStorage.getItem('pm-admin:site-name')).toBe('Predicta Admin');
  });

  it("shows the last known name at once on the next load, and the setting's once it arrives", async () => {
    localStorage.setItem('pm-admin:site-name', 'Ops desk');
    const brand = firstLoad();
    expect(brand).toHaveTextContent('Ops desk');
    await act(() => loadSiteSetting());
    expect(brand).toHaveTextContent('Predicta Admin');
    expect(localStorage.getItem('pm-admin:site-name')).toBe('Predicta Admin');
  });

  it("falls back to the product's name when the setting cannot be read", async () => {
    server.use(http.get(`*${AUTH_PATHS.siteSetting}`, () => HttpResponse.error()));
    const brand = firstLoad();
    await act(() => loadSiteSetting());
    await waitFor(() => expect(brand).toHaveTextContent('Prediction Market Admin'));
  });
});
