/**
 * The in-memory card catalogue: a name index over every card, so a request
 * resolves names without searching the disk. Records are given whole (tests,
 * live answers) or read from the store when needed (`fromStore`: start reads
 * only the names; a record is parsed when a lookup needs it and kept among the
 * recently used, and foreign names are looked up in the store).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { frontFace, KEY_CACHE_MAX_NAME_LENGTH, nameKey } from '../domain/names.js';
import type { CardRecord, DataProvenance } from '../domain/cards.js';
import { PARSED_RECORDS_KEPT, RECENT_NAMES_KEPT, SUGGESTION_MEMO_LIMIT } from './limits.js';
import { Generations, rememberBounded } from '../domain/card-memo.js';
import type { StoredName } from './store.js';
import { SuggestionIndex, SuggestionIndexBuilder, type SuggestionKey } from './suggestion-index.js';

/** One card in the index: its names at hand, its record given or read on first use. */
interface Entry {
  readonly name: string;
  /** `nameKey(name)`, and of each face name. */
  readonly key: string;
  readonly faceNames: readonly string[];
  readonly faceKeys: readonly string[];
  readonly fetchedAt: string | null;
  readonly record: CardRecord;
}

/** Reads a card's record from the store by its stored name. */
export type RecordLoader = (name: string) => CardRecord | undefined;
/** The stored name of the card holding a foreign name key (the store keys them when cards are written). */
export type ForeignNameLookup = (key: string) => string | undefined;

/** How a catalogue over the store reads what it does not hold. */
export interface StoredRecords {
  load: RecordLoader;
  foreignName?: ForeignNameLookup;
  /** Parsed records kept (default PARSED_RECORDS_KEPT). */
  keptRecords?: number;
}

/**
 * Parsed records of stored cards, the most recently used kept, in two
 * generations (as the name-key cache): holding every record parsed cost about
 * 55 MiB of heap for the full store, most of it cards no request names. A
 * record dropped is read again when next needed (about 12 us), equal to the
 * one before.
 */
type ParsedRecords = Generations<StoredEntry, CardRecord>;

class StoredEntry implements Entry {
  readonly name: string;
  readonly key: string;
  readonly faceNames: readonly string[];
  readonly faceKeys: readonly string[];
  readonly fetchedAt: string | null;

  constructor(
    stored: StoredName,
    private readonly load: RecordLoader,
    private readonly parsed: ParsedRecords,
  ) {
    this.name = stored.name;
    this.key = stored.key;
    this.faceNames = stored.faceNames;
    this.faceKeys = stored.faceKeys;
    this.fetchedAt = stored.fetchedAt;
  }

  get record(): CardRecord {
    const kept = this.parsed.get(this);
    if (kept !== undefined) return kept;
    const record = this.load(this.name);
    if (!record) throw new Error(`the card store no longer holds "${this.name}"`);
    this.parsed.set(this, record);
    return record;
  }
}

function givenEntry(record: CardRecord, fetchedAt: string | null): Entry {
  return { name: record.name, key: nameKey(record.name), faceNames: record.faceNames, faceKeys: record.faceNames.map(nameKey), fetchedAt, record };
}

export interface Lookup {
  record: CardRecord;
  /** Set when the record was fetched live (its fetch time). */
  fetchedAt: string | null;
}

/** The first card to claim a foreign name keeps it. */
function addForeignNames(foreign: Map<string, Entry>, entry: Entry): void {
  for (const name of entry.record.foreignNames) {
    const key = nameKey(name);
    if (!foreign.has(key)) foreign.set(key, entry);
  }
}

/** Cards whose foreign names are keyed per turn of the event loop in the background (a few milliseconds of work each). */
const FOREIGN_NAMES_PER_TURN = 250;
/** Name keys listed in the suggestion index per turn of the event loop in the background (about 4 ms of work). */
const SUGGESTION_KEYS_PER_TURN = 1_000;

/** Where a note after a card name may begin (CardCatalog.annotated); a name that holds one, such as a split card's " // ", is found whole first. */
const NOTE_MARKS = [' // ', ' (', ' - '];

