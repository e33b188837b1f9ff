import { useEffect, useState } from 'react';
import { ConfigError, getConfig, verifyConfigKeys } from '../config';
import { t } from '../i18n/translator';

/** What the error screen says of a failed start: a bad key named, in the admin's language. */
export function configProblemText(error: unknown): string {
  if (!(error instanceof ConfigError)) return String(error);
  return t('Configuration error: {{key}} {{detail}}', { key: error.key, detail: t(error.detail) });
}

/**
 * The full check of the configured Solana keys (src/config.ts), for an admin who signed in on a
 * public page where start-up skipped it: the message when a key is wrong, else undefined.
 */
export function useConfigKeysProblem(): string | undefined {
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let live = true;
    verifyConfigKeys(getConfig()).catch((error: unknown) => {
      if (live) setProblem(configProblemText(error));
    });
    return () => {
      live = false;
    };
  }, []);
  return problem;
}
