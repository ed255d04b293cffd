/**
 * Answers to identical requests, kept so a repeated deck (a permalink, a
 * retry, a page reload) is not parsed, resolved and analysed again.
 *
 * The key is everything an answer depends on: the decklist text as sent,
 * format, best-of, the card data's version (bumped by every import and live
 * write-back, which clears the cache) and the UTC day (the staleness warning
 * counts days). The service stores only answers that no live lookup and no
 * clock shaped (see DeckService). Bounded by the answers' serialized bytes;
 * past the bound the oldest answers go first.
 */
import type { DeckAnalysis } from '../contract/schemas.js';
import type { AnalyzeInput } from './service.js';

/** 16 MiB: about 1,800 answers of a 60-card deck (9 KB each), a fraction of the service's memory. */
export const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** A decklist longer than this is not cached: real lists are a few KB; a 1 MiB paste is not worth keeping. */
export const ANSWER_CACHE_MAX_LIST_CHARS = 20_000;

interface Held {
  answer: DeckAnalysis;
  bytes: number;
}

export class AnswerCache {
  private readonly held = new Map<string, Held>();
  private bytes = 0;
  private version: number | null = null;

  constructor(private readonly maxBytes = ANSWER_CACHE_MAX_BYTES) {}

  /** The key of a request, or null when it is not to be cached. */
  key(input: AnalyzeInput, dataVersion: number, now: Date): string | null {
    if (input.decklist.length > ANSWER_CACHE_MAX_LIST_CHARS) return null;
    if (this.version !== dataVersion) this.clear(dataVersion);
    return `${input.format}\u0000${input.best_of}\u0000${now.toISOString().slice(0, 10)}\u0000${input.decklist}`;
  }

  /** A copy of the held answer (top level: a caller setting a field changes only its copy), or undefined. */
  get(key: string): DeckAnalysis | undefined {
    const held = this.held.get(key);
    if (!held) return undefined;
    // Re-inserted last: Map order is the eviction order, so answers in use stay.
    this.held.delete(key);
    this.held.set(key, held);
    return { ...held.answer };
  }

  set(key: string, answer: DeckAnalysis): void {
    const bytes = 2 * key.length + JSON.stringify(answer).length;
    if (bytes > this.maxBytes || this.held.has(key)) return;
    this.held.set(key, { answer: { ...answer }, bytes });
    this.bytes += bytes;
    for (const [oldest, { bytes: size }] of this.held) {
      if (this.bytes <= this.maxBytes) break;
      this.held.delete(oldest);
      this.bytes -= size;
    }
  }

  clear(dataVersion: number | null = this.version): void {
    this.held.clear();
    this.bytes = 0;
    this.version = dataVersion;
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.held.size, bytes: this.bytes };
  }
}
