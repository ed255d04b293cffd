import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { importCardFile } from '../../src/cards/import.js';
import { openCardData, syncFromScryfall } from '../../src/cards/bootstrap.js';
import { ScryfallClient } from '../../src/cards/scryfall-client.js';
import { CardStore } from '../../src/cards/store.js';
import { DEFAULTS, loadConfig } from '../../src/config.js';
import { FakeScryfall, json, madeUpCard } from '../helpers/fake-scryfall.js';
import { SCRYFALL_SAMPLE } from '../helpers/cards.js';

const ATOMIC = resolve(__dirname, '../fixtures/mtgjson-atomic.json');
const temp = () => mkdtempSync(resolve(tmpdir(), 'deckdoctor-'));

describe('MTGJSON AtomicCards, gzipped, with the post-2023 format keys', () => {
  it('imports faces into one record and maps brawl, standardbrawl and timeless as they are', async () => {
    const dir = temp();
    const file = resolve(dir, 'AtomicCards.json.gz');
    writeFileSync(file, gzipSync(readFileSync(ATOMIC)));
    const store = new CardStore(':memory:');
    const summary = await importCardFile(file, store, { progress: false });
    expect(summary).toMatchObject({ source: 'mtgjson', version: '5.2.2+20240110', date: '2024-01-10', objectsRead: 4, cardsWritten: 3 });
    // A format no card of the file mentions has no data (a full file mentions them all).
    expect(summary.formatsWithoutData).toEqual(['standard', 'alchemy', 'historic', 'pioneer']);
    const catalog = new CardCatalog(store.provenance(), store.all());
    const fireIce = catalog.lookup('Fire/Ice')!.record;
    expect(fireIce).toMatchObject({ faceNames: ['Fire', 'Ice'], manaValue: 4, colorIdentity: ['U', 'R'] });
    expect(fireIce.legalities).toMatchObject({ timeless: 'legal', brawl: 'legal', standardbrawl: 'not_legal', pauper: 'legal' });
    expect(fireIce.legalities.standard).toBeUndefined();
    expect(catalog.lookup('Sol Ring')!.record).toMatchObject({ gameChanger: false, legalities: { vintage: 'restricted', legacy: 'banned', timeless: 'not_legal' } });
    expect(catalog.lookup('Krenko, Mob Boss')!.record.legalities.standardbrawl).toBe('legal');
  });
});

describe('Scryfall default_cards and all_cards (one object per printing)', () => {
  it('folds printings into one record, with every rarity and printed foreign names', async () => {
    const dir = temp();
    const file = resolve(dir, 'default-cards-20261120.json');
    writeFileSync(
      file,
      JSON.stringify([
        madeUpCard('Printing Elf', { rarity: 'common', games: ['paper'] }),
        madeUpCard('Printing Elf', { rarity: 'uncommon', games: ['arena'] }),
        madeUpCard('Printing Elf', { rarity: 'common', lang: 'de', printed_name: 'Druckelf' }),
      ]),
    );
    const store = new CardStore(':memory:');
    const summary = await importCardFile(file, store, { progress: false });
    expect(summary).toMatchObject({ source: 'scryfall', objectsRead: 3, cardsWritten: 1, date: '2026-11-20' });
    const catalog = new CardCatalog(store.provenance(), store.all());
    expect(catalog.lookup('Druckelf')!.record).toMatchObject({ name: 'Printing Elf', rarities: ['common', 'uncommon'], arena: true });
  });
});

