/**
 * `cards sync` against today's Scryfall (gzipped JSON Lines through
 * jsonl_download_uri) and the older listing (a JSON array through
 * download_uri), and against a listing that tries to send the download to
 * another host or the file outside the data folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAllowedBulkUrl } from '../../src/cards/bulk-download.js';
import { syncFromScryfall } from '../../src/cards/bootstrap.js';
import { importCardFile } from '../../src/cards/import.js';
import { ScryfallClient } from '../../src/cards/scryfall-client.js';
import { CardStore } from '../../src/cards/store.js';
import { FakeScryfall, bulkListing, json, madeUpCard, sendBytes } from '../helpers/fake-scryfall.js';
import { DEFAULTS } from '../../src/config.js';

const ATOMIC = resolve(__dirname, '../fixtures/mtgjson-atomic.json');
const UPDATED = '2026-11-21T10:00:00.000+00:00';
const cards = [madeUpCard('Sync Elf'), madeUpCard('Sync Bear', { type_line: 'Creature — Bear' })];
const jsonArray = Buffer.from(JSON.stringify(cards));
const jsonLines = Buffer.from(cards.map((c) => JSON.stringify(c)).join('\n') + '\n');

let fake: FakeScryfall;
/** Another server on another port: a host the listing must not send us to. */
let elsewhere: FakeScryfall;
let files: Record<string, (res: Parameters<typeof json>[0]) => void>;
let listing: Array<Record<string, unknown>>;

beforeEach(async () => {
  fake = new FakeScryfall(new Map());
  elsewhere = new FakeScryfall(new Map());
  files = {};
  fake.fallback = (req, res) => {
    if (req.url === '/bulk-data') return json(res, 200, bulkListing(listing));
    const file = files[req.url];
    if (file) return file(res);
    json(res, 404, { object: 'error', status: 404, details: 'not here' });
  };
  elsewhere.fallback = (_req, res) => sendBytes(res, jsonArray);
  await fake.start();
  await elsewhere.start();
});
afterEach(async () => {
  await fake.stop();
  await elsewhere.stop();
});

/** A data folder inside a folder of its own, so a write outside it would show. */
function dataFolder(): { root: string; data: string } {
  const root = mkdtempSync(resolve(tmpdir(), 'deckdoctor-'));
  const data = resolve(root, 'data');
  mkdirSync(data);
  return { root, data };
}

const sync = (store: CardStore, dir: string) => syncFromScryfall(new ScryfallClient({ baseUrl: fake.url, timeoutMs: DEFAULTS.liveTimeoutMs }), store, dir, false);

describe('cards sync reads both bulk shapes', () => {
  it('prefers jsonl_download_uri (gzipped JSON Lines) over download_uri', async () => {
    listing = [{ type: 'oracle_cards', updated_at: UPDATED, jsonl_download_uri: `${fake.url}/files/oracle.jsonl.gz`, download_uri: `${fake.url}/files/oracle.json` }];
    files['/files/oracle.jsonl.gz'] = (res) => sendBytes(res, gzipSync(jsonLines), { 'content-type': 'application/gzip' });
    const { data } = dataFolder();
    const store = new CardStore(':memory:');
    expect(await sync(store, data)).toMatchObject({ source: 'scryfall', cardsWritten: 2, date: UPDATED, version: `oracle_cards ${UPDATED}` });
    expect(fake.requests.map((r) => r.url)).toEqual(['/bulk-data', '/files/oracle.jsonl.gz']);
    expect(readdirSync(data)).toEqual(['scryfall-oracle-cards-2026-11-21.jsonl.gz']);
  });

  it('reads a listing with jsonl_download_uri only (no download_uri at all), sent with Content-Encoding gzip', async () => {
    listing = [{ type: 'oracle_cards', updated_at: UPDATED, jsonl_download_uri: `${fake.url}/files/oracle.jsonl.gz`, compressed_size: 1234 }];
    files['/files/oracle.jsonl.gz'] = (res) => sendBytes(res, gzipSync(jsonLines), { 'content-encoding': 'gzip' });
    const store = new CardStore(':memory:');
    expect(await sync(store, dataFolder().data)).toMatchObject({ cardsWritten: 2 });
  });

  it('falls back to download_uri: a gzipped JSON array', async () => {
    listing = [{ type: 'oracle_cards', updated_at: UPDATED, download_uri: `${fake.url}/files/oracle.json.gz` }];
    files['/files/oracle.json.gz'] = (res) => sendBytes(res, gzipSync(jsonArray));
    const store = new CardStore(':memory:');
    expect(await sync(store, dataFolder().data)).toMatchObject({ cardsWritten: 2 });
  });

  it('a listing without the file is an error that names it', async () => {
    listing = [{ type: 'default_cards', updated_at: UPDATED, jsonl_download_uri: `${fake.url}/files/default.jsonl.gz` }];
    await expect(sync(new CardStore(':memory:'), dataFolder().data)).rejects.toThrow("Scryfall's bulk-data list has no oracle_cards file");
  });

  it('a download that does not import keeps the previous store and leaves no file behind', async () => {
    listing = [{ type: 'oracle_cards', updated_at: UPDATED, jsonl_download_uri: `${fake.url}/files/oracle.jsonl.gz` }];
    const packed = gzipSync(jsonLines);
    files['/files/oracle.jsonl.gz'] = (res) => sendBytes(res, packed.subarray(0, packed.length - 20));
    const store = new CardStore(':memory:');
    await importCardFile(ATOMIC, store, { progress: false });
    const before = store.provenance();
    const { data } = dataFolder();
    await expect(sync(store, data)).rejects.toThrow(/could not be read to the end/);
    expect(store.provenance()).toEqual(before);
    expect(readdirSync(data)).toEqual([]);
  });
});

