import { afterEach, describe, expect, it } from 'vitest';
import { quietWorkerUpdates } from '../../src/demo/browser';

/** A failed update check of the demo's service worker is not an uncaught page error. */
class FakeRegistration {
  constructor(readonly active: { scriptURL: string }) {}
  update(): Promise<void> {
    return Promise.reject(new Error('Failed to update a ServiceWorker: Not found'));
  }
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'ServiceWorkerRegistration');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'ServiceWorkerRegistration', original);
  else delete (globalThis as { ServiceWorkerRegistration?: unknown }).ServiceWorkerRegistration;
});

/** The rejections nobody handled while `run` ran (Node reports them once microtasks settle). */
async function unhandled(run: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    run();
    await new Promise((settled) => setImmediate(settled));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('the demo worker update check', () => {
  it('catches a failed check of the demo worker, and only of it', async () => {
    Object.defineProperty(globalThis, 'ServiceWorkerRegistration', {
      value: FakeRegistration,
      configurable: true,
      writable: true,
    });
    quietWorkerUpdates('/mockServiceWorker.js');
    const demo = new FakeRegistration({ scriptURL: 'http://127.0.0.1:5173/mockServiceWorker.js' });
    expect(await unhandled(() => void demo.update())).toEqual([]);
    // The caller that awaits still sees the failure.
    await expect(demo.update()).rejects.toThrow(/Not found/);
    const other = new FakeRegistration({ scriptURL: 'http://127.0.0.1:5173/other-worker.js' });
    const seen = await unhandled(() => void other.update());
    expect(seen).toHaveLength(1);
  });
});
