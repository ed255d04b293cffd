/**
 * Answers to repeated requests, kept so a repeated deck (a permalink, a
 * retry, a page reload, the same list pasted from another site) is not
 * resolved and analysed again.
 *
 * Two kinds of entry share one byte bound (least recently used out first):
 * - by deck: the analysis, keyed on the parsed deck (entries with their
 *   sections in order, line diagnostics, the non-decklist verdict), not on the
 *   text as sent, so "4x Bolt" and "4 Bolt (M10) 146" with other blank lines
 *   and comments meet the same entry. The parsed deck is everything an answer
 *   reads of the text (the source lines of an entry are not in the answer).
 *   HTTP adds the answer's bytes without the request's own part (its frame:
 *   everything but the permalink), so the same deck in another text is
 *   answered without serializing it again.
 * - by request: the answer as HTTP sends it (bytes and ETag) for the exact
 *   request text, so an identical request is answered without parsing,
 *   analysing or serializing. The permalink in those bytes packs the text as
 *   sent, which is why they are kept per request and not per deck.
 *
 * Both keys hold format, best-of and the UTC day (the staleness warning counts
 * days); every entry belongs to one card-data version (bumped by every import
 * and live write-back, which clears the cache). The service stores only
 * answers that no live lookup and no clock shaped (see DeckService).
 *
 * An entry is kept the second time its key is asked for, not the first: most
 * requests a public API sees are never repeated (a new list, a list with its
 * own comment line), and keeping each of them, to be evicted unused a moment
 * later, churned the old generation of the heap (in process, a stream of
 * corpus decks with typos cost 201-207 us per request with every answer kept
 * and 144-153 us with none, and seven major collections in 20,000 requests
 * against none). What was asked once is remembered by a fingerprint alone.
 */
import { hash } from 'node:crypto';
import { Generations } from '../domain/card-memo.js';
import type { DeckAnalysis } from '../contract/schemas.js';
import type { DeckEntry, ParsedDeck } from '../domain/decklist.js';
import type { AnalyzeInput } from './service.js';

/** 16 MiB: about 900 decks held both ways (9 KB each), a fraction of the service's memory. */
export const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Keys asked for once that are remembered (as 27-character fingerprints, about 1 MiB): an entry is kept when its key is among them. */
export const ANSWER_CACHE_SEEN_KEYS = 8192;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A decklist longer than this is not cached: real lists are a few KB; a 1 MiB paste is not worth keeping. */
export const ANSWER_CACHE_MAX_LIST_CHARS = 20_000;

/** An answer as HTTP sends it. */
export interface RenderedAnswer {
  /** The body's bytes (UTF-8): sent as they are, with no encoding or length count per request. */
  body: Buffer;
  /** Strong entity tag of the body. */
  etag: string;
  /** True when the answer came from the card store alone with every name known (long Cache-Control). */
  stable: boolean;
}

/**
 * An answer's bytes without the request's own part (the permalink, which packs
 * the text as sent): the same for every text of one deck.
 */
export interface AnswerFrame {
  /** The body's bytes before and after the request's own part. */
  head: Buffer;
  tail: Buffer;
  /** A hash of head and tail, from which each request's entity tag is made (HTTP makes it on first read). */
  readonly digest: string;
  /** The entity tag's part that names the service and the card data. */
  tagPrefix: string;
  /** As RenderedAnswer.stable. */
  stable: boolean;
}

/** An entry, with the key string it was first stored under (see take). */
type Held = ({ answer: DeckAnalysis; frame?: AnswerFrame; rendered?: undefined } | { rendered: RenderedAnswer; answer?: undefined }) & { bytes: number; key: string };

/** A frame's digest: a sha256 in base64url. Counted by its known length, since reading it makes it (answer-body.ts). */
const DIGEST_CHARS = 43;
const frameBytes = (frame: AnswerFrame) => frame.head.length + frame.tail.length + DIGEST_CHARS + frame.tagPrefix.length;

