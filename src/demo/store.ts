import { createSeed } from './seed';
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
export class DemoStore {
  private collections = new Map<string, Row[]>();
  private seed: Record<string, unknown> | undefined;
  private warned = false;

  constructor(private readonly storage: KeyValueStorage = memoryStorage()) {}

  private seedData(): Record<string, unknown> {
    this.seed ??= createSeed() as unknown as Record<string, unknown>;
    return this.seed;
  }

  /**
   * Where a collection's first rows come from, in order: the platform seed (src/demo/seed.ts, keyed
   * by collection name), a module's own seed file (src/demo/seeds/<collection>.ts), or rows made
   * from the declaration's field types. The collection of a declaration is its `name`.
   */
  private initial(name: string): Row[] {
    if (name === 'admins') return seedAdmins('2026-10-01T00:00:00.000Z');
    if (name === 'sessions' || name === 'passwordResets') return [];
    const value = this.seedData()[name];
    if (Array.isArray(value)) return structuredClone(value) as Row[];
    const ids = (resource: string) => this.all(resource).map((row) => row._id);
    const own = moduleSeeds[`./seeds/${name}.ts`];
    if (own) return own.default({ ids, now: Date.now() });
    const declaration = getDeclaration(name);
    return declaration && !declaration.pageOnly ? generateRows(declaration, ids) : [];
  }

  has(name: string): boolean {
    return (
      name === 'admins' ||
      name === 'sessions' ||
      name === 'passwordResets' ||
      Array.isArray(this.seedData()[name]) ||
      Boolean(getDeclaration(name))
    );
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
    this.write(PREFIX + name, JSON.stringify(value));
  }

  save(name: string): void {
    this.write(PREFIX + name, JSON.stringify(this.collections.get(name) ?? []));
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
