import { beforeEach } from 'vitest';

/**
 * A test that passes on its retry (vitest.e2e.config.ts) is reported only as "(retry x1)": print
 * the failed attempt's error, so that the CI log says which step lost a race.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    const messages = (task.result?.errors ?? []).map((error) => error.message.split('\n')[0]);
    console.log(
      `[attempt ${(task.result?.retryCount ?? 0) + 1} failed] ${task.name}: ${messages.join(' | ')}`,
    );
  });
});
