/**
 * Scryfall's live API: POST /cards/collection for names the store lacks, and
 * GET /bulk-data for the daily oracle_cards file. Scryfall asks clients for a
 * User-Agent and Accept header and at most about ten requests a second; we keep
 * to two a second across the process and stop asking for a while after a 429.
 * Answers come from outside: bodies are read with a size cap, every card is
 * checked against the schema, and each failure keeps its reason so the
 * resolver can tell "the lookup failed" from "no such card".
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Type from '../contract/typebox.js';
import { nameKey } from '../domain/names.js';
import { SERVICE_VERSION } from '../contract/version.js';
import { BULK_LISTING_TIMEOUT_MS, COLLECTION_BATCH, DEFAULT_BULK_HOSTS, MAX_COLLECTION_BODY_BYTES, MAX_LISTING_BODY_BYTES } from './limits.js';
import type { FailedLookup, LookupFailureReason } from './lookup-failure.js';
import { scryfallCardCheck, scryfallToRecord, type ScryfallCardCheck } from './scryfall.js';
import type { CardRecord } from '../domain/cards.js';

export interface ScryfallClientOptions {
  /** Scryfall's API root; the default lives in config.ts (SCRYFALL_API_URL). */
  baseUrl: string;
  /** Per-call timeout; the default lives in config.ts (DECKDOCTOR_LIVE_TIMEOUT_MS). */
  timeoutMs: number;
  /** Least time between two requests, process-wide (default 500 ms: two a second). */
  minIntervalMs?: number;
  /** How long to stop asking after a 429 with no Retry-After (default 60 s). */
  cooldownMs?: number;
  /** Wait before the one retry after a 5xx or a timeout (default 250 ms). */
  retryBackoffMs?: number;
  /** How long to stop asking after Scryfall could not be reached at all, twice (default 30 s). */
  outageCooldownMs?: number;
  /** Largest collection answer read (default MAX_COLLECTION_BODY_BYTES). */
  maxBodyBytes?: number;
  /** Hosts bulk files may come from besides the API's own host (default DEFAULT_BULK_HOSTS). */
  bulkHosts?: readonly string[];
  fetch?: typeof fetch;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export interface CollectionResult {
  /** Records keyed by the requested name they answer. */
  found: Map<string, CardRecord>;
  /** Names Scryfall said it does not know. */
  notFound: string[];
  /** Names that could not be asked or answered (timeouts, errors, budget, cooldown, unusable answers). */
  failed: string[];
  /** The same names grouped by why, in the order they failed. */
  failures: FailedLookup[];
  fetchedAt: string;
}

/** A bulk file as GET /bulk-data lists it: JSON Lines (gzipped) when offered, else the older JSON array. */
export interface BulkFile {
  type: string;
  uri: string;
  format: 'jsonl' | 'json';
  updatedAt: string;
}

class CallError extends Error {
  constructor(
    message: string,
    readonly reason: LookupFailureReason,
    readonly retryable = false,
    readonly retryAfterMs?: number,
    /** The connection itself failed (no answer at all): counts toward the outage pause. */
    readonly outage = false,
  ) {
    super(message);
  }
}

