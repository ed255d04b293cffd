/**
 * The test card store for programs run outside vitest (the fuzz campaign and
 * the benchmarks). global-setup.ts reads `__dirname`, which compiled ESM does
 * not have, so this finds the same files from the project root instead.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../src/config.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { CardStore } from '../../src/cards/store.js';
import { importCardFile } from '../../src/cards/import.js';
import { DeckService } from '../../src/service/service.js';

export const STANDALONE_STORE = resolve(PROJECT_ROOT, 'test-output/cards-2022.sqlite');
const SNAPSHOT = resolve(PROJECT_ROOT, '../shared/carddata/mtgjson-allprintings-2022-04-25.trimmed.json.gz');

/** Imports the April-2022 snapshot once, with the same completeness check as the global setup. */
export async function ensureTestStore(): Promise<string> {
  mkdirSync(resolve(STANDALONE_STORE, '..'), { recursive: true });
  const store = new CardStore(STANDALONE_STORE);
  try {
    if (store.provenance()?.version !== '5.2.0+20220425' || store.count('import') !== 23711) {
      if (!existsSync(SNAPSHOT)) throw new Error(`the shared card snapshot is missing: ${SNAPSHOT}`);
      await importCardFile(SNAPSHOT, store, { progress: false });
    }
  } finally {
    store.close();
  }
  return STANDALONE_STORE;
}

/** A service over the in-memory catalogue with no live provider: no traffic leaves the machine. */
export async function standaloneService(): Promise<DeckService> {
  const store = new CardStore(await ensureTestStore());
  const catalog = new CardCatalog(store.provenance(), store.all());
  store.close();
  return new DeckService(new CardResolver(catalog));
}
