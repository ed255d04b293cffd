/**
 * Configuration from the environment, and every default in one table
 * (DEFAULTS, as the README's Configuration table lists them). Other modules
 * take their defaults from here rather than repeating the numbers.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(resolve(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  dbPath: string;
  /** A card file to import when the store is empty. */
  cardFile: string | null;
  /** Folders searched for a snapshot when the store is empty. */
  snapshotDirs: string[];
  liveEnabled: boolean;
  scryfallUrl: string;
  liveTimeoutMs: number;
  liveBudgetMs: number;
  /** Download Scryfall's bulk file on first start when no snapshot is found. */
  downloadOnFirstStart: boolean;
  bodyLimit: number;
  /** Requests per minute per client; 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** The URL clients reach the service at; default http://HOST:PORT. */
  publicUrl: string;
  /** Hosts (https) that `cards sync` may download bulk files from, besides the API's own. */
  bulkHosts: string[];
  /** Ops: worker processes for `serve` (WORKERS); 0 means one per core. */
  workers: number;
  /** Ops: mean event-loop delay (ms) past which requests get 503 (DECKDOCTOR_MAX_EVENT_LOOP_DELAY_MS); 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** Requests slower than this (ms) are logged at warn level; others are not logged at info. */
  slowRequestMs: number;
}

/** The defaults, one place: the HTTP app and the CLI read them from here. */
export const DEFAULTS = {
  port: 8080,
  host: '127.0.0.1',
  logLevel: 'info',
  dbPath: 'data/cards.sqlite',
  snapshotDirs: ['data', '../shared/carddata'],
  scryfallUrl: 'https://api.scryfall.com',
  /** Scryfall serves its bulk files from this host. */
  bulkHosts: ['data.scryfall.io'],
  /** Scryfall answers a collection call in well under a second; 3 s leaves room for a slow hop. */
  liveTimeoutMs: 3000,
  /** Live lookups never hold a request longer than this in total. */
  liveBudgetMs: 5000,
  /** 1 MiB: a 100-card list is a few kilobytes, so this only stops abuse. */
  bodyLimit: 1024 * 1024,
  /** 0: rate limiting off. */
  rateLimitPerMinute: 0,
  /** A whole request (headers and body) must arrive within 10 s: a 1 MiB body needs far less on any real link. */
  requestTimeoutMs: 10_000,
  /** Headers must arrive within 5 s (slow-headers attacks). */
  headersTimeoutMs: 5_000,
  /** An idle socket is closed after 30 s. */
  connectionTimeoutMs: 30_000,
  /** Keep-alive sockets wait 5 s for the next request. */
  keepAliveTimeoutMs: 5_000,
  /** Connections open at once; past it the socket refuses, so trickling clients cannot exhaust memory. */
  maxConnections: 1024,
  // --- Ops ---
  /** Answers smaller than 1 KiB gain little from compression and cost a CPU pass. */
  compressThresholdBytes: 1024,
  /** Worker processes for `serve` (node:cluster): one, so a container or pod is one process and scales by replicas; 0 means one per core. */
  workers: 1,
  /** Mean event-loop delay past which `serve` sheds load with 503: the worst 1 MiB request blocks about 0.7 s. */
  maxEventLoopDelayMs: 1000,
  /** An answer is a fraction of a millisecond of work; one taking a second is worth a log line (a live lookup, a stalled loop). */
  slowRequestMs: 1000,
} as const;

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : !['0', 'false', 'off', 'no'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: number(env.PORT, DEFAULTS.port),
    host: env.HOST ?? DEFAULTS.host,
    logLevel: env.LOG_LEVEL ?? DEFAULTS.logLevel,
    dbPath: resolve(PROJECT_ROOT, env.DECKDOCTOR_DB ?? DEFAULTS.dbPath),
    cardFile: env.DECKDOCTOR_CARD_FILE ? resolve(env.DECKDOCTOR_CARD_FILE) : null,
    snapshotDirs: (env.DECKDOCTOR_SNAPSHOT_DIRS?.split(':') ?? DEFAULTS.snapshotDirs).map((d) => resolve(PROJECT_ROOT, d)),
    liveEnabled: flag(env.DECKDOCTOR_LIVE, true),
    scryfallUrl: env.SCRYFALL_API_URL ?? DEFAULTS.scryfallUrl,
    liveTimeoutMs: number(env.DECKDOCTOR_LIVE_TIMEOUT_MS, DEFAULTS.liveTimeoutMs),
    liveBudgetMs: number(env.DECKDOCTOR_LIVE_BUDGET_MS, DEFAULTS.liveBudgetMs),
    downloadOnFirstStart: flag(env.DECKDOCTOR_DOWNLOAD_ON_START, true),
    bodyLimit: number(env.DECKDOCTOR_MAX_BODY_BYTES, DEFAULTS.bodyLimit),
    rateLimitPerMinute: number(env.DECKDOCTOR_RATE_LIMIT_PER_MINUTE, DEFAULTS.rateLimitPerMinute),
    bulkHosts: env.SCRYFALL_BULK_HOSTS ? env.SCRYFALL_BULK_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean) : [...DEFAULTS.bulkHosts],
    slowRequestMs: number(env.DECKDOCTOR_SLOW_REQUEST_MS, DEFAULTS.slowRequestMs),
    publicUrl: env.PUBLIC_URL ?? `http://${env.HOST ?? DEFAULTS.host}:${number(env.PORT, DEFAULTS.port)}`,
    workers: number(env.WORKERS, DEFAULTS.workers),
    maxEventLoopDelayMs: number(env.DECKDOCTOR_MAX_EVENT_LOOP_DELAY_MS, DEFAULTS.maxEventLoopDelayMs),
  };
}
