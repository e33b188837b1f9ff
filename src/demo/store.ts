import { seedShift } from './seed/shift';
import { initialRows, shiftedSeed } from './initialRows';

import { rowVersion, type Row, type StoreChange } from './row';
import { Revisions } from './revisions';
import { copyChanges, overlayStorage, type Kept } from './trial';
import { SHIFT_KEY, storedShift, UNSEEDED } from './storedShift';
import {
  ANY_VERSION,
  applyChanges,
  chunkKey,
  memoryStorage,
  PREFIX,
  readChanges,
  saveChanges,
  type Changes,
  type KeyValueStorage,
  upgradeStorage,
} from './persist';

export { rowVersion, type Row, type StoreChange };

export { memoryStorage, PREFIX, type KeyValueStorage } from './persist';
export { newId, newSignature, newToken } from './ids';
export { SHIFT_KEY } from './storedShift';
export type { ModuleSeed } from './initialRows';

/**
 * The demo API's data: the deterministic seed plus what was changed since, persisted collection
 * by collection so that an edit survives a reload; reset() restores the seed.
 */
interface DemoStoreOptions {
  /** The clock (ms since 1970); tests pass a fixed one. Default Date.now. */
  now?: () => number;
}

export class DemoStore {
  private collections = new Map<string, Row[]>();
  private changes = new Map<string, Changes>();
  private seed: Record<string, unknown> | undefined;
  private seedShift: number | undefined;
  private warned = false;
  private listeners = new Set<(change: StoreChange) => void>();
  /** The demo API's "now": the real clock unless a test injects one. */
  readonly now: () => number;

  /** During a trial (a dry run): the collections as they were, put back when it ends. */
  private trialKept: Map<string, Kept> | undefined;

  constructor(
    private storage: KeyValueStorage = memoryStorage(),
    options: DemoStoreOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    upgradeStorage(storage, (key, value) => this.write(key, value));
  }

  /** Ms the seed is moved so that its newest activity lies in the current hour. */
  private shift(): number {
    this.seedShift ??= storedShift(this.storage) ?? seedShift(this.now());
    return this.seedShift;
  }

  private isSeeded(name: string): boolean {
    return !UNSEEDED.has(name);
  }

  private seedData(): Record<string, unknown> {
    this.seed ??= shiftedSeed(this.shift());
    return this.seed;
  }

  /** A collection's rows before any change (initialRows.ts). */
  private initial(name: string): Row[] {
    if (UNSEEDED.has(name) && name !== 'admins') return [];
    return initialRows(name, {
      shift: this.shift(),
      seed: () => this.seedData(),
      ids: (resource) => this.all(resource).map((row) => row._id),
      now: this.now(),
    });
  }

  all(name: string): Row[] {
    this.revisions.read(name);
    let rows = this.collections.get(name);
    if (!rows) {
      const changes = this.loadChanges(name);
      rows = applyChanges(this.initial(name), changes);
      this.collections.set(name, rows);
    }
    return rows;
  }

  private loadChanges(name: string): Changes {
    let changes = this.changes.get(name);
    if (!changes) {
      changes = readChanges(this.storage.getItem(PREFIX + name), (chunk) =>
        this.storage.getItem(chunkKey(name, chunk)),
      );
      this.changes.set(name, changes);
    }
    return changes;
  }

  find(name: string, id: string): Row | undefined {
    return this.all(name).find((row) => row._id === id);
  }

