/**
 * Opening the card data at start: the store if it has data; else build it
 * from DECKDOCTOR_CARD_FILE, the largest snapshot in ./data/ or the shared
 * card-data folder, or Scryfall's bulk file; else run on the live provider alone.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bulkDate, downloadBulkFile } from './bulk-download.js';
import { CardCatalog } from './catalog.js';
import type { ImportSummary } from './import.js';
import { CARD_FILE_PATTERN } from './limits.js';
import { CardResolver } from './resolver.js';
import { ScryfallClient } from './scryfall-client.js';
import { CardStore, RECORD_VERSION } from './store.js';

/** What opening the card data needs to know (the service's Config satisfies it). */
export interface CardDataOptions {
  dbPath: string;
  cardFile: string | null;
  snapshotDirs: string[];
  liveEnabled: boolean;
  scryfallUrl: string;
  liveTimeoutMs: number;
  liveBudgetMs: number;
  downloadOnFirstStart: boolean;
  /** Hosts bulk files may be downloaded from besides the API's own (default: data.scryfall.io). */
  bulkHosts?: readonly string[];
}

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
}

/** Card files in a folder (.json, .json.gz, .jsonl, .jsonl.gz), largest first (a full snapshot before a sample). */
export function findSnapshots(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => CARD_FILE_PATTERN.test(f))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
}

/**
 * Downloads Scryfall's oracle_cards bulk file into `dir` (JSON Lines when
 * listed, else the JSON array) and imports it. A file that does not import is
 * removed, so it is not tried again at the next start.
 */
export async function syncFromScryfall(client: ScryfallClient, store: CardStore, dir: string, progress?: boolean): Promise<ImportSummary> {
  const bulk = await client.bulkFile('oracle_cards');
  const file = await downloadBulkFile(client, bulk, dir);
  const date = bulkDate(bulk);
  const { importCardFile } = await import('./import.js');
  try {
    return await importCardFile(file, store, { date, version: `oracle_cards ${date}`, ...(progress !== undefined ? { progress } : {}) });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

export function scryfallClientFor(config: CardDataOptions, log?: Logger): ScryfallClient {
  return new ScryfallClient({
    baseUrl: config.scryfallUrl,
    timeoutMs: config.liveTimeoutMs,
    ...(config.bulkHosts ? { bulkHosts: config.bulkHosts } : {}),
    log: (message, detail) => log?.warn(detail ?? {}, message),
  });
}

export async function openCardData(config: CardDataOptions, log: Logger): Promise<{ store: CardStore; resolver: CardResolver }> {
  const store = new CardStore(config.dbPath);
  const live = config.liveEnabled ? scryfallClientFor(config, log) : null;
  const hasImport = store.hasImport();
  const outdated = hasImport && store.recordVersion() < RECORD_VERSION;
  if (!hasImport || outdated) {
    // The importer (and its streaming JSON modules) is loaded only when there is something to import.
    const { describeImport, importCardFile } = await import('./import.js');
    const candidates = config.cardFile ? [config.cardFile] : config.snapshotDirs.flatMap(findSnapshots);
    let imported = false;
    for (const file of candidates) {
      try {
        log.info({ file }, outdated ? 'card store written by an older version: re-importing' : 'card store is empty: importing');
        const summary = await importCardFile(file, store);
        log.info(describeImport(summary));
        imported = true;
        break;
      } catch (error) {
        log.warn({ file, err: (error as Error).message }, 'import failed');
      }
    }
    // An outdated store still answers: it is refreshed from a local file, never by a download at every start.
    if (!imported && !outdated && live && config.downloadOnFirstStart) {
      try {
        log.info('no card snapshot found: downloading Scryfall oracle_cards');
        log.info(describeImport(await syncFromScryfall(live, store, join(config.dbPath, '..'))));
        imported = true;
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'Scryfall bulk download failed');
      }
    }
    if (!imported && outdated) {
      log.warn('card store written by an older version and no snapshot to re-import: printings stay unknown until "deckdoctor cards sync"');
    } else if (!imported) {
      log.warn(live ? 'no card data could be imported: running with the live Scryfall provider only' : 'no card data and the live provider is disabled: analyses will be structural fallbacks');
    }
  }
  // Names only at start; each record is read from the store when needed, foreign names are looked up there (the store stays open).
  const catalog = CardCatalog.fromStore(store.provenance(), store.names(), {
    load: (name) => store.record(name),
    foreignName: (key) => store.foreignName(key),
  });
  const provenance = store.provenance();
  log.info({ cards: catalog.size, source: provenance?.source ?? 'none', date: provenance?.date ?? null, live: Boolean(live) }, 'card data loaded');
  const resolver = live ? new CardResolver(catalog, { live, liveBudgetMs: config.liveBudgetMs, store }) : new CardResolver(catalog, { store });
  return { store, resolver };
}
