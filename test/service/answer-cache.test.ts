import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { CardStore } from '../../src/cards/store.js';
import { DeckService } from '../../src/service/service.js';
import { ANSWER_CACHE_MAX_LIST_CHARS, AnswerCache, type AnswerFrame } from '../../src/service/answer-cache.js';
import { screenNonCards } from '../../src/service/non-decklist.js';
import { parseDecklist } from '../../src/decklist/parse.js';
import { TEST_NOW, TEST_STORE } from '../helpers/cards.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';

/** The answer cache (src/service/answer-cache.ts) on real decks of the corpus and the April-2022 snapshot. */

function freshCatalog(): CardCatalog {
  const store = new CardStore(TEST_STORE);
  const catalog = new CardCatalog(store.provenance(), store.all());
  store.close();
  return catalog;
}

const catalog = freshCatalog();
const corpus = DECKS.filter((_, i) => i % 5 === 0);

/** Asks twice: an entry is kept the second time its key is asked for. */
async function twice<T>(ask: () => Promise<T>): Promise<T> {
  await ask();
  return ask();
}

describe('answer cache', () => {
  it('answers a repeated deck from the cache with exactly the answer a service without a cache gives', async () => {
    const cached = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const plain = new DeckService(new CardResolver(catalog), () => TEST_NOW, null);
    for (const deck of corpus) {
      const input = { decklist: readDeck(deck.id), format: deck.format, best_of: deck.bestOf };
      const first = await cached.analyze(input);
      const again = await cached.analyze(input);
      expect(again, deck.id).toEqual(await plain.analyze(input));
      expect(again, deck.id).toEqual(first);
    }
    expect(cached.answers!.size.answers).toBe(corpus.length);
  });

  it('keys on format and best-of, and hands out copies a caller cannot alter', async () => {
    const service = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const decklist = readDeck('modern-burn');
    await twice(() => service.analyze({ decklist, format: 'modern', best_of: 'bo1' }));
    const bo1 = await service.analyze({ decklist, format: 'modern', best_of: 'bo1' });
    const pauper = await twice(() => service.analyze({ decklist, format: 'pauper', best_of: 'bo1' }));
    expect(pauper.legality.status).toBe('illegal');
    expect(bo1.legality.status).toBe('legal');
    (bo1 as { deck_size: number }).deck_size = -1;
    expect((await service.analyze({ decklist, format: 'modern', best_of: 'bo1' })).deck_size).toBe(60);
    expect(service.answers!.size.answers).toBe(2);
  });

  it('does not keep an answer whose suggestions the time budget cut short, and keeps the full one', async () => {
    const input = { decklist: '4 Lightning Bolt\n4 Lightnig Bolt\n52 Mountain', format: 'modern' as const, best_of: 'bo1' as const };
    const hurried = new DeckService(new CardResolver(catalog, { suggestionBudgetMs: 0 }), () => TEST_NOW);
    const cut = await twice(() => hurried.analyze(input));
    expect(cut.card_data.unresolved_names).toEqual(['Lightnig Bolt']);
    expect(cut.card_data.suggestions).toEqual({});
    expect(hurried.answers!.size.answers).toBe(0);
    const unhurried = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const full = await twice(() => unhurried.analyze(input));
    expect(full.card_data.suggestions).toEqual({ 'Lightnig Bolt': ['Lightning Bolt', 'Lightning Colt', 'Lightning Wolf'] });
    expect(unhurried.answers!.size.answers).toBe(1);
  });

  it('is cleared when a card is added to the catalogue, and the next answer uses the new card', async () => {
    const own = freshCatalog();
    const service = new DeckService(new CardResolver(own), () => TEST_NOW);
    const input = { decklist: '4 Lightning Bolt\n4 Bolt of Tomorrow\n52 Mountain', format: 'modern' as const, best_of: 'bo1' as const };
    expect((await twice(() => service.analyze(input))).card_data.unresolved_names).toEqual(['Bolt of Tomorrow']);
    expect(service.answers!.size.answers).toBe(1);
    own.add({ ...own.lookup('Lightning Bolt')!.record, name: 'Bolt of Tomorrow', faceNames: ['Bolt of Tomorrow'], foreignNames: [] });
    const after = await twice(() => service.analyze(input));
    expect(after.card_data.unresolved_names).toEqual([]);
    expect(service.answers!.size.answers).toBe(1);
  });

  it("keeps an answer where nothing resolved from the snapshot: its checked_at is the snapshot's date, as for any other", async () => {
    const service = new DeckService(new CardResolver(catalog, { now: () => TEST_NOW }), () => TEST_NOW);
    const answer = await twice(() => service.analyze({ decklist: '4 Ligtning Bolt\n56 Mounain', format: 'modern', best_of: 'bo1' }));
    expect(answer.card_data).toMatchObject({ mode: 'fallback', source: 'mtgjson', checked_at: '2022-04-25T00:00:00.000Z', resolved_unique_cards: 0 });
    expect(answer.card_data.suggestions).toEqual({ 'Ligtning Bolt': ['Lightning Bolt', 'Lightning Colt', 'Lightning Wolf'], Mounain: ['Mountain'] });
    expect(service.answers!.size.answers).toBe(1);
  });

  it('does not keep an answer where nothing resolved and no snapshot was consulted (its checked_at is the clock time)', async () => {
    const service = new DeckService(new CardResolver(new CardCatalog(null), { now: () => TEST_NOW }), () => TEST_NOW);
    const answer = await twice(() => service.analyze({ decklist: '4 Lightning Bolt\n56 Mountain', format: 'modern', best_of: 'bo1' }));
    expect(answer.card_data).toMatchObject({ mode: 'fallback', source: 'none', checked_at: TEST_NOW.toISOString() });
    expect(service.answers!.size.answers).toBe(0);
  });

  it('stays within its byte bound, dropping the least recently used answers first', async () => {
    const small = new AnswerCache(60_000);
    const service = new DeckService(new CardResolver(catalog), () => TEST_NOW, small);
    const decks = DECKS.filter((d) => d.kind !== 'pile').slice(0, 12);
    for (const deck of decks) await twice(() => service.analyze({ decklist: readDeck(deck.id), format: deck.format, best_of: deck.bestOf }));
    expect(small.size.bytes).toBeLessThanOrEqual(60_000);
    expect(small.size.answers).toBeGreaterThan(0);
    expect(small.size.answers).toBeLessThan(decks.length);
    const last = decks.at(-1)!;
    const input = { decklist: readDeck(last.id), format: last.format, best_of: last.bestOf };
    const { parsed, notADecklist } = screenNonCards(input.decklist, parseDecklist(input.decklist));
    const key = small.deckKey(input, parsed, notADecklist, catalog.version, TEST_NOW)!;
    expect(small.recall(key)?.answer.format).toBe(last.format);
  });

  it('keys two decks apart whenever a name and the number after it could be read two ways ("X1" x2 against "X" x12)', () => {
    const cache = new AnswerCache();
    const input = { decklist: '', format: 'vintage' as const, best_of: 'bo1' as const };
    const key = (text: string) => {
      const { parsed, notADecklist } = screenNonCards(text, parseDecklist(text));
      return cache.deckKey(input, parsed, notADecklist, 1, TEST_NOW);
    };
    expect(parseDecklist('2 X1\n').entries).toEqual([{ name: 'X1', quantity: 2, section: 'main', lines: [1] }]);
    expect(key('2 X1\n')).not.toBe(key('12 X\n'));
    expect(key('1 Black Lotus\n1 Mox Pearl\n')).not.toBe(key('1 Black Lotus1 Mox Pearl\n'));
    expect(key('4 Lightning Bolt\n')).toBe(key('// a comment\n4x Lightning Bolt\n'));
  });

  it('answers the same deck pasted in another shape from the held analysis, identical to a fresh one', async () => {
    const service = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const plain = new DeckService(new CardResolver(catalog), () => TEST_NOW, null);
    const arena = '4 Lightning Bolt (M10) 146\n4 Goblin Guide (ZEN) 126\n52 Mountain (ZNR) 276\n';
    const typed = '// burn\n4x Lightning Bolt\r\n\r\n4x Goblin Guide\r\n52x Mountain\r\n';
    const first = await service.analyze({ decklist: arena, format: 'modern', best_of: 'bo1' });
    const second = await service.analyze({ decklist: typed, format: 'modern', best_of: 'bo1' });
    expect(service.answers!.size.answers).toBe(1);
    expect(second).toEqual(first);
    expect(second).toEqual(await plain.analyze({ decklist: typed, format: 'modern', best_of: 'bo1' }));
  });

  /** A renderer that numbers its frames and finishes, so a test sees which step ran again. */
  function countingRenderer() {
    const made = { frames: 0, finishes: 0 };
    const render = {
      frame: (answer: { deck_size: number }): AnswerFrame => ({ head: Buffer.from(`${++made.frames}:${answer.deck_size}:`), tail: Buffer.alloc(0), digest: 'd', tagPrefix: 't', stable: true }),
      finish: (frame: AnswerFrame) => ({ body: Buffer.concat([frame.head, Buffer.from(String(++made.finishes))]), etag: `"${made.finishes}"`, stable: frame.stable }),
    };
    return { made, render };
  }

  it('keeps an identical request\'s rendered bytes, and the deck\'s frame for the same deck in another shape', async () => {
    const service = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const { made, render } = countingRenderer();
    const input = { decklist: readDeck('modern-burn'), format: 'modern' as const, best_of: 'bo1' as const };
    expect((await service.analyzeRendered(input, render)).body.toString()).toBe('1:60:1');
    // Kept the second time it is asked for, then answered from the cache.
    const kept = await service.analyzeRendered(input, render);
    expect(kept.body.toString()).toBe('2:60:2');
    expect(await service.analyzeRendered(input, render)).toBe(kept);
    expect(made).toEqual({ frames: 2, finishes: 2 });
    // Another text of the same deck: the held frame, finished with this request's own part.
    const reshaped = await service.analyzeRendered({ ...input, decklist: `${input.decklist}\n\n` }, render);
    expect(reshaped.body.toString()).toBe('2:60:3');
    expect(service.answers!.size).toMatchObject({ answers: 1, rendered: 1 });
  });

  it('keeps a request\'s bytes under its exact text, found before the text is parsed; another text of the same request misses it but finds the frame', async () => {
    const own = freshCatalog();
    const service = new DeckService(new CardResolver(own), () => TEST_NOW);
    const { made, render } = countingRenderer();
    const input = { decklist: readDeck('modern-burn'), format: 'modern' as const, best_of: 'bo1' as const };
    const body = JSON.stringify(input);
    const ask = async (text: string) => {
      const exact = service.renderedForText(text);
      return exact.held ?? service.analyzeRendered(JSON.parse(text) as typeof input, render, exact);
    };
    expect(service.renderedForText(body).held).toBeUndefined();
    expect((await ask(body)).body.toString()).toBe('1:60:1');
    // Kept the second time the text is sent, then found by the text alone.
    const kept = await ask(body);
    expect(kept.body.toString()).toBe('2:60:2');
    expect(service.renderedForText(body).held).toBe(kept);
    // The same request written with other whitespace is another text: its own bytes, from the held frame.
    const spaced = JSON.stringify(input, null, 1);
    expect((await ask(spaced)).body.toString()).toBe('2:60:3');
    expect(service.renderedForText(spaced).held).toBeUndefined();
    expect(made).toEqual({ frames: 2, finishes: 3 });
    // The bytes are held under the text, beside the deck's analysis and frame.
    expect(service.answers!.size).toMatchObject({ answers: 1, rendered: 1 });
    // New card data drops what was held under the text.
    own.add({ ...own.lookup('Lightning Bolt')!.record, name: 'Bolt of Tomorrow', faceNames: ['Bolt of Tomorrow'], foreignNames: [] });
    expect(service.renderedForText(body).held).toBeUndefined();
  });

  it('keys a request by its input when its text is too long to key, as before texts were keyed', async () => {
    const service = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const { render } = countingRenderer();
    const burn = readDeck('modern-burn');
    // A list just under the cache's bound whose body, with its JSON escapes, is over it.
    const decklist = `// ${'"'.repeat(ANSWER_CACHE_MAX_LIST_CHARS - burn.length - 10)}\n${burn}`;
    const input = { decklist, format: 'modern' as const, best_of: 'bo1' as const };
    const body = JSON.stringify(input);
    expect(decklist.length).toBeLessThanOrEqual(ANSWER_CACHE_MAX_LIST_CHARS);
    expect(body.length).toBeGreaterThan(ANSWER_CACHE_MAX_LIST_CHARS);
    const ask = async () => {
      const exact = service.renderedForText(body);
      expect(exact.key).toBeNull();
      return service.analyzeRendered(input, render, exact);
    };
    await ask();
    const kept = await ask();
    expect(await ask()).toBe(kept);
  });

  it('adds a frame to an analysis first made for a caller other than HTTP, once', async () => {
    const service = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const { made, render } = countingRenderer();
    const input = { decklist: readDeck('modern-burn'), format: 'modern' as const, best_of: 'bo1' as const };
    await twice(() => service.analyze(input));
    const bytesBefore = service.answers!.size.bytes;
    expect((await service.analyzeRendered({ ...input, decklist: `# a\n${input.decklist}` }, render)).body.toString()).toBe('1:60:1');
    expect((await service.analyzeRendered({ ...input, decklist: `# b\n${input.decklist}` }, render)).body.toString()).toBe('1:60:2');
    expect(made.frames).toBe(1);
    expect(service.answers!.size.answers).toBe(1);
    expect(service.answers!.size.bytes).toBeGreaterThan(bytesBefore);
  });

  it('keeps nothing made from card data that changed while it was analysed', () => {
    const cache = new AnswerCache();
    const input = { decklist: '4 Lightning Bolt', format: 'modern' as const, best_of: 'bo1' as const };
    const rendered = { body: Buffer.from('{}'), etag: '"x"', stable: true };
    const key = cache.requestKey(input, 1, TEST_NOW)!;
    cache.requestKey(input, 2, TEST_NOW);
    cache.setRendered(key, rendered, 1);
    cache.setRendered(key, rendered, 1);
    expect(cache.size.rendered).toBe(0);
    cache.setRendered(key, rendered, 2);
    cache.setRendered(key, rendered, 2);
    expect(cache.size.rendered).toBe(1);
  });

  it('keeps nothing asked for once: a stream of texts never repeated leaves only their decks, kept on their second sight', async () => {
    const service = new DeckService(new CardResolver(catalog), () => TEST_NOW);
    const { made, render } = countingRenderer();
    const decks = corpus.slice(0, 3);
    // Each request a text of its own (its own comment line), each deck sent three times over.
    for (let round = 0; round < 3; round++) {
      for (const deck of decks) {
        await service.analyzeRendered({ decklist: `// ${round}\n${readDeck(deck.id)}`, format: deck.format, best_of: deck.bestOf }, render);
      }
    }
    expect(service.answers!.size).toMatchObject({ answers: decks.length, rendered: 0 });
    // First round: analysed, nothing kept; second: analysed again and kept with its frame; third: the frame reused.
    expect(made).toEqual({ frames: 2 * decks.length, finishes: 3 * decks.length });
  });
});
