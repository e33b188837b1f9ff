import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The lint configuration names only what exists: a layer rule over a deleted folder checks
 * nothing and reads as if it did. Its own file, since the new-module check's copy of the project
 * carries no lint configuration.
 */
const ROOT = resolve(__dirname, '../..');

describe('lint configuration', () => {
  it('names only paths that exist in eslint.config.js', () => {
    const config = readFileSync(join(ROOT, 'eslint.config.js'), 'utf8');
    // Every quoted path or glob under a source tree: the part before its first wildcard exists.
    const globs = [
      ...config.matchAll(/'((?:src|resources|access|scripts|tests|public|deploy)\/[^'\s]*)'/g),
    ].map((match) => match[1]);
    expect(globs.length).toBeGreaterThan(10);
    const stale = globs.filter((glob) => !existsSync(join(ROOT, glob.split('*')[0])));
    // The layers list folders (or single files) of src/ by name.
    const list = config.match(/const APP_FOLDERS = \[([^\]]*)\]/)?.[1] ?? '';
    const folders = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(folders.length).toBeGreaterThan(5);
    const missing = folders.filter(
      (name) => !['', '.ts', '.tsx'].some((ext) => existsSync(join(ROOT, 'src', name + ext))),
    );
    expect([...stale, ...missing.map((name) => `src/${name}`)]).toEqual([]);
  });
});
