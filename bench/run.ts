/**
 * `npm run bench`: figures that cannot flatter. The load generator
 * (autocannon) runs here; `deckdoctor serve` (logging as deployed: LOG_LEVEL
 * info) and a bare Fastify route receiving the same body each run as their
 * own process. Scenarios: one repeated deck, unique decks (each request a
 * different real-card deck), decks with two typos (each request different),
 * the corpus of real decklists in turn. Then in-process p50/p99 of the
 * analysis (no answer cache) for a 60- and a 100-card deck, cold start to the
 * first answer, and RSS. Each figure is printed against issue 15's goal; each
 * HTTP run also prints the server's CPU per request (from /proc), ours and the
 * bare route's, which a busy machine moves far less than requests per second,
 * and the load generator's own CPU per request: on a 2-core machine it has one
 * core, and reading a 15 KB answer costs it about twice a bare reply, so it can
 * bound the ratio before the server does.
 *
 *   npm run bench   (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
 *   BENCH_ROUNDS (2): each server's BENCH_SECONDS of a scenario are measured
 *   in this many rounds, ours and the bare route's alternating; the ratio is of
 *   all requests over all measured time, p99 the worst round's
 *   BENCH_SETTLE_MS (6000): the wait after cold start before the HTTP runs, so
 *   they measure a server up a few seconds (its suggestion index built in the
 *   background, as in production), not its warm-up
 *   BENCH_WARMUP_SECONDS (2): before a scenario's measured rounds, it is
 *   sent for this long with requests of its own (other unique decks, other
 *   typos), unmeasured, so the run measures a JIT-compiled steady state and
 *   its decks are still never seen before
 *   (and before the in-process figures, of the same analysis; the first 1,000
 *   analyses' p50 is printed beside them)
 *   BENCH_ONLY=start npm run bench   (cold start and RSS only: after the first
 *   answer and after BENCH_REQUESTS corpus requests, 10,000 by default)
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { CardCatalog } from '../src/cards/catalog.js';
import { CardResolver } from '../src/cards/resolver.js';
import { CardStore } from '../src/cards/store.js';
import { COMMANDER_EXAMPLE_REQUEST, STANDARD_EXAMPLE_REQUEST } from '../src/http/examples.js';
import { DeckService } from '../src/service/service.js';
import { DECKS } from '../test/fixtures/decks/index.js';
import { timeAnalysis } from './in-process.js';
import { numberedTypoBodies } from './typos.js';
import { corpusNames, uniqueDeck } from './unique-deck.js';
import { rssMiB, startServerProcess, type ServerProcess } from './server-process.js';

const STORE = process.env.DECKDOCTOR_DB ?? 'test-output/cards-2022.sqlite';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 6000);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** Warm-up requests are numbered from here, so no measured request repeats one of them. */
const WARMUP_OFFSET = 1_000_000;
/**
 * Each scenario's measured time is split into this many rounds, ours and the
 * bare route's alternating, so a change in the shared host's load in the
 * middle of a scenario falls on both sides of the ratio alike (one run of each
 * in turn put the bare route at 21,000-36,000 req/s between runs minutes apart).
 */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
/** Round r's requests are numbered from r times this, past the warm-up's, so no round repeats a request of another. */
const ROUND_OFFSET = 3_000_000;
const runs = Number(process.env.BENCH_RUNS ?? 2000);
const only = process.env.BENCH_ONLY;
const requestCount = Number(process.env.BENCH_REQUESTS ?? 10_000);

const corpus = DECKS.map((d) => ({ decklist: readFileSync(`test/fixtures/decks/${d.file}`, 'utf8'), format: d.format, best_of: d.bestOf }));
const pool = corpusNames();

async function load(url: string, bodies: (i: number) => string, { first = 0, duration = seconds } = {}): Promise<autocannon.Result> {
  let i = first;
  return autocannon({
    url: `${url}/api/analyze`,
    connections,
    duration,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: bodies(i++) }) }],
  });
}

function verdict(ok: boolean): string {
  return ok ? 'meets goal' : 'MISSES goal';
}

