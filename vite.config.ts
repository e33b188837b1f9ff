import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * @refinedev/antd imports a markdown stack and papaparse from its index for components we do not
 * use; they are written without side effects but not marked so, and would land in the entry chunk
 * (about 46 KB gzip, STACK.md). Declaring them side-effect free lets tree-shaking drop them.
 */
const SIDE_EFFECT_FREE = /node_modules\/(react-markdown|remark-gfm|papaparse|micromark[^/]*|mdast[^/]*|unified|sunflower-antd)\//;

function sideEffectFree(): Plugin {
  return {
    name: 'side-effect-free-packages',
    transform(code, id) {
      if (SIDE_EFFECT_FREE.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), sideEffectFree()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
});
