import { afterAll, describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardStore } from '../../src/cards/store.js';
import type { CardRecord } from '../../src/domain/cards.js';
import { TEST_STORE } from '../helpers/cards.js';

const store = new CardStore(TEST_STORE);
afterAll(() => store.close());

describe('a catalogue over the store names, records read on first use (April-2022 snapshot)', () => {
  const eager = new CardCatalog(store.provenance(), store.all());
  const reads: string[] = [];
  const load = (name: string): CardRecord | undefined => {
    reads.push(name);
    return store.record(name);
  };
  const lazy = CardCatalog.fromStore(store.provenance(), store.names(), { load });
  // As `deckdoctor serve` builds it: foreign names looked up in the store, and few records kept parsed.
  const served = CardCatalog.fromStore(store.provenance(), store.names(), { load: (name) => store.record(name), foreignName: (key) => store.foreignName(key), keptRecords: 100 });

  it('reads no record at start, and only the card a lookup names', () => {
    expect(lazy.size).toBe(eager.size);
    expect(reads).toEqual([]);
    expect(lazy.lookup('lightning bolt')?.record.name).toBe('Lightning Bolt');
    expect(reads).toEqual(['Lightning Bolt']);
  });

  it('answers every full name, face name and foreign name with the record the whole-store catalogue holds', () => {
    const names = [...eager.records()].flatMap((record) => [record.name, ...record.faceNames, ...record.foreignNames.slice(0, 2)]);
    expect(names.length).toBeGreaterThan(60_000);
    for (const name of names) {
      expect(lazy.lookup(name), name).toEqual(eager.lookup(name));
      expect(served.lookup(name), name).toEqual(eager.lookup(name));
    }
    for (const catalog of [lazy, served]) {
      expect(catalog.lookup('Blitzschlag')?.record.name).toBe('Lightning Bolt');
      expect(catalog.lookup('Fire')?.record.name).toBe('Fire // Ice');
    }
  });

  it('keeps only the records in recent use, and reads a dropped one again equal to the first', () => {
    const first = served.lookup('Lightning Bolt')!.record;
    expect(served.lookup('Lightning Bolt')!.record).toBe(first);
    for (const record of eager.records()) served.lookup(record.name);
    const again = served.lookup('Lightning Bolt')!.record;
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
