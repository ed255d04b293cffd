/** Shared test fixtures: the catalogue of the April-2022 snapshot, loaded once per test file. */
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { CardStore } from '../../src/cards/store.js';
import { buildApp } from '../../src/http/app.js';
import { DeckService } from '../../src/service/service.js';
import { analyzeDeck } from '../../src/analysis/analyze.js';
import { parseDecklist } from '../../src/decklist/parse.js';
import type { BestOf, FormatId } from '../../src/domain/formats.js';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import type { CardRecord } from '../../src/domain/cards.js';
import { TEST_STORE } from './global-setup.js';
import { recordsOf } from './records.js';

export { TEST_STORE, SNAPSHOT, SCRYFALL_SAMPLE, SHARED_CARDDATA } from './global-setup.js';

/** The day tests pretend it is (the data is then about 4.5 years old). */
export const TEST_NOW = new Date('2026-11-22T12:00:00Z');

let catalog: CardCatalog | null = null;
export function snapshotCatalog(): CardCatalog {
  if (!catalog) {
    const store = new CardStore(TEST_STORE);
    catalog = new CardCatalog(store.provenance(), store.all());
    store.close();
  }
  return catalog;
}

export function snapshotService(): DeckService {
  return new DeckService(new CardResolver(snapshotCatalog()), () => TEST_NOW);
}

export async function snapshotApp() {
  return buildApp({ service: snapshotService() });
}

/** Analyzes a decklist against the snapshot with no I/O but the in-memory catalogue. */
export async function analyze(decklist: string, format: FormatId = 'standard', bestOf: BestOf = 'bo1'): Promise<DeckAnalysis> {
  return snapshotService().analyze({ decklist, format, best_of: bestOf });
}

/** `shape` rewrites each record as a store of another version would hold it. */
export function analyzePure(decklist: string, format: FormatId, bestOf: BestOf = 'bo1', shape: (record: CardRecord) => CardRecord = (r) => r): DeckAnalysis {
  const parsed = parseDecklist(decklist);
  const records = recordsOf(parsed, snapshotCatalog(), shape);
  return analyzeDeck(parsed, records, {
    format,
    bestOf,
    cardData: { source: 'mtgjson', checkedAt: '2022-04-25T00:00:00.000Z', fetchedLive: false, dataAvailable: true, suggestions: {} },
    now: TEST_NOW,
  });
}
