import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startDemoServer } from '../../src/demo/server';

/**
 * The HTTP demo server on a fixed port (the production end-to-end files take turns on one): a
 * taken port is a clear failure, and closing gives the port back even with a request under way.
 */
describe('demo server port', () => {
  it('rejects with EADDRINUSE when the port is taken', async () => {
    const first = await startDemoServer({ maxLifetimeMs: 60_000 });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startDemoServer({ port, maxLifetimeMs: 60_000 })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      await first.close();
    }
  });

  it('closes with a request still arriving (it would otherwise wait out the headers timeout)', async () => {
    const first = await startDemoServer({ maxLifetimeMs: 60_000 });
    const port = Number(new URL(first.url).port);
    const socket = connect(port, '127.0.0.1');
    await new Promise((connected) => socket.once('connect', connected));
    socket.write('GET /api/admin/getSiteSetting HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // no blank line
    socket.on('error', () => undefined);
    await first.close();
    const second = await startDemoServer({ port, maxLifetimeMs: 60_000 });
    await second.close();
    socket.destroy();
  });
});
