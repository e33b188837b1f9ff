import { defineConfig } from 'vite';

/** Bundles the HTTP demo server for Node (declarations' glob and the ?raw model resolved here). */
export default defineConfig({
  build: {
    ssr: 'scripts/demo-server.ts',
    outDir: 'dist-demo-server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'demo-server.js' } },
  },
  ssr: { noExternal: [] },
});
