import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../e2e/paths';

/**
 * docs/deploy.md's command for trying a production build without a backend, as the e2e suite
 * builds it.
 */
describe("docs/deploy.md's build tried against the HTTP demo server", () => {
  it('points the API, the Solana RPC and IP geolocation at the demo server', () => {
    const deploy = readFileSync('docs/deploy.md', 'utf8');
    const at = deploy.indexOf('Try such a build without a backend:');
    expect(at).toBeGreaterThan(-1);
    const command = /`([^`]+)`/.exec(deploy.slice(at))![1];
    const env = productionEnv(4599);
    for (const key of [
      'VITE_DEMO_MODE',
      'VITE_API_URL',
      'VITE_SOLANA_RPC_URL',
      'VITE_IPGEO_URL',
    ] as const)
      expect(command.replace(/'([^']*)'/g, '$1')).toContain(`${key}=${env[key]} `);
    expect(command).toContain('npm run demo-server -- --static');
  });
});
