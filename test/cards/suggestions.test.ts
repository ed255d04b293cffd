import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { nameKey } from '../../src/domain/names.js';
import { SuggestionIndex, suggestionDistance, type SuggestionKey } from '../../src/cards/suggestion-index.js';
import { CardStore } from '../../src/cards/store.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import { BoundedDistance } from '../../src/cards/bounded-distance.js';
import { snapshotCatalog, TEST_STORE } from '../helpers/cards.js';

/**
 * Suggestions come from a bigram index (src/cards/suggestion-index.ts); they
 * must be exactly what a scan of every name key with Levenshtein gives.
 */

/** The scan the index replaced: every key, closest first, then by name. */
function scan(keys: readonly SuggestionKey[], key: string, limit = 3): string[] {
  if (key.length === 0) return [];
  const max = suggestionDistance(key.length);
  const scored = keys.flatMap((k) => (Math.abs(k.key.length - key.length) <= max && distance(key, k.key) <= max ? [{ name: k.name, d: distance(key, k.key) }] : []));
  scored.sort((a, b) => a.d - b.d || a.name.localeCompare(b.name));
  return [...new Set(scored.map((s) => s.name))].slice(0, limit);
}

describe('suggestions for misspelt names (April-2022 snapshot)', () => {
  const catalog = snapshotCatalog();

  it.each([
    ['Lightning Blot', ['Lightning Blow', 'Lightning Blast', 'Lightning Bolt']],
    ['Thoughtsieze', ['Thoughtseize', 'Thoughtbind', 'Thoughtflare']],
    ['Ragavan Nimble Pilferer', ['Ragavan, Nimble Pilferer']],
    ['Jotun Grnt', ['Jötun Grunt']],
    ['Lim Dul Vault', ["Lim-Dûl's Vault"]],
    ['Urzas Saga', ["Urza's Saga", "Urza's Rage"]],
    ['Emrakul the Aeon Torn', ['Emrakul, the Aeons Torn']],
    ['Aether Vail', ['Aether Vial', 'Aether Gale', 'Nether Void']],
    ['Fire/Iec', ['Fire // Ice', 'Fire Imp']],
    ['Brazen Borrower Petty Theft', ['Brazen Borrower // Petty Theft']],
  ])('%s -> %j', (typed, expected) => {
    expect(catalog.suggest(typed)).toEqual(expected);
  });

  it('gives nothing for junk, an empty name or a name of 10,000 letters', () => {
    expect(catalog.suggest('Zzyzx Qqqqqq')).toEqual([]);
    expect(catalog.suggest('')).toEqual([]);
    expect(catalog.suggest('x'.repeat(10_000))).toEqual([]);
  });

  it('answers a repeated typo from its memo with the same list, which callers cannot alter', () => {
    const first = catalog.suggest('Goblin Gide');
    first.push('tampered');
    expect(catalog.suggest('Goblin Gide')).toEqual(['Goblin Guide', 'Goblin Game', 'Goblin Glider']);
  });
});

describe('warming the catalogue in the background after start', () => {
  it('keys foreign names slice by slice to the same cards as keying them all at once, and builds the suggestion index', async () => {
    const store = new CardStore(TEST_STORE);
    const cards = [...store.all()];
    store.close();
    const warmed = new CardCatalog(null, cards);
    await warmed.warmInBackground(500);
    const atOnce = new CardCatalog(null, cards);
    const foreign = cards.filter((_, i) => i % 53 === 0).flatMap((c) => c.record.foreignNames);
    expect(foreign.length).toBeGreaterThan(100);
    for (const name of [...foreign, 'Blitzschlag']) expect(warmed.lookup(name)?.record.name, name).toBe(atOnce.lookup(name)?.record.name);
    expect(warmed.lookup('Blitzschlag')?.record.name).toBe('Lightning Bolt');
    expect(warmed.suggest('Lightning Blot')).toEqual(['Lightning Blow', 'Lightning Blast', 'Lightning Bolt']);
  });
});

describe('the bigram index against a scan of every key', () => {
  const store = new CardStore(TEST_STORE);
  const records = [...store.all()].map((c) => c.record);
  store.close();
  const keys: SuggestionKey[] = records.flatMap((r) => [r.name, ...r.faceNames].map((name) => ({ key: nameKey(name), name: r.name })));
  const index = new SuggestionIndex(keys);
  const sample = records.filter((_, i) => i % 97 === 0).map((r) => r.name);

  it('finds exactly what the scan finds for real names with up to five random edits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sample), fc.array(fc.tuple(fc.nat(60), fc.constantFrom('del', 'ins', 'sub'), fc.constantFrom('a', 'e', ' ', 'x', 'o')), { maxLength: 5 }), (name, edits) => {
        let key = nameKey(name);
        for (const [at, op, ch] of edits) {
          const i = key.length ? at % key.length : 0;
          key = op === 'del' ? key.slice(0, i) + key.slice(i + 1) : op === 'ins' ? key.slice(0, i) + ch + key.slice(i) : key.slice(0, i) + ch + key.slice(i + 1);
        }
        expect(index.suggest(key, 3)).toEqual(scan(keys, key));
      }),
      { numRuns: 100, seed: 15 },
    );
  });

  it('finds exactly what the scan finds for a dropped, swapped or doubled letter, and for keys past 32 characters', () => {
    const longNames = records.map((r) => r.name).filter((n) => nameKey(n).length > 32).slice(0, 20);
    expect(longNames.length).toBeGreaterThan(0);
    for (const name of [...sample.slice(0, 80), ...longNames]) {
      const key = nameKey(name);
      const at = Math.floor(key.length / 2);
      for (const typo of [key.slice(0, at) + key.slice(at + 1), key.slice(0, at - 1) + key[at] + key[at - 1] + key.slice(at + 1), key.slice(0, at) + key[at] + key.slice(at)]) {
        expect(index.suggest(typo, 3), typo).toEqual(scan(keys, typo));
      }
    }
  });

  it('finds exactly what the scan finds for short keys, where no bigram has to be shared', () => {
    for (const key of ['ox', 'o', 'owl', 'mox', 'abc']) expect(index.suggest(key, 3), key).toEqual(scan(keys, key));
  });
});

describe('the bounded bit-parallel distance', () => {
  it('equals Levenshtein up to the cutoff and says "more" past it, for any pattern of 1 to 32 code units', () => {
    const bounded = new BoundedDistance();
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'é', '\u2028', '😀'), maxLength: 40 });
    fc.assert(
      fc.property(text.filter((p) => p.length >= 1 && p.length <= 32), text, fc.nat(12), (pattern, other, cutoff) => {
        bounded.use(pattern);
        expect(bounded.within(other, cutoff)).toBe(Math.min(distance(pattern, other), cutoff + 1));
      }),
      { numRuns: 2000, seed: 15 },
    );
  });
});
