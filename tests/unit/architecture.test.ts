import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files';

/**
 * The import graph of src/ (static imports, type imports included; `import()` is a lazy edge and
 * does not count). The directions between folders are lint rules (eslint.config.js); this test adds
 * what a per-file rule cannot see: no cycle anywhere.
 */
const ROOT = resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;

const walk = (folder: string) => filesUnder(folder).filter((path) => SOURCE.test(path));

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pattern = /^\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(pattern)]
      .map((match) => resolveImport(file, match[1]))
      .filter((target): target is string => Boolean(target));
    graph.set(file, targets);
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('architecture', () => {
  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no import cycle in src/, resources/ or access/', () => {
    const files = ['src', 'resources', 'access'].flatMap((folder) => walk(join(ROOT, folder)));
    const cycles = findCycles(importGraph(files)).map((cycle) =>
      cycle.map((file) => relative(ROOT, file)).join(' -> '),
    );
    expect(cycles).toEqual([]);
  });
});
