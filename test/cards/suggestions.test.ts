import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance } from 'fastest-levenshtein';
import { nameKey } from '../../src/domain/names.js';
import { SuggestionIndex, suggestionDistance, type SuggestionKey } from '../../src/cards/suggestion-index.js';
import { CardStore } from '../../src/cards/store.js';
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

  it('finds exactly what the scan finds for short keys, where no bigram has to be shared', () => {
    for (const key of ['ox', 'o', 'owl', 'mox', 'abc']) expect(index.suggest(key, 3), key).toEqual(scan(keys, key));
  });
});