export class CardCatalog {
  /** English names, full and per face, and "A-" Alchemy names. */
  private readonly primary = new Map<string, Entry>();
  /** Face names that another card's full name did not already claim. */
  private readonly faces = new Map<string, Entry>();
  /**
   * Printed foreign names (German "Blitzschlag" is Lightning Bolt): about four
   * in five of all names. A stored card's are keyed in the store
   * (`storedForeign`); a given record's are keyed on the first lookup that
   * needs them rather than at once. Until then the entries wait in `foreignPending`, in order.
   */
  private foreign: Map<string, Entry> | null = null;
  private foreignPending: Entry[] = [];
  /** Foreign names keyed so far by warmInBackground: the first `foreignKeyed` entries of `foreignPending`. */
  private foreignPartial = new Map<string, Entry>();
  private foreignKeyed = 0;
  /** Fuzzy suggestions over the English names and faces; rebuilt on first use after a change. */
  private suggestionIndex: SuggestionIndex | null = null;
  /** Suggestions already computed, by key: typos repeat (permalinks, retries). Cleared with the index. */
  private suggestionMemo = new Map<string, string[]>();
  private changes = 0;
  /** Names found lately and their entries, for the catalogue as it was at `recentVersion` (entryFor). */
  private readonly recentNames = new Map<string, Entry>();
  private recentVersion = 0;
  /** Set by `fromStore` when the store keys the foreign names of its cards. */
  private storedForeign: ForeignNameLookup | null = null;

  constructor(
    public provenance: DataProvenance | null,
    cards: Iterable<{ record: CardRecord; fetchedAt: string | null }> = [],
  ) {
    for (const card of cards) this.add(card.record, card.fetchedAt);
  }

  /**
   * A catalogue over a store's names; each record is read through `load` when
   * needed, and the `keptRecords` most recently used are held parsed. With
   * `foreignName`, foreign names are looked up in the store rather than keyed
   * from every record.
   */
  static fromStore(provenance: DataProvenance | null, names: Iterable<StoredName>, source: StoredRecords): CardCatalog {
    const catalog = new CardCatalog(provenance);
    catalog.storedForeign = source.foreignName ?? null;
    const parsed: ParsedRecords = new Generations(source.keptRecords ?? PARSED_RECORDS_KEPT);
    for (const card of names) catalog.addEntry(new StoredEntry(card, source.load, parsed));
    return catalog;
  }

  /** Changes whenever a card is added (import, live write-back): answers built on older data are stale. */
  get version(): number {
    return this.changes;
  }

  get size(): number {
    return this.primary.size;
  }

  /** Every card held under its own name (an Alchemy card's A- name may repeat one). */
  *records(): Generator<CardRecord> {
    for (const entry of this.primary.values()) yield entry.record;
  }

  add(record: CardRecord, fetchedAt: string | null = null): void {
    this.addEntry(givenEntry(record, fetchedAt));
  }

  private addEntry(entry: Entry): void {
    const { name, fetchedAt } = entry;
    // A live answer (fetchedAt set) never displaces a card imported from a bulk file.
    const displaces = (held: Entry | undefined) => held !== undefined && held.fetchedAt === null && fetchedAt !== null;
    if (displaces(this.primary.get(entry.key))) return;
    this.primary.set(entry.key, entry);
    {
      // Every face is a name of its own; a meld card's entry has only its front face.
      entry.faceKeys.forEach((key, index) => {
        if (key === entry.key) return;
        if (this.primary.has(key) && this.primary.get(key)!.name !== name) return;
        // A name that is one card's front face and another's back face ("Fire") means the front face.
        const holder = this.faces.get(key);
        if (displaces(holder)) return;
        if (holder && holder.name !== name && (index > 0 || (holder.faceKeys[0] ?? '') === key)) return;
        this.faces.set(key, entry);
      });
    }
    this.queueForeignNames(entry);
    this.suggestionIndex = null;
    this.changes++;
  }

  private queueForeignNames(entry: Entry): void {
    const stored = entry instanceof StoredEntry;
    // The store keys its cards' foreign names itself when it can be asked for them.
    if (stored && this.storedForeign) return;
    if (this.foreign) addForeignNames(this.foreign, entry);
    // A record still in the store may have foreign names: it waits its turn with the others.
    else if (stored || entry.record.foreignNames.length > 0) this.foreignPending.push(entry);
  }

  /**
   * Adds a card fetched live, unless a card imported from a bulk file already
   * holds the name (a live answer never replaces imported data). Returns the
   * record the catalogue holds under the name afterwards.
   */
  addLive(record: CardRecord, fetchedAt: string): CardRecord {
    this.add(record, fetchedAt);
    return this.primary.get(nameKey(record.name))!.record;
  }

  /** The card a decklist name means, or undefined. Never a guess: fuzzy matches are only suggestions. */
  lookup(name: string): Lookup | undefined {
    const found = this.entryFor(name);
    return found && { record: found.record, fetchedAt: found.fetchedAt };
  }

  /**
   * The entry a name means: from the names found lately while the catalogue
   * is unchanged (a deck's names are asked again request after request), else
   * keyed and searched in the index, and remembered when found.
   */
  private entryFor(name: string): Entry | undefined {
    if (this.recentVersion !== this.changes) {
      this.recentNames.clear();
      this.recentVersion = this.changes;
    }
    const recent = this.recentNames.get(name);
    if (recent !== undefined) return recent;
    const key = nameKey(name);
    const found =
      this.primary.get(key) ?? this.faces.get(key) ?? this.faces.get(nameKey(frontFace(name))) ?? this.storedForeignName(key) ?? this.foreignNames().get(key) ?? this.annotated(name);
    if (found && name.length <= KEY_CACHE_MAX_NAME_LENGTH) rememberBounded(this.recentNames, RECENT_NAMES_KEPT, name, () => found);
    return found;
  }

