import { deployment } from '../api/deployment';
import { isChunkLoadError } from './chunkLoad';
import { useServerReturn } from './useServerReturn';
import { retryFailedDownloads } from './preloadable';

/** Tries a page again on its own this many times; past them the server answers but the file fails. */
export const AUTOMATIC_RETRIES = 2;

/**
 * Where a screen that failed to draw stands:
 * - 'crash': the page itself failed (a defect), not its download;
 * - 'waiting': its code could not be fetched, and the server is asked until it answers (then
 *   `retry` runs: the page draws again without a reload);
 * - 'new-release': another release is deployed, whose files replace this tab's: only a reload helps;
 * - 'gave-up': the server answers, yet the page's code failed again: a reload is offered.
 */
export type FailureKind = 'crash' | 'waiting' | 'new-release' | 'gave-up';

export function useChunkRecovery(error: unknown, attempts: number, retry: () => void): FailureKind {
  const chunk = isChunkLoadError(error);
  const newRelease = deployment.use((state) => state.newRelease);
  const kind: FailureKind = !chunk
    ? 'crash'
    : newRelease
      ? 'new-release'
      : attempts >= AUTOMATIC_RETRIES
        ? 'gave-up'
        : 'waiting';
  useServerReturn(kind === 'waiting', (release) => {
    if (release !== 'same') return;
    retryFailedDownloads();
    retry();
  });
  return kind;
}
