/**
 * Per-card work done once, for every layer that reads records (the rules and
 * the analysis). Records are never changed once built (the catalogue replaces
 * a card by a new record), so a memo keyed by the record cannot go stale.
 */
import type { CardRecord } from './cards.js';

/** `derive(record)` on first sight of each record, remembered for as long as the record lives. */
export function perCard<T>(derive: (record: CardRecord) => T): (record: CardRecord) => T {
  const memo = new WeakMap<CardRecord, { value: T }>();
  return (record) => {
    const known = memo.get(record);
    if (known) return known.value;
    const value = derive(record);
    memo.set(record, { value });
    return value;
  };
}

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