/** The fields of an entry its key writes: all but its source line numbers (the build fails here if an entry gains a field). */
const ENTRY_KEY_FIELDS: Record<Exclude<keyof DeckEntry, 'lines'>, true> = { name: true, quantity: true, section: true };

/**
 * The parsed deck as a key: every field the analysis reads, without the
 * entries' source line numbers. The entries are written out by hand, each name
 * after its length, so no name can run into the next field whatever it holds
 * (quantity is digits, section letters): a replacer function called for every
 * value took three times as long (46 against 13 us for a 100-card list), and
 * quoting each name as JSON made a string per entry (5.5 against 2-3.5 us a
 * corpus deck for the whole key).
 */
function canonicalDeck(parsed: ParsedDeck, notADecklist: unknown): string {
  let entries = '';
  for (const { name, quantity, section } of parsed.entries) entries += `${name.length}:${name}${quantity}${section},`;
  return `${entries}\u0000${JSON.stringify([{ ...parsed, entries: ENTRY_KEY_FIELDS }, notADecklist])}`;
}

export class AnswerCache {
  private readonly held = new Map<string, Held>();
  private bytes = 0;
  private version: number | null = null;
  /** Each parsed deck's last key, with the request part and screening it was made for. */
  private readonly lastDeckKeys = new WeakMap<ParsedDeck, { part: string; notADecklist: unknown; key: string }>();
  /** Fingerprints of keys asked for once, in two generations (the oldest half goes whole). */
  private readonly seen = new Generations<string, true>(ANSWER_CACHE_SEEN_KEYS);

  constructor(private readonly maxBytes = ANSWER_CACHE_MAX_BYTES) {}

  /** The UTC day of a key (as a number of days since 1970: the date as text cost a string per request); clears the cache on new card data. */
  private dayOf(dataVersion: number, now: Date): number {
    if (this.version !== dataVersion) this.clear(dataVersion);
    return Math.floor(now.getTime() / DAY_MS);
  }

  /** The request's part of a key, or null when the request is not to be cached. */
  private requestPart(input: AnalyzeInput, dataVersion: number, now: Date): string | null {
    if (input.decklist.length > ANSWER_CACHE_MAX_LIST_CHARS) return null;
    return `${input.format}\u0000${input.best_of}\u0000${this.dayOf(dataVersion, now)}\u0000`;
  }

  /**
   * The key of a request by its exact text as received (HTTP's JSON body,
   * which fixes format, best_of and decklist), for its rendered answer; null
   * when not cached. It is looked up before the text is even parsed.
   */
  textKey(text: string, dataVersion: number, now: Date): string | null {
    if (text.length > ANSWER_CACHE_MAX_LIST_CHARS) return null;
    return `text\u0000${this.dayOf(dataVersion, now)}\u0000${text}`;
  }

  /** The key of the exact request by its input (format, best_of and the decklist as sent), for its rendered answer; null when not cached. */
  requestKey(input: AnalyzeInput, dataVersion: number, now: Date): string | null {
    const part = this.requestPart(input, dataVersion, now);
    return part === null ? null : `request\u0000${part}${input.decklist}`;
  }

  /**
   * The key of the parsed deck, for its analysis; null when not cached. A
   * parsed deck shared by several texts (parse.ts) keeps its last key: the
   * same string each time, whose hash V8 has already worked out, and which
   * the held entry's key is (its comparison stops at the pointer).
   */
  deckKey(input: AnalyzeInput, parsed: ParsedDeck, notADecklist: unknown, dataVersion: number, now: Date): string | null {
    const part = this.requestPart(input, dataVersion, now);
    if (part === null) return null;
    const last = this.lastDeckKeys.get(parsed);
    if (last?.part === part && last.notADecklist === notADecklist) return last.key;
    const key = `deck\u0000${part}${canonicalDeck(parsed, notADecklist)}`;
    this.lastDeckKeys.set(parsed, { part, notADecklist, key });
    return key;
  }

