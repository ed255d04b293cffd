/**
 * Resolves a deck's names: the in-memory catalogue first, then (when enabled)
 * Scryfall's live API for names it lacks, whose answers are written back to
 * the store and the catalogue for next time.
 */
import { nameKey } from '../domain/names.js';
import type { CardCatalog } from './catalog.js';
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
  /** Oldest retrieval time of the data used (snapshot date or live fetch time), ISO 8601. */
  checkedAt: string;
  /** False when there was no card data at all: empty store and no live answer. */
  dataAvailable: boolean;
}

export interface ResolverOptions {
  live?: ScryfallClient | null;
  store?: CardStore | null;
  /** Time allowed for live lookups in one analysis (default 5 s). */
  liveBudgetMs?: number;
  /** How long a name Scryfall said it does not know is not asked again (default 1 hour). */
  notFoundTtlMs?: number;
  now?: () => Date;
}

/** Unresolved names that get fuzzy suggestions, per analysis. */
export const SUGGESTION_LIMIT = 50;

function toDateTime(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toISOString() : parsed.toISOString();
}

export class CardResolver {
  /** Names Scryfall answered "not found" for, until when they are not asked again. */
  private readonly knownMissing = new Map<string, number>();

  constructor(
    readonly catalog: CardCatalog,
    private readonly options: ResolverOptions = {},
  ) {}

  get liveEnabled(): boolean {
    return Boolean(this.options.live);
  }

  async resolve(names: string[]): Promise<Resolution> {
    const now = this.options.now ?? (() => new Date());
    const records = new Map<string, CardRecord>();
    const retrievedAt: string[] = [];
    const sources = new Set<string>();
    let missing: string[] = [];
    const snapshotDate = this.catalog.provenance?.date;
    const snapshotTime = snapshotDate ? toDateTime(snapshotDate) : now().toISOString();

    for (const name of names) {
      const found = this.catalog.lookup(name);
      if (!found) {
        missing.push(name);
        continue;
      }
      records.set(name, found.record);
      sources.add(found.record.source);
      retrievedAt.push(found.fetchedAt ?? snapshotTime);
    }

    let fetchedLive = false;
    const live = this.options.live;
    const askable = missing.filter((name) => (this.knownMissing.get(nameKey(name)) ?? 0) < Date.now());
    // A name skipped because Scryfall already said "not found" is an answer too.
    let liveAnswered = Boolean(live) && askable.length < missing.length;
    if (askable.length > 0 && live) {
      const answer = await live.collection(askable, Date.now() + (this.options.liveBudgetMs ?? 5000));
      liveAnswered = answer.found.size > 0 || answer.notFound.length > 0;
      const forgetAt = Date.now() + (this.options.notFoundTtlMs ?? 3_600_000);
      for (const name of answer.notFound) this.knownMissing.set(nameKey(name), forgetAt);
      if (answer.found.size > 0) {
        fetchedLive = true;
        sources.add('scryfall');
        retrievedAt.push(answer.fetchedAt);
        const fresh = [...new Map([...answer.found.values()].map((r) => [r.name, r])).values()];
        this.options.store?.saveLive(fresh, answer.fetchedAt);
        for (const record of fresh) this.catalog.add(record, answer.fetchedAt);
        for (const [name, record] of answer.found) records.set(name, record);
        missing = missing.filter((name) => !answer.found.has(name));
      }
    }

    // Object.fromEntries defines own properties, so names like "__proto__" stay plain keys.
    // Fuzzy search scans every name, so a pasted wall of junk gets suggestions for its first names only.
    const suggestions: Record<string, string[]> = Object.fromEntries(
      missing
        .slice(0, SUGGESTION_LIMIT)
        .map((name) => [name, this.catalog.suggest(name)] as const)
        .filter(([, close]) => close.length > 0),
    );
    retrievedAt.sort();
    return {
      records,
      unresolved: missing,
      suggestions,
      fetchedLive,
      source: sources.size ? [...sources].sort().join('+') : (this.catalog.provenance?.source ?? (live ? 'scryfall' : 'none')),
      checkedAt: retrievedAt[0] ?? now().toISOString(),
      dataAvailable: this.catalog.size > 0 || liveAnswered,
    };
  }
}
