/** Deterministic helpers for the demo seed: a mulberry32 PRNG, ids, base58 keys and decimal strings. */

export const REFERENCE_TIME = Date.parse('2026-11-01T00:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/**
 * Every seeded event ends at this time of the (UTC) day, so that the day its title names moves
 * with its end by the same whole days when the seed is moved by hours (shift.ts).
 */
export const END_TIME_OF_DAY = 12 * HOUR;

/** The latest instant at END_TIME_OF_DAY that is not after `ms`. */
export function endOfDayBefore(ms: number): number {
  return Math.floor((ms - END_TIME_OF_DAY) / DAY) * DAY + END_TIME_OF_DAY;
}

/**
 * Base58 text drawn directly, character by character: encoding 12,000 random 64-byte signatures
 * with a BigInt codec took most of the seed's time. The first character bounds the value so that
 * the text always decodes to exactly `size` bytes (the seed tests, tests/unit/seed-*.test.ts, check every key with
 * @solana/web3.js): an 88-character text whose first digit is 1..4 lies in [58^87, 5 * 58^87),
 * inside [2^504, 2^512) for 64 bytes; a 44-character one with first digit 1..16 lies in
 * [2^248, 2^256) for 32 bytes.
 */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const KEY_SHAPE: Record<number, { length: number; firstDigitMax: number }> = {
  32: { length: 44, firstDigitMax: 16 },
  64: { length: 88, firstDigitMax: 4 },
};
const HEX2 = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** mulberry32: tiny, fast, good enough for demo data. Returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  readonly next: () => number;
  private readonly usedIds = new Set<string>();
  private readonly usedKeys = new Set<string>();

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks a key of `weights` with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
    const keys = Object.keys(weights) as K[];
    let total = 0;
    for (const key of keys) total += weights[key] ?? 0;
    let roll = this.next() * total;
    for (const key of keys) {
      roll -= weights[key] ?? 0;
      if (roll < 0) return key;
    }
    return keys[keys.length - 1];
  }

  /** `count` distinct items (fewer if `items` is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i];
      copy[i] = copy[j];
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  /**
   * A Mongo-like ObjectId: 8 hex digits of the creation time in seconds, then 16 random hex digits.
   * Unique across the whole seed.
   */
  id(atMs: number): string {
    const seconds = Math.max(0, Math.floor(atMs / 1000))
      .toString(16)
      .padStart(8, '0')
      .slice(-8);
    for (;;) {
      const id = seconds + this.hex8() + this.hex8();
      if (!this.usedIds.has(id)) {
        this.usedIds.add(id);
        return id;
      }
    }
  }

  private hex8(): string {
    const n = Math.floor(this.next() * 4294967296);
    const hi = Math.floor(n / 65536);
    const lo = n % 65536;
    return HEX2[hi >> 8] + HEX2[hi & 255] + HEX2[lo >> 8] + HEX2[lo & 255];
  }

  /** A random `size`-byte value as base58 text, unique across the seed. */
  private key(size: 32 | 64): string {
    const { length, firstDigitMax } = KEY_SHAPE[size];
    for (;;) {
      let out = BASE58[1 + Math.floor(this.next() * firstDigitMax)];
      for (let i = 1; i < length; i++) out += BASE58[Math.floor(this.next() * 58)];
      if (!this.usedKeys.has(out)) {
        this.usedKeys.add(out);
        return out;
      }
    }
  }

  /** A Solana public key: 32 random bytes. */
  address(): string {
    return this.key(32);
  }

  /** A transaction signature: 64 random bytes. */
  signature(): string {
    return this.key(64);
  }

  ip(): string {
    return `${this.pick([31, 45, 62, 77, 81, 89, 94, 103, 109, 146, 176, 185, 188, 203])}.${this.int(0, 255)}.${this.int(0, 255)}.${this.int(1, 254)}`;
  }
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const dayPrefixes = new Map<number, string>();
let lastIsoMs = NaN;
let lastIso = '';

/** 'YYYY-MM-DDT' of a day number since 1970-01-01 (H. Hinnant's civil-from-days algorithm). */
function dayPrefix(days: number): string {
  const cached = dayPrefixes.get(days);
  if (cached !== undefined) return cached;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const prefix = `${year}-${pad2(month)}-${pad2(day)}T`;
  dayPrefixes.set(days, prefix);
  return prefix;
}

/**
 * `new Date(ms).toISOString()` for years 1970..9999 without allocating a Date (it runs ~30k times).
 * Repeated calls with the same instant return the same string (records share createdAt/updatedAt).
 */
export function iso(ms: number): string {
  const t = Math.floor(ms);
  if (t === lastIsoMs) return lastIso;
  const days = Math.floor(t / DAY);
  let rest = t - days * DAY;
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / MINUTE);
  rest -= minutes * MINUTE;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  const msText = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : `${millis}`;
  lastIsoMs = t;
  lastIso = `${dayPrefix(days)}${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${msText}Z`;
  return lastIso;
}

/**
 * Formats an integer amount of minor units as a decimal string with `dp` decimals
 * (`fmt(125050, 2)` -> `'1250.50'`, `fmt(-5, 2)` -> `'-0.05'`).
 */
export function fmt(units: number, dp: number): string {
  const negative = units < 0;
  const digits = Math.abs(Math.round(units)).toString();
  if (dp === 0) return (negative && digits !== '0' ? '-' : '') + digits;
  const padded = digits.padStart(dp + 1, '0');
  const text = `${padded.slice(0, -dp)}.${padded.slice(-dp)}`;
  return negative && Math.round(units) !== 0 ? `-${text}` : text;
}

/** Sorts in place by a string key (ISO dates sort as text), without locale-aware comparison. */
export function sortByText<T>(items: T[], key: (item: T) => string): T[] {
  return items.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Returns `base`, or `base-2`, `base-3` ... so that every slug in `used` is unique. */
export function uniqueSlug(base: string, used: Set<string>): string {
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}

/** Admin ids of the demo accounts (the admins themselves are written elsewhere). */
export const ADMIN_IDS = {
  superadmin: 'admin-superadmin',
  operator: 'admin-operator',
  finance: 'admin-finance',
  viewer: 'admin-viewer',
  nobody: 'admin-nobody',
  twofa: 'admin-twofa',
} as const;

export const ALL_ADMIN_IDS: readonly string[] = Object.values(ADMIN_IDS);
/** Admins that edit the catalogue. */
export const EDITOR_IDS: readonly string[] = [
  ADMIN_IDS.superadmin,
  ADMIN_IDS.operator,
  ADMIN_IDS.twofa,
];
/** Admins that approve withdrawals. */
export const FINANCE_IDS: readonly string[] = [
  ADMIN_IDS.superadmin,
  ADMIN_IDS.finance,
  ADMIN_IDS.twofa,
];
