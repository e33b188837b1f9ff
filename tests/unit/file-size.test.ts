import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

/**
 * No source file is over 300 lines: a longer one holds more than one subject and is split by them
 * (tests by their describe blocks, shared setup in a helper beside them). The exceptions are data,
 * not code: the seed's word lists, and generated files (marked `@generated` or "do not edit" in
 * their first lines).
 */
const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['src', 'resources', 'access', 'scripts', 'tests'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const MAX_LINES = 300;
const EXCEPTIONS = new Set([
  // The seed's word lists (names, places, topics): one entry a line.
  'src/demo/seed/words.ts',
]);
const GENERATED = /@generated|do not edit/i;

/** Source files under `folder`, skipping hidden folders (build artefacts, screenshots). */
const walk = (folder: string) =>
  filesUnder(folder, (name) => name.startsWith('.') || name === 'node_modules').filter((path) =>
    SOURCE.test(path),
  );

/** Lines as `wc -l` counts them (a last line without its newline counts too). */
function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file size', () => {
  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const files = FOLDERS.flatMap((folder) => walk(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((file) => ({
        path: relative(ROOT, file).split('\\').join('/'),
        text: readFileSync(file, 'utf8'),
      }))
      .filter(({ path }) => !EXCEPTIONS.has(path))
      .filter(({ text }) => !GENERATED.test(text.split('\n').slice(0, 5).join('\n')))
      .map(({ path, text }) => ({ path, lines: countLines(text) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .sort((a, b) => b.lines - a.lines)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(
      offenders,
      `over ${MAX_LINES} lines (split each by subject):\n  ${offenders.join('\n  ')}\n`,
    ).toEqual([]);
  });
});
