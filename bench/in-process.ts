/**
 * The in-process timing both `npm run bench` and `npm run bench:analysis`
 * print: one request analysed over and over (no answer cache), its first
 * analyses apart from the measured ones.
 *
 * V8 goes on compiling the analysis for its first few thousand runs (some
 * 5,000 for the examples, about a second, on our 2-core machines): p50 falls
 * from about 200 to 40 us for 60 cards before it settles. The warm-up is
 * therefore timed, as the HTTP runs' is (BENCH_WARMUP_SECONDS, 2 s), and the
 * first 1,000 analyses' p50 is reported too, so a figure of a server just
 * started is never hidden behind the steady one.
 */
import type { AnalyzeInput, DeckService } from '../src/service/service.js';

export interface AnalysisTimes {
  /** p50 of the first 1,000 analyses (microseconds), before the warm-up. */
  firstP50: number;
  /** Analyses run before measuring (the first 1,000 included). */
  warmedUp: number;
  p50: number;
  p99: number;
  /** CPU per measured analysis (user + system, V8's helper threads included). */
  cpuMicros: number;
}

export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Wall microseconds of one analysis. */
export async function analysisMicros(service: DeckService, request: AnalyzeInput): Promise<number> {
  const start = process.hrtime.bigint();
  await service.analyze(request);
  return Number(process.hrtime.bigint() - start) / 1e3;
}

/** `runs` analyses of `request` timed after at least `warmupSeconds` of the same analysis. */
export async function timeAnalysis(service: DeckService, request: AnalyzeInput, runs: number, warmupSeconds: number): Promise<AnalysisTimes> {
  const first: number[] = [];
  for (let i = 0; i < 1000; i++) first.push(await analysisMicros(service, request));
  let warmedUp = first.length;
  const until = performance.now() + warmupSeconds * 1000;
  while (performance.now() < until) {
    await service.analyze(request);
    warmedUp++;
  }
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < runs; i++) times.push(await analysisMicros(service, request));
  const cpu = process.cpuUsage(cpuBefore);
  first.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  return { firstP50: percentile(first, 50), warmedUp, p50: percentile(times, 50), p99: percentile(times, 99), cpuMicros: (cpu.user + cpu.system) / runs };
}
