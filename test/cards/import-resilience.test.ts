/**
 * Card files in every shape Scryfall and MTGJSON ship (.json, .json.gz,
 * .jsonl, .jsonl.gz), and the ones an interrupted download leaves behind:
 * a bad file rejects its import, keeps the previous store, and never stops
 * the start.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openCardData, findSnapshots } from '../../src/cards/bootstrap.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import { importCardFile } from '../../src/cards/import.js';
import { CardStore } from '../../src/cards/store.js';
import { loadConfig } from '../../src/config.js';
import { madeUpCard } from '../helpers/fake-scryfall.js';
import { SCRYFALL_SAMPLE } from '../helpers/cards.js';

const ATOMIC = resolve(__dirname, '../fixtures/mtgjson-atomic.json');
const temp = () => mkdtempSync(resolve(tmpdir(), 'deckdoctor-'));
const sampleJson = readFileSync(SCRYFALL_SAMPLE);
const sampleCards = (JSON.parse(sampleJson.toString()) as { cards: object[] }).cards;
const sampleJsonl = Buffer.from(sampleCards.map((c) => JSON.stringify(c)).join('\n') + '\n');
const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

/** Writes each named file into a fresh folder and returns the folder. */
function folderWith(files: Record<string, Buffer | string>): string {
  const dir = temp();
  for (const [name, bytes] of Object.entries(files)) writeFileSync(resolve(dir, name), bytes);
  return dir;
}

const TRUNCATED: Record<string, Buffer> = {
  'oracle-cards-20261121.json': sampleJson.subarray(0, 20_000),
  'oracle-cards-20261121.json.gz': half(gzipSync(sampleJson)),
  'oracle-cards-20261121.jsonl.gz': half(gzipSync(sampleJsonl)),
};

describe('every bulk shape imports by streaming', () => {
  const shapes: Record<string, Buffer> = {
    'oracle-cards-20260823.json': sampleJson,
    'oracle-cards-20260823.json.gz': gzipSync(sampleJson),
    'oracle-cards-20260823.jsonl': sampleJsonl,
    'oracle-cards-20260823.jsonl.gz': gzipSync(sampleJsonl),
    // A download whose transport already unpacked it, and a packed file without .gz: read by its bytes.
    'unpacked-20260823.jsonl.gz': sampleJsonl,
    'packed-20260823.json': gzipSync(sampleJson),
  };
  for (const [name, bytes] of Object.entries(shapes)) {
    it(name, async () => {
      const dir = folderWith({ [name]: bytes });
      const store = new CardStore(':memory:');
      const summary = await importCardFile(resolve(dir, name), store, { progress: false });
      expect(summary).toMatchObject({ source: 'scryfall', date: '2026-08-23', objectsRead: 32, objectsRejected: 0, cardsWritten: 32 });
      expect(new CardCatalog(store.provenance(), store.all()).lookup('Abhorrent Oculus')?.record.legalities.standard).toBe('legal');
      store.close();
    });
  }

  it('snapshot discovery finds all four shapes and nothing else', () => {
    const dir = folderWith({ 'a.json': '[]', 'b.json.gz': '', 'c.jsonl': '', 'd.jsonl.gz': '', 'cards.sqlite': '', 'e.json.part': '', 'notes.txt': '' });
    expect(findSnapshots(dir).map((f) => f.slice(dir.length + 1)).sort()).toEqual(['a.json', 'b.json.gz', 'c.jsonl', 'd.jsonl.gz']);
  });

  it('leaves out bulk objects that fail the card schema and says how many', async () => {
    const dir = folderWith({
      'bad-20261101.jsonl': [madeUpCard('Good Elf'), madeUpCard('Bad Elf', { cmc: 'lots' } as never), madeUpCard('Worse Elf', { mana_cost: 42 } as never)]
        .map((c) => JSON.stringify(c))
        .join('\n'),
    });
    const store = new CardStore(':memory:');
    const summary = await importCardFile(resolve(dir, 'bad-20261101.jsonl'), store, { progress: false });
    expect(summary).toMatchObject({ objectsRead: 3, objectsRejected: 2, cardsWritten: 1 });
    expect([...store.all()].map((c) => c.record.name)).toEqual(['Good Elf']);
  });
});

describe('a truncated file rejects its import and keeps the previous store', () => {
  for (const [name, bytes] of Object.entries(TRUNCATED)) {
    it(name, async () => {
      const store = new CardStore(':memory:');
      const first = await importCardFile(ATOMIC, store, { progress: false });
      const before = store.provenance();
      const dir = folderWith({ [name]: bytes });
      await expect(importCardFile(resolve(dir, name), store, { progress: false })).rejects.toThrow(/could not be read to the end.*the card store is unchanged/);
      expect(store.provenance()).toEqual(before);
      expect(before).toMatchObject({ source: 'mtgjson', version: '5.2.2+20240110', cardCount: first.cardsWritten });
      expect(new CardCatalog(store.provenance(), store.all()).lookup('Fire // Ice')).toBeDefined();
      store.close();
    });
  }

  it('a file with no cards at all is refused the same way', async () => {
    const store = new CardStore(':memory:');
    await importCardFile(ATOMIC, store, { progress: false });
    const dir = folderWith({ 'empty-20261122.json': '[]' });
    await expect(importCardFile(resolve(dir, 'empty-20261122.json'), store, { progress: false })).rejects.toThrow(/holds no cards/);
    expect(store.provenance()).toMatchObject({ source: 'mtgjson', cardCount: 3 });
  });
});

describe('first start with bad files in the snapshot folder', () => {
  it('reports each bad file and imports the next snapshot', async () => {
    const dir = temp();
    const snapshots = resolve(dir, 'data');
    mkdirSync(snapshots);
    for (const [name, bytes] of Object.entries(TRUNCATED)) writeFileSync(resolve(snapshots, name), bytes);
    // The good file is the smallest, so every truncated one is tried before it.
    writeFileSync(resolve(snapshots, 'good-20261120.json'), JSON.stringify([madeUpCard('Good Elf')]));
    const warnings: Array<{ file?: string; err?: string }> = [];
    const log = { info: () => {}, warn: (o: object | string) => void warnings.push(o as { file?: string }) };
    const config = loadConfig({ DECKDOCTOR_DB: resolve(dir, 'cards.sqlite'), DECKDOCTOR_SNAPSHOT_DIRS: snapshots, DECKDOCTOR_LIVE: 'off' });
    const { store, resolver } = await openCardData(config, log);
    expect(store.provenance()).toMatchObject({ source: 'scryfall', date: '2026-11-20', cardCount: 1 });
    expect(resolver.catalog.lookup('Good Elf')).toBeDefined();
    expect(warnings.map((w) => w.file).sort()).toEqual(Object.keys(TRUNCATED).map((n) => resolve(snapshots, n)).sort());
    for (const w of warnings) expect(w.err).toMatch(/could not be read to the end/);
    store.close();
  });
});
