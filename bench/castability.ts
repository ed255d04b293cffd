/**
 * npm run bench:castability: what the castability model (issue 11) costs per
 * deck. For every real deck of the shared corpus (test/fixtures/decks), the
 * per-spell castability of the whole deck (deckCastability: costs as cast,
 * the land pool, every spell on the play, on the draw and its delay) is timed
 * CAST_RUNS times cold (the cross-request memos of pay curves, spell figures
 * and lands seen emptied before each run: a mana base seen for the first time)
 * and CAST_RUNS times warm (memos kept: the same mana base again), after one
 * warm-up that prepares the per-card facts as the service does at load. The
 * report gives the median per deck and the median and slowest over the
 * corpus's 60-card and 100-card decks.
 *
 *   CAST_RUNS (50)
 *   CAST_DUMP (unset): a file to write every deck's figures to, to compare two commits.
 */
import { CardCatalog } from '../src/cards/catalog.js';
import { CardStore } from '../src/cards/store.js';
import { parseDecklist } from '../src/decklist/parse.js';
import { assembleDeck } from '../src/analysis/deck.js';
import { deckCastability, forgetCastabilityMemos } from '../src/analysis/castability.js';
import { FORMATS } from '../src/domain/formats.js';
import { WUBRG, type ManaColor } from '../src/domain/cards.js';
import { inDeck } from '../src/domain/deck.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DECKS } from '../test/fixtures/decks/index.js';
import { ensureTestStore } from '../test/helpers/standalone-store.js';
import { recordsOf } from '../test/helpers/records.js';

const RUNS = Number(process.env.CAST_RUNS ?? 50);
const DUMP = process.env.CAST_DUMP;
// Compiled to dist/bench: the decklists stay in the source tree.
const DECK_DIR = resolve(import.meta.dirname, '../../test/fixtures/decks');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const store = new CardStore(await ensureTestStore());
const catalog = new CardCatalog(store.provenance(), store.all());
store.close();

type Row = { id: string; size: number; spells: number; cold: number; coldFastest: number; warm: number };
const rows: Row[] = [];
const dump: Record<string, unknown> = {};
for (const deck of DECKS.filter((d) => d.kind !== 'pile')) {
  const parsed = parseDecklist(readFileSync(resolve(DECK_DIR, deck.file), 'utf8'));
  const records = recordsOf(parsed, catalog);
  const format = FORMATS[deck.format];
  const main = assembleDeck(parsed, records, format).cards.filter(inDeck);
  const colors = WUBRG.filter((c: ManaColor) => main.some((m) => m.record?.colorIdentity.includes(c)));
  const setup = { library: deck.deckSize, commander: Boolean(format.commander) };
  const timed = () => {
    const start = performance.now();
    deckCastability(main, colors, setup);
    return performance.now() - start;
  };
  // Warm-up of the code paths and the per-card facts (kept with the record, as the service prepares them at load).
  const answer = deckCastability(main, colors, setup);
  if (DUMP) dump[deck.id] = { spells: answer.spells, notCast: answer.notCast, hardest: answer.hardest };
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    forgetCastabilityMemos();
    cold.push(timed());
  }
  const warm = Array.from({ length: RUNS }, timed);
  rows.push({ id: deck.id, size: deck.deckSize, spells: answer.spells.length, cold: median(cold), coldFastest: Math.min(...cold), warm: median(warm) });
}

const ms = (x: number) => x.toFixed(3).padStart(6);
for (const r of rows) console.log(`${r.id.padEnd(34)} ${String(r.size).padStart(3)} cards ${String(r.spells).padStart(3)} spells  cold median ${ms(r.cold)} ms (fastest ${ms(r.coldFastest)})  warm median ${ms(r.warm)} ms`);
const summary = (label: string, group: Row[]) => {
  if (!group.length) return;
  const line = (name: string, xs: number[]) => `${name} median ${median(xs).toFixed(3)} ms, slowest ${Math.max(...xs).toFixed(3)} ms`;
  console.log(`${label}: ${group.length} decks; ${line('cold', group.map((r) => r.cold))} (fastest run of the slowest deck ${Math.max(...group.map((r) => r.coldFastest)).toFixed(3)} ms); ${line('warm', group.map((r) => r.warm))} per deck`);
};
console.log('');
summary('60-card decks', rows.filter((r) => r.size <= 60));
summary('100-card decks', rows.filter((r) => r.size > 60));
if (DUMP) writeFileSync(DUMP, JSON.stringify(dump));
