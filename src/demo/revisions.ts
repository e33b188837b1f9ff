/**
 * How many times each collection was written, and which collections a derived value was made
 * from: a view of withdrawals joined with users stays valid while admins sign in (a write to
 * sessions), and is made again once a withdrawal, a user or a coin changes.
 */
export interface Mark {
  /** Writes that change everything (a reset, the end of a trial) when the value was made. */
  everything: number;
  /** Each collection the value read, and its write count when first read. */
  read: Map<string, number>;
}

export class Revisions {
  private everything = 0;
  private writes = new Map<string, number>();
  /** The values being made (nested: a view that reads a derived value), each noting its reads. */
  private making: Map<string, number>[] = [];

  /** A write to `name`; without one, a change of every collection. */
  wrote(name?: string): void {
    if (name === undefined) this.everything++;
    else this.writes.set(name, (this.writes.get(name) ?? 0) + 1);
  }

  /** A read of `name`: noted by every value being made. */
  read(name: string): void {
    for (const read of this.making) if (!read.has(name)) read.set(name, this.writes.get(name) ?? 0);
  }

  /** Makes a value, noting what it read. */
  make<T>(compute: () => T): { value: T; mark: Mark } {
    const read = new Map<string, number>();
    const everything = this.everything;
    this.making.push(read);
    try {
      // Each read is noted by every value being made, this one's enclosing ones too.
      return { value: compute(), mark: { everything, read } };
    } finally {
      this.making.pop();
    }
  }

  /**
   * Whether a kept value may be used: nothing it read was written since it was made. A value
   * being made that uses it read what it read.
   */
  reuse(mark: Mark): boolean {
    if (mark.everything !== this.everything) return false;
    for (const [name, count] of mark.read) if ((this.writes.get(name) ?? 0) !== count) return false;
    for (const [name, count] of mark.read)
      for (const outer of this.making) if (!outer.has(name)) outer.set(name, count);
    return true;
  }
}
