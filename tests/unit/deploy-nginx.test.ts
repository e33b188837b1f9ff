import { describe, expect, it } from 'vitest';
import {
  connectSources,
  contentSecurityPolicy,
  renderNginxConf,
} from '../../deploy/nginx-conf.mjs';

/** deploy/nginx.conf as rendered for a build (docs/deploy.md: "Deploy with nginx"). */
const conf = renderNginxConf({
  VITE_API_URL: 'https://api.example.com',
  VITE_SOLANA_RPC_URL: 'https://rpc.example.com:8899/path',
});

/** The directives of `location <match> { ... }` (one level of braces). */
function location(match: string): string {
  const start = conf.indexOf(`location ${match} {`);
  if (start < 0) throw new Error(`No location ${match}`);
  return conf.slice(start, conf.indexOf('}', start));
}

describe('deploy/nginx.conf', () => {
  it('connect-src: the origins of the API, RPC and IP lookup addresses, defaults included', () => {
    expect(connectSources({})).toEqual(['https://api.devnet.solana.com', 'https://ipapi.co']);
    expect(
      connectSources({
        VITE_API_URL: 'https://api.example.com/v1/',
        VITE_SOLANA_RPC_URL: 'https://api.example.com/rpc',
        VITE_IPGEO_URL: 'https://geo.example.com:8443/{ip}/json',
      }),
    ).toEqual(['https://api.example.com', 'https://geo.example.com:8443']);
    // Paths are on the page's own origin: 'self' names it already.
    expect(
      connectSources({ VITE_SOLANA_RPC_URL: '/solana-rpc', VITE_IPGEO_URL: '/ipgeo/{ip}' }),
    ).toEqual([]);
    expect(() => connectSources({ VITE_API_URL: 'ftp://x.example' })).toThrow(/VITE_API_URL/);
    expect(() => connectSources({ VITE_IPGEO_URL: '//geo.example/{ip}' })).toThrow(/VITE_IPGEO/);
  });

  it('a strict policy with the HTML: no inline script, no eval, the build origins only', () => {
    expect(conf).not.toContain('${');
    const csp = contentSecurityPolicy({ VITE_API_URL: 'https://api.example.com' });
    const directives = new Map(
      csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('connect-src')).toBe(
      "'self' https://api.example.com https://api.devnet.solana.com https://ipapi.co",
    );
    expect(csp).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
    expect(location('= /index.html')).toContain('Content-Security-Policy');
  });

  it('caching: hashed assets a year and immutable, the HTML revalidated; SPA fallback; gzip', () => {
    expect(location('/assets/')).toMatch(/Cache-Control "public, max-age=31536000, immutable"/);
    expect(location('/assets/')).toMatch(/try_files \$uri =404;/);
    expect(location('= /index.html')).toMatch(/Cache-Control "no-cache"/);
    expect(location('/')).toMatch(/try_files \$uri \/index\.html;/);
    expect(conf).toMatch(/gzip on;/);
    expect(conf).toMatch(/gzip_static on;/);
  });

  it('the release file is never cached and never answered with the HTML', () => {
    expect(location('= /version.json')).toMatch(/Cache-Control "no-store"/);
    expect(location('= /version.json')).toMatch(/try_files \$uri =404;/);
  });
});
