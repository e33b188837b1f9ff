/** What the bench scripts share: the app's sources through Vite, and a headless Chromium. */
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A Vite dev server in middleware mode, for loading the app's TypeScript (the registry, the demo
 * server: import.meta.glob) into this Node process with `ssrLoadModule`; close it when done.
 */
export function viteSources() {
  return createServer({
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    define: { __DEMO_BUILD__: 'true' },
  });
}

/** Debian's Chromium, headless, quiet (no background traffic to time against). */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}
