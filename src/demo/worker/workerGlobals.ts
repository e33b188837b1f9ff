import { memoryStorage } from '../persist';

/**
 * msw keeps the cookies of mocked requests in a store that opens `localStorage` when its module is
 * evaluated, and a worker has none: an in-memory one here, set before msw loads (this module is
 * the worker's first import). The demo's own data never goes through it (./demoWorker.ts).
 */
const scope = globalThis as { localStorage?: unknown };
scope.localStorage ??= memoryStorage();
