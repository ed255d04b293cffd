/**
 * Fuzzy suggestions from a bigram index instead of a scan of every name key.
 *
 * The answer is exactly the scan's: every key within the Levenshtein limit,
 * closest first. The index only skips keys that cannot be within the limit,
 * by the q-gram lemma: with each key padded by one mark at each end, two
 * strings within edit distance k share at least max(len a, len b) + 1 - 2k
 * bigrams (counted with multiplicity), since one edit touches at most two
 * bigrams. Keys sharing fewer are never compared.
 */
import { distance } from 'fastest-levenshtein';

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

/** The distance of the first pass (see suggest). */
const FIRST_PASS_DISTANCE = 2;

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

export class SuggestionIndex {
  private readonly postings = new Map<number, Posting>();
  /** Shared bigrams per key for the query in progress; reset after each query. */
  private readonly shared: Uint16Array;
  /** Key lengths, read per candidate without touching the key objects. */
  private readonly lengths: Uint16Array;
  /** Scratch list of the keys a query touched. */
  private readonly touched: Int32Array;

  constructor(private readonly keys: readonly SuggestionKey[]) {
    this.shared = new Uint16Array(keys.length);
    this.lengths = Uint16Array.from(keys, ({ key }) => Math.min(key.length, 65_535));
    this.touched = new Int32Array(keys.length);
    const lists = new Map<number, { ids: number[]; counts: number[] }>();
    keys.forEach(({ key }, id) => {
      for (const [gram, count] of bigrams(key)) {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = { ids: [], counts: [] }));
        list.ids.push(id);
        list.counts.push(Math.min(count, 255));
      }
    });
    for (const [gram, list] of lists) this.postings.set(gram, { ids: Int32Array.from(list.ids), counts: Uint8Array.from(list.counts) });
  }

  /**
   * Up to `limit` names whose keys are within the distance limit of `key`,
   * closest first, then by name. Most typos are one or two edits from the
   * card meant: a first pass looks only that far, where the bigram count is a
   * strong filter, and the full limit is searched only when it found too few names.
   */
  suggest(key: string, limit: number): string[] {
    if (key.length === 0) return [];
    const maxDistance = suggestionDistance(key.length);
    let scored: Array<{ id: number; d: number }> = [];
    for (const bound of maxDistance > FIRST_PASS_DISTANCE ? [FIRST_PASS_DISTANCE, maxDistance] : [maxDistance]) {
      // A key this short may share no bigram with a name within the bound: compare every key.
      const candidates = key.length + 1 - 2 * bound > 0 ? this.sharingEnough(key, bound) : { byShared: [this.keys.map((_, id) => id)], skipped: key.length + 1 };
      scored = this.closest(key, candidates, bound, limit);
      if (new Set(scored.map((s) => this.keys[s.id]!.name)).size >= limit) break;
    }
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
    for (let shared = candidates.byShared.length - 1; shared >= 0; shared--) {
      const reach = shared + candidates.skipped;
      if (reach < key.length + 1 - 2 * bound) break;
      for (const id of candidates.byShared[shared] ?? []) {
        const { key: other, name } = this.keys[id]!;
        if (Math.abs(other.length - key.length) > bound || reach < Math.max(key.length, other.length) + 1 - 2 * bound) continue;
        const d = distance(key, other);
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
    const touchedCount = this.count(grams.slice(skipped));
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
  private count(grams: Array<{ posting: Posting | undefined; wanted: number }>): number {
    const { shared, touched } = this;
    let touchedCount = 0;
    for (const { posting, wanted } of grams) {
      if (!posting) continue;
      const { ids, counts } = posting;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        if (shared[id] === 0) touched[touchedCount++] = id;
        const count = counts[i]!;
        shared[id] += count < wanted ? count : wanted;
      }
    }
    return touchedCount;
  }
}
