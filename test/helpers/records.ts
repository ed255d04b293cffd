/**
 * The records a parsed deck names, looked up in a catalogue with no live
 * provider: what analyzeDeck takes. Shared by tests and benchmarks (it reads
 * no paths, so compiled benchmarks can import it).
 */
import type { CardCatalog } from '../../src/cards/catalog.js';
import type { CardRecord } from '../../src/domain/cards.js';
import type { ParsedDeck } from '../../src/domain/decklist.js';

/** `shape` rewrites each record (as a store of another version would hold it). */
export function recordsOf(parsed: ParsedDeck, catalog: CardCatalog, shape: (record: CardRecord) => CardRecord = (r) => r): Map<string, CardRecord> {
  const records = new Map<string, CardRecord>();
  for (const e of parsed.entries) {
    const hit = catalog.lookup(e.name);
    if (hit) records.set(e.name, shape(hit.record));
  }
  return records;
}
