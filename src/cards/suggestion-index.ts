/**
 * Fuzzy suggestions from a bigram index instead of a scan of every name key.
 *
 * The answer is exactly the scan's: every key within the Levenshtein limit,
 * closest first. The index only skips keys that cannot be within the limit,
 * by the q-gram lemma: with each key padded by one mark at each end, two
 * strings within edit distance k share at least max(len a, len b) + 1 - 2k
 * bigrams (counted with multiplicity), since one edit touches at most two
 * bigrams. Keys sharing fewer are never compared. A key that passes is then
 * held to a second bound before its distance is computed, the characters it
 * has in common with the query (character-count.ts). Near the upper distance limit the bigram count lets thousands of
 * keys through; the character count keeps about one in twenty-five of them.
 */
import { distance } from 'fastest-levenshtein';
import { BOUNDED_PATTERN_MAX_LENGTH, BoundedDistance } from './bounded-distance.js';
import { characterMasks, QueryCharacters } from './character-count.js';

export interface SuggestionKey {
  key: string;
  name: string;
}

interface Posting {
  ids: Int32Array;
  /** How often the bigram occurs in each key of `ids`. */
  counts: Uint8Array;
}

/** Code units of the padding marks (control characters never in a key). */
const START = 2;
const END = 3;

/** Bigrams of a padded key (each as a number: two UTF-16 code units) with their multiplicity. */
function bigrams(key: string): Map<number, number> {
  const grams = new Map<number, number>();
  let previous = START;
  for (let i = 0; i <= key.length; i++) {
    const next = i < key.length ? key.charCodeAt(i) : END;
    const gram = previous * 65536 + next;
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
    previous = next;
  }
  return grams;
}

/**
 * A posting longer than this share of all keys is not read: such bigrams
 * ("in", "e ") cost most of the reading and tell little. Each one skipped
 * lowers the count a key must reach, so the answer stays exact.
 */
const COMMON_POSTING_SHARE = 1 / 40;

/** The edit distance a suggestion may be from a key of this length (about a third of it, at least 2). */
export function suggestionDistance(length: number): number {
  return Math.max(2, Math.floor(length * 0.34));
}

/** Candidate key ids grouped by bigrams shared with the query, and how many of its bigrams were not read. */
interface Candidates {
  byShared: number[][];
  skipped: number;
}

/** The distance within which `limit` names are already found, or the current bound. */
function tightened(namesAt: number[], limit: number, bound: number): number {
  let found = 0;
  for (let d = 0; d < bound; d++) {
    found += namesAt[d]!;
    if (found >= limit) return d;
  }
  return bound;
}

