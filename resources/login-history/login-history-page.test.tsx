import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { forgetPlaces } from '../../src/api/ipGeo';
import {
  listenDemoApi,
  resetApp,
  server,
  startApp,
  UI_WAIT_MS,
} from '../../tests/integration/harness';

beforeAll(listenDemoApi);
afterEach(() => {
  cleanup();
  resetApp();
  forgetPlaces();
});
afterAll(() => server.close());

describe('/loginHistory', () => {
  it('shows each IP with its place, asking the geolocation service once per IP', async () => {
    const lookups: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).hostname === 'ipapi.co') lookups.push(request.url);
    });
    await startApp('/loginHistory?pageSize=20', { signedInAs: 'operator@demo.test' });
    // The list page compiles on first use in a cold run.
    await screen.findAllByTestId('ip-place', {}, { timeout: UI_WAIT_MS });
    await waitFor(() => {
      const places = screen.getAllByTestId('ip-place');
      expect(places.every((place) => place.textContent !== 'Locating…')).toBe(true);
    });
    const shown = screen
      .getAllByTestId('ip-place')
      .map((place) => place.parentElement!.querySelector('.mono')!.textContent!);
    const publicIps = new Set(shown.filter((ip) => !/^(127|10|192\.168)\./.test(ip)));
    expect(lookups).toHaveLength(publicIps.size);
    expect(new Set(lookups).size).toBe(lookups.length);
    expect(screen.getAllByTestId('ip-place')[0].textContent).toMatch(/, |Private network/);
    server.events.removeAllListeners();
  });
});
