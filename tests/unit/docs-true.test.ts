import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleNames, routeRules } from '../../src/model/registry';

/**
 * README.md, CONTRIBUTING.md and docs/*.md say true things about the tree: every repository path
 * they name exists, the examples they copy from a file are that file's text, and docs/access.md's
 * table of modules is the registry's.
 */
const ROOT = resolve(__dirname, '../..');
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/**
 * A repository path in prose or code spans: it starts at a top folder, not inside an address.
 * Patterns (`src/demo/rules/<collection>.ts`, `resources/domain/*.ts`) name no one file.
 */
const PATH =
  /(?<![\w./:-])((?:src|resources|access|tests|scripts|deploy|docs|public)\/[\w./<>{}*@-]*)/g;
/** A relative link of a document: `[text](target)`, resolved from the document's folder. */
const LINK = /\]\((?!https?:|#|mailto:)([^)#\s]+)/g;

function missingPaths(file: string): string[] {
  const text = read(file);
  const named = [...text.matchAll(PATH)]
    .map(([, path]) => path.replace(/[.,;:]+$/, ''))
    .filter((path) => !/[<>{}*]/.test(path));
  const linked = [...text.matchAll(LINK)].map(([, target]) => join(dirname(file), target));
  return [...new Set([...named, ...linked])].filter((path) => !existsSync(join(ROOT, path)));
}

/** The body of the first ```ts block after `marker` in docs/modules.md, which adds a module. */
function modulesBlock(marker: string): string {
  const modules = read('docs/modules.md');
  const start = modules.indexOf('```ts\n', modules.indexOf(marker)) + '```ts\n'.length;
  return modules.slice(start, modules.indexOf('```\n', start));
}

describe('README and docs/ are true', () => {
  it('name only repository paths that exist', () => {
    expect(DOCUMENTS.length).toBeGreaterThan(2);
    expect(
      DOCUMENTS.flatMap((file) => missingPaths(file).map((path) => `${file}: ${path}`)),
    ).toEqual([]);
  });

  it('catches a path that does not exist, and not a pattern or an address', () => {
    const sample = 'See `src/no-such.ts` and [x](missing.md), not src/demo/rules/<name>.ts';
    const url = 'https://example.com/docs/x.md';
    expect([...`${sample} ${url}`.matchAll(PATH)].map(([, path]) => path)).toEqual([
      'src/no-such.ts',
      'src/demo/rules/<name>.ts',
    ]);
    expect([...sample.matchAll(LINK)].map(([, target]) => target)).toEqual(['missing.md']);
  });

  it('show resources/coins.ts as it is under "Add a module"', () => {
    expect(modulesBlock('## Add a module')).toBe(read('resources/coins.ts'));
  });

  it("copy the list action example from resources/_trading.ts's text", () => {
    expect(read('resources/_trading.ts')).toContain(modulesBlock('`CANCEL_ALL_ORDERS`, from'));
  });
});

/**
 * The README is read first and whole: it stays short, and its index leads to every other document,
 * so that moving detail out of it never leaves a document nobody can find.
 */
describe('README', () => {
  const readme = read('README.md');

  it('links every document of docs/ and CONTRIBUTING.md', () => {
    const linked = new Set([...readme.matchAll(LINK)].map(([, target]) => target));
    const documents = DOCUMENTS.filter((file) => file !== 'README.md');
    expect(documents.filter((file) => !linked.has(file))).toEqual([]);
  });

  it('stays at most 200 lines', () => {
    expect(readme.split('\n').length - 1).toBeLessThanOrEqual(200);
  });
});

/** The rows of docs/access.md's table of modules: `| sidebar | module | routes |`. */
function accessTable(): { module: string; routes: string[] }[] {
  const table = read('docs/access.md').split('## Modules and their routes')[1].split('\n## ')[0];
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (sidebar|-)/.test(line))
    .map((line) => {
      const [module, routes] = line
        .split('|')
        .slice(2, 4)
        .map((cell) => cell.trim());
      return {
        module,
        routes: [...routes.matchAll(/`(\/[^`]*)` (view|edit)/g)].map(
          ([, path, need]) => `${path} ${need}`,
        ),
      };
    });
}

/**
 * True, not complete: a module added later may lack its row ("Add a module" stays one file), but
 * every row names a declared module with exactly its routes and the right each needs.
 */
describe('docs/access.md', () => {
  it('lists access modules with exactly their routes and the right each needs', () => {
    const rows = accessTable();
    expect(rows.length).toBeGreaterThan(30);
    expect(moduleNames).toEqual(expect.arrayContaining(rows.map((row) => row.module)));
    for (const row of rows)
      expect(row.routes.sort(), row.module).toEqual(
        routeRules
          .filter((rule) => rule.module === row.module)
          .map((rule) => `${rule.path} ${rule.need}`)
          .sort(),
      );
  });
});
