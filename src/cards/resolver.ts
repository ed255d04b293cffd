/**
 * Resolves a deck's names: the in-memory catalogue first, then (when enabled)
 * Scryfall's live API for names it lacks, whose answers are written back to
 * the store and the catalogue for next time (never over a card imported from
 * a bulk file). A failed lookup is reported apart from names Scryfall does not know.
 */
import { nameKey } from '../domain/names.js';
import type { CardCatalog } from './catalog.js';
import { MAX_NAME_LENGTH, MAX_REMEMBERED_MISSING, SUGGESTION_BUDGET_MS } from './limits.js';
import { summarizeFailures, type LookupFailure } from './lookup-failure.js';
import type { ScryfallClient } from './scryfall-client.js';
import type { CardStore } from './store.js';
import type { CardRecord } from '../domain/cards.js';

export interface Resolution {
  /** Resolved records keyed by the name as written in the deck. */
  records: Map<string, CardRecord>;
  unresolved: string[];
  suggestions: Record<string, string[]>;
  /** True when any card of this request was fetched live during it. */
  fetchedLive: boolean;
  /**
   * Where the resolved cards came from: "mtgjson", "scryfall", both joined by "+";
   * with nothing resolved, the provider that was asked, or "none".
   */
  source: string;
  /**
   * Oldest retrieval time of the data used (snapshot date or live fetch time),
   * ISO 8601. With nothing resolved, the data consulted: the snapshot's date
   * when only the catalogue was asked (its names are what the suggestions come
   * from), the clock's time when Scryfall answered or there is no snapshot.
   */
  checkedAt: string;
  /** True when checkedAt is the clock's time, so the answer differs from one moment to the next. */
  checkedNow: boolean;
  /** False when there was no card data at all: empty store and no live answer. */
  dataAvailable: boolean;
  /**
   * Set when a live lookup failed (timeout, 5xx, 429, pause, unusable or
   * oversize answer): those names are unresolved because the lookup failed, not
   * because Scryfall does not know them. Null when every lookup answered.
   */
  lookupFailure: LookupFailure | null;
  /** True when the suggestion budget ran out before every unresolved name was looked at: such an answer is not the one to keep. */
  suggestionsCut: boolean;
}

/** A live provider comes with the time one analysis may spend on it; the default lives in config.ts (DECKDOCTOR_LIVE_BUDGET_MS). */
type LiveOption = { live?: null; liveBudgetMs?: never } | { live: ScryfallClient; liveBudgetMs: number };

export type ResolverOptions = LiveOption & {
  store?: CardStore | null;
  /** How long a name Scryfall said it does not know is not asked again (default 1 hour). */
  notFoundTtlMs?: number;
  now?: () => Date;
  /** Time fuzzy suggestions may take per analysis (default SUGGESTION_BUDGET_MS). */
  suggestionBudgetMs?: number;
};

/** Unresolved names that get fuzzy suggestions, per analysis. */
export const SUGGESTION_LIMIT = 50;

function toDateTime(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toISOString() : parsed.toISOString();
}

export class CardResolver {
  /** Names Scryfall answered "not found" for, until when they are not asked again. */
  private readonly knownMissing = new Map<string, number>();
  /** The snapshot date as a time, parsed once per date rather than per request. */
  private snapshot: { date: string; time: string } | null = null;

  constructor(
    readonly catalog: CardCatalog,
    private readonly options: ResolverOptions = {},
  ) {}

  /** The card data's version: changes with every card added to the catalogue. */
  get dataVersion(): number {
    return this.catalog.version;
  }

  get liveEnabled(): boolean {
    return Boolean(this.options.live);
  }

  async resolve(names: string[]): Promise<Resolution> {
    const now = this.options.now ?? (() => new Date());
    const records = new Map<string, CardRecord>();
    // The oldest retrieval time (ISO strings order as times): kept as we go rather than sorting one string per card.
    let oldest: string | undefined;
    const retrieved = (at: string) => {
      if (oldest === undefined || at < oldest) oldest = at;
    };
    const sources = new Set<string>();
    let missing: string[] = [];
    const snapshotDate = this.catalog.provenance?.date;
    const snapshotTime = snapshotDate ? this.snapshotTime(snapshotDate) : undefined;
    // A card held with neither a fetch time nor a snapshot date was retrieved, as far as anyone knows, now.
    const heldTime = snapshotTime ?? now().toISOString();

    for (const name of names) {
      const found = this.catalog.lookup(name);
      if (!found) {
        missing.push(name);
        continue;
      }
      records.set(name, found.record);
      sources.add(found.record.source);
      retrieved(found.fetchedAt ?? heldTime);
    }

    const live = await this.askLive(missing);
    for (const [name, hit] of live.found) {
      records.set(name, hit.record);
      sources.add(hit.record.source);
      retrieved(hit.fetchedAt ?? heldTime);
    }
    missing = missing.filter((name) => !live.found.has(name));

    const { suggestions, cut } = this.suggestFor(missing);
    // Nothing retrieved: Scryfall's "not found" is today's answer; otherwise the snapshot was what was consulted.
    const consulted = live.answered ? undefined : snapshotTime;
    return {
      records,
      unresolved: missing,
      suggestions,
      fetchedLive: live.fetchedLive,
      source: sources.size ? [...sources].sort().join('+') : (this.catalog.provenance?.source ?? (this.options.live ? 'scryfall' : 'none')),
      checkedAt: oldest ?? consulted ?? now().toISOString(),
      checkedNow: oldest === undefined && consulted === undefined,
      dataAvailable: this.catalog.size > 0 || live.answered,
      lookupFailure: live.failure,
      suggestionsCut: cut,
    };
  }

