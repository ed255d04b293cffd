/**
 * npm run bench:castability: what the castability model (issue 11) costs per
 * deck. For every real deck of the shared corpus (test/fixtures/decks), the
 * per-spell castability of the whole deck (deckCastability: costs as cast,
 * the land pool, every spell on the play, on the draw and its delay) is timed
 * CAST_RUNS times after one warm-up; the report gives the median per deck and
 * the 60-card and 100-card medians over the corpus.
 *
 *   CAST_RUNS (50)
 */
import { CardCatalog } from '../src/cards/catalog.js';
import { CardStore } from '../src/cards/store.js';
import { parseDecklist } from '../src/decklist/parse.js';
import { assembleDeck } from '../src/analysis/deck.js';
import { deckCastability } from '../src/analysis/castability.js';
import { FORMATS } from '../src/domain/formats.js';
import { WUBRG, type ManaColor } from '../src/domain/cards.js';
import { inDeck } from '../src/domain/deck.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DECKS } from '../test/fixtures/decks/index.js';
import { ensureTestStore } from '../test/helpers/standalone-store.js';
import { recordsOf } from '../test/helpers/records.js';

const RUNS = Number(process.env.CAST_RUNS ?? 50);
// Compiled to dist/bench: the decklists stay in the source tree.
const DECK_DIR = resolve(import.meta.dirname, '../../test/fixtures/decks');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const store = new CardStore(await ensureTestStore());
const catalog = new CardCatalog(store.provenance(), store.all());
store.close();

const rows: Array<{ id: string; size: number; spells: number; ms: number; first: number }> = [];
for (const deck of DECKS.filter((d) => d.kind !== 'pile')) {
  const parsed = parseDecklist(readFileSync(resolve(DECK_DIR, deck.file), 'utf8'));
  const records = recordsOf(parsed, catalog);
  const format = FORMATS[deck.format];
  const main = assembleDeck(parsed, records, format).cards.filter(inDeck);
  const colors = WUBRG.filter((c: ManaColor) => main.some((m) => m.record?.colorIdentity.includes(c)));
  const setup = { library: deck.deckSize, commander: Boolean(format.commander) };
  let start = performance.now();
  const spells = deckCastability(main, colors, setup).spells.length;
  const first = performance.now() - start;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    start = performance.now();
    deckCastability(main, colors, setup);
    times.push(performance.now() - start);
  }
  rows.push({ id: deck.id, size: deck.deckSize, spells, ms: median(times), first });
}

for (const r of rows) console.log(`${r.id.padEnd(34)} ${String(r.size).padStart(3)} cards ${String(r.spells).padStart(3)} spells  median ${r.ms.toFixed(3)} ms  first ${r.first.toFixed(2)} ms`);
const sixty = rows.filter((r) => r.size <= 60).map((r) => r.ms);
const hundred = rows.filter((r) => r.size > 60).map((r) => r.ms);
console.log(`\n60-card decks: ${sixty.length}, median ${median(sixty).toFixed(3)} ms, slowest ${Math.max(...sixty).toFixed(3)} ms per deck`);
if (hundred.length) console.log(`100-card decks: ${hundred.length}, median ${median(hundred).toFixed(3)} ms, slowest ${Math.max(...hundred).toFixed(3)} ms per deck`);
