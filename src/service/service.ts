/**
 * The analysis service: parse, resolve, analyze. The only layer that joins
 * the pure core with card resolution; HTTP and the CLI both call it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseDecklist } from '../decklist/parse.js';
import type { ParsedDeck } from '../domain/decklist.js';
import { screenNonCards } from './non-decklist.js';
import { warning } from '../contract/warnings.js';
import { analyzeDeck } from '../analysis/analyze.js';
import { prepareCard } from '../analysis/prepare.js';
import type { CardResolver } from '../cards/resolver.js';
import type { CardRecord } from '../domain/cards.js';
import { COLORLESS_LANDS, DUAL_LAND_CYCLES } from '../analysis/data/dual-lands.js';
import type { LandCandidates } from '../analysis/land-swaps.js';
import { LOOKUP_FAILURE_TEXT } from '../cards/lookup-failure.js';
import type { DeckAnalysis } from '../contract/schemas.js';
import type { BestOf, FormatId } from '../domain/formats.js';
import { AnswerCache, type AnswerFrame, type RenderedAnswer } from './answer-cache.js';

/** The longest the background preparation of cards holds the event loop at a time. */
const PREPARE_SLICE_MS = 5;

/**
 * A paste this long (in characters) is read, resolved, analysed and
 * serialized in separate turns of the event loop, so other requests are
 * served between the steps: each step of a 1 MiB paste takes tens of
 * milliseconds, all of them in one turn up to 160 ms (issue 10 asks at most
 * about 100 ms). A real list is a few kilobytes; 64 KiB is some 2,000 lines,
 * so ordinary requests never pay the extra turns.
 */
export const LARGE_PASTE_CHARS = 64 * 1024;

/** For a large paste, a turn of the event loop (others are served) before its next step; nothing for a real list. */
const turnIfLarge = (input: AnalyzeInput): Promise<void> | undefined => (input.decklist.length >= LARGE_PASTE_CHARS ? nextTurn() : undefined);

/** One analysis request, already validated (HTTP and the CLI both build it). */
export interface AnalyzeInput {
  decklist: string;
  format: FormatId;
  best_of: BestOf;
}

/**
 * How HTTP makes an answer's bytes, in two steps so the deck's part is made
 * once for every text of that deck: `frame` serializes the analysis without the
 * request's own part; `finish` adds that part and tags the whole. `frame`
 * only reads the analysis, which may be the one the answer cache holds.
 */
export interface AnswerRenderer {
  frame(answer: DeckAnalysis): AnswerFrame;
  finish(frame: AnswerFrame): RenderedAnswer;
}

/** The port HTTP and the CLI call: anything that turns a request into a DeckAnalysis. */
export interface AnalysisService {
  analyze(input: AnalyzeInput): Promise<DeckAnalysis>;
  /**
   * The answer as HTTP sends it, made by `render`; an identical earlier request
   * gets the bytes made then, and the same deck in another text its frame.
   * `exact`: what `renderedForText` found for the request's text as received;
   * the bytes are then kept under that text rather than under the input (under
   * the input when the text is too long to key).
   */
  analyzeRendered(input: AnalyzeInput, render: AnswerRenderer, exact?: ExactText): Promise<RenderedAnswer>;
  /**
   * The bytes an earlier request sent with exactly this text (HTTP's body) got,
   * found before the text is parsed or checked; omitted by services that keep none.
   */
  renderedForText?(text: string): ExactText;
}

/** A request's text as received, as the answer cache keys it, and the bytes held for it. */
export interface ExactText {
  key: string | null;
  held?: RenderedAnswer;
}

/** An analysis made or recalled, with what to keep of it (none when it is held already or may not be cached). */
interface Recalled {
  answer: DeckAnalysis;
  cacheable: boolean;
  /** True when `answer` is the one the cache holds: read only. */
  shared?: boolean;
  /** The frame held with it, when HTTP made one earlier. */
  frame?: AnswerFrame;
  /** Keeps the analysis (`bytes`: its serialized size, asked for only if it is kept) and the frame, or adds the frame to the held analysis. */
  keep?: (bytes: () => number, frame?: AnswerFrame) => void;
}

// --- Card-name lookup (ops: the MCP server's resolve_card_names) ---

/** What a name resolved to: the card's own name, or up to three close names. */
export interface NameResolution {
  name: string;
  resolved: boolean;
  card_name: string | null;
  type_line: string | null;
  suggestions: string[];
}

/** The port the MCP server calls to resolve names without analysing a deck. */
export interface CardNameLookup {
  resolveNames(names: string[]): Promise<NameResolution[]>;
}

