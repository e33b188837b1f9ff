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
});
