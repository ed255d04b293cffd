/** Configuration from the environment, with the defaults the README lists. */
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
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : !['0', 'false', 'off', 'no'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: number(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    logLevel: env.LOG_LEVEL ?? 'info',
    dbPath: resolve(PROJECT_ROOT, env.DECKDOCTOR_DB ?? 'data/cards.sqlite'),
    cardFile: env.DECKDOCTOR_CARD_FILE ? resolve(env.DECKDOCTOR_CARD_FILE) : null,
    snapshotDirs: (env.DECKDOCTOR_SNAPSHOT_DIRS?.split(':') ?? ['data', '../shared/carddata']).map((d) => resolve(PROJECT_ROOT, d)),
    liveEnabled: flag(env.DECKDOCTOR_LIVE, true),
    scryfallUrl: env.SCRYFALL_API_URL ?? 'https://api.scryfall.com',
    liveTimeoutMs: number(env.DECKDOCTOR_LIVE_TIMEOUT_MS, 3000),
    liveBudgetMs: number(env.DECKDOCTOR_LIVE_BUDGET_MS, 5000),
    downloadOnFirstStart: flag(env.DECKDOCTOR_DOWNLOAD_ON_START, true),
    bodyLimit: number(env.DECKDOCTOR_MAX_BODY_BYTES, 1024 * 1024),
    rateLimitPerMinute: number(env.DECKDOCTOR_RATE_LIMIT_PER_MINUTE, 0),
  };
}
