import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStylesheet } from './scripts/antd-stylesheet/plugin.ts';
import { shellChunk } from './scripts/shell-chunk/plugin.ts';
import { appVersion } from './scripts/app-version/plugin.ts';

/**
 * @refinedev/antd imports a markdown stack and papaparse from its index for components we do not
 * use; they are written without side effects but not marked so, and would land in the entry chunk
 * (about 46 KB gzip). Declaring them side-effect free lets tree-shaking drop them.
 */
const SIDE_EFFECT_FREE =
  /node_modules\/(react-markdown|remark-gfm|papaparse|micromark[^/]*|mdast[^/]*|unified|sunflower-antd)\//;

function sideEffectFree(): Plugin {
  return {
    name: 'side-effect-free-packages',
    transform(code, id) {
      if (SIDE_EFFECT_FREE.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

/** False only for builds with VITE_DEMO_MODE=false (or 0): their demo imports are dead code. */
export function demoBuild(mode: string): boolean {
  const value = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }.VITE_DEMO_MODE;
  return value !== 'false' && value !== '0';
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), sideEffectFree(), antdStylesheet(), shellChunk(), appVersion()],
  // A textual constant at every use, so the bundler drops `__DEMO_BUILD__ && import(...)`.
  define: { __DEMO_BUILD__: JSON.stringify(demoBuild(mode)) },
  server: { host: '127.0.0.1', port: 5173 },
  // The app's one page: docs/api.html (the API reference, a page of its own) is no entry to scan.
  optimizeDeps: { entries: ['index.html'] },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
  // The demo API's Web Worker (src/demo/worker/) as an ES module: split into chunks like the app, so
  // that the screens its declarations name by a lazy import() are never part of it.
  worker: { format: 'es' },
}));
