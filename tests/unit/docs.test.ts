import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

/**
 * The repository explains itself: no comment, test name or document sends a maintainer to the
 * team's working notes, which live outside the repository and do not come with a clone. The
 * product rules those notes held are in docs/ (access.md, states.md, demo.md, behaviour.md).
 */
const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['src', 'resources', 'access', 'tests', 'scripts', 'deploy', 'docs'];
const TOP_FILES = [
  'README.md',
  'CONTRIBUTING.md',
  'eslint.config.js',
  'index.html',
  'vite.config.ts',
  'vite.demo-server.config.ts',
  'vitest.config.ts',
  'vitest.bench.config.ts',
  'vitest.e2e.config.ts',
];
const SKIPPED_FOLDERS = new Set(['node_modules', '.artifacts']);

/**
 * Citations of the notes: a note's name as a capitalised word or as a file name, a path to the
 * notes' folder, or a numbered section sign (an RFC's sections stay allowed). Each letter class
 * and \u00a7 keeps this file from citing them itself.
 */
const CITATIONS = [
  /\b(?:S[P]EC|D[E]SIGN|D[O]MAIN|S[T]ACK)\b/,
  /\b(?:s[p]ec|d[e]sign|d[o]main|s[t]ack)\.md\b/i,
  /(?:\.\.\/|\/work\/)shar[e]d\b/,
  /(?<!RFC \d+ )\u00a7\s?\d/,
];

const walk = (folder: string) => filesUnder(folder, (name) => SKIPPED_FOLDERS.has(name));

function repositoryTexts(): string[] {
  return [
    ...FOLDERS.flatMap((folder) => walk(join(ROOT, folder))),
    ...TOP_FILES.map((name) => join(ROOT, name)),
  ].map((path) => relative(ROOT, path));
}

/** `file:line: text` for every line that cites the notes. */
function citations(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      CITATIONS.some((pattern) => pattern.test(line))
        ? [`${file}:${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe('the repository stands on its own', () => {
  it('cites none of the working notes kept outside it', () => {
    const files = repositoryTexts();
    expect(files.length).toBeGreaterThan(400);
    const found = files.flatMap((file) => citations(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches a citation and lets ordinary words through', () => {
    const cited = [
      '(D' + 'OMAIN: 2FA)',
      'S' + 'PEC \u00a77',
      '(\u00a76)',
      '../shar' + 'ed/x',
      'st' + 'ack.md',
    ];
    for (const line of cited) expect(citations('x.ts', line)).toHaveLength(1);
    const plain = [
      'EMAIL_DOMAINS',
      'the spec of a field',
      'RFC 6238 \u00a75.2',
      'shared by the form',
    ];
    for (const line of plain) expect(citations('x.ts', line)).toEqual([]);
  });
});
