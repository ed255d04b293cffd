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
