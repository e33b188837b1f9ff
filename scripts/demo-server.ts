/**
 * Serves the demo API over HTTP on 127.0.0.1 (and a built app beside it), for a build with demo
 * mode off. Usage: node dist-demo-server/demo-server.js [--port 4599] [--static dist-prod]
 * [--simulate [seconds]] (the platform simulator: a deposit, withdrawal or order every 15 s, or
 * every given seconds). Stops by itself after --lifetime seconds (default 3600).
 * --session-idle-seconds N: sessions end after N s without a request (in place of the site
 * setting's minutes), so that an idle sign-out can be tried without waiting half an hour.
 */
import { startDemoServer, startLine } from '../src/demo/server';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

const maxLifetimeMs = Number(option('lifetime') ?? 3600) * 1000;
const { url } = await startDemoServer({
  port: Number(option('port') ?? 4599),
  staticDir: option('static'),
  maxLifetimeMs,
  sessionIdleSeconds: option('session-idle-seconds')
    ? Number(option('session-idle-seconds'))
    : undefined,
  simulateEveryMs: args.includes('--simulate')
    ? Number(/^\d+(\.\d+)?$/.test(option('simulate') ?? '') ? option('simulate') : 15) * 1000
    : undefined,
});
console.log(startLine(url, maxLifetimeMs));
