/** Types of deploy/nginx-conf.mjs (used by tests/e2e/csp.e2e.test.ts). */
type Env = Record<string, string | undefined>;
export const NGINX_CONF: string;
export function connectSources(env?: Env): string[];
export function renderNginxConf(env?: Env, template?: string): string;
export function contentSecurityPolicy(env?: Env): string;
