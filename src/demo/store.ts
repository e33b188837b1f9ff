import { createSeed } from './seed';
import { seedShiftDays, shiftDates } from './seed/shift';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { getDeclaration } from '../model/registry';
import { generateRows } from './generate';

/** What a module's own seed file (src/demo/seeds/<collection>.ts) default-exports. */
export type ModuleSeed = (context: {
  /** `_id`s of another collection, for references. */
  ids: (collection: string) => readonly string[];
  now: number;
}) => Row[];

/** Seed files are found by name, like declarations: adding one edits no index. */
const moduleSeeds = import.meta.glob<{ default: ModuleSeed }>('./seeds/*.ts', { eager: true });

import type { Row } from './row';

export type { Row };

/** Where the store keeps changed collections: localStorage in the browser, memory elsewhere. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

const PREFIX = 'pm-demo:v1:';
/** How many days the stored seed was moved (written with the first saved seed collection). */
const SHIFT_KEY = `${PREFIX}~seedShiftDays`;

/** Admin rows carry their demo password; it never leaves the store (see publicAdmin). */
function seedAdmins(now: string): Row[] {
  return DEMO_ACCOUNTS.map((account) => ({
    ...account,
    restriction: account.restriction.map((entry) => ({ ...entry })),
    status: 'active',
    password: DEMO_PASSWORD,
    lastLoginAt: null,
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * The demo API's data: the deterministic seed plus what was changed since, persisted collection
 * by collection so that an edit survives a reload; reset() restores the seed.
 */
export interface DemoStoreOptions {
  /** The clock (ms since 1970); tests pass a fixed one. Default Date.now. */
  now?: () => number;
}

export class DemoStore {
  private collections = new Map<string, Row[]>();
  private seed: Record<string, unknown> | undefined;
  private seedDays: number | undefined;
  private warned = false;
  /** The demo API's "now": the real clock unless a test injects one. */
  readonly now: () => number;

  constructor(
    private readonly storage: KeyValueStorage = memoryStorage(),
    options: DemoStoreOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * Days the seed is moved so that its reference day is today (src/demo/seed/shift.ts). Data
   * saved on an earlier day keeps the shift it was seeded with, so that collections seeded later
   * still fit it; stored data from before shifting existed counts as unshifted.
   */
  private shiftDays(): number {
    if (this.seedDays === undefined) {
      const saved = this.storage.getItem(SHIFT_KEY);
      if (saved !== null && Number.isInteger(Number(saved))) this.seedDays = Number(saved);
      else if (this.hasSavedSeedData()) this.seedDays = 0;
      else this.seedDays = seedShiftDays(this.now());
    }
    return this.seedDays;
  }

  private hasSavedSeedData(): boolean {
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(PREFIX) && this.isSeeded(key.slice(PREFIX.length))) return true;
    }
    return false;
  }

  private isSeeded(name: string): boolean {
    return name !== 'admins' && name !== 'sessions' && name !== 'passwordResets';
  }

  private seedData(): Record<string, unknown> {
    this.seed ??= shiftDates(createSeed(), this.shiftDays()) as unknown as Record<string, unknown>;
    return this.seed;
  }

  /**
   * Where a collection's first rows come from, in order: the platform seed (src/demo/seed.ts, keyed
   * by collection name), a module's own seed file (src/demo/seeds/<collection>.ts), or rows made
   * from the declaration's field types. The collection of a declaration is its `name`.
   */
  private initial(name: string): Row[] {
    if (name === 'admins')
      return seedAdmins(shiftDates('2026-10-01T00:00:00.000Z', this.shiftDays()));
    if (name === 'sessions' || name === 'passwordResets') return [];
    const value = this.seedData()[name];
    if (Array.isArray(value)) return structuredClone(value) as Row[];
    const ids = (resource: string) => this.all(resource).map((row) => row._id);
    const own = moduleSeeds[`./seeds/${name}.ts`];
    if (own) return own.default({ ids, now: this.now() });
    const declaration = getDeclaration(name);
    return declaration && !declaration.pageOnly ? generateRows(declaration, ids, this.now()) : [];
  }

  all(name: string): Row[] {
    let rows = this.collections.get(name);
    if (!rows) {
      const saved = this.storage.getItem(PREFIX + name);
      rows = saved ? (JSON.parse(saved) as Row[]) : this.initial(name);
      this.collections.set(name, rows);
    }
    return rows;
  }

  find(name: string, id: string): Row | undefined {
    return this.all(name).find((row) => row._id === id);
  }

  insert(name: string, row: Row): Row {
    this.all(name).unshift(row);
    this.save(name);
    return row;
  }

  update(name: string, id: string, patch: Record<string, unknown>): Row | undefined {
    const rows = this.all(name);
    const index = rows.findIndex((row) => row._id === id);
    if (index < 0) return undefined;
    rows[index] = { ...rows[index], ...patch, _id: id };
    this.save(name);
    return rows[index];
  }

  /** Patches every row that matches, saving the collection once; returns how many changed. */
  updateWhere(
    name: string,
    match: (row: Row) => boolean,
    patch: (row: Row) => Record<string, unknown>,
  ): number {
    const rows = this.all(name);
    let changed = 0;
    rows.forEach((row, index) => {
      if (!match(row)) return;
      rows[index] = { ...row, ...patch(row), _id: row._id };
      changed++;
    });
    if (changed) this.save(name);
    return changed;
  }

  remove(name: string, id: string): boolean {
    const rows = this.all(name);
    const index = rows.findIndex((row) => row._id === id);
    if (index < 0) return false;
    rows.splice(index, 1);
    this.save(name);
    return true;
  }

  /** The single-object collections (site setting). */
  object<T extends Record<string, unknown>>(name: string): T {
    const saved = this.storage.getItem(PREFIX + name);
    if (saved) return JSON.parse(saved) as T;
    return structuredClone(this.seedData()[name]) as T;
  }

  setObject(name: string, value: Record<string, unknown>): void {
    this.keepShift(name);
    this.write(PREFIX + name, JSON.stringify(value));
  }

  save(name: string): void {
    this.keepShift(name);
    this.write(PREFIX + name, JSON.stringify(this.collections.get(name) ?? []));
  }

  /** Saving a seeded collection pins the seed's shift for the collections still unsaved. */
  private keepShift(name: string): void {
    if (this.isSeeded(name) && this.storage.getItem(SHIFT_KEY) === null)
      this.write(SHIFT_KEY, String(this.shiftDays()));
  }

  private write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch (error) {
      // A full localStorage keeps the change in memory for this visit only.
      if (!this.warned) console.warn('Demo data could not be saved in the browser:', error);
      this.warned = true;
    }
  }

  /** "Reset demo data": forget every change and every session. */
  reset(): void {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => this.storage.removeItem(key));
    this.collections.clear();
    // A reset on a later day seeds for that day.
    const days = seedShiftDays(this.now());
    if (days !== this.seedDays) this.seed = undefined;
    this.seedDays = days;
  }
}

export function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
