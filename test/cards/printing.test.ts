/**
 * What a site needs to draw a card: its cost, a printing and its Scryfall id,
 * from the April-2022 snapshot; and stores written before printings were kept.
 */
import { mkdtempSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openCardData } from '../../src/cards/bootstrap.js';
import { CardStore, RECORD_VERSION } from '../../src/cards/store.js';
import { importCardFile } from '../../src/cards/import.js';
import { ScryfallFolder, scryfallCardCheck } from '../../src/cards/scryfall.js';
import { loadConfig } from '../../src/config.js';
import { analyze, analyzePure, SCRYFALL_SAMPLE } from '../helpers/cards.js';

const logs = () => {
  const lines: string[] = [];
  const text = (o: object | string, m?: string) => m ?? (typeof o === 'string' ? o : JSON.stringify(o));
  return { lines, info: (o: object | string, m?: string) => void lines.push(`info ${text(o, m)}`), warn: (o: object | string, m?: string) => void lines.push(`warn ${text(o, m)}`) };
};

describe('cards[] for sites that draw cards', () => {
  it('carries mana cost, a plain paper printing, its Scryfall id and Arena availability', async () => {
    const a = await analyze('4 Lightning Bolt\n2 Fire // Ice\n1 Delver of Secrets\n20 Mountain\n1 Unknownia Cardname', 'modern');
    expect(a.cards!.map((c) => [c.name, c.mana_cost, c.set, c.collector_number, c.scryfall_id, c.arena])).toEqual([
      ['Lightning Bolt', '{R}', '2ed', '162', 'ff1b8fc5-604a-4449-a73d-861e53642a70', true],
      // A split card's cost is both halves, as Scryfall writes it; a transform card's is its front's.
      ['Fire // Ice', '{1}{R} // {1}{U}', 'apc', '128', 'f98f4538-5b5b-475d-b98f-49d01dae6f04', false],
      ['Delver of Secrets // Insectile Aberration', '{U}', 'dbl', '47', 'a992bbe3-c389-4a4a-927b-dfc01a4cd9be', true],
      ['Mountain', '', '10e', '376', 'a7aae748-27d8-48f8-beb2-8e0192d7cc5c', true],
      ['Unknownia Cardname', null, null, null, null, null],
    ]);
  });

  it('answers null printings for records from a store written before printings were kept', () => {
    const a = analyzePure('4 Lightning Bolt\n20 Mountain', 'modern', 'bo1', (record) => {
      const { printing: _dropped, ...old } = record;
      return old;
    });
    expect(a.cards!.map((c) => [c.name, c.mana_cost, c.set, c.collector_number, c.scryfall_id])).toEqual([
      ['Lightning Bolt', '{R}', null, null, null],
      ['Mountain', '', null, null, null],
    ]);
  });
});

describe('printings from Scryfall card objects', () => {
  // Lightning Bolt as default_cards lists it: a Japanese printing first, then English ones
  // (ids, sets and numbers of real printings, as the April-2022 MTGJSON identifiers give them).
  const bolt = (id: string, set: string, number: string, lang: string) => ({
    object: 'card', id, oracle_id: '4457ed35-7c10-48c8-9776-456485fdf070', name: 'Lightning Bolt', lang, set, collector_number: number,
    ...(lang === 'ja' ? { printed_name: '稲妻' } : {}),
    mana_cost: '{R}', cmc: 1, type_line: 'Instant', oracle_text: 'Lightning Bolt deals 3 damage to any target.', colors: ['R'], color_identity: ['R'],
    legalities: { modern: 'legal' }, rarity: 'common', games: ['paper', 'mtgo'],
  });

  it('keep the first English printing of the file and its Scryfall id', async () => {
    const folder = new ScryfallFolder(await scryfallCardCheck());
    folder.add(bolt('435589bb-27c6-4a6d-9d63-394d5092b9d8', 'm10', '146', 'ja'));
    folder.add(bolt('ce711943-c1a1-43a0-8b89-8d169cfb8e06', 'jmp', '342', 'en'));
    folder.add(bolt('4eaac4fd-95f5-4f38-b593-0101e79a20f9', 'sta', '42', 'en'));
    const [record] = [...folder.records()];
    expect(record!.printing).toEqual({ set: 'jmp', collectorNumber: '342', scryfallId: 'ce711943-c1a1-43a0-8b89-8d169cfb8e06' });
    expect(record!.foreignNames).toEqual(['稲妻']);
  });
});

describe('stores written by an older version', () => {
  async function oldStore(dir: string): Promise<string> {
    const db = resolve(dir, 'cards.sqlite');
    const store = new CardStore(db);
    await importCardFile(SCRYFALL_SAMPLE, store, { progress: false });
    expect(store.recordVersion()).toBe(RECORD_VERSION);
    store.close();
    const raw = new Database(db);
    raw.prepare("DELETE FROM meta WHERE key = 'record_version'").run();
    raw.close();
    return db;
  }

  it('are re-imported at start from a snapshot at hand', async () => {
    const dir = mkdtempSync(resolve(tmpdir(), 'deckdoctor-'));
    const db = await oldStore(dir);
    mkdirSync(resolve(dir, 'snapshots'));
    copyFileSync(SCRYFALL_SAMPLE, resolve(dir, 'snapshots', 'sample.json'));
    const log = logs();
    const { store } = await openCardData(loadConfig({ DECKDOCTOR_DB: db, DECKDOCTOR_SNAPSHOT_DIRS: resolve(dir, 'snapshots'), DECKDOCTOR_LIVE: 'off' }), log);
    expect(log.lines.some((l) => l.includes('card store written by an older version: re-importing'))).toBe(true);
    expect(store.recordVersion()).toBe(RECORD_VERSION);
    store.close();
  });

  it('keep answering when there is nothing to re-import, and are never replaced by a download', async () => {
    const dir = mkdtempSync(resolve(tmpdir(), 'deckdoctor-'));
    const db = await oldStore(dir);
    const log = logs();
    const config = loadConfig({ DECKDOCTOR_DB: db, DECKDOCTOR_SNAPSHOT_DIRS: resolve(dir, 'none'), SCRYFALL_API_URL: 'http://127.0.0.1:9' });
    const { store, resolver } = await openCardData(config, log);
    expect(store.recordVersion()).toBe(1);
    expect(resolver.catalog.size).toBe(32);
    expect(log.lines.some((l) => l.includes('downloading'))).toBe(false);
    expect(log.lines.some((l) => l.includes('no snapshot to re-import'))).toBe(true);
    store.close();
  });
});
