import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * docs/modules.md, "Add a module": in a temporary copy of the project, `npm run new-module` with
 * every part (states, demo rules, a screen) and no other edit must leave a project whose
 * typecheck and whole unit suite pass: the Spanish catalogue (its texts marked untranslated), the
 * API document (written again), every check over the declarations and the module's own tests,
 * which the command writes beside it.
 *
 * `npm test` runs the unit suite only here, once, on the copy: the copy is this project plus a
 * module, so every test of the project runs in it, and a module the command writes must not
 * break any. Only two checks would read the command's work instead of the project's, since it
 * writes their files again: the API document's freshness and the Spanish catalogue. They run
 * first, here, on the project itself.
 */
const ROOT = resolve(__dirname, '../..');
/** Not copied: installed, built or produced by runs (the unit suite does not include this test). */
const LEFT_OUT = new Set(['node_modules', '.git', '.vite', 'coverage']);
/** Checks of the files the command writes again (docs/openapi.json, src/i18n/es/). */
const CHECKS_OF_REWRITTEN_FILES = ['tests/unit/openapi.test.ts', 'tests/unit/languages.test.ts'];
/** A ceiling for the whole unit suite on a busy 2-CPU runner; a broken module fails far sooner. */
const SUITE_CEILING_MS = 1_400_000;

const copyable = (source: string) => {
  const name = basename(source);
  return (
    !LEFT_OUT.has(name) &&
    !name.startsWith('dist') &&
    !relative(ROOT, source).includes('.artifacts')
  );
};

/**
 * Runs a Node script in `cwd`, its output shown as it comes; rejects when it fails. Asynchronous,
 * so that two can run side by side (the copy's typecheck beside its unit suite).
 */
function run(cwd: string, script: string, args: readonly string[]): Promise<void> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: SUITE_CEILING_MS,
  });
  return new Promise((resolveRun, rejectRun) => {
    child.on('error', (error) => rejectRun(error));
    child.on('close', (status) =>
      status === 0
        ? resolveRun()
        : rejectRun(
            new Error(`${script} ${args.join(' ')} failed in ${cwd} (its output is above)`),
          ),
    );
  });
}

interface VitestReport {
  numTotalTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string }[];
}

/** Runs vitest in `cwd` on `files` (all when none); its JSON report, kept out of the copy. */
async function vitest(cwd: string, files: readonly string[] = []): Promise<VitestReport> {
  const folder = mkdtempSync(join(tmpdir(), 'pm-admin-report-'));
  const report = join(folder, 'vitest.json');
  try {
    await run(cwd, 'node_modules/vitest/vitest.mjs', [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ]);
    return JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const ranFile = (report: VitestReport, file: string) =>
  report.testResults.some((result) => result.name.endsWith(`/${file}`));

describe('adding a module is one command', () => {
  let copy = '';
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'pm-admin-module-'));
    cpSync(ROOT, copy, { recursive: true, filter: copyable });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('the project has its API document and Spanish catalogue up to date', async () => {
    const report = await vitest(copy, CHECKS_OF_REWRITTEN_FILES);
    for (const file of CHECKS_OF_REWRITTEN_FILES) expect(ranFile(report, file)).toBe(true);
    expect(report.numFailedTests).toBe(0);
  });

  it('writes a module with which the project typechecks and the whole unit suite passes', async () => {
    await run(copy, 'node_modules/tsx/dist/cli.mjs', [
      'scripts/new-module.ts',
      'announcements',
      '--states',
      '--screen',
    ]);
    const read = (path: string) => readFileSync(join(copy, path), 'utf8');
    expect(read('resources/announcements/index.ts')).toContain("name: 'announcements'");
    expect(JSON.parse(read('src/i18n/es/untranslated.json'))).toMatchObject({
      Announcements: 'Announcements',
    });
    expect(JSON.parse(read('docs/openapi.json')).paths).toHaveProperty(
      '/api/admin/announcements/{id}/activate',
    );

    // The typechecker keeps one CPU busy for a while; beside the suite it fills the gaps the
    // suite's workers leave (a file's setup, the last file) instead of running before it.
    // Both are awaited to their end, so that a failing typecheck still shows the suite's results.
    const [typecheck, suite] = await Promise.allSettled([
      run(copy, 'node_modules/typescript/bin/tsc', ['-p', '.']),
      vitest(copy),
    ]);
    if (typecheck.status === 'rejected') throw typecheck.reason;
    if (suite.status === 'rejected') throw suite.reason;
    const report = suite.value;
    for (const file of [
      'resources/announcements/announcements.test.ts',
      ...CHECKS_OF_REWRITTEN_FILES,
      'tests/unit/access/property.test.ts',
    ])
      expect(ranFile(report, file)).toBe(true);
    expect(report.numFailedTests).toBe(0);
    expect(report.numTotalTests).toBeGreaterThan(1000);
  });
});
