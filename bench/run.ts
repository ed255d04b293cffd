/**
 * Benchmarks (not part of the test suite): in-process analysis time of a
 * 60-card and a 100-card deck, and HTTP throughput of POST /api/analyze next
 * to a bare Fastify route that receives the same body.
 *
 *   npm run bench            (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 by default)
 */
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { openCardData } from '../src/cards/bootstrap.js';
import { buildApp } from '../src/http/app.js';
import { COMMANDER_EXAMPLE_REQUEST, STANDARD_EXAMPLE_REQUEST } from '../src/http/examples.js';
import { DeckService } from '../src/service/service.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 2000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeAnalysis(service: DeckService, label: string, request: typeof STANDARD_EXAMPLE_REQUEST): Promise<void> {
  for (let i = 0; i < 200; i++) await service.analyze(request);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await service.analyze(request);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} median ${percentile(times, 50).toFixed(3)} ms   p99 ${percentile(times, 99).toFixed(3)} ms   (${runs} runs)`);
}

async function load(url: string, body: string): Promise<autocannon.Result> {
  return autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections, duration: seconds });
}

async function main(): Promise<void> {
  console.log(`Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  const config = { ...loadConfig(), liveEnabled: false };
  const { resolver } = await openCardData(config, pino({ level: 'warn' }));
  const service = new DeckService(resolver);

  console.log('\nIn-process analysis (parse + resolve from memory + analyzeDeck):');
  await timeAnalysis(service, '60-card Standard deck', STANDARD_EXAMPLE_REQUEST);
  await timeAnalysis(service, '100-card Commander deck', COMMANDER_EXAMPLE_REQUEST);

  const body = JSON.stringify(STANDARD_EXAMPLE_REQUEST);
  const app = await buildApp({ service });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/api/analyze', async (request) => ({ ok: true, size: JSON.stringify(request.body).length }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(`\nHTTP, ${connections} connections for ${seconds} s each, 60-card body:`);
  const real = await load(`${appUrl}/api/analyze`, body);
  const baseline = await load(`${bareUrl}/api/analyze`, body);
  for (const [label, r] of [['POST /api/analyze (Deckdoctor)', real], ['bare Fastify route, same body', baseline]] as const) {
    console.log(`${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   latency p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`);
  }
  console.log(`Throughput ratio Deckdoctor / bare route: ${(real.requests.average / baseline.requests.average).toFixed(3)}`);
  await app.close();
  await bare.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