export class DeckService implements AnalysisService, CardNameLookup {
  /** The dual lands colour advice may name, resolved for one card-data version. */
  private landCandidatesMemo: { version: number; candidates: LandCandidates } | null = null;

  constructor(
    private readonly resolver: CardResolver,
    private readonly now: () => Date = () => new Date(),
    /** Answers to identical requests (null: no cache). */
    readonly answers: AnswerCache | null = new AnswerCache(),
  ) {}

  async analyze(input: AnalyzeInput): Promise<DeckAnalysis> {
    const { answer, keep, shared } = await this.analyzeOrRecall(input);
    // Measured only if kept: most answers are asked for once, and this serializes the whole answer.
    keep?.(() => JSON.stringify(answer).length);
    // A copy of a held answer (top level): a caller setting a field changes only its own.
    return shared ? { ...answer } : answer;
  }

  renderedForText(text: string): ExactText {
    const key = this.answers?.textKey(text, this.resolver.dataVersion, this.now()) ?? null;
    return { key, held: key === null ? undefined : this.answers!.getRendered(key) };
  }

  async analyzeRendered(input: AnalyzeInput, render: AnswerRenderer, exact?: ExactText): Promise<RenderedAnswer> {
    const dataVersion = this.resolver.dataVersion;
    // A text too long to key (its JSON escapes make a body longer than its list) falls back to the input's key.
    const key = exact?.key ?? this.answers?.requestKey(input, dataVersion, this.now()) ?? null;
    const held = exact?.key ? exact.held : key === null ? undefined : this.answers!.getRendered(key);
    if (held) return held;
    const recalled = await this.analyzeOrRecall(input);
    await turnIfLarge(input);
    const frame = recalled.frame ?? render.frame(recalled.answer);
    // The frame's length sizes the held analysis too: measuring it apart would serialize it again.
    recalled.keep?.(() => frame.head.length + frame.tail.length, frame);
    const rendered = render.finish(frame);
    if (key !== null && recalled.cacheable) this.answers!.setRendered(key, rendered, dataVersion);
    return rendered;
  }

  /**
   * The analysis of the parsed deck: held from an earlier request of the same
   * deck, or made now, with `keep` to hold it given its serialized size.
   */
  private async analyzeOrRecall(input: AnalyzeInput): Promise<Recalled> {
    const dataVersion = this.resolver.dataVersion;
    const screened = screenNonCards(input.decklist, parseDecklist(input.decklist));
    const key = this.answers?.deckKey(input, screened.parsed, screened.notADecklist, dataVersion, this.now()) ?? null;
    const held = key === null ? undefined : this.answers!.recall(key);
    if (held) {
      if (held.frame) return { answer: held.answer, cacheable: true, shared: true, frame: held.frame };
      return { answer: held.answer, cacheable: true, shared: true, keep: (_bytes, made) => {
        if (made) this.answers!.setFrame(key!, made, dataVersion);
      } };
    }
    await turnIfLarge(input);
    const fresh = await this.analyzeFresh(input, screened);
    if (key === null || !fresh.cacheable) return fresh;
    // Named, not `{ ...fresh, keep }`: fields added after a leading spread take V8's slow path (about 1 us each on Node 20).
    return { answer: fresh.answer, cacheable: fresh.cacheable, keep: (bytes, frame) => this.answers!.set(key, fresh.answer, dataVersion, bytes, frame) };
  }

  /**
   * The analysis itself. Its answer may be cached unless a live lookup shaped
   * it (a fetch, or names Scryfall was or could have been asked about), or
   * its checked_at is the clock's time (nothing resolved and no snapshot consulted).
   */
  private async analyzeFresh(input: AnalyzeInput, screened: ReturnType<typeof screenNonCards>): Promise<{ answer: DeckAnalysis; cacheable: boolean }> {
    const { notADecklist } = screened;
    const parsed = this.titled(screened.parsed);
    const names = [...new Set(parsed.entries.filter((e) => e.section !== 'maybeboard').map((e) => e.name))];
    const resolution = await this.resolver.resolve(names);
    await turnIfLarge(input);
    // An answer shaped by a live lookup, or whose suggestions the time budget cut short (a busy moment), is not kept.
    const cacheable = !resolution.fetchedLive && !resolution.suggestionsCut && !resolution.checkedNow && (resolution.unresolved.length === 0 || !this.resolver.liveEnabled);
    const answer = analyzeDeck(parsed, resolution.records, {
      format: input.format,
      bestOf: input.best_of,
      cardData: {
        source: resolution.source,
        checkedAt: resolution.checkedAt,
        fetchedLive: resolution.fetchedLive,
        dataAvailable: resolution.dataAvailable,
        suggestions: resolution.suggestions,
        lookupFailure: resolution.lookupFailure && {
          reason: resolution.lookupFailure.reason,
          message: LOOKUP_FAILURE_TEXT[resolution.lookupFailure.reason],
          names: resolution.lookupFailure.names,
        },
      },
      now: this.now(),
      landCandidates: this.landCandidates(),
    });
    // First, so readers (the page, the CLI, agents) meet the cause before its consequences.
    if (notADecklist) answer.warnings.unshift(warning('NOT_A_DECKLIST', notADecklist));
    return { answer, cacheable };
  }

