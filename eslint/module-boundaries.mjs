import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Module folders (resources/<module>/) keep to their zones, and reach each other only through an
 * index (docs/modules.md):
 *
 * - the declaration and domain (index.ts, domain.ts ...) load in every build: they name their
 *   screens and client actions only by a lazy `import()` of their own pages/ or actions/ folder,
 *   and never import a demo/ folder, so a production build carries no demo code;
 * - screens (pages/, actions/) may use the engine and the UI, never the demo API or the app wiring;
 * - the demo part (demo/) is loaded by the demo API alone; it may use the model and the demo
 *   kernel, never the engine or screens;
 * - another module is reached through its index (`../withdrawals`), and another module's demo part
 *   through its demo index (`../../events/demo`) or, for its seed, its seed index
 *   (`resources/events/demo/seed`);
 * - the demo kernel (src/demo but the platform seed) knows no module, and the app (the rest of
 *   src) reaches a module through its index and never its demo part.
 *
 * Static imports, re-exports and dynamic import() are all checked.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RESOURCES = path.join(root, 'resources');
const SRC = path.join(root, 'src');
const SHARED = new Set(['domain']);

/** Where a file sits: zone and module (for resources/<module>/ files). */
function place(file) {
  // A module's tests sit beside it and may use anything (the app, the demo API, test support):
  // no build carries them.
  if (/\.test\.tsx?$/.test(file)) return { zone: 'other' };
  const inResources = path.relative(RESOURCES, file);
  if (!inResources.startsWith('..')) {
    const parts = inResources.split(path.sep);
    if (parts.length === 1 || SHARED.has(parts[0])) return { zone: 'declaration', module: null };
    const zone =
      parts[1] === 'demo'
        ? 'demo'
        : parts[1] === 'pages' || parts[1] === 'actions'
          ? 'screen'
          : 'declaration';
    return { zone, module: parts[0], part: parts[1], rest: parts.slice(1) };
  }
  const inSrc = path.relative(SRC, file);
  if (!inSrc.startsWith('..')) {
    const parts = inSrc.split(path.sep);
    if (parts[0] === 'demo')
      return {
        zone: parts[1] === 'seed' || parts[1] === 'seed.ts' ? 'platformSeed' : 'kernel',
        src: parts,
      };
    return { zone: 'app', src: parts };
  }
  return { zone: 'other' };
}

/** A module's public entry: its index (`resources/<m>`), or its demo or demo seed index. */
function entryOf(target) {
  const rest = target.rest.map((part) => part.replace(/\.tsx?$/, ''));
  if (rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return 'index';
  if (rest[0] !== 'demo') return undefined;
  if (rest.length === 1 || (rest.length === 2 && rest[1] === 'index')) return 'demoIndex';
  // The platform seed builds every module's data in one pass; a module's seed has its own index.
  if (rest[1] === 'seed' && (rest.length === 2 || (rest.length === 3 && rest[2] === 'index')))
    return 'demoIndex';
  return undefined;
}

function problem(from, target, dynamic) {
  if (target.zone === 'other') return undefined;
  const targetDemo =
    target.zone === 'demo' || target.zone === 'kernel' || target.zone === 'platformSeed';
  const sameModule = from.module && from.module === target.module;

  if (from.zone === 'declaration') {
    if (targetDemo)
      return 'a declaration or domain never imports demo code (production carries none)';
    if (target.zone === 'screen')
      return dynamic && sameModule
        ? undefined
        : "a declaration names its own screens only, by a lazy import() (`() => import('./pages/X')`)";
    if (target.zone === 'app') return 'a declaration or domain imports nothing from src/';
  }
  if (from.zone === 'screen') {
    if (targetDemo) return 'a screen never imports the demo API (it talks to the API over HTTP)';
    if (target.zone === 'app' && target.src[0] === 'app')
      return 'a screen never imports the app wiring';
  }
  if (from.zone === 'demo') {
    if (target.zone === 'screen') return 'the demo part never imports screens';
    if (target.zone === 'app' && !['model', 'lib'].includes(target.src[0]))
      return 'the demo part uses only the model, src/lib and the demo kernel';
  }
  if (from.zone === 'kernel' && target.module)
    return 'the demo kernel knows no module: a module plugs in through its demo/rules.ts';
  // Across modules: only through the other module's index (or demo index, for demo code).
  if (target.module && !sameModule) {
    const entry = entryOf(target);
    if (entry === 'index') return undefined;
    const demoSide = from.zone === 'demo' || from.zone === 'platformSeed';
    if (entry === 'demoIndex' && demoSide) return undefined;
    return demoSide
      ? `reach module "${target.module}" through its index or its demo index (resources/${target.module}/demo)`
      : `reach module "${target.module}" through its index (resources/${target.module})`;
  }
  return undefined;
}

function resolve(file, source) {
  if (!source.startsWith('.')) return undefined;
  return path.resolve(path.dirname(file), source);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Module folders keep to their zones and meet through their index' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = place(file);
    if (from.zone === 'other') return {};
    const check = (node, dynamic) => {
      const source =
        node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      const resolved = source && resolve(file, source);
      if (!resolved) return;
      const message = problem(from, place(resolved), dynamic);
      if (message) context.report({ node, message: `${source}: ${message}` });
    };
    return {
      ImportDeclaration: (node) => check(node.source, false),
      ExportNamedDeclaration: (node) => check(node.source, false),
      ExportAllDeclaration: (node) => check(node.source, false),
      ImportExpression: (node) => check(node.source, true),
    };
  },
};
