import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The image is configured the way the app is: every VITE_* value src/config.ts reads is a build
 * argument of deploy/Dockerfile, passed on to the build (demo mode is fixed off there).
 */
const ROOT = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

describe('deploy/Dockerfile', () => {
  it('takes every VITE_* setting the app reads as a build argument and hands it to the build', () => {
    const keys = [...new Set(read('src/config.ts').match(/VITE_[A-Z0-9_]+/g))].filter(
      (key) => key !== 'VITE_DEMO_MODE',
    );
    expect(keys).toContain('VITE_API_TIMEOUT_MS');
    const dockerfile = read('deploy/Dockerfile');
    const missing = keys.filter(
      (key) => !dockerfile.includes(`ARG ${key}=`) || !dockerfile.includes(`${key}=$${key}`),
    );
    expect(missing).toEqual([]);
    expect(dockerfile).toContain('VITE_DEMO_MODE=false');
  });

  it('builds on a Node LTS line that is still supported and that package.json accepts', () => {
    const major = Number(/^FROM node:(\d+)-/m.exec(read('deploy/Dockerfile'))?.[1]);
    // Only even lines become LTS; 20 reached its end of life in April 2026, 22 ends in April 2027.
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(24);
    const engines = JSON.parse(read('package.json')).engines.node as string;
    const least = Number(/>=(\d+)/.exec(engines)?.[1]);
    expect(major).toBeGreaterThanOrEqual(least);
  });
});
