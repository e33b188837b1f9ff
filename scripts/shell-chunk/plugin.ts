import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The private shell (Refine, its providers, the admin layout and the antd parts they draw) in two
 * files instead of about sixty.
 *
 * Left to itself, the bundler splits code by the set of lazy screens that use it. With a hundred
 * lazy pages, the shell's code falls into some sixty small chunks (a chunk for what the layout
 * shares with the pages that use a dropdown, another for those that use a tag, ...). Every
 * private first load fetches all of them at once, and a browser pays for each file: a
 * `<link rel="modulepreload">` costs about half a millisecond of main thread to start, and each
 * module file its own parse and link steps. On a phone that is blocking time right after the
 * first paint.
 *
 * The shell always loads whole, before any private page. So what it needs, beyond what start-up
 * has already loaded, goes into one chunk, `shell`, except the part that screens drawn without
 * the shell share with it (the password reset pages, the status pages, the error screen, toasts:
 * `PUBLIC_SCREENS`), which goes into `shell-shared`, so that those screens fetch neither Refine
 * nor the layout. Pages that use a piece of the shell import it from there: they render inside
 * the shell, so it is already loaded.
 *
 * Which code the shell needs is known only after tree-shaking (a named import from antd's index
 * reaches every component in the module graph), so a first pass builds in memory with the
 * bundler's own split, and the real build groups the modules of the chunks found there.
 */

/** The two lazy modules of the private shell (src/app/routes.tsx loads them together). */
const SHELL_ROOTS = /\/src\/(app\/RefineShell|layout\/AdminLayout)\.tsx$/;
/** Lazy code that runs only inside the shell: pages and declarations' lazy actions. */
const AFTER_SHELL = /\/(resources\/[^/]+\/(pages|actions)\/|src\/engine\/pages\/)/;
/** Lazy screens drawn with antd but without the shell. */
const PUBLIC_SCREENS =
  /\/src\/(pages\/(ForgotPasswordPage|ResetPasswordPage|StatusPages)|toast\/ToastList)\.tsx$/;

const SHELL = 'shell';
const SHARED = 'shell-shared';
/** Set while the first pass builds: that pass splits as the bundler would. */
const FIRST_PASS = 'SHELL_CHUNK_FIRST_PASS';

type Chunk = Rolldown.OutputChunk;

/** Chunks reachable from `roots` through static imports (and dynamic ones when asked). */
function reach(
  roots: Chunk[],
  byFile: Map<string, Chunk>,
  options: { dynamic: boolean; stop: (chunk: Chunk) => boolean },
): Set<Chunk> {
  const seen = new Set<Chunk>();
  const todo = roots.filter((chunk) => !options.stop(chunk));
  for (let chunk = todo.pop(); chunk; chunk = todo.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const next = options.dynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports;
    for (const file of next) {
      const found = byFile.get(file);
      if (found && !seen.has(found) && !options.stop(found)) todo.push(found);
    }
  }
  return seen;
}

/** Module id → group name, from the chunks of a build split by the bundler alone. */
function shellGroups(chunks: Chunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (chunk: Chunk) => (chunk.facadeModuleId ?? '').replace(/\\/g, '/');
  const lazyRoot = (chunk: Chunk) =>
    [SHELL_ROOTS, AFTER_SHELL, PUBLIC_SCREENS].some((pattern) => pattern.test(facade(chunk)));
  // What loads without the shell: start-up, the sign-in page, the access engine, languages.
  const early = reach(
    chunks.filter((chunk) => chunk.isEntry),
    byFile,
    { dynamic: true, stop: lazyRoot },
  );
  const rootsOf = (pattern: RegExp) => chunks.filter((chunk) => pattern.test(facade(chunk)));
  const publicScreens = reach(rootsOf(PUBLIC_SCREENS), byFile, {
    dynamic: false,
    stop: (chunk) => early.has(chunk),
  });
  const shell = reach(rootsOf(SHELL_ROOTS), byFile, {
    dynamic: false,
    stop: (chunk) => early.has(chunk),
  });
  const groups = new Map<string, string>();
  for (const chunk of shell)
    for (const id of chunk.moduleIds)
      // The roots keep chunks of their own: the manifest (and `npm run bench`) names them.
      if (!SHELL_ROOTS.test(id.replace(/\\/g, '/')))
        groups.set(id, publicScreens.has(chunk) ? SHARED : SHELL);
  return groups;
}

export function shellChunk(): Plugin {
  const groups = new Map<string, string>();
  let configFile: string | undefined;
  let mode = 'production';
  let root = process.cwd();
  let active = false;
  return {
    name: 'shell-chunk',
    apply: 'build',
    config() {
      // `test` reads `groups` once the first pass has filled it (buildStart, below).
      const inGroup = (name: string) => (id: string) => groups.get(id) === name;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [SHARED, SHELL].map((name) => ({
                  name,
                  test: inGroup(name),
                  // Shared modules outside a group (React, start-up code) stay where they are.
                  includeDependenciesRecursively: false,
                })),
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
      root = config.root;
      active = !config.build.ssr && !process.env[FIRST_PASS];
    },
    async buildStart() {
      if (!active) return;
      process.env[FIRST_PASS] = '1';
      let result;
      try {
        result = await build({
          configFile: configFile ?? false,
          root,
          mode,
          logLevel: 'silent',
          build: { write: false, emptyOutDir: false, manifest: false, minify: false },
        });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs
        .flatMap((output) => output.output)
        .filter((item): item is Chunk => item.type === 'chunk');
      groups.clear();
      for (const [id, name] of shellGroups(chunks)) groups.set(id, name);
    },
  };
}

/** True in the first pass: plugins may skip work that does not change the module graph. */
export const isFirstPass = () => Boolean(process.env[FIRST_PASS]);
