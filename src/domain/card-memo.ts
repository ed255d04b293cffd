/**
 * Per-card work done once, for every layer that reads records (the rules and
 * the analysis). Records are never changed once built (the catalogue replaces
 * a card by a new record), so a memo keyed by the record cannot go stale.
 */
import type { CardRecord } from './cards.js';

/** `derive(key)` on first sight of each object, remembered for as long as the object lives. */
export function perObject<K extends object, T>(derive: (key: K) => T): (key: K) => T {
  const memo = new WeakMap<K, { value: T }>();
  return (key) => {
    const known = memo.get(key);
    if (known) return known.value;
    const value = derive(key);
    memo.set(key, { value });
    return value;
  };
}

/** `derive(record)` on first sight of each record, remembered for as long as the record lives. */
export const perCard = <T>(derive: (record: CardRecord) => T): ((record: CardRecord) => T) => perObject(derive);

/**
 * `map.get(key)`, or `derive()` remembered in `map`. Past `maxEntries` entries
 * the map starts afresh: memos fed by requests (costs, land pools, counts)
 * stay bounded without bookkeeping per entry.
 */
export function rememberBounded<K, V>(map: Map<K, V>, maxEntries: number, key: K, derive: () => V): V {
  const known = map.get(key);
  if (known !== undefined || map.has(key)) return known as V;
  const value = derive();
  if (map.size >= maxEntries) map.clear();
  map.set(key, value);
  return value;
}

/**
 * A map bounded to `limit` entries in two generations of half the limit each:
 * when the recent one is full it becomes the older one and the previous older
 * one is dropped whole, and an entry read through `get` from the older one
 * moves back to the recent one, so the entries in use stay. (Evicting the
 * oldest entry of one Map one at a time is quadratic in V8: its iterator walks
 * over every deleted slot.)
 */
export class Generations<K, V> {
  private recent = new Map<K, V>();
  private older = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The value, moved back to the recent generation when found in the older one. */
  get(key: K): V | undefined {
    const recent = this.recent.get(key);
    if (recent !== undefined) return recent;
    const older = this.older.get(key);
    if (older !== undefined) this.set(key, older);
    return older;
  }

  /** The value, wherever it is, leaving the generations as they are. */
  peek(key: K): V | undefined {
    return this.recent.get(key) ?? this.older.get(key);
  }

  set(key: K, value: V): void {
    if (this.recent.size >= this.limit / 2) {
      this.older = this.recent;
      this.recent = new Map();
    }
    this.recent.set(key, value);
  }

  clear(): void {
    this.recent.clear();
    this.older.clear();
  }

  /** Entries held (a key may sit in both generations). */
  get size(): number {
    return this.recent.size + this.older.size;
  }
}
