import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

/**
 * A test file's extension alone picks its environment (vitest.config.ts: `.test.tsx` jsdom,
 * `.test.ts` Node). A worker runs the files of one environment; a file that asks for another by a
 * `@vitest-environment` comment is given a new process, and so is the file after it, each loading
 * the test stack again: twelve such files once cost the suite two dozen processes.
 */
const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['tests/unit', 'tests/integration', 'resources'];

const testFiles = (folder: string) =>
  filesUnder(folder).filter((path) => /\.test\.tsx?$/.test(path));

describe('test environments', () => {
  it('are chosen by the file extension, never by a comment in the file', () => {
    const files = FOLDERS.flatMap((folder) => testFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const asking = files
      .filter((file) =>
        /^\s*(\/\/|\/?\*+)\s*@vitest-environment\s+\w/m.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(ROOT, file).split('\\').join('/'));
    expect(asking, 'name the file .test.tsx for jsdom, .test.ts for Node').toEqual([]);
  });
});
