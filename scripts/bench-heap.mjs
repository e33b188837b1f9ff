/**
 * Part of `npm run bench`: the page's JavaScript heap after the dashboard, then after visiting
 * every private route of the registry (in-app moves, as a user clicks) and coming back to the
 * dashboard, each after a forced garbage collection (CDP HeapProfiler.collectGarbage, then
 * Runtime.getHeapUsage). A production build (demo mode off) against the HTTP demo API, so the
 * heap holds the app only, not the demo data. Prints figures; asserts nothing.
 *
 *   node scripts/bench-heap.mjs [dist-bench/prod]      (a build made with VITE_DEMO_MODE=false)
 */
/* global document, location, history, dispatchEvent, PopStateEvent -- the page's, in page.evaluate */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, launchChromium, viteSources } from './bench-support.mjs';

/** Heap growth goal: every route visited costs at most 30 % more heap. */
const HEAP_GOAL = 1.3;
/** Leak goal: each further round over every route costs at most 3 % more heap. */
const PASS_GOAL = 0.03;

/** The registry's routes and the demo server, loaded by Vite (import.meta.glob, TypeScript). */
async function loadSources() {
  const vite = await viteSources();
  const registry = await vite.ssrLoadModule('/src/model/registry.ts');
  const demoServer = await vite.ssrLoadModule('/src/demo/server.ts');
  const seen = new Set();
  const routes = registry.declarations.flatMap((declaration) => {
    const { routes: paths } = declaration;
    return [
      paths.list,
      paths.create,
      paths.edit,
      paths.show,
      ...(paths.extra ?? []).map((r) => r.path),
    ]
      .filter((path) => path && !seen.has(path) && seen.add(path))
      .map((pattern) => ({ pattern, resource: registry.apiPath(declaration.name) }));
  });
  return { vite, routes, startDemoServer: demoServer.startDemoServer };
}

/** Waits until `pathname` is drawn and has settled: no spinner, no request in flight for 300 ms. */
export async function settle(page, pathname, pending, timeout = 30_000) {
  await page.waitForFunction(
    (pathname) =>
      location.pathname === pathname &&
      Boolean(document.querySelector('.app-content')?.textContent?.trim()) &&
      !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .page-spin'),
    pathname,
    { polling: 100, timeout },
  );
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300) {
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
}

/** Node types of a heap snapshot, in groups a reader can act on. */
const GROUP_OF = {
  code: 'bytecode and metadata',
  native: 'engine and DOM',
  hidden: 'engine and DOM',
  synthetic: 'engine and DOM',
};
/** V8's code objects that hold machine code from its JIT tiers (and their deoptimisation data). */
const MACHINE_CODE = /^system \/ (InstructionStream|Code|TrustedByteArray)$/;

/**
 * A heap snapshot's self sizes summed by group: machine code (what V8's JIT compilers made for the
 * functions that ran hot), bytecode and metadata (for every function that ran), engine and DOM
 * (browser-side objects), and the app's own data (objects, arrays, closures, strings: caches,
 * stores, React's trees). The first two are V8's to keep or flush, not the app's.
 */
export async function heapGroups(cdp) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const typeNames = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = {};
  for (let index = 0; index < nodes.length; index += fields.length) {
    const type = typeNames[nodes[index + typeAt]];
    const group =
      type === 'code' && MACHINE_CODE.test(strings[nodes[index + nameAt]])
        ? 'machine code (JIT)'
        : (GROUP_OF[type] ?? 'app data');
    groups[group] = (groups[group] ?? 0) + nodes[index + sizeAt];
  }
  return groups;
}

