import { describe, expect, it } from 'vitest';
import { AUDIT_ACCOUNT_RESOURCES } from '../../resources/domain';
import type { ResourceDeclaration } from '../../resources/types';
import { ruledCollections } from '../../src/demo/rules';
import { DEMO_COLLECTIONS } from '../../src/demo/seed';
import { declarations, getDeclaration } from '../../src/model/registry';

/**
 * One naming rule: a resource's `name` is kebab-case, like the routes, and is at once the Refine
 * resource, the demo store's collection and the API path segment (`api.path` only for a backend
 * that calls it something else). Each declaration is the file named after it; files starting with
 * `_` are shared pieces, not declarations. The demo's rules and seed files are named after the
 * collections they serve, or the registry and the store would silently ignore them.
 */
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `../../resources/tags.ts` -> `tags`; `../../resources/events/index.ts` -> `events`. */
const moduleName = (file: string) =>
  file.replace(/^\.\.\/\.\.\/resources\//, '').replace(/(\/index)?\.ts$/, '');

const resourceFiles = import.meta.glob<{ default?: ResourceDeclaration }>(
  ['../../resources/*.ts', '../../resources/*/index.ts', '!../../resources/types.ts'],
  { eager: true },
);
const seedFiles = Object.keys(import.meta.glob('../../resources/*/demo/seed.ts'));

const notKebab = (names: readonly string[]) => names.filter((name) => !KEBAB.test(name));

describe('resource names', () => {
  it('are kebab-case', () => {
    expect(declarations.length).toBeGreaterThan(0);
    expect(notKebab(declarations.map((declaration) => declaration.name))).toEqual([]);
  });

  it('name their files: resources/<name>.ts or resources/<name>/index.ts declares <name>, and a `_` file or the shared domain declares nothing', () => {
    const misnamed: string[] = [];
    for (const [file, module] of Object.entries(resourceFiles)) {
      const name = moduleName(file);
      const declared = module.default?.name;
      const shared = name.startsWith('_') || name === 'domain';
      if (shared ? declared !== undefined : declared !== name)
        misnamed.push(`${file} declares ${String(declared)}`);
    }
    expect(misnamed).toEqual([]);
  });

  it('are the API path unless a backend names it otherwise (an api.path equal to it is dropped)', () => {
    const redundant = declarations.filter((item) => item.api?.path === item.name);
    expect(redundant.map((item) => item.name)).toEqual([]);
  });

  it('name actions too: an action is an API path segment, so its name is kebab-case', () => {
    const names = declarations.flatMap((declaration) => [
      ...(declaration.actions ?? []).map((action) => action.name),
      ...(declaration.listActions ?? []).map((action) => action.name),
    ]);
    expect(names).toContain('mark-read');
    expect(notKebab(names)).toEqual([]);
  });

  it('are what audit entries name, as are the account calls outside the resource routes', () => {
    expect(notKebab(Object.keys(AUDIT_ACCOUNT_RESOURCES))).toEqual([]);
  });
});

describe('demo collections', () => {
  it('are kebab-case', () => {
    expect(notKebab(DEMO_COLLECTIONS)).toEqual([]);
  });

  it('rules files each name a declared collection (a misnamed file would be silently ignored)', () => {
    expect(ruledCollections.length).toBeGreaterThan(0);
    expect(ruledCollections.filter((name) => !getDeclaration(name))).toEqual([]);
  });

  it('seed files each name a declared collection', () => {
    expect(
      seedFiles.map((file) => file.split('/')[3]).filter((name) => !getDeclaration(name)),
    ).toEqual([]);
  });
});
