/**
 * The answer's body with each `cards[]` row serialized once and kept
 * (src/http/answer-body.ts) is the same JSON the route's DeckAnalysis schema
 * makes of the whole answer, written in ASCII alone: every corpus deck, sent
 * twice (the second time its rows' kept text is used), a list with an
 * unresolved name, and one with accents and emoji.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { DeckAnalysis } from '../../src/contract/schemas.js';
import { snapshotService } from '../helpers/cards.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';

let app: FastifyInstance;
/** The whole answer serialized by its schema alone, as the route did before rows were kept. */
const wholeAnswer = SerializerSelector()({})({ schema: DeckAnalysis, method: 'POST', url: '/api/analyze', httpStatus: '200' }) as (answer: unknown) => string;

beforeAll(async () => {
  app = await buildApp({ service: snapshotService(), web: false, publicUrl: 'https://decks.example.org/' });
});
afterAll(async () => app.close());

/** Printable ASCII only: JSON writes control characters as escapes, and the answer every other character past ASCII. */
const ASCII_JSON = /^[\x20-\x7e]*$/;

/**
 * The body is the schema's whole answer in ASCII: read back and written again
 * without escapes, in its own key order, it is the schema's text character for
 * character (same fields, same order, same values, nothing more).
 */
function expectWholeAnswer(text: string, label: string): void {
  expect(text, label).toMatch(ASCII_JSON);
  const value: unknown = JSON.parse(text);
  expect(JSON.stringify(value), label).toBe(wholeAnswer(value));
}

async function body(decklist: string, format: string, bestOf: string): Promise<string> {
  // A comment line of its own makes each request new to the answer cache, so the body is serialized afresh.
  const response = await app.inject({ method: 'POST', url: '/api/analyze', payload: { decklist, format, best_of: bestOf } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('the answer body with kept row text', () => {
  it('is the whole answer serialized by the DeckAnalysis schema, in ASCII, for every corpus deck, first and second time', async () => {
    for (const pass of ['first', 'second']) {
      for (const deck of DECKS) {
        const text = await body(`# ${pass}\n${readDeck(deck.id)}`, deck.format, deck.bestOf);
        const answer = JSON.parse(text) as { cards: unknown[] };
        expect(answer.cards.length, deck.id).toBeGreaterThan(0);
        expectWholeAnswer(text, `${deck.id} (${pass})`);
      }
    }
  });

  it('tags each text of one deck apart (its permalink differs), and the same text alike on another instance', async () => {
    const deck = readDeck('modern-burn');
    // GET, whose answers carry an ETag (POST answers are not cached by clients).
    const get = (target: FastifyInstance, decklist: string) => target.inject({ method: 'GET', url: '/api/analyze/p', query: { decklist, format: 'modern', best_of: 'bo3' } });
    const [plain, commented, again] = [await get(app, deck), await get(app, `# mine\n${deck}`), await get(app, deck)];
    expect(plain.body.replace(/"permalink":"[^"]*"/, '')).toBe(commented.body.replace(/"permalink":"[^"]*"/, ''));
    expect(commented.headers.etag).not.toBe(plain.headers.etag);
    expect(again.headers.etag).toBe(plain.headers.etag);
    const other = await buildApp({ service: snapshotService(), web: false, publicUrl: 'https://decks.example.org/' });
    expect((await get(other, `# mine\n${deck}`)).headers.etag).toBe(commented.headers.etag);
    await other.close();
  });

  it('answers a POST body sent before exactly so from the bytes it got, before parsing it, with the same headers', async () => {
    const service = snapshotService();
    const analysed: string[] = [];
    const counting = Object.assign(Object.create(service) as typeof service, {
      analyzeRendered: (...args: Parameters<typeof service.analyzeRendered>) => {
        analysed.push(args[0].decklist);
        return service.analyzeRendered(...args);
      },
    });
    const own = await buildApp({ service: counting, web: false, publicUrl: 'https://decks.example.org/' });
    const payload = JSON.stringify({ decklist: readDeck('modern-burn'), format: 'modern', best_of: 'bo3' });
    const post = (text: string) => own.inject({ method: 'POST', url: '/api/analyze', headers: { 'content-type': 'application/json' }, payload: text });
    const answers = [await post(payload), await post(payload), await post(payload), await post(payload)];
    // Analysed (or recalled by deck) the first two times; the text is kept on its second sight and found by it after.
    expect(analysed).toHaveLength(2);
    const headers = (r: (typeof answers)[number]) => ({ ...r.headers, 'x-request-id': undefined, date: undefined });
    for (const later of answers.slice(1)) {
      expect(later.statusCode).toBe(200);
      expect(later.body).toBe(answers[0]!.body);
      expect(headers(later)).toEqual(headers(answers[0]!));
    }
    // The same request with a space more is another text: parsed and checked, its bytes made from the held frame.
    const spaced = await post(`${payload} `);
    expect(analysed).toHaveLength(3);
    expect(spaced.body).toBe(answers[0]!.body);
    // A broken body is never held, so it always gets its error.
    for (let i = 0; i < 3; i++) expect((await post(payload.slice(0, -1))).statusCode).toBe(400);
    await own.close();
  });

  it('keeps unresolved rows and names written differently apart', async () => {
    const text = await body('4 Lightning Bolt\n4 lightning bolt\n3 Lightnig Bolt\n20 Mountain', 'modern', 'bo3');
    const answer = JSON.parse(text) as { cards: Array<{ name: string; quantity: number; resolved: boolean }> };
    expect(answer.cards.map((c) => [c.name, c.quantity, c.resolved])).toEqual([
      ['Lightning Bolt', 8, true], ['Lightnig Bolt', 3, false], ['Mountain', 20, true],
    ]);
    expectWholeAnswer(text, 'unresolved');
  });

  it('writes accents, dashes and emoji as \\u escapes (a pair past the BMP) that read back as the same text', async () => {
    const text = await body("4 Lim-D\u00fbl's Vault\n4 Goblin Guide\n1 Feu \u{1F525} d\u00e9j\u00e0\n51 Mountain", 'legacy', 'bo3');
    expectWholeAnswer(text, 'accents');
    expect(text).toContain('"name":"Lim-D\\u00fbl\'s Vault"');
    expect(text).toContain('"type_line":"Creature \\u2014 Goblin Scout"');
    const answer = JSON.parse(text) as { cards: Array<{ name: string }> };
    expect(answer.cards.map((c) => c.name)).toEqual(["Lim-D\u00fbl's Vault", 'Goblin Guide', 'Feu \u{1F525} d\u00e9j\u00e0', 'Mountain']);
    expect(text).toContain('"name":"Feu \\ud83d\\udd25 d\\u00e9j\\u00e0"');
  });
});
