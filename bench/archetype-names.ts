/**
 * Naming cost (issue 12): how long naming a deck takes next to the whole
 * analysis, and how many definitions the signature-card index lets a deck
 * check, over every deck of the shared corpus against the test card store.
 *
 *   npx tsc -p tsconfig.json && node dist/bench/archetype-names.js   (NAMING_RUNS=200 by default)
 */
import { CardCatalog } from '../src/cards/catalog.js';
import { CardStore } from '../src/cards/store.js';
import { parseDecklist } from '../src/decklist/parse.js';
import { analyzeDeck, namedArchetypeOf } from '../src/analysis/analyze.js';
import { assembleDeck } from '../src/analysis/deck.js';
import { measureDeck } from '../src/analysis/facts.js';
import { deckProfile } from '../src/analysis/profile.js';
import { detectArchetype } from '../src/analysis/archetype.js';
import { cardKey, formatIndex } from '../src/analysis/archetype-name.js';
import { FORMATS } from '../src/domain/formats.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECKS } from '../test/fixtures/decks/index.js';
import { recordsOf } from '../test/helpers/records.js';

const runs = Number(process.env.NAMING_RUNS ?? 200);
const store = new CardStore(process.env.DECKDOCTOR_DB ?? 'test-output/cards-2022.sqlite');
const catalog = new CardCatalog(store.provenance(), store.all());
store.close();

function timeMs(fn: () => void): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e6 / runs;
}

let naming = 0;
let whole = 0;
let checked = 0;
let available = 0;
for (const fixture of DECKS) {
  // Read from the source tree: the compiled index sits in dist/, the lists do not.
  const parsed = parseDecklist(readFileSync(join('test/fixtures/decks', fixture.file), 'utf8'));
  const records = recordsOf(parsed, catalog);
  const format = FORMATS[fixture.format];
  const deck = assembleDeck(parsed, records, format);
  const m = measureDeck(deck);
  const profile = deckProfile(m, deck, format);
  const broad = detectArchetype(profile);
  const index = formatIndex(format.id);
  const candidates = new Set(m.main.flatMap((c) => index.byCard.get(cardKey(c.record?.name ?? c.name)) ?? []));
  checked += candidates.size;
  available += index.definitions.length;
  naming += timeMs(() => namedArchetypeOf(format, m, profile, broad));
  whole += timeMs(() =>
    analyzeDeck(parsed, records, {
      format: format.id,
      bestOf: fixture.bestOf,
      cardData: { source: 'mtgjson', checkedAt: '2022-04-25T00:00:00.000Z', fetchedLive: false, dataAvailable: true, suggestions: {} },
      now: new Date(),
    }),
  );
}
const n = DECKS.length;
console.log(`${n} corpus decks, ${runs} runs each`);
console.log(`naming (definitions or commander, after the shared profile): mean ${(naming / n).toFixed(3)} ms per deck`);
console.log(`whole analyzeDeck: mean ${(whole / n).toFixed(3)} ms per deck (naming ${((naming / whole) * 100).toFixed(1)} percent)`);
console.log(`definitions checked per deck: ${(checked / n).toFixed(1)} of ${(available / n).toFixed(1)} in its format, on average`);
