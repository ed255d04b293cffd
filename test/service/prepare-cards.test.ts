import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { CardStore } from '../../src/cards/store.js';
import { DeckService } from '../../src/service/service.js';
import { perCardText } from '../../src/analysis/card-memo.js';
import { TEST_NOW, TEST_STORE } from '../helpers/cards.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';

/** Per-card work done once (src/analysis/card-memo.ts, prepare.ts): the answers never depend on when a card was first seen. */

/** Records of their own: the per-card memos are keyed by record, so each catalogue starts unprepared. */
function freshCatalog(): CardCatalog {
  const store = new CardStore(TEST_STORE);
  const catalog = new CardCatalog(store.provenance(), store.all());
  store.close();
  return catalog;
}

const corpus = DECKS.filter((_, i) => i % 4 === 0);

describe('cards prepared ahead of requests', () => {
  it('give every corpus deck exactly the answer cards met first in the request give, and again on a second request', async () => {
    const catalog = freshCatalog();
    const prepared = new DeckService(new CardResolver(catalog), () => TEST_NOW, null);
    const firstSight = new DeckService(new CardResolver(freshCatalog()), () => TEST_NOW, null);
    expect(await prepared.prepareCards()).toBe(catalog.size);
    for (const deck of corpus) {
      const input = { decklist: readDeck(deck.id), format: deck.format, best_of: deck.bestOf };
      const unprepared = await firstSight.analyze(input);
      expect(await prepared.analyze(input), deck.id).toEqual(unprepared);
      expect(await firstSight.analyze(input), `${deck.id}, second request`).toEqual(unprepared);
    }
  });
});

describe('perCardText', () => {
  it('keeps a result per string, up to its bound, and never keeps an over-long string', () => {
    const seen: string[] = [];
    const length = perCardText((text: string) => {
      seen.push(text);
      return text.length;
    }, 2);
    expect([length('{1}{R}'), length('{1}{R}')]).toEqual([6, 6]);
    expect(seen).toEqual(['{1}{R}']);
    const long = 'x'.repeat(5_000);
    expect([length(long), length(long)]).toEqual([5_000, 5_000]);
    expect(seen).toHaveLength(3);
    // A third string fills the bound: the memo starts afresh, so '{1}{R}' is worked out again.
    length('{G}');
    length('{U}');
    length('{1}{R}');
    expect(seen.slice(3)).toEqual(['{G}', '{U}', '{1}{R}']);
  });
});
