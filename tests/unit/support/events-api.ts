import { beforeEach, expect } from 'vitest';
import { createDemoApi } from '../../../src/demo/backend';
import { DemoStore, type Row } from '../../../src/demo/store';
import { DEMO_PASSWORD } from '../../../src/demo/accounts';
import { singleControl } from './singleControl';

/**
 * What the tests of events and their markets share: a well-formed event body to vary, and the
 * demo API with four admins signed in (operator, viewer, finance, superadmin), made afresh for each
 * test of the describe that calls `freshEventsApi`.
 */
const day = 86_400_000;
export const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

export function market(overrides: Record<string, unknown> = {}) {
  return {
    question: 'Will it rain in Lisbon tomorrow?',
    slug: 'rain-lisbon',
    outcomePrices: [0.4, 0.6],
    tickSize: 0.01,
    minOrderSize: '5',
    makerFeeBps: 0,
    takerFeeBps: 100,
    startDate: iso(-1),
    endDate: iso(10),
    ...overrides,
  };
}

export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Lisbon weather',
    slug: 'lisbon-weather',
    ticker: 'LIS-WX',
    description: 'Rain in Lisbon',
    resolutionSource: 'https://weather.example/lisbon',
    categoryId: 'c1',
    tagIds: [],
    startDate: iso(-1),
    endDate: iso(10),
    featured: false,
    negRisk: false,
    markets: [
      market(),
      market({ question: 'Will it rain in Porto tomorrow?', slug: 'rain-porto' }),
    ],
    ...overrides,
  };
}

/** The current test's store (set by `freshEventsApi`'s beforeEach). */
export let store: DemoStore;
let api: ReturnType<typeof createDemoApi>;
const tokens: Record<string, string> = {};

/** Calls the demo API as `who` (operator, viewer, finance or superadmin). */
export async function call(who: string, method: string, path: string, body?: unknown) {
  const response = (await api(
    new Request(`http://demo.test/api/admin/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: tokens[who] },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  ))!;
  return { status: response.status, body: await response.json() };
}

/**
 * A fresh store and demo API before each test of the calling describe, the four admins signed in.
 * Call it in each describe (files run in a shared module graph: a hook registered once, here, would
 * serve only the first file).
 */
export function freshEventsApi() {
  beforeEach(async () => {
    store = new DemoStore();
    api = createDemoApi(store);
    // About the market lifecycle: a resolution applies at once (dual control has its own files).
    singleControl(store);
    for (const who of ['operator', 'viewer', 'finance', 'superadmin']) {
      const response = (await api(
        new Request('http://demo.test/api/admin/login', {
          method: 'POST',
          body: JSON.stringify({ email: `${who}@demo.test`, password: DEMO_PASSWORD }),
        }),
      ))!;
      tokens[who] = ((await response.json()) as { result: { token: string } }).result.token;
      // Confirmed for sensitive requests (a resolution), as the admin would when asked.
      await api(
        new Request('http://demo.test/api/admin/step-up', {
          method: 'POST',
          headers: { Authorization: tokens[who] },
          body: JSON.stringify({ password: DEMO_PASSWORD }),
        }),
      );
    }
  });
}

export const categoryId = () => store.all('categories')[0]._id;

/** Creates an event (a draft) as the operator: `eventBody` with `overrides`, in the seed's first category. */
export async function createEvent(overrides: Record<string, unknown> = {}) {
  const response = await call(
    'operator',
    'POST',
    'events',
    eventBody({ categoryId: categoryId(), ...overrides }),
  );
  expect(response.status).toBe(201);
  return response.body.result as Row & { markets: Row[] };
}
