/**
 * What browsers and Vite's loader say when a page's code could not be fetched: the server is
 * down, the network is, or a deployment has replaced the hashed file (Chromium, Firefox, Safari,
 * Vite's preload of a chunk's CSS or dependencies, in that order).
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether `error` is a failed download of code, rather than a page that failed to draw. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE.test(error.message) || error.name === 'ChunkLoadError';
}
