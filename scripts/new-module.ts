/**
 * `npm run new-module -- <name> [--states] [--screen] [--singular <name>] [--group <group>]`:
 * writes a module in resources/<name>/ as docs/modules.md describes it, then does the steps a
 * module needs beyond its folder, so that `npm test` passes right after:
 *
 * - `index.ts`, the typed declaration (its entity in the file, or in `domain.ts` with --states);
 * - with `--states`: `domain.ts` (draft, active, archived), the Activate and Archive actions, and
 *   `demo/rules.ts` (only a draft may be deleted);
 * - with `--screen`: `pages/<Type>Form.tsx`, one hand-made screen for the create and edit routes;
 * - `<name>.test.ts`, the module's tests, beside it;
 * - its new texts, in English, in src/i18n/es/untranslated.json (`npm run i18n -- --mark`);
 * - docs/openapi.json and docs/api.html again (`npm run openapi`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { moduleNames } from './new-module/names';
import {
  declarationFile,
  domainFile,
  rulesFile,
  screenFile,
  type ModuleOptions,
} from './new-module/templates';
import { testFile } from './new-module/testFile';

const ROOT = resolve(import.meta.dirname, '..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    states: { type: 'boolean', default: false },
    screen: { type: 'boolean', default: false },
    singular: { type: 'string' },
    group: { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(
    'usage: npm run new-module -- <name> [--states] [--screen] [--singular <name>] [--group <group>]',
  );
  process.exit(2);
}
const names = moduleNames(positionals[0], values.singular);
const options: ModuleOptions = {
  states: values.states,
  screen: values.screen,
  group: values.group,
};
const folder = resolve(ROOT, 'resources', names.name);
if (existsSync(folder) || existsSync(`${folder}.ts`)) {
  console.error(`resources/${names.name} exists already`);
  process.exit(1);
}

const files: Record<string, string> = {
  'index.ts': declarationFile(names, options),
  [`${names.name}.test.ts`]: testFile(names, options),
  ...(options.states ? { 'domain.ts': domainFile(names, options) } : {}),
  ...(options.states ? { 'demo/rules.ts': rulesFile(names) } : {}),
  ...(options.screen ? { [`pages/${names.type}Form.tsx`]: screenFile(names) } : {}),
};
for (const [name, text] of Object.entries(files)) {
  const file = resolve(folder, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`Wrote ${relative(ROOT, file)}`);
}

const tsx = resolve(ROOT, 'node_modules/.bin/tsx');
const run = (script: string, ...args: string[]) =>
  execFileSync(tsx, [resolve(ROOT, script), ...args], { cwd: ROOT, stdio: 'inherit' });
run('scripts/i18n.ts', 'es', '--mark');
run('scripts/openapi.ts');
console.log(`
resources/${names.name} is a module: /${names.name} in the menu group "${options.group ?? names.module}",
the access module "${names.module}". Next: its fields in index.ts, its tests, the Spanish of
src/i18n/es/untranslated.json, and \`npm run openapi\` again after each change of the declaration.`);
