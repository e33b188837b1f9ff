/** Types of scripts/bundle-weight.mjs (used by tests/unit/bundle-weight.test.ts). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest;
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function startupChunks(manifest: Manifest): Set<string>;
export function routeChunks(manifest: Manifest, route: string): Set<string>;
export function gzipSizer(outDir: string): (file: string) => number;
export function jsBytes(
  outDir: string,
  manifest: Manifest,
  keys: Iterable<string>,
  size?: (file: string) => number,
): number;
export function routeWeight(
  outDir: string,
  manifest: Manifest,
  route: string,
): { bytes: number; files: number };
