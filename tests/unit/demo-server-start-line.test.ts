import { describe, expect, it } from 'vitest';
import { startLine } from '../../src/demo/server';

/** What `npm run demo-server` prints once listening (scripts/demo-server.ts). */
describe("the HTTP demo server's start line", () => {
  it('says where it listens, that its store is in memory, and when it stops by itself', () => {
    const line = startLine('http://127.0.0.1:4599', 3600 * 1000);
    expect(line).toContain('Demo API listening on http://127.0.0.1:4599');
    expect(line).toContain(
      'Its store is in memory, from the seed: every change is lost when it stops',
    );
    expect(line).toContain('it stops by itself after 60 min (--lifetime <seconds> to change');
  });

  it('names seconds for a short lifetime, and none without one', () => {
    expect(startLine('http://127.0.0.1:4599', 30_000)).toContain('stops by itself after 30 s');
    expect(startLine('http://127.0.0.1:4599')).toContain('it runs until stopped');
  });
});
