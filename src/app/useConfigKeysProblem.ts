import { useEffect, useState } from 'react';
import { ConfigError, getConfig, verifyConfigKeys } from '../config';

/**
 * The full check of the configured Solana keys (src/config.ts), for an admin who signed in on a
 * public page where start-up skipped it: the message when a key is wrong, else undefined.
 */
export function useConfigKeysProblem(): string | undefined {
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let live = true;
    verifyConfigKeys(getConfig()).catch((error: unknown) => {
      if (live) setProblem(error instanceof ConfigError ? error.message : String(error));
    });
    return () => {
      live = false;
    };
  }, []);
  return problem;
}