  /** Calls `listener` after each row written (the live feed); returns its removal. */
  onChange(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(change: StoreChange): void {
    // What a trial writes never happened: nobody is told of it.
    if (this.trialKept) return;
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Runs `run` as a trial: it reads and writes the store as usual, and afterwards every collection,
   * setting and stored key is as before, and no listener heard of it (a batch's dry run). The
   * caller keeps every other request out meanwhile (src/demo/backend/trialGate.ts).
   */
  async trial<T>(run: () => Promise<T>): Promise<T> {
    if (this.trialKept) throw new Error('A trial is already running');
    const storage = this.storage;
    const kept = new Map<string, Kept>();
    this.trialKept = kept;
    this.storage = overlayStorage(storage);
    try {
      return await run();
    } finally {
      this.storage = storage;
      this.trialKept = undefined;
      for (const [name, { rows, changes }] of kept) {
        this.collections.set(name, rows);
        this.changes.set(name, changes);
      }
      // Views computed during the trial are of data that is gone.
      this.revisions.wrote();
    }
  }

  /** Before a trial first writes to a collection: how it was. */
  private keep(name: string): void {
    const kept = this.trialKept;
    if (!kept || kept.has(name)) return;
    kept.set(name, { rows: this.all(name).slice(), changes: copyChanges(this.loadChanges(name)) });
  }

  insert(name: string, row: Row): Row {
    this.keep(name);
    this.all(name).unshift(row);
    this.changed(name, row);
    this.save(name);
    this.tell({ collection: name, type: 'created', row });
    return row;
  }

  /** The row after a patch: one version more than before. */
  private patched(row: Row, patch: Record<string, unknown>): Row {
    return { ...row, ...patch, _id: row._id, version: rowVersion(row) + 1 };
  }

  update(name: string, id: string, patch: Record<string, unknown>): Row | undefined {
    this.keep(name);
    const rows = this.all(name);
    const index = rows.findIndex((row) => row._id === id);
    if (index < 0) return undefined;
    rows[index] = this.patched(rows[index], patch);
    this.changed(name, rows[index]);
    this.save(name);
    this.tell({ collection: name, type: 'updated', row: rows[index] });
    return rows[index];
  }

  /** Patches every row that matches, saving the collection once; returns how many changed. */
  updateWhere(
    name: string,
    match: (row: Row) => boolean,
    patch: (row: Row) => Record<string, unknown>,
  ): number {
    this.keep(name);
    const rows = this.all(name);
    const changed: Row[] = [];
    rows.forEach((row, index) => {
      if (!match(row)) return;
      rows[index] = this.patched(row, patch(row));
      this.changed(name, rows[index]);
      changed.push(rows[index]);
    });
    if (changed.length) this.save(name);
    for (const row of changed) this.tell({ collection: name, type: 'updated', row });
    return changed.length;
  }

  remove(name: string, id: string): boolean {
    this.keep(name);
    const rows = this.all(name);
    const index = rows.findIndex((row) => row._id === id);
    if (index < 0) return false;
    const [removed] = rows.splice(index, 1);
    const changes = this.loadChanges(name);
    changes.upserts.delete(id);
    changes.removed.add(id);
    changes.dirtyFrom = 0;
    this.save(name);
    this.tell({ collection: name, type: 'deleted', row: removed });
    return true;
  }

  private changed(name: string, row: Row): void {
    const changes = this.loadChanges(name);
    // A new row goes last (Map order): only the last chunk is written again. A row changed
    // before keeps its place, in a chunk that may be any: every chunk is written again.
    if (!changes.upserts.has(row._id))
      changes.dirtyFrom = Math.min(changes.dirtyFrom, changes.upserts.size);
    else changes.dirtyFrom = 0;
    changes.upserts.set(row._id, row);
    if (changes.removed.delete(row._id)) changes.dirtyFrom = 0;
  }

  /** The single-object collections (site setting). */
  object<T extends Record<string, unknown>>(name: string): T {
    this.revisions.read(name);
    const saved = this.storage.getItem(PREFIX + name);
    if (saved) return JSON.parse(saved) as T;
    return structuredClone(this.seedData()[name]) as T;
  }

  /** Writes per collection (every insert, update, remove, object and reset): ./revisions.ts. */
  readonly revisions = new Revisions();

  setObject(name: string, value: Record<string, unknown>): void {
    this.revisions.wrote(name);
    this.keepShift(name);
    this.write(PREFIX + name, () => JSON.stringify(value));
  }

  /**
   * Persists what changed in a collection since the seed, not the collection (10,000 orders), in
   * chunks, writing again only the chunks that changed (./persist.ts, saveChanges).
   */
  save(name: string): void {
    this.revisions.wrote(name);
    this.keepShift(name);
    saveChanges(this.storage, name, this.loadChanges(name), (key, value) => this.write(key, value));
  }

  /** Saving a seeded collection pins the seed's shift for the collections still unsaved. */
  private keepShift(name: string): void {
    if (this.isSeeded(name) && this.storage.getItem(SHIFT_KEY) === null)
      this.write(SHIFT_KEY, String(this.shift()));
  }

  /** `value` is written out inside the guard: data JSON cannot write keeps to memory too. */
  private write(key: string, value: string | (() => string)): void {
    try {
      this.storage.setItem(key, typeof value === 'string' ? value : value());
    } catch (error) {
      // A full localStorage keeps the change in memory for this visit only.
      if (!this.warned) console.warn('Demo data could not be saved in the browser:', error);
      this.warned = true;
    }
  }

  /** "Reset demo data": forget every change and every session. */
  reset(): void {
    this.revisions.wrote();
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(ANY_VERSION)) keys.push(key);
    }
    keys.forEach((key) => this.storage.removeItem(key));
    this.collections.clear();
    this.changes.clear();
    // A reset in a later hour seeds for that hour.
    const shift = seedShift(this.now());
    if (shift !== this.seedShift) this.seed = undefined;
    this.seedShift = shift;
  }
}
