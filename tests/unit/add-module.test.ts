import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/modules.md, "Add a module": in a temporary copy of the project, one new file in resources/
 * (and no other edit) must give a route, a menu item (in a sidebar group of its own), an access
 * module, demo data (list, create with its declared default state, state actions) and its paths in
 * the API document (npm run openapi); the copy must still typecheck, and the tests that read every
 * declaration (seed, access, architecture, names, fixed constants, list columns) must still pass
 * with it. The probe (tests/fixtures/announcements.probe.ts) runs there. Not the whole unit suite:
 * the rest does not look at the set of declarations, and running it twice doubled CI time.
 */
const DECLARATION_READERS = [
  'tests/unit/announcements.probe.test.ts',
  'tests/unit/seed-fits-declarations.test.ts',
  'tests/unit/seed-records.test.ts',
  'tests/unit/seed-catalogue.test.ts',
  'tests/unit/seed-trading.test.ts',
  'tests/unit/seed-money.test.ts',
  'tests/unit/seed-operations.test.ts',
  'tests/unit/architecture.test.ts',
  'tests/unit/spec-constants.test.ts',
  'tests/unit/field-types.test.ts',
  'tests/unit/names.test.ts',
  'tests/unit/validation.test.ts',
  'tests/unit/access',
  'tests/integration/list-columns.test.tsx',
];
const ROOT = resolve(__dirname, '../..');
const COPIED = [
  'src',
  'resources',
  'access',
  'tests',
  'scripts',
  'deploy',
  'public',
  'package.json',
  'tsconfig.json',
];

describe('adding a module is one declaration file', () => {
  it('gets a route, a menu item, access and demo data, typechecks, and the declaration readers pass', () => {
    const copy = mkdtempSync(join(tmpdir(), 'pm-admin-module-'));
    try {
      for (const name of [...COPIED, 'vitest.config.ts', 'vite.config.ts', 'index.html'])
        cpSync(join(ROOT, name), join(copy, name), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
      // Not this test again inside the copy.
      rmSync(join(copy, 'tests/unit/add-module.test.ts'));
      cpSync(
        join(ROOT, 'tests/fixtures/announcements.declaration.ts'),
        join(copy, 'resources/announcements.ts'),
      );
      cpSync(
        join(ROOT, 'tests/fixtures/announcements.probe.ts'),
        join(copy, 'tests/unit/announcements.probe.test.ts'),
      );
      let output = '';
      try {
        execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], {
          cwd: copy,
          encoding: 'utf8',
          stdio: 'pipe',
          timeout: 240_000,
        });
        output = execFileSync(
          process.execPath,
          ['node_modules/vitest/vitest.mjs', 'run', ...DECLARATION_READERS],
          {
            cwd: copy,
            encoding: 'utf8',
            // The property test's 10,000 lists run in the main suite; here 1,000 show that the
            // new module fits the policy (every list draws from every declared module).
            env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ACCESS_PROPERTY_RUNS: '1000' },
            stdio: 'pipe',
            timeout: 240_000,
          },
        );
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string };
        throw new Error(`the copy failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`, {
          cause: error,
        });
      }
      expect(output).toMatch(/announcements\.probe\.test\.ts/);
      expect(output).not.toMatch(/\bfailed\b/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 300_000);
});