  /**
   * A card name with a note after it, as forum posts write them ("Lightning
   * Bolt // best card", "Spell Pierce (flex slot)", "Unholy Heat - could be
   * 4"): the card before the note, asked only when no card has the whole name
   * (a split card's "Fire // Ice" and Unfinity's "Hazmat Suit (Used)" are found
   * whole first).
   */
  private annotated(name: string): Entry | undefined {
    for (const mark of NOTE_MARKS) {
      const at = name.indexOf(mark);
      if (at <= 0) continue;
      // A double-faced card is keyed by its faces ("Delver of Secrets (soi)" is the front face with a set code).
      const key = nameKey(name.slice(0, at));
      const entry = this.primary.get(key) ?? this.faces.get(key);
      if (entry) return entry;
    }
    return undefined;
  }

  /** The stored card holding a foreign name (stored cards were added first, so they claim before given ones). */
  private storedForeignName(key: string): Entry | undefined {
    const name = this.storedForeign?.(key);
    if (name === undefined) return undefined;
    const entry = this.primary.get(nameKey(name));
    return entry?.name === name ? entry : undefined;
  }

  private foreignNames(): Map<string, Entry> {
    this.keyForeignNames(Infinity);
    return this.foreign!;
  }

  /** Keys the foreign names of up to `cards` more waiting cards, in order; true once all are keyed. */
  private keyForeignNames(cards: number): boolean {
    if (this.foreign) return true;
    const end = Math.min(this.foreignPending.length, this.foreignKeyed + cards);
    for (; this.foreignKeyed < end; this.foreignKeyed++) addForeignNames(this.foreignPartial, this.foreignPending[this.foreignKeyed]!);
    if (this.foreignKeyed < this.foreignPending.length) return false;
    this.foreign = this.foreignPartial;
    this.foreignPending = [];
    this.foreignPartial = new Map();
    this.foreignKeyed = 0;
    return true;
  }

  /**
   * Builds the suggestion index and keys the foreign names not in the store
   * between requests, right after start, so no request pays for them: each a
   * slice per turn of the event loop (the index takes about 0.15 s in all), so
   * the first requests are not held up behind them either.
   */
  async warmInBackground(cardsPerTurn = FOREIGN_NAMES_PER_TURN, keysPerTurn = SUGGESTION_KEYS_PER_TURN): Promise<void> {
    await this.buildSuggestionsInSteps(keysPerTurn);
    do await nextTurn();
    while (!this.keyForeignNames(cardsPerTurn));
  }

  /** The suggestion index, `keysPerTurn` keys per turn; left to `warmSuggestions` if the catalogue changes or a query builds it meanwhile. */
  private async buildSuggestionsInSteps(keysPerTurn: number): Promise<void> {
    const version = this.changes;
    const builder = new SuggestionIndexBuilder(this.suggestionKeys());
    do {
      await nextTurn();
      if (this.suggestionIndex !== null || this.changes !== version) return;
    } while (!builder.add(keysPerTurn));
    this.suggestionMemo = new Map();
    this.suggestionIndex = builder.finish();
  }

  /** Up to `limit` names close to an unresolved one (Levenshtein distance on lookup keys). */
  suggest(name: string, limit = 3): string[] {
    const key = nameKey(name);
    const index = this.warmSuggestions();
    const memoKey = `${limit}:${key}`;
    const known = this.suggestionMemo.get(memoKey);
    if (known) return [...known];
    const found = index.suggest(key, limit);
    // Only name-length keys are remembered: pasted junk must not fill the memo by its own size.
    if (key.length <= KEY_CACHE_MAX_NAME_LENGTH) {
      if (this.suggestionMemo.size >= SUGGESTION_MEMO_LIMIT) this.suggestionMemo.clear();
      this.suggestionMemo.set(memoKey, found);
    }
    return [...found];
  }

  /** Builds the suggestion index now rather than on the first unknown name (at start, off the request path). */
  warmSuggestions(): SuggestionIndex {
    if (this.suggestionIndex !== null) return this.suggestionIndex;
    this.suggestionMemo = new Map();
    this.suggestionIndex = new SuggestionIndex(this.suggestionKeys());
    return this.suggestionIndex;
  }

  /** The English names and faces suggestions are drawn from. */
  private suggestionKeys(): SuggestionKey[] {
    const keys = [...this.primary.values()].map((e) => ({ key: e.key, name: e.name }));
    for (const [key, e] of this.faces) keys.push({ key, name: e.name });
    return keys;
  }
}
