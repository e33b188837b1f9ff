import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/config';

describe('configuration', () => {
  it('has a default for every key, demo mode on', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      apiUrl: '',
      demoMode: true,
      solanaCluster: 'devnet',
      editorKey: '',
    });
    expect(config.solanaRpcUrl).toMatch(/^https:/);
    expect(config.explorerUrl).toContain('{value}');
    expect(config.ipGeoUrl).toContain('{ip}');
  });

  it('reads each key', () => {
    const config = readConfig({
      VITE_API_URL: 'https://api.example.com/',
      VITE_DEMO_MODE: 'false',
      VITE_SOLANA_CLUSTER: 'mainnet-beta',
    });
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.demoMode).toBe(false);
    expect(config.solanaCluster).toBe('mainnet-beta');
  });

  it("takes a path as an address on the page's own origin, made whole for the libraries", () => {
    const config = readConfig({
      VITE_SOLANA_RPC_URL: '/solana-rpc/',
      VITE_IPGEO_URL: '/ipgeo/{ip}',
    });
    expect(config.solanaRpcUrl).toBe(`${location.origin}/solana-rpc`);
    expect(config.ipGeoUrl).toBe(`${location.origin}/ipgeo/{ip}`);
  });

  it.each([
    ['VITE_API_URL', 'not a url'],
    // Protocol-relative: another host, not a path.
    ['VITE_SOLANA_RPC_URL', '//rpc.example.com'],
    ['VITE_DEMO_MODE', 'maybe'],
    ['VITE_SOLANA_CLUSTER', 'localnet'],
    ['VITE_TOKEN_MINT', 'not-a-mint'],
    ['VITE_PROGRAM_ID', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'],
    ['VITE_SOLANA_RPC_URL', 'ftp://rpc'],
    ['VITE_EXPLORER_URL', 'explorer'],
    ['VITE_IPGEO_URL', '://'],
  ])('stops on a bad %s with a message naming the key', (key, value) => {
    let error: unknown;
    try {
      readConfig({ [key]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(key);
  });
});
