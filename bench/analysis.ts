/**
 * npm run bench:analysis: the in-process analysis alone (parse, resolve from
 * memory, analyzeDeck; no answer cache, no HTTP), as issue 15 measures it:
 * p50 and p99 for the 60- and 100-card examples, the bytes allocated per
 * analysis, the CPU time per analysis (steadier than wall time on a shared
 * machine), and what a first sight of many cards costs (a list naming 1,000
 * real cards never analysed before, then the same list again).
 *
 *   BENCH_RUNS (2000)  run with --expose-gc for the allocation figure
 *   BENCH_WARMUP_SECONDS (2)  analyses before the timed ones (see in-process.ts)
 */
import { loadavg } from 'node:os';
import { CardCatalog } from '../src/cards/catalog.js';
import { CardResolver } from '../src/cards/resolver.js';
import { CardStore } from '../src/cards/store.js';
import { COMMANDER_EXAMPLE_REQUEST, STANDARD_EXAMPLE_REQUEST } from '../src/http/examples.js';
import { DeckService, type AnalyzeInput } from '../src/service/service.js';
import { ensureTestStore } from '../test/helpers/standalone-store.js';
import { analysisMicros, percentile, timeAnalysis } from './in-process.js';

const runs = Number(process.env.BENCH_RUNS ?? 2000);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const gc = (globalThis as { gc?: () => void }).gc;

/** Analyses per heap measurement, and measurements whose median is taken. */
const ALLOCATION_BATCH = 20;
const ALLOCATION_SAMPLES = 31;

/**
 * Bytes allocated per analysis: the heap's growth over a batch of analyses
 * with no collection in between (a batch in which the heap shrinks is left
 * out), divided by the batch, median of 31 batches. One analysis
 * per measurement read high and unsteady (the first analysis after a full
 * collection allocates more than the next ones: 73-275 KiB for the 60-card
 * example against 72-82 KiB per analysis in batches of 10 or 40), and a batch
 * comes near the collector's own count (`--trace-gc-nvp`: 70 KiB).
 */
async function allocatedBytes(service: DeckService, request: AnalyzeInput): Promise<number | null> {
  if (!gc) return null;
  const sizes: number[] = [];
  for (let tries = 0; sizes.length < ALLOCATION_SAMPLES && tries < 3 * ALLOCATION_SAMPLES; tries++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    let last = before;
    let collected = false;
    for (let k = 0; k < ALLOCATION_BATCH; k++) {
      await service.analyze(request);
      const now = process.memoryUsage().heapUsed;
      // The heap shrank: a collection ran within the batch, which would hide what it freed.
      collected ||= now < last;
      last = now;
    }
    if (!collected) sizes.push((last - before) / ALLOCATION_BATCH);
  }
  if (sizes.length === 0) throw new Error('a collection ran within every batch: no allocation figure');
  return percentile(sizes.sort((a, b) => a - b), 50);
}

/** Wall and CPU milliseconds of one analysis (CPU time counts V8's helper threads too). */
async function once(service: DeckService, request: AnalyzeInput): Promise<string> {
  const cpu = process.cpuUsage();
  const wall = (await analysisMicros(service, request)) / 1e3;
  const used = process.cpuUsage(cpu);
  return `${wall.toFixed(0)} ms (CPU ${((used.user + used.system) / 1e3).toFixed(0)} ms)`;
}

/** The same first sight over a second copy of the records, prepared beforehand as `deckdoctor serve` does after start. */
async function preparedFirstSight(request: AnalyzeInput): Promise<void> {
  const store = new CardStore(await ensureTestStore());
  const service = new DeckService(new CardResolver(new CardCatalog(store.provenance(), store.all())), undefined, null);
  store.close();
  await service.analyze(STANDARD_EXAMPLE_REQUEST);
  gc?.();
  const heap = process.memoryUsage().heapUsed;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const cards = await service.prepareCards();
  const used = process.cpuUsage(cpu);
  gc?.();
  const grown = gc ? `, heap +${((process.memoryUsage().heapUsed - heap) / 2 ** 20).toFixed(1)} MiB` : '';
  console.log(`prepare ${cards} cards in the background: ${(performance.now() - started).toFixed(0)} ms (CPU ${((used.user + used.system) / 1e3).toFixed(0)} ms)${grown}`);
  console.log(`1,000 prepared cards: first ${await once(service, request)}, again ${await once(service, request)}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const store = new CardStore(await ensureTestStore());
  const records = [...store.all()];
  const service = new DeckService(new CardResolver(new CardCatalog(store.provenance(), records)), undefined, null);
  store.close();
  console.log(`load ${loadavg()[0]!.toFixed(1)}; store read and catalogue built in ${(performance.now() - started).toFixed(0)} ms`);
  // Real names, one line each with a set code, as a website copy would paste them.
  const names = records.filter((_, i) => i % 23 === 0).slice(0, 1000).map(({ record }) => record.name);
  const manyCards: AnalyzeInput = { decklist: names.map((n, i) => `${(i % 4) + 1} ${n} (M${10 + (i % 12)}) ${i % 300}`).join('\n'), format: 'vintage', best_of: 'bo3' };
  await service.analyze(STANDARD_EXAMPLE_REQUEST);
  console.log(`1,000 real cards never seen: first ${await once(service, manyCards)}, again ${await once(service, manyCards)}`);
  await preparedFirstSight(manyCards);
  for (const [label, request, goal] of [['60-card Standard deck', STANDARD_EXAMPLE_REQUEST, 50], ['100-card Commander deck', COMMANDER_EXAMPLE_REQUEST, 130]] as const) {
    const t = await timeAnalysis(service, request, runs, warmupSeconds);
    const bytes = await allocatedBytes(service, request);
    const allocation = bytes === null ? '' : `, ~${(bytes / 1024).toFixed(0)} KiB allocated per analysis`;
    console.log(
      `${label.padEnd(24)} p50 ${t.p50.toFixed(0)} us (goal <= ${goal}), p99 ${t.p99.toFixed(0)} us, CPU ${t.cpuMicros.toFixed(0)} us per analysis${allocation} (${runs} runs after ${t.warmedUp}; the first 1,000: p50 ${t.firstP50.toFixed(0)} us)`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