describe('cards sync and first start', () => {
  let fake: FakeScryfall;
  beforeEach(async () => {
    fake = new FakeScryfall(new Map());
    fake.fallback = (req, res) => {
      if (req.url === '/bulk-data') {
        json(res, 200, {
          object: 'list',
          data: [
            { object: 'bulk_data', type: 'default_cards', download_uri: `${fake.url}/files/default.json`, updated_at: '2026-11-21T09:00:00.000+00:00' },
            { object: 'bulk_data', type: 'oracle_cards', download_uri: `${fake.url}/files/oracle.json`, updated_at: '2026-11-21T10:00:00.000+00:00', size: 1000 },
          ],
        });
      } else if (req.url === '/files/oracle.json') {
        json(res, 200, [madeUpCard('Sync Elf'), madeUpCard('Sync Bear', { type_line: 'Creature — Bear' })]);
      } else {
        json(res, 404, { object: 'error', status: 404, details: 'not here' });
      }
    };
    await fake.start();
  });
  afterEach(() => fake.stop());

  it("sync reads GET /bulk-data, downloads oracle_cards and imports it with Scryfall's date", async () => {
    const dir = temp();
    const store = new CardStore(resolve(dir, 'cards.sqlite'));
    const summary = await syncFromScryfall(new ScryfallClient({ baseUrl: fake.url, timeoutMs: DEFAULTS.liveTimeoutMs }), store, dir, false);
    expect(summary).toMatchObject({ source: 'scryfall', cardsWritten: 2, date: '2026-11-21T10:00:00.000+00:00' });
    expect(fake.requests.map((r) => [r.method, r.url])).toEqual([['GET', '/bulk-data'], ['GET', '/files/oracle.json']]);
    expect(fake.requests[0]!.headers['user-agent']).toMatch(/^Deckdoctor\//);
    expect(store.provenance()).toMatchObject({ source: 'scryfall', cardCount: 2 });
    store.close();
  });

  const logs = () => {
    const lines: string[] = [];
    const text = (o: object | string, m?: string) => m ?? (typeof o === 'string' ? o : JSON.stringify(o));
    return { lines, info: (o: object | string, m?: string) => void lines.push(`info ${text(o, m)}`), warn: (o: object | string, m?: string) => void lines.push(`warn ${text(o, m)}`) };
  };

  it('first start imports DECKDOCTOR_CARD_FILE when set', async () => {
    const dir = temp();
    const config = loadConfig({ DECKDOCTOR_DB: resolve(dir, 'cards.sqlite'), DECKDOCTOR_CARD_FILE: ATOMIC, DECKDOCTOR_LIVE: 'off' });
    const { store, resolver } = await openCardData(config, logs());
    expect(store.provenance()).toMatchObject({ source: 'mtgjson', cardCount: 3 });
    expect(resolver.catalog.size).toBe(3);
    store.close();
  });

  it('first start imports the largest snapshot of the snapshot folders, and only once', async () => {
    const dir = temp();
    const snapshots = resolve(dir, 'snapshots');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(snapshots);
    copyFileSync(SCRYFALL_SAMPLE, resolve(snapshots, 'sample.json'));
    copyFileSync(ATOMIC, resolve(snapshots, 'small.json'));
    const config = loadConfig({ DECKDOCTOR_DB: resolve(dir, 'cards.sqlite'), DECKDOCTOR_SNAPSHOT_DIRS: snapshots, DECKDOCTOR_LIVE: 'off' });
    const first = await openCardData(config, logs());
    expect(first.store.provenance()).toMatchObject({ source: 'scryfall', date: '2026-08-23', cardCount: 32 });
    first.store.close();
    const log = logs();
    const again = await openCardData(config, log);
    expect(log.lines.some((l) => l.includes('importing'))).toBe(false);
    again.store.close();
  });

  it("first start with no snapshot downloads Scryfall's bulk file", async () => {
    const dir = temp();
    const config = loadConfig({ DECKDOCTOR_DB: resolve(dir, 'cards.sqlite'), DECKDOCTOR_SNAPSHOT_DIRS: resolve(dir, 'none'), SCRYFALL_API_URL: fake.url });
    const { store } = await openCardData(config, logs());
    expect(store.provenance()).toMatchObject({ source: 'scryfall', cardCount: 2 });
    store.close();
  });

  it('with nothing to import it still starts, on the live provider only, and says so', async () => {
    const dir = temp();
    fake.fallback = (_req, res) => json(res, 503, { object: 'error', status: 503, details: 'down' });
    const log = logs();
    const config = loadConfig({ DECKDOCTOR_DB: resolve(dir, 'cards.sqlite'), DECKDOCTOR_SNAPSHOT_DIRS: resolve(dir, 'none'), SCRYFALL_API_URL: fake.url });
    const { store, resolver } = await openCardData(config, log);
    expect(store.provenance()).toBeNull();
    expect(resolver.liveEnabled).toBe(true);
    expect(log.lines).toContain('warn no card data could be imported: running with the live Scryfall provider only');
    store.close();
  });
});