/** What one server did over a scenario's rounds. */
interface Measured {
  requests: number;
  seconds: number;
  /** The highest p99 of its rounds (percentiles of separate runs do not add up; the worst cannot flatter). */
  p99: number;
  errors: number;
  serverCpuSeconds: number | null;
  clientCpuMicros: number;
}

const NOTHING_MEASURED: Measured = { requests: 0, seconds: 0, p99: 0, errors: 0, serverCpuSeconds: 0, clientCpuMicros: 0 };

/** One measured round against one server, added to what its earlier rounds measured; server CPU from /proc, steadier than req/s on a shared machine. */
async function measuredRound(server: ServerProcess, bodies: (i: number) => string, round: number, sum: Measured): Promise<Measured> {
  const before = await cpuSeconds(server.child.pid!);
  const client = process.cpuUsage();
  const result = await load(server.url, bodies, { first: round * ROUND_OFFSET, duration: seconds / rounds });
  const clientUsed = process.cpuUsage(client);
  const after = await cpuSeconds(server.child.pid!);
  return {
    requests: sum.requests + result.requests.total,
    seconds: sum.seconds + result.duration,
    p99: Math.max(sum.p99, result.latency.p99),
    errors: sum.errors + result.errors + result.non2xx,
    serverCpuSeconds: before === null || after === null || sum.serverCpuSeconds === null ? null : sum.serverCpuSeconds + after - before,
    clientCpuMicros: sum.clientCpuMicros + clientUsed.user + clientUsed.system,
  };
}

const perSecond = (m: Measured) => m.requests / Math.max(m.seconds, 1e-9);
const cpuPerRequest = (m: Measured) => (m.serverCpuSeconds === null ? '?' : ((m.serverCpuSeconds * 1e6) / Math.max(1, m.requests)).toFixed(0));
const clientPerRequest = (m: Measured) => (m.clientCpuMicros / Math.max(1, m.requests)).toFixed(0);

