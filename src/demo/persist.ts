import type { Row } from './row';

/*
 * How the demo store keeps its changes: in a key-value storage (localStorage in the browser,
 * memory elsewhere), each collection's changes since the seed in chunks.
 */

/** Every key the demo writes starts with this, whatever the format's version. */
export const ANY_VERSION = 'pm-demo:';
/**
 * v3 keeps each collection's changes since the seed with admins' passwords hashed; v2 was the
 * same with plain passwords (its data is carried over but for admins and sessions, see the
 * store's migrateV2); v1 kept whole collections.
 */
export const PREFIX = `${ANY_VERSION}v3:`;

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

/** Rows per stored chunk of a collection's changes. */
const CHUNK_ROWS = 500;
/** Where chunk `chunk` (from 1) of a collection's changes is kept; chunk 0 is the head. */
export const chunkKey = (name: string, chunk: number) => `${PREFIX}${name}#${chunk}`;

/**
 * A collection's changes since the seed: changed or added rows (oldest first) and removed ids;
 * `dirtyFrom` is the first row whose chunk is not saved as it is now.
 */
export interface Changes {
  upserts: Map<string, Row>;
  removed: Set<string>;
  dirtyFrom: number;
  /** How many chunks are stored now. */
  chunks: number;
}
/** The head (chunk 0): its rows, the removed ids and how many chunks there are (1 if absent). */
interface StoredChanges {
  upserts: Row[];
  removed: string[];
  chunks?: number;
}

export function readChanges(
  saved: string | null,
  chunk: (index: number) => string | null,
): Changes {
  const parsed = saved ? (JSON.parse(saved) as Partial<StoredChanges>) : {};
  const rows = [...(parsed.upserts ?? [])];
  for (let index = 1; index < (parsed.chunks ?? 1); index++)
    rows.push(...(JSON.parse(chunk(index) ?? '[]') as Row[]));
  return {
    upserts: new Map(rows.map((row) => [row._id, row])),
    removed: new Set(parsed.removed ?? []),
    dirtyFrom: rows.length,
    chunks: parsed.chunks ?? 1,
  };
}

/**
 * Writes a collection's changes (not the collection: 10,000 orders) in chunks of CHUNK_ROWS rows,
 * again only from the first chunk that changed: a collection that grows by one row per request
 * (the audit trail, sign-in histories) costs one small write per request, however long it has
 * grown. `write` stores a value made only when it is written (JSON of many rows).
 */
export function saveChanges(
  storage: KeyValueStorage,
  name: string,
  changes: Changes,
  write: (key: string, value: () => string) => void,
): void {
  const upserts = [...changes.upserts.values()];
  const chunks = Math.max(1, Math.ceil(upserts.length / CHUNK_ROWS));
  const first = Math.min(Math.floor(changes.dirtyFrom / CHUNK_ROWS), chunks - 1);
  for (let chunk = first; chunk < chunks; chunk++) {
    const rows = upserts.slice(chunk * CHUNK_ROWS, (chunk + 1) * CHUNK_ROWS);
    if (chunk === 0) {
      const stored: StoredChanges = { upserts: rows, removed: [...changes.removed], chunks };
      write(PREFIX + name, () => JSON.stringify(stored));
    } else write(chunkKey(name, chunk), () => JSON.stringify(rows));
  }
  // The head records how many chunks there are; chunks past it (after removals) are stale.
  if (first > 0 && chunks !== changes.chunks) {
    const head = storage.getItem(PREFIX + name);
    if (head !== null) write(PREFIX + name, () => JSON.stringify({ ...JSON.parse(head), chunks }));
  }
  for (let chunk = chunks; chunk < changes.chunks; chunk++)
    storage.removeItem(chunkKey(name, chunk));
  changes.chunks = chunks;
  changes.dirtyFrom = upserts.length;
}

/** The seed's rows with the changes on top; added rows come first, newest first, as insert() puts them. */
export function applyChanges(seed: Row[], changes: Changes): Row[] {
  if (changes.upserts.size === 0 && changes.removed.size === 0) return seed;
  const rows = changes.removed.size ? seed.filter((row) => !changes.removed.has(row._id)) : seed;
  const index = new Map(rows.map((row, position) => [row._id, position]));
  const added: Row[] = [];
  for (const row of changes.upserts.values()) {
    const position = index.get(row._id);
    if (position === undefined) added.unshift(row);
    else rows[position] = row;
  }
  return added.length ? [...added, ...rows] : rows;
}

const V2 = `${ANY_VERSION}v2:`;
/** Collections of v2 that held plain passwords or sessions made with them: not carried over. */
const NOT_MIGRATED = new Set(['admins', 'sessions', 'passwordResets']);

/** Collections saved under an earlier name: their changes move to the current one. */
const RENAMED_COLLECTIONS: Readonly<Record<string, string>> = {
  adminProfit: 'admin-profit',
  auditLog: 'audit-log',
  authAttempts: 'auth-attempts',
  cmsPages: 'cms-pages',
  emailTemplates: 'email-templates',
  loginHistory: 'login-history',
  passwordResets: 'password-resets',
  signupReport: 'signup-report',
  siteSetting: 'site-setting',
  subModules: 'sub-modules',
  tradeBots: 'trade-bots',
  userLogins: 'user-logins',
};

/**
 * Brings stored data to this version: collections saved under an earlier name move to the
 * current one; v2 data (plain passwords) becomes v3, every collection's
 * changes kept but the admin accounts and their sessions, which go back to the seeded accounts;
 * data of any other version is unreadable here and only takes up the quota, so it is dropped.
 */
export function upgradeStorage(
  storage: KeyValueStorage,
  write: (key: string, value: string) => void,
): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(V2)) keys.push(key);
  }
  for (const key of keys) {
    const name = key.slice(V2.length);
    const value = storage.getItem(key);
    if (!NOT_MIGRATED.has(name) && value !== null && storage.getItem(PREFIX + name) === null)
      write(PREFIX + name, value);
  }
  // Collections renamed to the names of their declarations (kebab-case) keep their changes.
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    const match = key?.startsWith(PREFIX)
      ? /^([^#~]+)(#\d+)?$/.exec(key.slice(PREFIX.length))
      : null;
    const renamed = match && RENAMED_COLLECTIONS[match[1]];
    if (!key || !match || !renamed) continue;
    const value = storage.getItem(key);
    const target = `${PREFIX}${renamed}${match[2] ?? ''}`;
    if (value !== null && storage.getItem(target) === null) write(target, value);
    storage.removeItem(key);
  }
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(ANY_VERSION) && !key.startsWith(PREFIX)) stale.push(key);
  }
  stale.forEach((key) => storage.removeItem(key));
}
