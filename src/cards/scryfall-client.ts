/**
 * Scryfall's live API: POST /cards/collection for names the store lacks, and
 * GET /bulk-data for the daily oracle_cards file. Scryfall asks clients for a
 * User-Agent and Accept header and at most about ten requests a second; we keep
 * to two a second across the process and stop asking for a while after a 429.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { nameKey, frontFace } from '../domain/names.js';
import { SERVICE_VERSION } from '../contract/version.js';
import { scryfallToRecord, type ScryfallCard } from './scryfall.js';
import type { CardRecord } from '../domain/cards.js';

export const SCRYFALL_API = 'https://api.scryfall.com';
export const COLLECTION_BATCH = 75;

export interface ScryfallClientOptions {
  baseUrl?: string;
  /** Per-call timeout (default 3 s). */
  timeoutMs?: number;
  /** Least time between two requests, process-wide (default 500 ms: two a second). */
  minIntervalMs?: number;
  /** How long to stop asking after a 429 with no Retry-After (default 60 s). */
  cooldownMs?: number;
  /** Wait before the one retry after a 5xx or a timeout (default 250 ms). */
  retryBackoffMs?: number;
  /** How long to stop asking after Scryfall could not be reached at all, twice (default 30 s). */
  outageCooldownMs?: number;
  fetch?: typeof fetch;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export interface CollectionResult {
  /** Records keyed by the requested name they answer. */
  found: Map<string, CardRecord>;
  /** Names Scryfall said it does not know. */
  notFound: string[];
  /** Names that could not be asked or answered (timeouts, errors, budget, cooldown). */
  failed: string[];
  fetchedAt: string;
}

class CallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly rateLimited = false,
    readonly retryAfterMs?: number,
    /** The connection itself failed (no answer at all, not a timeout). */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export class ScryfallClient {
  readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly minIntervalMs: number;
  private readonly cooldownMs: number;
  private readonly retryBackoffMs: number;
  private readonly outageCooldownMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly log: NonNullable<ScryfallClientOptions['log']>;
  private nextSlot = 0;
  private pausedUntil = 0;

  constructor(options: ScryfallClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? SCRYFALL_API).replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.minIntervalMs = options.minIntervalMs ?? 500;
    this.cooldownMs = options.cooldownMs ?? 60_000;
    this.retryBackoffMs = options.retryBackoffMs ?? 250;
    this.outageCooldownMs = options.outageCooldownMs ?? 30_000;
    this.fetchImpl = options.fetch ?? fetch;
    this.log = options.log ?? (() => {});
  }

  get headers(): Record<string, string> {
    return { 'User-Agent': `Deckdoctor/${SERVICE_VERSION} (deck analysis service)`, Accept: 'application/json' };
  }

  /** True while a 429 has us holding off. */
  get coolingDown(): boolean {
    return Date.now() < this.pausedUntil;
  }

  /** Reserves the next request slot, process-wide; resolves when it is due (or false past the deadline). */
  private async takeSlot(deadline: number): Promise<boolean> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    if (slot >= deadline) return false;
    this.nextSlot = slot + this.minIntervalMs;
    if (slot > now) await sleep(slot - now);
    return true;
  }

  private async call(path: string, init: RequestInit, deadline: number): Promise<unknown> {
    const timeout = Math.max(1, Math.min(this.timeoutMs, deadline - Date.now()));
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        ...init,
        headers: { ...this.headers, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new CallError(`request failed: ${(error as Error).message}`, true, false, undefined, !timedOut);
    }
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new CallError('rate limited (429)', false, true, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new CallError(`body could not be read: ${(error as Error).message}`, true);
    }
    if (response.status >= 500) throw new CallError(`server error ${response.status}`, true);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CallError(`malformed JSON from ${path} (status ${response.status})`, false);
    }
    const object = body as { object?: string; details?: string; not_found?: unknown };
    if (object?.object === 'error' && !Array.isArray(object.not_found)) {
      throw new CallError(`Scryfall error ${response.status}: ${object.details ?? 'no details'}`, false);
    }
    if (!response.ok && object?.object !== 'list') throw new CallError(`unexpected status ${response.status}`, false);
    return body;
  }

  /** One call with one retry on 5xx and timeouts; 429 starts the cooldown. */
  private async callWithRetry(path: string, init: RequestInit, deadline: number): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (this.coolingDown) throw new CallError('holding off after a 429 or an outage', false);
      if (!(await this.takeSlot(deadline))) throw new CallError('time budget spent', false);
      try {
        return await this.call(path, init, deadline);
      } catch (error) {
        const failure = error as CallError;
        if (failure.rateLimited) {
          this.pausedUntil = Date.now() + (failure.retryAfterMs ?? this.cooldownMs);
          this.log('Scryfall answered 429; holding off', { until: new Date(this.pausedUntil).toISOString() });
        }
        if (failure.unreachable && attempt === 1) {
          // Offline: stop paying the connection failure on every analysis for a while.
          this.pausedUntil = Date.now() + this.outageCooldownMs;
          this.log('Scryfall unreachable; holding off', { until: new Date(this.pausedUntil).toISOString() });
        }
        if (!failure.retryable || attempt === 1) throw failure;
        this.log('Scryfall call failed; retrying once', { reason: failure.message });
        await sleep(this.retryBackoffMs);
      }
    }
    throw new CallError('unreachable', false);
  }

  /** Resolves names in batches of 75 through POST /cards/collection, within a deadline. */
  async collection(names: string[], deadline: number): Promise<CollectionResult> {
    const result: CollectionResult = { found: new Map(), notFound: [], failed: [], fetchedAt: new Date().toISOString() };
    for (let start = 0; start < names.length; start += COLLECTION_BATCH) {
      const batch = names.slice(start, start + COLLECTION_BATCH);
      try {
        const body = await this.callWithRetry(
          '/cards/collection',
          { method: 'POST', body: JSON.stringify({ identifiers: batch.map((name) => ({ name })) }) },
          deadline,
        );
        this.readCollection(body, batch, result);
      } catch (error) {
        this.log('Scryfall collection lookup failed', { reason: (error as Error).message, names: batch.length });
        result.failed.push(...batch);
      }
    }
    return result;
  }

  private readCollection(body: unknown, batch: string[], result: CollectionResult): void {
    const list = body as { data?: ScryfallCard[]; not_found?: Array<{ name?: string }> };
    const wanted = new Map(batch.map((name) => [nameKey(name), name]));
    const wantedFront = new Map(batch.map((name) => [nameKey(frontFace(name)), name]));
    for (const card of Array.isArray(list.data) ? list.data : []) {
      if (!card || typeof card !== 'object' || typeof card.name !== 'string') continue;
      const record = scryfallToRecord(card);
      const keys = [record.name, ...record.faceNames].map(nameKey);
      const requested = keys.map((k) => wanted.get(k) ?? wantedFront.get(k)).find((n) => n !== undefined);
      if (requested) result.found.set(requested, record);
    }
    const notFound = new Set((Array.isArray(list.not_found) ? list.not_found : []).map((id) => nameKey(id?.name ?? '')));
    for (const name of batch) {
      if (result.found.has(name)) continue;
      if (notFound.has(nameKey(name))) result.notFound.push(name);
      else result.failed.push(name);
    }
  }

  /** Finds the download address of a bulk file (default: oracle_cards) through GET /bulk-data. */
  async bulkFile(type = 'oracle_cards', deadlineMs = 30_000): Promise<{ uri: string; updatedAt: string }> {
    const body = await this.callWithRetry('/bulk-data', { method: 'GET' }, Date.now() + deadlineMs);
    const list = body as { data?: Array<{ type?: string; download_uri?: string; updated_at?: string }> };
    const entry = (list.data ?? []).find((d) => d.type === type);
    if (!entry?.download_uri) throw new Error(`Scryfall's bulk-data list has no ${type} file`);
    return { uri: entry.download_uri, updatedAt: entry.updated_at ?? new Date().toISOString() };
  }
}