export async function heapAfterGc(cdp) {
  for (let round = 0; round < 3; round++) await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export async function benchHeap(outDir = 'dist-bench/prod') {
  if (!existsSync(CHROMIUM)) {
    console.log(`  skipped: no Chromium at ${CHROMIUM}`);
    return;
  }
  const { vite, routes, startDemoServer } = await loadSources();
  const server = await startDemoServer({ staticDir: outDir, maxLifetimeMs: 600_000 });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(60_000);
    const pending = new Set();
    // The live feed stays open as long as the page: never a request to wait for.
    page.on('request', (request) => {
      if (!request.url().includes('/api/admin/live')) pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('superadmin@demo.test');
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await settle(page, '/dashboard', pending);
    const dashboard = await heapAfterGc(cdp);
    const dashboardGroups = await heapGroups(cdp);

    const ids = await page.evaluate(
      async (resources) => {
        const found = {};
        for (const resource of resources) {
          const response = await fetch(`/api/admin/${resource}?limit=1`, {
            headers: { Authorization: localStorage.getItem('adminToken') ?? '' },
          });
          found[resource] = (await response.json()).result?.items?.[0]?._id;
        }
        return found;
      },
      [...new Set(routes.filter((r) => r.pattern.includes(':')).map((r) => r.resource))],
    );
    const paths = routes.map(({ pattern, resource }) =>
      pattern.replace(/:[a-z]+/i, ids[resource] ?? 'missing'),
    );
    const go = async (path) => {
      await page.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForTimeout(100);
      await settle(page, new URL(path, 'http://x').pathname, pending);
    };
    // The same page with the code of every page loaded (every chunk imported, nothing rendered):
    // what is left of the growth past this is data, caches and leaks, not code.
    let allCode;
    const manifest = join(outDir, '.vite/manifest.json');
    if (existsSync(manifest)) {
      const files = [
        ...new Set(
          Object.values(JSON.parse(readFileSync(manifest, 'utf8')))
            .map((chunk) => chunk.file)
            .filter((file) => file.endsWith('.js')),
        ),
      ];
      // Its own context (own renderer process, own heap), signed in with the same storage.
      const other = await browser.newContext({ storageState: await page.context().storageState() });
      const tab = await other.newPage();
      await tab.goto(`${server.url}/dashboard`);
      await settle(tab, '/dashboard', new Set());
      await tab.evaluate(async (files) => {
        for (const file of files) await import(`/${file}`).catch(() => undefined);
      }, files);
      allCode = await heapAfterGc(await other.newCDPSession(tab));
      await other.close();
    }
    const started = Date.now();
    for (const path of paths) await go(path);
    await go('/dashboard');
    const after = await heapAfterGc(cdp);
    const afterGroups = await heapGroups(cdp);
    // Styles antd generated and injected itself: those missing from its prebuilt stylesheet.
    const generated = await page.evaluate(
      () => document.querySelectorAll('style[data-css-hash]').length,
    );
    // A second round tells a leak (grows again) from code and caches loaded once (stays level).
    for (const path of paths) await go(path);
    await go('/dashboard');
    const again = await heapAfterGc(cdp);
    const againGroups = await heapGroups(cdp);
    for (const path of paths) await go(path);
    await go('/dashboard');
    const third = await heapAfterGc(cdp);
    const thirdGroups = await heapGroups(cdp);
    // What the app holds beyond V8's code: the query cache's entries (a cache, not a leak, until
    // its entries' gcTime passes) and the DOM's nodes.
    const held = await page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      styles: document.querySelectorAll('style').length,
    }));
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const ratio = after / dashboard;
    console.log(`  after sign-in, on /dashboard${mb(dashboard).padStart(26)}`);
    console.log(
      `  after ${paths.length} routes, back on /dashboard${mb(after).padStart(17)}   (${((Date.now() - started) / 2000).toFixed(0)} s a round)`,
    );
    console.log(`  after a second round of every route${mb(again).padStart(17)}`);
    console.log(`  after a third round${mb(third).padStart(33)}`);
    // A leak grows each round; code and caches loaded once stay level after the first. V8 keeps
    // compiling the functions that run hot into machine code (its optimising tiers) for rounds
    // after the first: heap that is V8's to keep or flush, not the app's. The goal is read on the
    // heap without it; the whole heap's figure is printed beside it.
    const perPass = Math.max(again / after, third / again) - 1;
    const jit = (groups) => groups['machine code (JIT)'] ?? 0;
    const [ownAfter, ownAgain, ownThird] = [
      [after, afterGroups],
      [again, againGroups],
      [third, thirdGroups],
    ].map(([used, groups]) => used - jit(groups));
    const perPassOwn = Math.max(ownAgain / ownAfter, ownThird / ownAgain) - 1;
    console.log(
      `  growth per extra round, whole heap${`${(perPass * 100).toFixed(1)} %`.padStart(17)}   (V8's machine code included)`,
    );
    console.log(
      `  growth per extra round, less V8's machine code${`${(perPassOwn * 100).toFixed(1)} %`.padStart(5)}   (goal at most ${PASS_GOAL * 100} %: ${perPassOwn <= PASS_GOAL ? 'met' : 'NOT MET'})`,
    );
    // Where each extra round's growth is: a leak grows app data each round; V8's code tiers are its.
    for (const group of Object.keys(afterGroups)) {
      const steps = [afterGroups, againGroups, thirdGroups].map((groups) => groups[group] ?? 0);
      console.log(
        `    extra rounds, ${group.padEnd(22)}${steps.map((bytes) => mb(bytes).padStart(9)).join(' ->')}`,
      );
    }
    console.log(`    DOM elements ${held.nodes}, <style> elements ${held.styles}`);
    if (allCode)
      console.log(
        `  /dashboard with every chunk imported${mb(allCode).padStart(16)}   (code alone: ${(allCode / dashboard).toFixed(2)}x; the visits past it: ${(after / allCode).toFixed(2)}x)`,
      );
    // Where the growth is (snapshot self sizes, which count a little more than the used heap).
    for (const group of [
      'app data',
      'engine and DOM',
      'bytecode and metadata',
      'machine code (JIT)',
    ]) {
      const [was, now] = [dashboardGroups[group] ?? 0, afterGroups[group] ?? 0];
      console.log(
        `    ${group.padEnd(22)}${mb(was).padStart(9)} -> ${mb(now).padStart(8)}   (${(now / was).toFixed(2)}x)`,
      );
    }
    console.log(`  antd styles generated at run time over every route: ${generated}`);
    console.log(
      `  growth${`${ratio.toFixed(2)}x`.padStart(44)}   (goal at most ${HEAP_GOAL}x: ${ratio <= HEAP_GOAL ? 'met' : 'NOT MET'})`,
    );
  } finally {
    await browser.close();
    await server.close();
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchHeap(process.argv[2]);
}
