import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { CardStore } from '../../src/cards/store.js';
import { DeckService, LARGE_PASTE_CHARS } from '../../src/service/service.js';
import type { AnswerFrame } from '../../src/service/answer-cache.js';
import { TEST_NOW, TEST_STORE } from '../helpers/cards.js';
import { readDeck } from '../fixtures/decks/index.js';

/**
 * Issue 10: no request holds the event loop much past 100 ms. A large paste is
 * read, resolved, analysed and serialized in separate turns, so other clients
 * are served between its steps; checked structurally, by counting the turns
 * the loop gets while one analysis runs, never by timing.
 */

function service(): DeckService {
  const store = new CardStore(TEST_STORE);
  const catalog = new CardCatalog(store.provenance(), store.all());
  store.close();
  return new DeckService(new CardResolver(catalog), () => TEST_NOW, null);
}

/** How many other macrotasks ran while `work` was pending. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  done = true;
  return turns;
}

describe('a large paste gives the event loop turns between its steps', () => {
  const deckService = service();
  const burn = readDeck('modern-burn');
  const framed = (answer: unknown) => ({ head: Buffer.from(JSON.stringify(answer)), tail: Buffer.alloc(0), digest: 'd', tagPrefix: 'x', stable: true });
  const finish = (frame: AnswerFrame) => ({ body: frame.head, etag: '"x"', stable: true });
  const render = { frame: framed, finish };

  it('a real list is analysed in one turn', async () => {
    expect(burn.length).toBeLessThan(LARGE_PASTE_CHARS);
    expect(await turnsDuring(() => deckService.analyzeRendered({ decklist: burn, format: 'modern', best_of: 'bo3' }, render))).toBe(0);
  });

  it('a paste past LARGE_PASTE_CHARS yields after reading, after resolving and before serializing', async () => {
    // The same list with a comment line long enough to pass the threshold: the answer is the same deck.
    const large = `${burn}\n# ${'x'.repeat(LARGE_PASTE_CHARS)}`;
    const answers: string[] = [];
    const turns = await turnsDuring(() => deckService.analyzeRendered({ decklist: large, format: 'modern', best_of: 'bo3' }, {
      frame: (a) => {
        answers.push(JSON.stringify(a.legality));
        return framed(a);
      },
      finish,
    }));
    expect(turns).toBeGreaterThanOrEqual(3);
    const small = await deckService.analyze({ decklist: burn, format: 'modern', best_of: 'bo3' });
    expect(answers).toEqual([JSON.stringify(small.legality)]);
  });
});
