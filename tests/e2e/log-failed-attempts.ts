import { beforeEach } from 'vitest';

/**
 * A failed end-to-end test prints its errors' first lines (and the value an assertion got) as
 * it fails, so that the CI log says which step went wrong without scrolling vitest's report.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    // The first line of each error, and the value an assertion got (e.g. which console error was
    // in a list expected empty: the message alone says "[ Array(1) ]").
    const messages = (task.result?.errors ?? []).map((error) => {
      const actual = (error as { actual?: unknown }).actual;
      const got = actual === undefined ? '' : ` (got ${String(actual).slice(0, 600)})`;
      return `${error.message.split('\n')[0]}${got}`;
    });
    console.log(`[failed] ${task.name}: ${messages.join(' | ')}`);
  });
});
