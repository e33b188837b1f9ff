import { deployment } from '../api/deployment';
import { isChunkLoadError } from './chunkLoad';
import { useServerReturn } from './useServerReturn';
import { retryFailedDownloads } from './preloadable';
import { t } from '../i18n/translator';

/** Tries a page again on its own this many times; past them the server answers but the file fails. */
const AUTOMATIC_RETRIES = 2;

/**
 * Where a screen that failed to draw stands:
 * - 'crash': the page itself failed (a defect), not its download;
 * - 'waiting': its code could not be fetched, and the server is asked until it answers (then
 *   `retry` runs: the page draws again without a reload);
 * - 'new-release': another release is deployed, whose files replace this tab's: only a reload helps;
 * - 'gave-up': the server answers, yet the page's code failed again: a reload is offered.
 */
type FailureKind = 'crash' | 'waiting' | 'new-release' | 'gave-up';

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

/**
 * What a failed screen says: its title and the line under it. For a crash the line is the
 * error's own message (the caller shows it as code), or a generic one.
 */
export function failureTexts(kind: FailureKind, error: unknown): { title: string; detail: string } {
  switch (kind) {
    case 'crash':
      return {
        title: t('Unexpected Application Error!'),
        detail:
          error instanceof Error
            ? error.message
            : typeof error === 'string'
              ? error
              : t('Something failed while showing this page.'),
      };
    case 'new-release':
      return {
        title: t('A new version of the panel was deployed'),
        detail: t(
          'This page belongs to the version this tab started with. Reload to use the new one: what is saved stays saved.',
        ),
      };
    case 'gave-up':
      return {
        title: t('This page could not be loaded'),
        detail: t(
          'The server answers, but this page’s code could not be fetched. Reload the panel.',
        ),
      };
    case 'waiting':
      return {
        title: t('This page could not be loaded'),
        detail: t(
          'The server or the network did not answer. The page loads by itself once the server answers again.',
        ),
      };
  }
}
