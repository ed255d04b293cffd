import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CardStore } from '../../src/cards/store.js';
import { nameKey } from '../../src/domain/names.js';
import type { CardRecord } from '../../src/domain/cards.js';
import { TEST_STORE } from '../helpers/cards.js';

/** The store keeps each card's names and its foreign names by key beside the records, for start and lookups. */

/** Every `step`-th card of the snapshot (split, adventure and double-faced cards among them). */
function realRecords(step: number): CardRecord[] {
  const source = new CardStore(TEST_STORE);
  const records = [...source.all()].filter((_, i) => i % step === 0).map((c) => c.record);
  source.close();
  return records;
}

function storeWith(records: CardRecord[]): { store: CardStore; path: string } {
  const path = join(mkdtempSync(join(tmpdir(), 'deckdoctor-names-')), 'cards.sqlite');
  const store = new CardStore(path);
  store.replaceImport(records, { source: 'mtgjson', version: 'test', date: '2022-04-25', importedAt: '2026-11-22T00:00:00Z' });
  return { store, path };
}

describe('the name tables of the card store', () => {
  const records = realRecords(16);
  const withForeign = records.filter((r) => r.foreignNames.length > 0);

  it('list every card with its faces, in the order written, and find each foreign name the first card holding it', () => {
    const { store } = storeWith(records);
    expect([...store.names()]).toEqual(
      records.map((r) => ({ name: r.name, key: nameKey(r.name), faceNames: r.faceNames, faceKeys: r.faceNames.map(nameKey), fetchedAt: null })),
    );
    expect(records.filter((r) => r.faceNames.length > 1).length).toBeGreaterThan(10);
    expect(withForeign.length).toBeGreaterThan(100);
    const firstHolder = new Map<string, string>();
    for (const record of records) for (const foreign of record.foreignNames) if (!firstHolder.has(nameKey(foreign))) firstHolder.set(nameKey(foreign), record.name);
    for (const [key, holder] of firstHolder) expect(store.foreignName(key), key).toBe(holder);
    expect(store.foreignName(nameKey('no such name anywhere'))).toBeUndefined();
    store.close();
  });

  it('are rebuilt when a store written before them (or keyed another way) is opened', () => {
    const { store, path } = storeWith(records);
    const expected = { names: [...store.names()], foreign: withForeign.map((r) => store.foreignName(nameKey(r.foreignNames[0]!))) };
    store.close();
    const raw = new Database(path);
    raw.exec("DELETE FROM card_names; DELETE FROM foreign_names; DELETE FROM meta WHERE key = 'name_tables'");
    raw.close();
    const reopened = new CardStore(path);
    expect([...reopened.names()]).toEqual(expected.names);
    expect(withForeign.map((r) => reopened.foreignName(nameKey(r.foreignNames[0]!)))).toEqual(expected.foreign);
    reopened.close();
  });

  it('take in a card written back from a live lookup, with its foreign names', () => {
    const { store } = storeWith(records.slice(0, 10));
    const live: CardRecord = { ...records[20]!, name: 'Invented Live Card', faceNames: ['Invented Live Card'], foreignNames: ['Erfundene Karte'] };
    store.saveLive([live], '2026-11-22T00:00:00Z');
    expect([...store.names()].at(-1)).toEqual({
      name: 'Invented Live Card',
      key: 'invented live card',
      faceNames: ['Invented Live Card'],
      faceKeys: ['invented live card'],
      fetchedAt: '2026-11-22T00:00:00Z',
    });
    expect(store.foreignName(nameKey('erfundene karte'))).toBe('Invented Live Card');
    expect(store.hasImport()).toBe(true);
    store.close();
  });
});
