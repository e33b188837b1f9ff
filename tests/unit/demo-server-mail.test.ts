import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { printMail, startDemoServer } from '../../src/demo/server';
import { createHandlers } from '../../src/demo/handlers';
import { DemoStore } from '../../src/demo/store';
import type { DemoMail } from '../../src/demo/backend/auth';

const forgot = (base: string) =>
  fetch(`${base}/api/admin/forgotPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test' }),
  }).then((response) => response.json());

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.restoreAllMocks();
});

/** Reset links: the HTTP demo server mails them (its console), the in-browser demo shows them. */
describe('demo reset links by where the demo API runs', () => {
  it('HTTP demo server: the answer carries no link; the console shows the mail', async () => {
    const mails: DemoMail[] = [];
    const started = await startDemoServer({
      onMail: (mail) => mails.push(mail),
      maxLifetimeMs: 60_000,
    });
    close = started.close;
    const body = await forgot(started.url);
    expect(body.success).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/token|verification|demoLink/);
    expect(mails).toHaveLength(1);
    expect(mails[0].link).toMatch(/^\/verification\/forgotPassword\?token=\w+$/);

    // By default the mail goes to the server's console, link included.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    printMail(mails[0]);
    expect(log.mock.calls.flat().join('\n')).toContain(mails[0].link);
    expect(log.mock.calls.flat().join('\n')).toContain('To: superadmin@demo.test');
  });

  it('the server prints to the console when no one else takes the mail', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const started = await startDemoServer({ maxLifetimeMs: 60_000 });
    close = started.close;
    const body = await forgot(started.url);
    expect(JSON.stringify(body)).not.toMatch(/token=/);
    expect(log.mock.calls.flat().join('\n')).toMatch(/\/verification\/forgotPassword\?token=\w+/);
  });

  it('in-browser demo (the handlers as the service worker gets them): the link is in the answer', async () => {
    const worker = setupServer(...createHandlers(new DemoStore()));
    worker.listen({ onUnhandledRequest: 'error' });
    try {
      const body = await forgot('http://demo.test');
      expect(body.result.demoLink).toMatch(/^\/verification\/forgotPassword\?token=\w+$/);
    } finally {
      worker.close();
    }
  });
});
