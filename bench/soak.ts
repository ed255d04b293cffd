/**
 * npm run bench:soak: memory under many distinct 1 MiB requests (issue 10).
 * A real `deckdoctor serve` runs as a separate process; each request carries
 * a 60-card deck plus one unique ~1 MiB line (a comment by default, or junk
 * card names with SOAK_SHAPE=names), so nothing can be answered from a cache.
 * Every SOAK_SAMPLE_EVERY requests the server's RSS (/proc/PID/status) and
 * V8 heap (through the probe) are sampled. Verdict: flat if the second
 * half's peak and trough RSS are within 10% of the first half's.
 *
 *   SOAK_REQUESTS (10000)  SOAK_SAMPLE_EVERY (500)  SOAK_MAX_SECONDS (1200)  SOAK_SHAPE (comment|names)
 */
import { STANDARD_EXAMPLE_REQUEST } from '../src/http/examples.js';
import { ensureTestStore } from '../test/helpers/standalone-store.js';
import { rssMiB, startServerProcess, type ServerProcess } from './server-process.js';

const REQUESTS = Number(process.env.SOAK_REQUESTS ?? 10_000);
const SAMPLE_EVERY = Number(process.env.SOAK_SAMPLE_EVERY ?? 500);
const MAX_SECONDS = Number(process.env.SOAK_MAX_SECONDS ?? 1200);
const SHAPE = process.env.SOAK_SHAPE === 'names' ? 'names' : 'comment';
const BODY_BYTES = 1024 * 1024 - 512;

interface Sample {
  requests: number;
  seconds: number;
  rss: number | null;
  heapUsed: number | null;
  heapTotal: number | null;
  external: number | null;
}

/** A body of just under 1 MiB, unique by its number, with nothing in it that backtracks. */
function body(n: number): string {
  const tag = `${n.toString(36)}q`;
  const room = BODY_BYTES - STANDARD_EXAMPLE_REQUEST.decklist.length - 64;
  const unique = SHAPE === 'comment'
    ? `# soak ${tag} ${`${tag}-lorem-ipsum `.repeat(Math.ceil(room / (tag.length + 13)))}`.slice(0, room)
    : Array.from({ length: Math.ceil(room / 24) }, (_, i) => `1 Zq${tag}${i.toString(36)} Xyzzy`).join('\n').slice(0, room);
  return JSON.stringify({ decklist: `${STANDARD_EXAMPLE_REQUEST.decklist}\n${unique}`, format: 'standard' });
}

const mib = (bytes: number | undefined) => (bytes === undefined ? null : bytes / 2 ** 20);

async function sample(server: ServerProcess, requests: number, start: number): Promise<Sample> {
  const reply = await server.ask('memory');
  const rss = await rssMiB(server.child.pid!);
  return { requests, seconds: (performance.now() - start) / 1000, rss, heapUsed: mib(reply?.memory?.heapUsed), heapTotal: mib(reply?.memory?.heapTotal), external: mib(reply?.memory?.external) };
}

async function send(url: string, n: number): Promise<number | string> {
  try {
    const res = await fetch(`${url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(n), signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : `error ${(error as Error).cause ?? (error as Error).message}`;
  }
}

function printTable(samples: Sample[]): void {
  const cell = (v: number | null) => (v === null ? '-' : v.toFixed(0)).padStart(9);
  console.log(`${'requests'.padStart(9)}${'seconds'.padStart(9)}${'RSS MiB'.padStart(9)}${'heap MiB'.padStart(9)}${'of MiB'.padStart(9)}${'ext MiB'.padStart(9)}`);
  for (const s of samples) console.log(`${String(s.requests).padStart(9)}${s.seconds.toFixed(0).padStart(9)}${cell(s.rss)}${cell(s.heapUsed)}${cell(s.heapTotal)}${cell(s.external)}`);
}

/**
 * RSS saw-tooths with V8's major collections (a cycle spans a few thousand
 * requests), so two single samples say little. Flat means the peak and the
 * trough of the second half are within 10% of the first half's: memory is
 * bounded, not merely collected late.
 */
function verdict(samples: Sample[], sent: number, crash: string | null): string {
  if (crash) return `CRASHED after ${sent} requests: ${crash}`;
  const measured = samples.slice(1).filter((s) => s.rss !== null);
  if (measured.length < 4) return 'inconclusive: fewer than four samples after the start';
  const half = Math.floor(measured.length / 2);
  const range = (part: Sample[]) => ({ low: Math.min(...part.map((s) => s.rss!)), high: Math.max(...part.map((s) => s.rss!)) });
  const first = range(measured.slice(0, half));
  const second = range(measured.slice(half));
  const growth = Math.max((second.high - first.high) / first.high, (second.low - first.low) / first.low);
  const words = `RSS between ${first.low.toFixed(0)} and ${first.high.toFixed(0)} MiB in the first half, ${second.low.toFixed(0)} and ${second.high.toFixed(0)} MiB in the second`;
  return growth < 0.1 ? `FLAT: ${words}` : `GROWING (${(growth * 100).toFixed(1)}%): ${words}`;
}

async function main(): Promise<void> {
  const server = await startServerProcess(await ensureTestStore());
  const start = performance.now();
  const samples = [await sample(server, 0, start)];
  const statuses: Record<string, number> = {};
  let sent = 0;
  let crash: string | null = null;
  console.log(`soak: ${REQUESTS} distinct ~1 MiB bodies (${SHAPE}) to ${server.url}, pid ${server.child.pid}`);
  // Bounded by the request count and the time cap; stops early if the server dies.
  while (sent < REQUESTS && performance.now() - start < MAX_SECONDS * 1000) {
    const status = await send(server.url, sent);
    statuses[status] = (statuses[status] ?? 0) + 1;
    sent++;
    const exit = server.exited();
    if (exit) {
      crash = `exit code ${exit.code}, signal ${exit.signal}; stderr: ${server.stderrTail().split('\n').filter((l) => /memory|error|fatal/i.test(l)).slice(0, 3).join(' / ') || server.stderrTail().slice(-300)}`;
      break;
    }
    if (sent % SAMPLE_EVERY === 0 || sent === REQUESTS) samples.push(await sample(server, sent, start));
  }
  printTable(samples);
  console.log(`statuses: ${JSON.stringify(statuses)}`);
  console.log(`verdict: ${verdict(samples, sent, crash)}`);
  await server.stop();
  process.exitCode = crash ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