/** The first index of an ascending array whose value is at least `value` (the length when none is). */
function firstAtLeast(sorted: Int32Array | Uint16Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The keys, shortest first, and for each bigram the ids of the keys holding it with its multiplicity in each. */
export interface BigramLists {
  keys: readonly SuggestionKey[];
  byGram: Map<number, { ids: number[]; counts: number[] }>;
}

/**
 * The index built a slice of keys at a time, so a build in the background can
 * yield to requests between slices (the whole build takes about 0.15 s of CPU,
 * most of it listing bigrams); the result is the same index.
 */
export class SuggestionIndexBuilder {
  private readonly lists: BigramLists;
  private added = 0;

  constructor(keys: readonly SuggestionKey[]) {
    // A stable sort: keys of one length keep their order.
    this.lists = { keys: [...keys].sort((a, b) => a.key.length - b.key.length), byGram: new Map() };
  }

  /** Lists the bigrams of up to `count` more keys; true once every key is listed. */
  add(count: number): boolean {
    const { keys, byGram } = this.lists;
    const end = Math.min(keys.length, this.added + count);
    for (; this.added < end; this.added++) {
      for (const [gram, multiplicity] of bigrams(keys[this.added]!.key)) {
        let list = byGram.get(gram);
        if (!list) byGram.set(gram, (list = { ids: [], counts: [] }));
        list.ids.push(this.added);
        list.counts.push(Math.min(multiplicity, 255));
      }
    }
    return this.added === keys.length;
  }

  addAll(): BigramLists {
    this.add(Infinity);
    return this.lists;
  }

  finish(): SuggestionIndex {
    return new SuggestionIndex(this.addAll());
  }
}

export class SuggestionIndex {
  private readonly postings = new Map<number, Posting>();
  /** Shared bigrams per key for the query in progress; reset after each query. */
  private readonly shared: Uint16Array;
  /** Key lengths, read per candidate without touching the key objects. */
  private readonly lengths: Uint16Array;
  /** Scratch list of the keys a query touched. */
  private readonly touched: Int32Array;
  /** Every key's character masks (see character-count.ts). */
  private readonly characters: Uint32Array;
  /** The query as a bit-parallel pattern, compared with each candidate up to the current bound. */
  private readonly bounded = new BoundedDistance();

  /** The keys, shortest first: each posting then lists keys by length, and a query reads only the lengths it can reach. */
  private readonly keys: readonly SuggestionKey[];

  /** From keys, built whole now; or from the lists a `SuggestionIndexBuilder` made in steps. */
  constructor(source: readonly SuggestionKey[] | BigramLists) {
    const lists = 'byGram' in source ? source : new SuggestionIndexBuilder(source).addAll();
    this.keys = lists.keys;
    this.shared = new Uint16Array(lists.keys.length);
    this.lengths = Uint16Array.from(lists.keys, ({ key }) => Math.min(key.length, 65_535));
    this.touched = new Int32Array(lists.keys.length);
    this.characters = characterMasks(lists.keys.map(({ key }) => key));
    for (const [gram, list] of lists.byGram) this.postings.set(gram, { ids: Int32Array.from(list.ids), counts: Uint8Array.from(list.counts) });
  }

  /**
   * Up to `limit` names whose keys are within the distance limit of `key`,
   * closest first, then by name. One pass at the full limit: most typos have
   * fewer than `limit` names within two edits, so a first pass that near
   * rarely settled the answer and was paid again by the second (measured).
   */
  suggest(key: string, limit: number): string[] {
    if (key.length === 0) return [];
    const maxDistance = suggestionDistance(key.length);
    // A key this short may share no bigram with a name within the limit: compare every key.
    const candidates = key.length + 1 - 2 * maxDistance > 0 ? this.sharingEnough(key, maxDistance) : { byShared: [this.keys.map((_, id) => id)], skipped: key.length + 1 };
    const scored = this.closest(key, candidates, maxDistance, limit);
    // Ties keep the keys' order, as the scan over every key did.
    scored.sort((a, b) => a.d - b.d || this.keys[a.id]!.name.localeCompare(this.keys[b.id]!.name) || a.id - b.id);
    return [...new Set(scored.map((s) => this.keys[s.id]!.name))].slice(0, limit);
  }

  /**
   * Every key within the bound, compared most-shared first. Once `limit` names
   * are found within distance D the bound tightens to D: a key sharing too few
   * bigrams to be within D is not compared (ties at D still are, for the order by name).
   */
  private closest(key: string, candidates: Candidates, maxDistance: number, limit: number): Array<{ id: number; d: number }> {
    const scored: Array<{ id: number; d: number }> = [];
    const best = new Map<string, number>();
    const namesAt = new Array<number>(maxDistance + 1).fill(0);
    let bound = maxDistance;
    const bitParallel = key.length <= BOUNDED_PATTERN_MAX_LENGTH;
    if (bitParallel) this.bounded.use(key);
    const query = new QueryCharacters(key);
    const { lengths } = this;
    for (let shared = candidates.byShared.length - 1; shared >= 0; shared--) {
      const reach = shared + candidates.skipped;
      if (reach < key.length + 1 - 2 * bound) break;
      for (const id of candidates.byShared[shared] ?? []) {
        // Lengths and character counts are read from typed arrays; the key itself only for the few left.
        const length = lengths[id]!;
        const longer = length > key.length ? length : key.length;
        const shortest = length > key.length ? key.length : length;
        if (longer - shortest > bound || reach < longer + 1 - 2 * bound || longer - query.inCommonAtMost(this.characters, id) > bound) continue;
        const { key: other, name } = this.keys[id]!;
        const d = bitParallel ? this.bounded.within(other, bound) : distance(key, other);
        if (d > bound) continue;
        scored.push({ id, d });
        const held = best.get(name);
        if (held !== undefined && held <= d) continue;
        if (held !== undefined) namesAt[held]!--;
        namesAt[d]!++;
        best.set(name, d);
        bound = tightened(namesAt, limit, bound);
      }
    }
    return scored;
  }

  /** Keys that share enough bigrams with `key` to be within `maxDistance` of it, by bigrams shared. */
  private sharingEnough(key: string, maxDistance: number): Candidates {
    const grams = [...bigrams(key)].map(([gram, wanted]) => ({ posting: this.postings.get(gram), wanted }));
    grams.sort((a, b) => (b.posting?.ids.length ?? 0) - (a.posting?.ids.length ?? 0));
    // Skip the commonest bigrams while a key could still reach the count without them.
    const atLeast = key.length + 1 - 2 * maxDistance;
    let skipped = 0;
    let skippedCount = 0;
    while (skipped < grams.length && (grams[skipped]!.posting?.ids.length ?? 0) > this.keys.length * COMMON_POSTING_SHARE && skippedCount + grams[skipped]!.wanted < atLeast) {
      skippedCount += grams[skipped]!.wanted;
      skipped++;
    }
    const touchedCount = this.count(grams.slice(skipped), firstAtLeast(this.lengths, key.length - maxDistance), firstAtLeast(this.lengths, key.length + maxDistance + 1));
    const { shared, lengths, touched } = this;
    const byShared: number[][] = [];
    const base = key.length + 1 - 2 * maxDistance - skippedCount;
    for (let t = 0; t < touchedCount; t++) {
      const id = touched[t]!;
      const count = shared[id]!;
      shared[id] = 0;
      const length = lengths[id]!;
      if (count < (length > key.length ? base + length - key.length : base)) continue;
      (byShared[count] ??= []).push(id);
    }
    return { byShared, skipped: skippedCount };
  }

  /** Adds each key's shared bigrams into `shared`; returns how many keys it touched (listed in `touched`). */
  private count(grams: Array<{ posting: Posting | undefined; wanted: number }>, from: number, to: number): number {
    const { shared, touched } = this;
    let touchedCount = 0;
    for (const { posting, wanted } of grams) {
      if (!posting) continue;
      const { ids, counts } = posting;
      for (let i = firstAtLeast(ids, from); i < ids.length; i++) {
        const id = ids[i]!;
        if (id >= to) break;
        if (shared[id] === 0) touched[touchedCount++] = id;
        const count = counts[i]!;
        shared[id] += count < wanted ? count : wanted;
      }
    }
    return touchedCount;
  }
}