  private take(key: string): Held | undefined {
    const held = this.held.get(key);
    if (!held) return undefined;
    // Re-inserted last: Map order is the eviction order, so answers in use stay.
    // Under the key string it was stored with, not this request's equal one: the
    // map would otherwise hold each request's 1-3 KB key (built and flattened
    // for this request) past the young generation's collections, and every one
    // replaced later is old-space garbage. Measured on the corpus with typos,
    // in process: 560 bytes promoted per request with the request's key, 182
    // with the stored one.
    this.held.delete(held.key);
    this.held.set(held.key, held);
    return held;
  }

  /**
   * The held analysis and the frame held with it, or undefined. Shared, not
   * copied: HTTP only serializes it, and a caller that changes an answer
   * copies it first (DeckService.analyze).
   */
  recall(key: string): { answer: DeckAnalysis; frame?: AnswerFrame } | undefined {
    const held = this.take(key);
    return held?.answer === undefined ? undefined : held;
  }

  /** The rendered answer of an identical request, or undefined. */
  getRendered(key: string): RenderedAnswer | undefined {
    return this.take(key)?.rendered;
  }

  /**
   * Keeps an analysis (`size`: its serialized length, asked for only when it
   * is kept: without a frame it is measured by serializing the whole answer),
   * with its frame when HTTP made one, made from card-data version
   * `dataVersion` (dropped if the data changed meanwhile).
   */
  set(key: string, answer: DeckAnalysis, dataVersion: number, size: () => number, frame?: AnswerFrame): void {
    const bytes = this.admitted(key, () => 2 * key.length + size() + (frame ? frameBytes(frame) : 0), dataVersion);
    // The copy is made only for an answer kept: most are asked for once and never are.
    if (bytes !== null) this.hold({ answer: { ...answer }, frame, bytes, key });
  }

  /** Adds a frame to a held analysis that has none (one analysed for a caller other than HTTP). */
  setFrame(key: string, frame: AnswerFrame, dataVersion: number): void {
    const held = this.held.get(key);
    if (dataVersion !== this.version || held?.answer === undefined || held.frame !== undefined) return;
    held.frame = frame;
    held.bytes += frameBytes(frame);
    this.bytes += frameBytes(frame);
    this.evict();
  }

  /** Keeps a rendered answer made from card-data version `dataVersion` (dropped if the data changed meanwhile). */
  setRendered(key: string, rendered: RenderedAnswer, dataVersion: number): void {
    const bytes = this.admitted(key, () => 2 * key.length + rendered.body.length + rendered.etag.length, dataVersion);
    if (bytes !== null) this.hold({ rendered, bytes, key });
  }

  /** True when `key` was asked for before; otherwise remembers that it has been now. */
  private seenBefore(key: string): boolean {
    // The one-shot hash: a Hash object per request cost about as much again as the hashing.
    const fingerprint = hash('sha1', key, 'base64');
    if (this.seen.peek(fingerprint)) return true;
    this.seen.set(fingerprint, true);
    return false;
  }

  /**
   * The size of an entry made from card-data version `dataVersion` that is to
   * be kept under `key` (current data, not held, asked for before, fits), or
   * null; `bytes` is called only for a key asked for before.
   */
  private admitted(key: string, bytes: () => number, dataVersion: number): number | null {
    if (dataVersion !== this.version || this.held.has(key) || !this.seenBefore(key)) return null;
    const size = bytes();
    return size <= this.maxBytes ? size : null;
  }

  private hold(entry: Held): void {
    this.held.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  /** Least recently used out first, down to the bound. */
  private evict(): void {
    for (const [oldest, { bytes: size }] of this.held) {
      if (this.bytes <= this.maxBytes) break;
      this.held.delete(oldest);
      this.bytes -= size;
    }
  }

  clear(dataVersion: number | null = this.version): void {
    this.held.clear();
    this.seen.clear();
    this.bytes = 0;
    this.version = dataVersion;
  }

  get size(): { answers: number; rendered: number; bytes: number } {
    let rendered = 0;
    for (const entry of this.held.values()) if (entry.rendered) rendered++;
    return { answers: this.held.size - rendered, rendered, bytes: this.bytes };
  }
}