describe('cards sync does not trust the listing', () => {
  it('refuses a download_uri on another host, without asking it', async () => {
    listing = [{ type: 'oracle_cards', updated_at: UPDATED, jsonl_download_uri: `${elsewhere.url}/files/oracle.jsonl.gz` }];
    const store = new CardStore(':memory:');
    const { data } = dataFolder();
    await expect(sync(store, data)).rejects.toThrow(/refusing to download/);
    expect(elsewhere.requests).toHaveLength(0);
    expect(store.provenance()).toBeNull();
    expect(readdirSync(data)).toEqual([]);
  });

  it('refuses a redirect from the allowed host to another host', async () => {
    listing = [{ type: 'oracle_cards', updated_at: UPDATED, download_uri: `${fake.url}/files/oracle.json` }];
    files['/files/oracle.json'] = (res) => {
      res.writeHead(302, { location: `${elsewhere.url}/files/oracle.json` });
      res.end();
    };
    await expect(sync(new CardStore(':memory:'), dataFolder().data)).rejects.toThrow(/refusing to download/);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('follows a redirect within the allowed hosts', async () => {
    listing = [{ type: 'oracle_cards', updated_at: UPDATED, download_uri: `${fake.url}/files/oracle.json` }];
    files['/files/oracle.json'] = (res) => {
      res.writeHead(302, { location: '/files/moved.json' });
      res.end();
    };
    files['/files/moved.json'] = (res) => sendBytes(res, jsonArray);
    expect(await sync(new CardStore(':memory:'), dataFolder().data)).toMatchObject({ cardsWritten: 2 });
  });

  it('writes inside the data folder whatever updated_at says', async () => {
    listing = [{ type: 'oracle_cards', updated_at: '/../../pwn', download_uri: `${fake.url}/files/oracle.json` }];
    files['/files/oracle.json'] = (res) => sendBytes(res, jsonArray);
    const { root, data } = dataFolder();
    const store = new CardStore(':memory:');
    const summary = await sync(store, data);
    expect(readdirSync(root).sort()).toEqual(['data']);
    expect(existsSync(resolve(root, '..', 'pwn.json'))).toBe(false);
    expect(readdirSync(data)).toEqual([expect.stringMatching(/^scryfall-oracle-cards-\d{4}-\d{2}-\d{2}\.json$/)]);
    expect(summary.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(summary.version).not.toContain('pwn');
  });

  it('allows the API origin and https bulk hosts only', () => {
    const allowed = (url: string) => isAllowedBulkUrl(new URL(url), 'https://api.scryfall.com', ['data.scryfall.io']);
    expect(allowed('https://data.scryfall.io/oracle-cards/oracle-cards-20261121.jsonl.gz')).toBe(true);
    expect(allowed('https://api.scryfall.com/bulk-data/oracle-cards')).toBe(true);
    expect(allowed('http://data.scryfall.io/x.json')).toBe(false);
    expect(allowed('https://data.scryfall.io:8443/x.json')).toBe(false);
    expect(allowed('https://data.scryfall.io.evil.example/x.json')).toBe(false);
    expect(allowed('https://user:pw@data.scryfall.io/x.json')).toBe(false);
    expect(allowed('https://evil.example/x.json')).toBe(false);
  });
});
