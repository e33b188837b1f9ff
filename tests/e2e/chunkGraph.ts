import { readFileSync, writeFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

/** One output chunk as the bundle-weight checks read it: its files and the code it carries. */
export interface GraphChunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Source modules with code in this chunk (rendered length above 0), `/`-separated. */
  modules: string[];
  /** Every module the bundler placed here, code or not. */
  moduleIds: string[];
}

/** A build's chunks: the app's, and those of the demo API's Web Worker (a build of its own). */
export interface ChunkGraph {
  chunks: GraphChunk[];
  workerChunks: GraphChunk[];
}

/** Where the build in `outDir` leaves its graph: beside it, not among the files it serves. */
const graphFile = (outDir: string) => `${outDir}.chunks.json`;

function describe(chunk: Rolldown.OutputChunk): GraphChunk {
  const slash = (id: string) => id.replace(/\\/g, '/');
  return {
    fileName: chunk.fileName,
    isEntry: chunk.isEntry,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    modules: Object.entries(chunk.modules)
      .filter(([, info]) => info.renderedLength > 0)
      .map(([id]) => slash(id)),
    moduleIds: chunk.moduleIds.map(slash),
  };
}

/**
 * Plugins that record a build's chunk graph (`app` for the build, `worker` for `worker.plugins`)
 * and `write` it once the build is done, for the checks that read what a page loads.
 */
export function chunkGraphRecorder(outDir: string) {
  const graph: ChunkGraph = { chunks: [], workerChunks: [] };
  const recorder = (into: GraphChunk[]): Plugin => ({
    name: 'record-chunk-graph',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle))
        if (item.type === 'chunk') into.push(describe(item));
    },
  });
  return {
    app: recorder(graph.chunks),
    worker: () => [recorder(graph.workerChunks)],
    write: () => writeFileSync(graphFile(outDir), JSON.stringify(graph)),
  };
}

export function readChunkGraph(outDir: string): ChunkGraph {
  return JSON.parse(readFileSync(graphFile(outDir), 'utf8')) as ChunkGraph;
}
