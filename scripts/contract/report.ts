/** The check's output: one line a check, ✓ or ✗ with what was checked (and why it failed). */
export interface Report {
  ok(what: string): void;
  fail(what: string, why: string): void;
  /** A check that could not be made (nothing to read it on); not a failure. */
  skip(what: string, why: string): void;
  /** `fail` unless `problems` is empty; true when it passed. */
  expect(what: string, problems: readonly string[]): boolean;
  readonly counts: { passed: number; failed: number; skipped: number };
  readonly failures: readonly string[];
}

/** At most this many problems are named on one line. */
const SHOWN = 3;

export function createReport(print: (line: string) => void): Report {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const report: Report = {
    ok(what) {
      counts.passed++;
      print(`\u2713 ${what}`);
    },
    fail(what, why) {
      counts.failed++;
      failures.push(`${what}: ${why}`);
      print(`\u2717 ${what}: ${why}`);
    },
    skip(what, why) {
      counts.skipped++;
      print(`- ${what}: skipped, ${why}`);
    },
    expect(what, problems) {
      if (!problems.length) {
        report.ok(what);
        return true;
      }
      const more = problems.length > SHOWN ? ` (+${problems.length - SHOWN} more)` : '';
      report.fail(what, problems.slice(0, SHOWN).join('; ') + more);
      return false;
    },
    counts,
    failures,
  };
  return report;
}
