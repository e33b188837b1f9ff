import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { isFirstPass } from '../shell-chunk/plugin.ts';

const ID = 'virtual:antd-stylesheet';
const RESOLVED = `\0${ID}`;
const SCHEMES = ['light', 'dark'] as const;

/** Where the app's code lives: the engine and shell (src/) and the modules' screens (resources/). */
export const SOURCE_FOLDERS = ['src', 'resources'];

/** Named imports from 'antd' under the `roots` folders (type-only imports and tests aside). */
export function antdImports(...roots: string[]): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const [, typeOnly, list] of source.matchAll(
          /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd'/g,
        )) {
          if (typeOnly) continue;
          for (const item of list.split(',').map((part) => part.trim())) {
            if (item && !item.startsWith('type ')) names.add(item.split(/\s+as\s+/)[0]);
          }
        }
      }
    }
  };
  roots.forEach(visit);
  return [...names].sort();
}

/**
 * `import stylesheets from 'virtual:antd-stylesheet'`: in a production build, the URLs of antd's
 * prebuilt stylesheets, one per colour scheme (scripts/antd-stylesheet/extract.tsx), emitted as
 * hashed assets; null when serving (dev, tests), where antd generates every style at run time.
 * antd's class hashes differ between development and production, so only a build can use them.
 */
export function antdStylesheet(): Plugin {
  let building = false;
  let production = true;
  let root = process.cwd();
  return {
    name: 'antd-stylesheet',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
      production = config.isProduction;
      root = config.root;
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      // The shell's first pass (scripts/shell-chunk) only needs the module graph.
      if (!building || isFirstPass()) return 'export default null;';
      // The theme and the components are TypeScript and JSX: a Vite server of its own loads them.
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        esbuild: { jsx: 'automatic' },
      });
      try {
        const { extractAntdStylesheet } = (await server.ssrLoadModule(
          '/scripts/antd-stylesheet/extract.tsx',
        )) as typeof import('./extract');
        const components = antdImports(...SOURCE_FOLDERS.map((folder) => join(root, folder)));
        const sheets = SCHEMES.map((scheme) => [scheme, extractAntdStylesheet(scheme, components)]);
        // antd scopes its rules with a class whose prefix depends on NODE_ENV in the process that
        // drew them, but the map's paths do not: a file drawn for the other mode would be taken
        // as found and leave every component unstyled. Such a build goes without the file.
        const drawnForDev = sheets.some(([, css]) =>
          css.includes('.css-dev-only-do-not-override-'),
        );
        if (drawnForDev === production) {
          this.warn(`antd's prebuilt stylesheet left out: NODE_ENV here does not match the build`);
          return 'export default null;';
        }
        const urls = sheets.map(([scheme, css]) => {
          const reference = this.emitFile({
            type: 'asset',
            name: `antd-${scheme}.css`,
            source: css,
          });
          return `${scheme}: import.meta.ROLLUP_FILE_URL_${reference}`;
        });
        return `export default { ${urls.join(', ')} };`;
      } finally {
        await server.close();
      }
    },
  };
}