  private snapshotTime(date: string): string {
    if (this.snapshot?.date !== date) this.snapshot = { date, time: toDateTime(date) };
    return this.snapshot.time;
  }

  /**
   * Suggestions for the first SUGGESTION_LIMIT unresolved names, within
   * SUGGESTION_BUDGET_MS: a pasted wall of junk cannot hold the request.
   */
  private suggestFor(missing: string[]): { suggestions: Record<string, string[]>; cut: boolean } {
    if (missing.length === 0) return { suggestions: {}, cut: false };
    // Building the index is the catalogue's one-off cost, not this request's suggestions: outside the budget.
    this.catalog.warmSuggestions();
    const deadline = performance.now() + (this.options.suggestionBudgetMs ?? SUGGESTION_BUDGET_MS);
    // Object.fromEntries defines own properties, so names like "__proto__" stay plain keys.
    const pairs: Array<[string, string[]]> = [];
    const asked = missing.slice(0, SUGGESTION_LIMIT);
    for (const name of asked) {
      if (performance.now() >= deadline) return { suggestions: Object.fromEntries(pairs), cut: true };
      const close = this.catalog.suggest(name);
      if (close.length > 0) pairs.push([name, close]);
    }
    return { suggestions: Object.fromEntries(pairs), cut: false };
  }

  /**
   * Asks Scryfall for the names the catalogue lacks (but not those it said it
   * does not know, for a while), writes valid answers back, and keeps the
   * imported record when an answer names a card the store already holds.
   */
  private async askLive(missing: string[]): Promise<LiveOutcome> {
    const live = this.options.live;
    const outcome: LiveOutcome = { found: new Map(), fetchedLive: false, answered: false, failure: null };
    if (!live) return outcome;
    // A name longer than any card's cannot be one: not worth a request (nor a place in knownMissing).
    const plausible = missing.filter((name) => name.length <= MAX_NAME_LENGTH);
    const askable = plausible.filter((name) => (this.knownMissing.get(nameKey(name)) ?? 0) < Date.now());
    // A name skipped because Scryfall already said "not found" is an answer too.
    outcome.answered = askable.length < plausible.length;
    if (askable.length === 0) return outcome;

    const answer = await live.collection(askable, Date.now() + this.options.liveBudgetMs!);
    outcome.answered = answer.found.size > 0 || answer.notFound.length > 0;
    outcome.failure = summarizeFailures(answer.failures, askable);
    this.rememberMissing(answer.notFound);
    if (answer.found.size === 0) return outcome;

    const fresh = [...new Map([...answer.found.values()].map((r) => [r.name, r])).values()];
    this.options.store?.saveLive(fresh, answer.fetchedAt);
    const held = new Map(fresh.map((record) => [record.name, this.catalog.addLive(record, answer.fetchedAt)]));
    for (const [name, record] of answer.found) {
      const kept = held.get(record.name) ?? record;
      outcome.found.set(name, { record: kept, fetchedAt: kept === record ? answer.fetchedAt : null });
      if (kept === record) outcome.fetchedLive = true;
    }
    return outcome;
  }

  /** Remembers names Scryfall does not know, oldest forgotten first past MAX_REMEMBERED_MISSING. */
  private rememberMissing(names: string[]): void {
    const forgetAt = Date.now() + (this.options.notFoundTtlMs ?? 3_600_000);
    for (const name of names) {
      const key = nameKey(name);
      this.knownMissing.delete(key); // re-inserted last: Map order is the forgetting order
      this.knownMissing.set(key, forgetAt);
    }
    for (const key of this.knownMissing.keys()) {
      if (this.knownMissing.size <= MAX_REMEMBERED_MISSING) break;
      this.knownMissing.delete(key);
    }
  }
}

interface LiveOutcome {
  /** Records by asked name, with their fetch time (null when the imported record was kept). */
  found: Map<string, { record: CardRecord; fetchedAt: string | null }>;
  /** True when a card of this request came from Scryfall during it. */
  fetchedLive: boolean;
  /** True when Scryfall gave any usable answer (a card, or "not found"). */
  answered: boolean;
  failure: LookupFailure | null;
}

export type { LookupFailure, LookupFailureReason } from './lookup-failure.js';
