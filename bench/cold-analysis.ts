/**
 * npm run bench:cold: the in-process cost of decks never seen before, the
 * server's "unique decks" and "decks with two typos" scenarios without HTTP.
 * Every card is prepared and the foreign names keyed first (as `deckdoctor
 * serve` does in the background), the answer cache is off, and each measured
 * request is a deck no earlier request sent: CPU microseconds per analysis (steadier than wall time on a
 * shared machine), wall p50 and p99.
 *
 *   COLD_RUNS (1000): decks measured, after COLD_WARM (300) others
 *   COLD_SCENARIO (unique): unique | same (one unique deck, repeated) | typos (a corpus deck, each time with a new first line and two names misspelt)
 *   COLD_DUMP (unset): a file to write the measured answers to, to compare two commits
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { CardCatalog } from '../src/cards/catalog.js';
import { CardResolver } from '../src/cards/resolver.js';
import { CardStore } from '../src/cards/store.js';
import { DeckService, type AnalyzeInput } from '../src/service/service.js';
import { DECKS } from '../test/fixtures/decks/index.js';
import { ensureTestStore } from '../test/helpers/standalone-store.js';
import { percentile } from './in-process.js';
import { withTypos } from './typos.js';
import { corpusNames, uniqueDeck } from './unique-deck.js';

const RUNS = Number(process.env.COLD_RUNS ?? 1000);
const WARM = Number(process.env.COLD_WARM ?? 300);
const SCENARIO = process.env.COLD_SCENARIO ?? 'unique';
const DUMP = process.env.COLD_DUMP;
const NOW = new Date('2026-11-22T12:00:00Z');


/**
 * CPU seconds of the main thread alone, from /proc (Linux; null elsewhere):
 * V8's helper threads (concurrent GC, compilers) run on whatever core is free
 * and make the process's figure swing on a loaded machine.
 */
function mainThreadSeconds(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function requests(): (i: number) => AnalyzeInput {
  if (SCENARIO === 'typos') {
    const corpus = DECKS.map((d) => ({ decklist: readFileSync(`test/fixtures/decks/${d.file}`, 'utf8'), format: d.format, best_of: d.bestOf }));
    return (i) => ({ ...corpus[i % corpus.length]!, decklist: withTypos(`// ${i}\n${corpus[i % corpus.length]!.decklist}`) });
  }
  const pool = corpusNames();
  // `same`: one of those decks again and again, the warm figure to set the unique decks against.
  return (i) => ({ decklist: uniqueDeck(pool, SCENARIO === 'same' ? 7 : i), format: 'modern', best_of: 'bo3' });
}

async function main(): Promise<void> {
  const store = new CardStore(await ensureTestStore());
  const catalog = new CardCatalog(store.provenance(), store.all());
  const service = new DeckService(new CardResolver(catalog, { now: () => NOW }), () => NOW, null);
  store.close();
  // As `deckdoctor serve` does after start: the suggestion index and foreign names, then every card's own facts.
  await catalog.warmInBackground();
  await service.prepareCards();
  const request = requests();
  for (let i = 0; i < WARM; i++) await service.analyze(request(1_000_000 + i));
  const times: number[] = [];
  const answers: unknown[] = [];
  const cpu = process.cpuUsage();
  const thread = mainThreadSeconds();
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const answer = await service.analyze(request(i));
    times.push(Number(process.hrtime.bigint() - start) / 1e3);
    if (DUMP) answers.push(answer);
  }
  const used = process.cpuUsage(cpu);
  const threadUsed = thread === null ? null : mainThreadSeconds()! - thread;
  times.sort((a, b) => a - b);
  const threadFigure = threadUsed === null ? '' : ` (main thread ${((threadUsed * 1e6) / RUNS).toFixed(0)} us)`;
  console.log(
    `${SCENARIO}: CPU ${((used.user + used.system) / RUNS).toFixed(0)} us per analysis${threadFigure}, wall p50 ${percentile(times, 50).toFixed(0)} us, p99 ${percentile(times, 99).toFixed(0)} us (${RUNS} decks; load ${loadavg()[0]!.toFixed(2)})`,
  );
  if (DUMP) writeFileSync(DUMP, JSON.stringify(answers));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
