/**
 * `deckdoctor serve`: one HTTP server, or N of them under node:cluster so one
 * machine uses its cores. The server listens before the card store is loaded,
 * so liveness answers at once and readiness (/readyz) turns 200 when it is;
 * analyses that arrive meanwhile wait for the store.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from '../config.js';
import { openCardData } from '../cards/bootstrap.js';
import type { CardCatalog } from '../cards/catalog.js';
import { buildApp } from '../http/app.js';
import { DeckService, type AnalysisService, type AnalyzeInput, type AnswerRenderer, type CardNameLookup, type ExactText } from '../service/service.js';

/** How long in-flight answers may take to finish on shutdown. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** @fastify/under-pressure samples the event-loop delay every second (its default). */
const LOAD_MONITOR_SAMPLE_MS = 1_000;
/** A worker that dies this soon after the last restart is not restarted again (a crash loop). */
const RESTART_WINDOW_MS = 5_000;

/** Workers asked for: a number, or 0 for one per core. */
export function workerCount(asked: number): number {
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

/** The service once the card store is loaded; calls before then wait for it. */
function deferredService(loading: Promise<DeckService>): AnalysisService & CardNameLookup {
  let loaded: DeckService | undefined;
  void loading.then((service) => (loaded = service));
  return {
    analyze: async (input: AnalyzeInput) => (await loading).analyze(input),
    analyzeRendered: async (input: AnalyzeInput, render: AnswerRenderer, exact?: ExactText) => (await loading).analyzeRendered(input, render, exact),
    // Synchronous: before the store is loaded nothing is held, and the request takes the path that waits.
    renderedForText: (text: string) => loaded?.renderedForText(text) ?? { key: null },
    resolveNames: async (names: string[]) => (await loading).resolveNames(names),
  };
}

async function runServer(config: Config, logger: Logger): Promise<void> {
  // A heuristic V8 reads at each major collection, so it may be set once the process runs.
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let ready = false;
  let shedding = false;
  let resolveLoaded!: (service: DeckService) => void;
  const loading = new Promise<DeckService>((done) => (resolveLoaded = done));
  const app = await buildApp({
    service: deferredService(loading),
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    rateLimitPerMinute: config.rateLimitPerMinute,
    publicUrl: config.publicUrl,
    ready: () => ready,
    shedding: () => shedding,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    slowRequestMs: config.slowRequestMs,
  });
  // On SIGINT/SIGTERM, stop accepting connections and let in-flight answers finish (10 s at most).
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const { resolver } = await openCardData(config, logger);
  const service = new DeckService(resolver);
  resolveLoaded(service);
  // Ready once loaded. Loading blocked the event loop and the load monitor's next sample still
  // holds that block, so load shedding waits one sample past it (it would otherwise refuse the
  // first requests of a process that is not overloaded).
  ready = true;
  logger.info('card store loaded: ready');
  await new Promise((settled) => setTimeout(settled, LOAD_MONITOR_SAMPLE_MS + 100));
  shedding = true;
  warmInBackground(resolver.catalog, logger);
}

/**
 * Between requests, a slice per turn of the event loop: the suggestion index (so no typo waits
 * for it). Begun only after the first second, so the first requests a new process gets are not
 * slowed by it (an unknown name before then builds the index itself). Cards are not prepared
 * ahead: the catalogue keeps only the records in recent use, so each card's per-card work is
 * done on first sight and kept with its record.
 */
function warmInBackground(catalog: CardCatalog, logger: Logger): void {
  const warming = performance.now();
  void catalog.warmInBackground().then(
    () => logger.info({ ms: Math.round(performance.now() - warming) }, 'suggestion index built'),
    (err: unknown) => logger.warn({ err }, 'building the suggestion index failed: the first unknown name builds it instead'),
  );
}

/**
 * How far V8 lets the old space grow past what survived the last major
 * collection, in percent. V8's own choice (up to 4x when collections are
 * fast) let a server whose live heap is about 90 MiB reach 350-480 MiB of
 * RSS under sustained load; at 50 % it stayed at 155-265 MiB for the same
 * requests, with the CPU per request within the measurement's noise. Unlike
 * a cap (--max-old-space-size), the heap still grows with what is live.
 */
const HEAP_GROWING_PERCENT = 50;

/** The primary: builds the store once (so workers never race to import it), forks, restarts crashed workers, and passes shutdown on. */
async function runPrimary(config: Config, logger: Logger, workers: number): Promise<void> {
  const { store } = await openCardData(config, logger);
  store.close();
  let stopping = false;
  let lastRestart = 0;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.warn({ pid: worker.process.pid, code, signal }, 'worker exited');
    if (Date.now() - lastRestart < RESTART_WINDOW_MS) {
      logger.error('workers are crashing in a loop: not restarting');
      return;
    }
    lastRestart = Date.now();
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, 'stopping workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each worker finishes its in-flight answers within the grace period; then the primary leaves.
    const deadline = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2_000);
    deadline.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < workers; i++) cluster.fork();
  logger.info({ workers, port: config.port }, 'cluster started');
}

export async function serve(workersOption: string | undefined): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const asked = workersOption === undefined ? config.workers : Number(workersOption);
  const workers = workerCount(asked);
  if (cluster.isPrimary && workers > 1) return runPrimary(config, logger, workers);
  return runServer(config, logger);
}
