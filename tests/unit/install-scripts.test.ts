import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A dependency that runs a script when installed runs code on every developer's machine and in CI:
 * each such package has a reviewed decision in package.json's `allowScripts` (npm's own list, which
 * npm 12 enforces), and the list names no package that no longer has a script.
 */
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};
const allowScripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> }
).allowScripts;

/** The names of the installed packages whose install runs a script. */
const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

describe('install scripts', () => {
  it('has a decision for every package whose install runs a script, and for no other', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(Object.keys(allowScripts ?? {}).sort()).toEqual(withScripts);
  });
});
