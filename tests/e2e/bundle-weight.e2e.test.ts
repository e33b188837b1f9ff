import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readManifest,
  routeChunks,
  routeWeight,
  staticClosure,
  type Manifest,
} from '../../scripts/bundle-weight.mjs';
import { readChunkGraph, type GraphChunk } from './chunkGraph';
import { E2E_DEMO_DIR, E2E_PROD_DIR } from './paths';

/**
 * A first visit of /login stays light: most visitors start there, signed out. The suite's own
 * production builds (demo off, and the default demo build: global-setup.ts), read back through
 * their chunk graph and Vite manifest.
 */
const LOGIN_BUDGET = 250 * 1024;

/** Libraries no first page may carry: they load with the pages (or the sign-in) that need them. */
const HEAVY = [
  /node_modules\/casbin\//,
  /node_modules\/@solana\//,
  /node_modules\/(chart\.js|recharts|echarts|@ant-design\/(charts|plots)|@antv|d3-[a-z]+|apexcharts|victory[a-z-]*)\//,
  /node_modules\/(tinymce|@tinymce|quill|react-quill[a-z-]*|@tiptap|prosemirror-[a-z-]+|slate[a-z-]*|draft-js|@ckeditor|lexical|@lexical)\//,
  /node_modules\/(msw|@mswjs)\//,
];
/**
 * Loaded only after sign-in: the Refine shell (and react-query with it), Casbin, and antd itself
 * (the sign-in page is plain markup; antd screens bring their theme: src/ui/Themed.tsx).
 */
const PRIVATE_ONLY = [
  /node_modules\/@refinedev\//,
  /node_modules\/@tanstack\//,
  /node_modules\/(antd|@ant-design|rc-[a-z-]+|@rc-component)\//,
  /node_modules\/casbin\//,
];

interface Built {
  dir: string;
  chunks: GraphChunk[];
  /** The chunks of the demo API's Web Worker (a build of its own inside the app's). */
  workerChunks: GraphChunk[];
  manifest: Manifest;
}

function readBuild(dir: string): Built {
  return { dir, ...readChunkGraph(dir), manifest: readManifest(dir) };
}

/** Source modules (with code in the output) of the chunks `files` and their static imports. */
function modulesOf(built: Built, files: Iterable<string>, worker = false): string[] {
  const chunks = worker ? built.workerChunks : built.chunks;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  [...files].forEach(visit);
  return [...seen].flatMap((file) => byFile.get(file)!.modules);
}

function entryFile(built: Built): string {
  return built.chunks.find((chunk) => chunk.isEntry)!.fileName;
}

let production: Built;
let demo: Built;

beforeAll(() => {
  production = readBuild(E2E_PROD_DIR);
  demo = readBuild(E2E_DEMO_DIR);
});

