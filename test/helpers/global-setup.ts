/**
 * Builds the card store from the shared April-2022 MTGJSON snapshot once per
 * test run (about 10 s), so tests analyze real cards without any network.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { CardStore, RECORD_VERSION } from '../../src/cards/store.js';
import { importCardFile } from '../../src/cards/import.js';

export const SHARED_CARDDATA = resolve(__dirname, '../../../shared/carddata');
export const SNAPSHOT = resolve(SHARED_CARDDATA, 'mtgjson-allprintings-2022-04-25.trimmed.json.gz');
export const SCRYFALL_SAMPLE = resolve(SHARED_CARDDATA, 'scryfall-sample-2026-08-23.json');
export const TEST_STORE = resolve(__dirname, '../../test-output/cards-2022.sqlite');

export default async function setup(): Promise<void> {
  if (!existsSync(SNAPSHOT)) throw new Error(`the shared card snapshot is missing: ${SNAPSHOT}`);
  mkdirSync(resolve(TEST_STORE, '..'), { recursive: true });
  const store = new CardStore(TEST_STORE);
  if (store.provenance()?.version !== '5.2.0+20220425' || store.count('import') !== 23711 || store.recordVersion() < RECORD_VERSION) {
    await importCardFile(SNAPSHOT, store, { progress: false });
  }
  store.close();
}
