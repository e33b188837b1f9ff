import { say } from '../resources/_text';

/**
 * Runtime configuration, read once from `VITE_*` variables (docs/deploy.md, Configuration).
 * Every key has a default.
 */
interface AppConfig {
  /** Base address of the admin API; empty means the page's own origin (demo mode). */
  apiUrl: string;
  demoMode: boolean;
  solanaCluster: 'devnet' | 'testnet' | 'mainnet-beta';
  solanaRpcUrl: string;
  tokenMint: string;
  programId: string;
  /** Chain scan link template with {kind} (address|tx) and {value} and {cluster}. */
  explorerUrl: string;
  /** IP geolocation template with {ip}. */
  ipGeoUrl: string;
  editorKey: string;
  /** Milliseconds an API call may take before it fails with a clear message; 0: no limit. */
  apiTimeoutMs: number;
}

/**
 * A bad configuration value: `key` names it, `detail` (a say`…` message) says what is wrong. The
 * message is English, for the console; the error screen shows it in the admin's language.
 */
export class ConfigError extends Error {
  constructor(
    readonly key: string,
    readonly detail: string,
  ) {
    super(`Configuration error: ${key} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | boolean | undefined>;

const CLUSTERS = ['devnet', 'testnet', 'mainnet-beta'] as const;

function text(env: Env, key: string, fallback: string): string {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  return String(value).trim();
}

/** The page's own origin: a configured path (`/solana-rpc`) is an address there. */
function pageOrigin(): string | undefined {
  return (globalThis as { location?: { origin?: string } }).location?.origin;
}

/**
 * An http(s) address, or a path on the page's own origin (`/ipgeo/{ip}`: a build served with its
 * API behind one host, as the HTTP demo server serves it), made absolute here for the libraries
 * that take only full addresses (@solana/web3.js).
 */
function url(env: Env, key: string, fallback: string, allowEmpty = false): string {
  let value = text(env, key, fallback);
  if (allowEmpty && value === '') return value;
  if (/^\/(?!\/)/.test(value)) {
    const origin = pageOrigin();
    // Outside a page (the build's own scripts), the path as written.
    if (!origin) return value.replace(/(.)\/+$/, '$1');
    value = `${origin}${value}`;
  }
  try {
    const parsed = new URL(value.replace(/\{[a-z]+\}/gi, 'x'));
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('protocol');
  } catch {
    throw new ConfigError(key, say`must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function flag(env: Env, key: string, fallback: boolean): boolean {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  throw new ConfigError(key, say`must be true or false, got "${String(value)}"`);
}

function milliseconds(env: Env, key: string, fallback: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new ConfigError(
      key,
      say`must be a whole number of milliseconds (0: no limit), got "${String(value)}"`,
    );
  }
  return number;
}

/** The shape of a base58 public key; verifyConfigKeys() then decodes it with @solana/web3.js. */
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function address(env: Env, key: string, fallback: string): string {
  const value = text(env, key, fallback);
  if (!BASE58_KEY.test(value)) {
    throw new ConfigError(key, say`must be a base58 Solana address, got "${value}"`);
  }
  return value;
}

export function readConfig(env: Env): AppConfig {
  const cluster = text(env, 'VITE_SOLANA_CLUSTER', 'devnet');
  if (!(CLUSTERS as readonly string[]).includes(cluster)) {
    throw new ConfigError(
      'VITE_SOLANA_CLUSTER',
      say`must be one of ${CLUSTERS.join(', ')}, got "${cluster}"`,
    );
  }
  return {
    apiUrl: url(env, 'VITE_API_URL', '', true),
    demoMode: flag(env, 'VITE_DEMO_MODE', true),
    solanaCluster: cluster as AppConfig['solanaCluster'],
    solanaRpcUrl: url(env, 'VITE_SOLANA_RPC_URL', 'https://api.devnet.solana.com'),
    // Devnet USDC mint and a placeholder-free program id: both must be real base58 keys.
    tokenMint: address(env, 'VITE_TOKEN_MINT', '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU'),
    programId: address(env, 'VITE_PROGRAM_ID', 'PMktqYFzMBbrr4rmCuB3w4H4uCDpbq6xS6RJt7NeXQ5'),
    explorerUrl: url(
      env,
      'VITE_EXPLORER_URL',
      'https://explorer.solana.com/{kind}/{value}?cluster={cluster}',
    ),
    ipGeoUrl: url(env, 'VITE_IPGEO_URL', 'https://ipapi.co/{ip}/json/'),
    editorKey: text(env, 'VITE_EDITOR_KEY', ''),
    // No request timeout by default; a deployment may set one.
    apiTimeoutMs: milliseconds(env, 'VITE_API_TIMEOUT_MS', 0),
  };
}

/**
 * The full check of the configured keys (32 bytes once decoded), with @solana/web3.js loaded on
 * demand so that the entry chunk does not carry it; start-up awaits it before the first render.
 */
export async function verifyConfigKeys(config: AppConfig): Promise<void> {
  const { isSolanaAddress } = await import('./lib/solana');
  if (!isSolanaAddress(config.tokenMint))
    throw new ConfigError(
      'VITE_TOKEN_MINT',
      say`must be a Solana address, got "${config.tokenMint}"`,
    );
  if (!isSolanaAddress(config.programId))
    throw new ConfigError(
      'VITE_PROGRAM_ID',
      say`must be a Solana address, got "${config.programId}"`,
    );
}

let current: AppConfig | undefined;

/** The configuration of this build; throws ConfigError (naming the key) on a bad value. */
export function getConfig(): AppConfig {
  current ??= readConfig(import.meta.env as Env);
  return current;
}

export function explorerLink(kind: 'address' | 'tx', value: string): string {
  const { explorerUrl, solanaCluster } = getConfig();
  return explorerUrl
    .replace('{kind}', kind)
    .replace('{value}', encodeURIComponent(value))
    .replace('{cluster}', solanaCluster);
}