describe('what a first visit loads', () => {
  it('reaches no heavy library through static imports from the entry chunk', () => {
    for (const built of [production, demo]) {
      const modules = modulesOf(built, [entryFile(built)]);
      expect(modules.length).toBeGreaterThan(0);
      for (const pattern of HEAVY) expect(modules.filter((id) => pattern.test(id))).toEqual([]);
    }
  });

  it("keeps Refine, react-query, antd's Table and Casbin off /login", () => {
    for (const built of [production, demo]) {
      const files = [...routeChunks(built.manifest, '/login')].map(
        (key) => built.manifest[key].file,
      );
      const modules = modulesOf(built, files);
      expect(modules.some((id) => id.includes('src/pages/LoginPage.tsx'))).toBe(true);
      // The demo build starts its demo API (a backend stand-in) before render; like a server it
      // checks Solana addresses, so @solana rides with it there, and only there.
      const heavy = HEAVY.slice(0, 4).filter(
        (pattern) => built === production || !pattern.test('node_modules/@solana/x'),
      );
      for (const pattern of [...PRIVATE_ONLY, ...heavy])
        expect(modules.filter((id) => pattern.test(id))).toEqual([]);
    }
  });

  it('leaves Casbin to the app, once its frame is drawn: the entry chunk does not ask for it', () => {
    // On a phone's connection Casbin (about 40 KB gzip), asked for by the entry chunk, took the
    // bandwidth the frame's own code needed; src/app/App.tsx asks for it after the first paint.
    for (const built of [production, demo]) {
      const entry = built.chunks.find((chunk) => chunk.isEntry)!;
      const byEntry = entry.dynamicImports.flatMap((file) => modulesOf(built, [file]));
      expect(byEntry.some((id) => id.endsWith('src/app/App.tsx'))).toBe(true);
      expect(byEntry.filter((id) => /node_modules\/casbin\//.test(id))).toEqual([]);
      const app = built.chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.endsWith('src/app/App.tsx')),
      )!;
      const byApp = app.dynamicImports.flatMap((file) => modulesOf(built, [file]));
      expect(byApp.some((id) => id.endsWith('access/enforcer.ts'))).toBe(true);
    }
  });

  it("carries no demo code in production: not the kernel, no module's demo part, no msw", () => {
    const everything = modulesOf(
      production,
      production.chunks.map((chunk) => chunk.fileName),
    );
    expect(everything.some((id) => id.includes('resources/events/index.ts'))).toBe(true);
    const demoCode = /(src\/demo\/|resources\/[^/]+\/demo\/|node_modules\/(msw|@mswjs)\/)/;
    expect(everything.filter((id) => demoCode.test(id))).toEqual([]);
    // Nor the demo's worker: built along (its module is seen before the demo branch is cut), not
    // emitted.
    expect(readdirSync(join(production.dir, 'assets')).filter((f) => f.includes('Worker'))).toEqual(
      [],
    );
    // The demo build has them (the check above can fail): its demo API, in its worker, plugs in
    // every module.
    const demoBuild = modulesOf(
      demo,
      demo.workerChunks.map((chunk) => chunk.fileName),
      true,
    );
    expect(demoBuild.some((id) => id.includes('resources/events/demo/rules.ts'))).toBe(true);
  });

  it('loads at most 250 KB of gzip JavaScript on /login in production', () => {
    const login = routeWeight(production.dir, production.manifest, '/login');
    const dashboard = routeWeight(production.dir, production.manifest, '/dashboard');
    expect(login.bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
    // A Spanish visit adds its words (catalogue, i18next, antd's locale): within the budget too.
    const spanish = routeWeight(production.dir, production.manifest, '/login (es)');
    expect(spanish.bytes).toBeGreaterThan(login.bytes);
    expect(spanish.bytes).toBeLessThanOrEqual(LOGIN_BUDGET);
    // The private shell still arrives after sign-in: /dashboard carries what /login left out.
    expect(dashboard.bytes).toBeGreaterThan(login.bytes);
  });
});

describe("a phone's list", () => {
  /** Modules of the chunk holding `source` and of everything it imports statically. */
  const closureOf = (built: Built, source: string) => {
    const chunk = built.chunks.find((item) => item.moduleIds.some((id) => id.endsWith(source)));
    expect(chunk, source).toBeDefined();
    return modulesOf(built, [chunk!.fileName]);
  };
  const WIDE_ONLY = [
    /node_modules\/(antd\/es\/table|rc-table)\//,
    // Their words are not: antd's locale (every screen's) names the pickers' buttons.
    /node_modules\/(antd\/es\/date-picker|rc-picker)\/(?!(es\/)?locale\/)/,
  ];

  it("leaves antd's Table and date pickers to a wide screen's table view and to forms", () => {
    // A phone draws cards and folds its filters into a sheet: the list's own code and what it
    // imports carry neither; the table view (and a form's date input) does.
    const list = closureOf(production, 'src/engine/pages/ResourceList.tsx');
    expect(list.some((id) => id.endsWith('src/engine/pages/list/ListCards.tsx'))).toBe(true);
    for (const pattern of WIDE_ONLY) expect(list.filter((id) => pattern.test(id))).toEqual([]);
    const table = closureOf(production, 'src/engine/pages/list/TableView.tsx');
    for (const pattern of WIDE_ONLY) expect(table.some((id) => pattern.test(id))).toBe(true);
    const dateInput = closureOf(production, 'src/engine/fields/DateInput.tsx');
    expect(dateInput.some((id) => WIDE_ONLY[1].test(id))).toBe(true);
  });
});

describe('the demo API off the main thread', () => {
  it("keeps the store, the seed and the rules out of the page's chunks: they load in the worker", () => {
    const page = demo.chunks.find((chunk) =>
      chunk.moduleIds.some((id) => id.endsWith('src/demo/browser.ts')),
    )!;
    expect(page, 'the chunk that starts the demo API').toBeDefined();
    const onPage = modulesOf(demo, [entryFile(demo), page.fileName]);
    const demoData =
      /src\/demo\/(store|seed|backend\/index|simulator)\.ts$|resources\/[^/]+\/demo\//;
    expect(onPage.filter((id) => demoData.test(id))).toEqual([]);
    const worker = demo.workerChunks.find((chunk) =>
      chunk.moduleIds.some((id) => id.endsWith('src/demo/worker/demoWorker.ts')),
    )!;
    expect(worker, 'the worker chunk').toBeDefined();
    const inWorker = modulesOf(demo, [worker.fileName], true);
    expect(inWorker.some((id) => id.endsWith('src/demo/seed.ts'))).toBe(true);
    expect(inWorker.some((id) => id.endsWith('src/demo/store.ts'))).toBe(true);
  });
});

describe('the private shell in few files', () => {
  /** Files of the modules matching `source` and of their static imports, beyond /login's. */
  const filesOf = (built: Built, source: RegExp) => {
    const login = routeChunks(built.manifest, '/login');
    const roots = Object.keys(built.manifest).filter((key) => source.test(key));
    const keys = new Set(login);
    for (const root of roots) staticClosure(built.manifest, root, keys);
    const files = [...keys].filter((key) => !login.has(key)).map((key) => built.manifest[key].file);
    return { roots: roots.length, files };
  };

  it('fetches Refine, the layout and the antd parts they draw in at most 16 files', () => {
    // Split by the bundler alone, they came in about 64: each file costs a phone main-thread
    // time to request and link (scripts/shell-chunk/plugin.ts). The demo build's sign-in page
    // draws its demo accounts with antd, so what they share with the shell stays in small files.
    const shell = /src\/(app\/RefineShell|layout\/AdminLayout)\.tsx$/;
    const { roots, files } = filesOf(production, shell);
    expect(roots).toBe(2);
    expect(files.length).toBeLessThanOrEqual(16);
    for (const built of [production, demo])
      expect(filesOf(built, shell).files.some((file) => /\/shell-[\w-]+\.js$/.test(file))).toBe(
        true,
      );
  });

  it('keeps Refine and the layout off the screens drawn without the shell', () => {
    const screens =
      /src\/(pages\/(ForgotPasswordPage|ResetPasswordPage|StatusPages)|toast\/ToastList)\.tsx$/;
    for (const built of [production, demo]) {
      const { roots, files } = filesOf(built, screens);
      expect(roots).toBe(4);
      const modules = modulesOf(built, files);
      expect(modules.some((id) => /node_modules\/antd\//.test(id))).toBe(true);
      const shellOnly = /(node_modules\/(@refinedev|@tanstack)\/|src\/layout\/)/;
      expect(modules.filter((id) => shellOnly.test(id))).toEqual([]);
    }
  });
});
