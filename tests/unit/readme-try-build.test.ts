import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../e2e/paths';

/**
 * docs/deploy.md's command for trying a production build without a backend, as the e2e suite
 * builds it.
 */
describe("docs/deploy.md's build tried against the HTTP demo server", () => {
  it("keeps the API, the Solana RPC and IP geolocation on the demo server, the page's origin", () => {
    const deploy = readFileSync('docs/deploy.md', 'utf8');
    const at = deploy.indexOf('Try such a build without a backend:');
    expect(at).toBeGreaterThan(-1);
    const command = /`([^`]+)`/.exec(deploy.slice(at))![1];
    const typed = command.replace(/'([^']*)'/g, '$1');
    for (const key of ['VITE_DEMO_MODE', 'VITE_SOLANA_RPC_URL', 'VITE_IPGEO_URL'] as const)
      expect(typed).toContain(`${key}=${PRODUCTION_ENV[key]} `);
    // The API on the page's own origin: no address to set.
    expect(PRODUCTION_ENV.VITE_API_URL).toBe('');
    expect(typed).not.toContain('VITE_API_URL');
    expect(command).toContain('npm run demo-server -- --static');
  });
});
