import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { CardStore } from '../../src/cards/store.js';
import { parseDecklist } from '../../src/decklist/parse.js';
import { DeckService } from '../../src/service/service.js';
import { TEST_NOW, TEST_STORE } from '../helpers/cards.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';

/**
 * A parsed deck is shared by every text of its list (the memo of parsed lists,
 * parse.ts), so nothing after the parser may change it. Each corpus deck's
 * shared parse is frozen, deeply, before it is analysed: a write to it would
 * throw (modules run in strict mode).
 */

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const store = new CardStore(TEST_STORE);
const catalog = new CardCatalog(store.provenance(), store.all());
store.close();

describe('a parsed deck shared by the texts of its list', () => {
  it('is analysed without being changed, for every corpus deck, with and without the answer cache', async () => {
    for (const cache of [false, true]) {
      const service = new DeckService(new CardResolver(catalog, { now: () => TEST_NOW }), () => TEST_NOW, cache ? undefined : null);
      for (const deck of DECKS) {
        const decklist = readDeck(deck.id);
        parseDecklist(decklist);
        const shared = deepFreeze(parseDecklist(decklist));
        expect(parseDecklist(decklist), deck.id).toBe(shared);
        const input = { decklist, format: deck.format, best_of: deck.bestOf };
        const answer = await service.analyze(input);
        expect(answer.format, deck.id).toBe(deck.format);
        expect(await service.analyze(input), deck.id).toEqual(answer);
      }
    }
  }, 60_000);
});