async function http(deckdoctor: ServerProcess, bare: ServerProcess): Promise<void> {
  const repeated = JSON.stringify(STANDARD_EXAMPLE_REQUEST);
  const typoBodies = numberedTypoBodies(corpus);
  const scenarios: Array<[string, (i: number) => string, number | null, number]> = [
    ['one repeated deck', () => repeated, 0.5, 10],
    ['unique decks', (i) => JSON.stringify({ decklist: uniqueDeck(pool, i), format: 'modern' }), 0.2, 20],
    ['decks with two typos', typoBodies, null, 20],
    ['corpus of real decklists', (i) => JSON.stringify(corpus[i % corpus.length]), null, 20],
  ];
  console.log(
    `\nHTTP, ${connections} connections, ${seconds} s per server and scenario in ${rounds} round(s), ours and the bare route's alternating, after ${warmupSeconds} s of warm-up each; server and bare route each in its own process:`,
  );
  for (const [label, bodies, ratioGoal, p99Goal] of scenarios) {
    const warmup = { first: WARMUP_OFFSET, duration: warmupSeconds };
    if (warmupSeconds > 0) await load(deckdoctor.url, bodies, warmup);
    if (warmupSeconds > 0) await load(bare.url, bodies, warmup);
    let real = NOTHING_MEASURED;
    let floor = NOTHING_MEASURED;
    for (let round = 0; round < rounds; round++) {
      real = await measuredRound(deckdoctor, bodies, round, real);
      floor = await measuredRound(bare, bodies, round, floor);
    }
    const ratio = perSecond(real) / perSecond(floor);
    console.log(
      `${label.padEnd(26)} ${perSecond(real).toFixed(0).padStart(6)} req/s vs bare ${perSecond(floor).toFixed(0).padStart(6)}: ratio ${ratio.toFixed(3)}` +
        `${ratioGoal === null ? '' : ` (goal >= ${ratioGoal}: ${verdict(ratio >= ratioGoal)})`}; p99 ${real.p99} ms (goal <= ${p99Goal}: ${verdict(real.p99 <= p99Goal)}); ` +
        `server CPU ${cpuPerRequest(real)} us/request vs bare ${cpuPerRequest(floor)}; load generator CPU ${clientPerRequest(real)} vs ${clientPerRequest(floor)} us/request; errors ${real.errors}; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}

async function inProcess(): Promise<void> {
  const store = new CardStore(STORE);
  const service = new DeckService(new CardResolver(new CardCatalog(store.provenance(), store.all())), undefined, null);
  store.close();
  console.log(`\nIn process, no answer cache (parse + resolve from memory + analyzeDeck), after ${warmupSeconds} s of warm-up analyses:`);
  for (const [label, request, goal] of [['60-card Standard deck', STANDARD_EXAMPLE_REQUEST, 50], ['100-card Commander deck', COMMANDER_EXAMPLE_REQUEST, 130]] as const) {
    const t = await timeAnalysis(service, request, runs, warmupSeconds);
    console.log(
      `${label.padEnd(26)} p50 ${t.p50.toFixed(0)} us (goal <= ${goal}: ${verdict(t.p50 <= goal)}), p99 ${t.p99.toFixed(0)} us, CPU ${t.cpuMicros.toFixed(0)} us (${runs} runs after ${t.warmedUp}; the first 1,000: p50 ${t.firstP50.toFixed(0)} us)`,
    );
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux): steadier than wall time on a shared machine. */
async function cpuSeconds(pid: number): Promise<number | null> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /s, '').split(' ');
    // After the command name: utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Spawns the server and sends one analysis; readiness is polled, as a deployment would. */
async function coldStart(): Promise<ServerProcess> {
  const started = performance.now();
  const server = await startServerProcess(STORE, undefined, { LOG_LEVEL: 'info' });
  await fetch(`${server.url}/api/analyze`, { method: 'POST', body: JSON.stringify(STANDARD_EXAMPLE_REQUEST) });
  const seconds = (performance.now() - started) / 1000;
  const cpu = await cpuSeconds(server.child.pid!);
  console.log(
    `Cold start to first answer (spawn, load the store, listen, one POST): ${seconds.toFixed(2)} s, server CPU ${cpu?.toFixed(2)} s (goal <= 1 s: ${verdict(seconds <= 1)}); load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  return server;
}

/** The server's V8 heap (used of total) and memory outside it, from the probe. */
async function heapLine(server: ServerProcess): Promise<string> {
  const memory = (await server.ask('memory'))?.memory;
  if (!memory) return 'heap unknown';
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  return `heap ${mib(memory.heapUsed)} of ${mib(memory.heapTotal)} MiB, external ${mib(memory.external)} MiB`;
}

/** RSS after the first answer, then after `requestCount` corpus requests (10 connections). */
async function memoryOnly(server: ServerProcess): Promise<void> {
  const pid = server.child.pid!;
  console.log(`Server RSS after the first answer: ${(await rssMiB(pid))?.toFixed(0)} MiB (${await heapLine(server)})`);
  let i = 0;
  await autocannon({
    url: `${server.url}/api/analyze`,
    connections: 10,
    amount: requestCount,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: JSON.stringify(corpus[i++ % corpus.length]) }) }],
  });
  const rss = await rssMiB(pid);
  console.log(`Server RSS after ${requestCount} corpus requests: ${rss?.toFixed(0)} MiB (goal <= 250: ${verdict((rss ?? Infinity) <= 250)}; ${await heapLine(server)}), server CPU ${(await cpuSeconds(pid))?.toFixed(2)} s; load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

async function main(): Promise<void> {
  console.log(`Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${loadavg()[0]!.toFixed(1)}`);
  const server = await coldStart();
  if (only === 'start') {
    await memoryOnly(server).finally(() => server.stop());
    return;
  }
  const bare = await startServerProcess(STORE, [], {}, 'dist/bench/bare-server.js');
  try {
    console.log(`\nWaiting ${settleMs} ms after start (background suggestion index), then the HTTP runs.`);
    await new Promise((settled) => setTimeout(settled, settleMs));
    await http(server, bare);
    const rss = await rssMiB(server.child.pid!);
    console.log(`\nServer RSS after the runs: ${rss?.toFixed(0)} MiB (goal <= 250: ${verdict((rss ?? Infinity) <= 250)}; ${await heapLine(server)})`);
  } finally {
    await server.stop();
    await bare.stop();
  }
  await inProcess();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