  /**
   * A first line that may be the deck's title (parse.ts titleCandidate) is its
   * title when no card has that name: it leaves the deck and names it
   * ("Mono-Red Burn" above "4 Lightning Bolt" was an unknown card that made
   * the deck 61 cards and its legality unknown). Only the catalogue is asked,
   * never Scryfall: a title is no card to look up. The parsed deck, which
   * other texts of the list share, is copied, never changed.
   */
  private titled(parsed: ParsedDeck): ParsedDeck {
    const title = parsed.titleCandidate;
    // With no card data at all nothing can tell a title from a card.
    if (!title || this.resolver.catalog.size === 0 || !this.namesNoCardOrRepeats(parsed, title)) return parsed;
    // Its copy leaves the entry it was read into (merged with the card's own line when the title names a card of the list).
    const entries = parsed.entries.flatMap((e) => {
      if (!e.lines.includes(title.line)) return [e];
      return e.lines.length === 1 ? [] : [{ ...e, quantity: e.quantity - 1, lines: e.lines.filter((l) => l !== title.line) }];
    });
    return { ...parsed, entries, deckName: parsed.deckName ?? title.name };
  }

  /**
   * A title names no card, or names a card the list also lists on a line of
   * its own ("Living End" above "3 Living End", a primer's "Meren of Clan Nel
   * Toth - Aristocrats" above the commander): a player writes a card once.
   */
  private namesNoCardOrRepeats(parsed: ParsedDeck, title: NonNullable<ParsedDeck['titleCandidate']>): boolean {
    const catalog = this.resolver.catalog;
    const card = catalog.lookup(title.name)?.record;
    if (!card) return true;
    return parsed.entries.some((e) => (e.lines.includes(title.line) ? e.lines.length > 1 : catalog.lookup(e.name)?.record === card));
  }

  /**
   * The data's dual lands as the catalogue holds them, from memory only
   * (never a live lookup: a land the data lacks is simply not named), once
   * per card-data version.
   */
  private landCandidates(): LandCandidates {
    const version = this.resolver.dataVersion;
    if (this.landCandidatesMemo?.version === version) return this.landCandidatesMemo.candidates;
    const candidates = new Map<string, CardRecord>();
    for (const name of [...DUAL_LAND_CYCLES.flatMap((cycle) => cycle.lands), ...COLORLESS_LANDS.first, ...COLORLESS_LANDS.last]) {
      const found = this.resolver.catalog.lookup(name);
      if (found) candidates.set(name, found.record);
    }
    this.landCandidatesMemo = { version, candidates };
    return candidates;
  }

  /**
   * Works out every catalogue card's own facts (prepare.ts) in slices of at
   * most `sliceMs` between requests, so a request naming cards never analysed
   * before does not pay for them (about 0.6 s of CPU for the full store, which
   * at start would delay the first answer). Returns how many were prepared.
   */
  async prepareCards(sliceMs = PREPARE_SLICE_MS): Promise<number> {
    const records = this.resolver.catalog.records();
    let prepared = 0;
    for (;;) {
      const until = performance.now() + sliceMs;
      while (performance.now() < until) {
        const next = records.next();
        if (next.done) return prepared;
        prepareCard(next.value);
        prepared++;
      }
      await nextTurn();
    }
  }

  async resolveNames(names: string[]): Promise<NameResolution[]> {
    const asked = [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
    const resolution = await this.resolver.resolve(asked);
    return asked.map((name) => {
      const record = resolution.records.get(name);
      return {
        name,
        resolved: record !== undefined,
        card_name: record?.name ?? null,
        type_line: record?.typeLine ?? null,
        suggestions: record ? [] : (resolution.suggestions[name] ?? []),
      };
    });
  }
}