/** Reads a body as a stream and gives up past `maxBytes` (a huge answer must not cost memory). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => {});
    throw new CallError(`answer of ${declared} bytes is over the ${maxBytes}-byte cap`, 'too_large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      total += part.value.byteLength;
      if (total > maxBytes) {
        void reader.cancel().catch(() => {});
        throw new CallError(`answer over the ${maxBytes}-byte cap`, 'too_large');
      }
      chunks.push(part.value);
    }
  } catch (error) {
    if (error instanceof CallError) throw error;
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new CallError(`body could not be read: ${(error as Error).message}`, timedOut ? 'timeout' : 'unreachable', true);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const BulkEntrySchema = Type.Object({
  type: Type.String(),
  updated_at: Type.Optional(Type.String()),
  download_uri: Type.Optional(Type.String()),
  jsonl_download_uri: Type.Optional(Type.String()),
});

export class ScryfallClient {
  readonly baseUrl: string;
  readonly bulkHosts: readonly string[];
  private readonly timeoutMs: number;
  private readonly minIntervalMs: number;
  private readonly cooldownMs: number;
  private readonly retryBackoffMs: number;
  private readonly outageCooldownMs: number;
  private readonly maxBodyBytes: number;
  private readonly fetchImpl: typeof fetch;
  private readonly log: NonNullable<ScryfallClientOptions['log']>;
  private nextSlot = 0;
  private pausedUntil = 0;

  constructor(options: ScryfallClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.bulkHosts = options.bulkHosts ?? DEFAULT_BULK_HOSTS;
    this.timeoutMs = options.timeoutMs;
    this.minIntervalMs = options.minIntervalMs ?? 500;
    this.cooldownMs = options.cooldownMs ?? 60_000;
    this.retryBackoffMs = options.retryBackoffMs ?? 250;
    this.outageCooldownMs = options.outageCooldownMs ?? 30_000;
    this.maxBodyBytes = options.maxBodyBytes ?? MAX_COLLECTION_BODY_BYTES;
    this.fetchImpl = options.fetch ?? fetch;
    this.log = options.log ?? (() => {});
  }

  get headers(): Record<string, string> {
    return { 'User-Agent': `Deckdoctor/${SERVICE_VERSION} (deck analysis service)`, Accept: 'application/json' };
  }

  /** True while a 429 or an outage has us holding off. */
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

  private async send(path: string, init: RequestInit, deadline: number): Promise<Response> {
    const timeout = Math.max(1, Math.min(this.timeoutMs, deadline - Date.now()));
    try {
      return await this.fetchImpl(`${this.baseUrl}${path}`, {
        ...init,
        headers: { ...this.headers, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new CallError(`request failed: ${(error as Error).message}`, timedOut ? 'timeout' : 'unreachable', true, undefined, !timedOut);
    }
  }

  private async call(path: string, init: RequestInit, deadline: number, maxBytes: number): Promise<unknown> {
    const response = await this.send(path, init, deadline);
    if (response.status === 429) {
      void response.body?.cancel().catch(() => {});
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new CallError('rate limited (429)', 'rate_limited', false, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
    }
    if (response.status >= 500) {
      void response.body?.cancel().catch(() => {});
      throw new CallError(`server error ${response.status}`, 'server_error', true);
    }
    const text = await readCapped(response, maxBytes);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CallError(`malformed JSON from ${path} (status ${response.status})`, 'invalid_answer');
    }
    const object = (body && typeof body === 'object' ? body : {}) as { object?: unknown; details?: unknown; not_found?: unknown };
    if (object.object === 'error' && !Array.isArray(object.not_found)) {
      throw new CallError(`Scryfall error ${response.status}: ${String(object.details ?? 'no details')}`, 'rejected');
    }
    if (!response.ok && object.object !== 'list') throw new CallError(`unexpected status ${response.status}`, 'rejected');
    return body;
  }

  /** Starts the pause a 429 or a second connection failure calls for. */
  private pauseAfter(failure: CallError, attempt: number): void {
    if (failure.reason === 'rate_limited') {
      this.pausedUntil = Date.now() + (failure.retryAfterMs ?? this.cooldownMs);
      this.log('Scryfall answered 429; holding off', { until: new Date(this.pausedUntil).toISOString() });
    }
    if (failure.outage && attempt === 1) {
      // Offline: stop paying the connection failure on every analysis for a while.
      this.pausedUntil = Date.now() + this.outageCooldownMs;
      this.log('Scryfall unreachable; holding off', { until: new Date(this.pausedUntil).toISOString() });
    }
  }

  /** One call with one retry on 5xx and timeouts; 429 starts the cooldown. A retry that cannot run reports the first failure. */
  private async callWithRetry(path: string, init: RequestInit, deadline: number, maxBytes: number): Promise<unknown> {
    let previous: CallError | null = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (this.coolingDown) throw previous ?? new CallError('holding off after a 429 or an outage', 'paused');
      if (!(await this.takeSlot(deadline))) throw previous ?? new CallError('time budget spent', 'budget_exhausted');
      try {
        return await this.call(path, init, deadline, maxBytes);
      } catch (error) {
        const failure = error instanceof CallError ? error : new CallError((error as Error).message, 'invalid_answer');
        this.pauseAfter(failure, attempt);
        if (!failure.retryable || attempt === 1) throw failure;
        this.log('Scryfall call failed; retrying once', { reason: failure.message });
        previous = failure;
        await sleep(this.retryBackoffMs);
      }
    }
    throw previous ?? new CallError('no attempt made', 'budget_exhausted');
  }

  /** Resolves names in batches of 75 through POST /cards/collection, within a deadline. */
  async collection(names: string[], deadline: number): Promise<CollectionResult> {
    const result: CollectionResult = { found: new Map(), notFound: [], failed: [], failures: [], fetchedAt: new Date().toISOString() };
    for (let start = 0; start < names.length; start += COLLECTION_BATCH) {
      const batch = names.slice(start, start + COLLECTION_BATCH);
      try {
        const body = await this.callWithRetry(
          '/cards/collection',
          { method: 'POST', body: JSON.stringify({ identifiers: batch.map((name) => ({ name })) }) },
          deadline,
          this.maxBodyBytes,
        );
        this.readCollection(body, batch, result, await scryfallCardCheck());
      } catch (error) {
        const failure = error as CallError;
        this.log('Scryfall collection lookup failed', { reason: failure.message, names: batch.length });
        fail(result, failure.reason, batch);
      }
    }
    return result;
  }

  /**
   * Takes from an answer only valid cards whose name or a face's name is exactly
   * a name asked (an answer "Lightning Bolt" does not answer "Lightning Bolt // Zzz").
   * An asked name the answer neither resolves nor lists as not found failed.
   */
  private readCollection(body: unknown, batch: string[], result: CollectionResult, check: ScryfallCardCheck): void {
    const list = (body && typeof body === 'object' ? body : {}) as { data?: unknown; not_found?: unknown };
    if (!Array.isArray(list.data)) return fail(result, 'invalid_answer', batch);
    const wanted = new Map<string, string[]>();
    for (const name of batch) wanted.set(nameKey(name), [...(wanted.get(nameKey(name)) ?? []), name]);
    for (const card of list.data) {
      if (!check.isValid(card)) {
        this.log('Scryfall answered an invalid card; dropped', { name: (card as { name?: unknown })?.name, problem: check.problem(card) });
        continue;
      }
      const record = scryfallToRecord(card);
      const key = [record.name, ...record.faceNames].map(nameKey).find((k) => wanted.has(k));
      for (const requested of key ? wanted.get(key)! : []) if (!result.found.has(requested)) result.found.set(requested, record);
    }
    const notFound = new Set(
      (Array.isArray(list.not_found) ? (list.not_found as unknown[]) : []).map((id) => {
        const name = (id as { name?: unknown } | null)?.name;
        return typeof name === 'string' ? nameKey(name) : '';
      }),
    );
    const unanswered: string[] = [];
    for (const name of batch) {
      if (result.found.has(name)) continue;
      if (notFound.has(nameKey(name))) result.notFound.push(name);
      else unanswered.push(name);
    }
    fail(result, 'invalid_answer', unanswered);
  }

  /** Finds a bulk file (default: oracle_cards) through GET /bulk-data: JSON Lines first, the JSON array as fallback. */
  async bulkFile(type = 'oracle_cards', deadlineMs = BULK_LISTING_TIMEOUT_MS): Promise<BulkFile> {
    const body = await this.callWithRetry('/bulk-data', { method: 'GET' }, Date.now() + deadlineMs, MAX_LISTING_BODY_BYTES);
    const data = (body as { data?: unknown })?.data;
    // Compiled here, not at load: TypeBox's compiler is loaded only when a bulk file is looked for.
    const { Compile } = await import('typebox/compile');
    const bulkEntry = Compile(BulkEntrySchema);
    const entry = (Array.isArray(data) ? data : []).filter((d) => bulkEntry.Check(d)).find((d) => d.type === type);
    const uri = entry?.jsonl_download_uri ?? entry?.download_uri;
    if (!entry || !uri) throw new Error(`Scryfall's bulk-data list has no ${type} file`);
    return { type, uri, format: entry.jsonl_download_uri ? 'jsonl' : 'json', updatedAt: entry.updated_at ?? new Date().toISOString() };
  }
}

function fail(result: CollectionResult, reason: LookupFailureReason, names: string[]): void {
  if (names.length === 0) return;
  result.failed.push(...names);
  result.failures.push({ reason, names });
}
