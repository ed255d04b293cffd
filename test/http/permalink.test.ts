/**
 * Permalinks: the request packed into the link (no storage), answered by GET
 * with the same analysis as POST, a strong ETag and Cache-Control.
 */
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { BEST_OF, FORMAT_IDS } from '../../src/domain/formats.js';
import { decodePermalink, encodePermalink, PERMALINK } from '../../src/service/permalink.js';
import { snapshotCatalog, snapshotService, TEST_NOW } from '../helpers/cards.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { DeckService } from '../../src/service/service.js';
import { DECKS, readDeck } from '../fixtures/decks/index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ service: snapshotService(), web: false, publicUrl: 'https://decks.example.org/' });
});
afterAll(async () => app.close());

const path = (link: string) => {
  expect(link.startsWith(`https://decks.example.org${PERMALINK.path}`)).toBe(true);
  return new URL(link).pathname;
};

describe('the permalink code', () => {
  it('round-trips any decklist, format and best_of', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 2000 }).filter((s) => s.trim() !== ''),
        fc.constantFrom(...FORMAT_IDS),
        fc.constantFrom(...BEST_OF),
        (decklist, format, bestOf) => {
          const code = encodePermalink({ decklist, format, best_of: bestOf });
          expect(code).not.toBeNull();
          expect(code).toMatch(/^d[A-Za-z0-9_-]+$/);
          expect(decodePermalink(code!)).toEqual({ decklist, format, best_of: bestOf });
        },
      ),
      { numRuns: 300, seed: 13 },
    );
  });

  it('packs every list of the corpus in under 1,700 characters, far inside the limit', () => {
    const lengths = DECKS.map((d) => encodePermalink({ decklist: readDeck(d.id), format: d.format, best_of: d.bestOf })!.length).sort((a, b) => a - b);
    expect(Math.max(...lengths)).toBe(1663);
    expect(lengths[Math.floor(lengths.length / 2)]).toBeLessThan(1000);
  });

  it('is null in the answer when the packed list would pass the limit', () => {
    const junk = Array.from({ length: 3000 }, (_, i) => `1 ${(i * 7919).toString(36)}${(i * 104729).toString(36)}`).join('\n');
    expect(encodePermalink({ decklist: junk, format: 'standard', best_of: 'bo1' })).toBeNull();
  });
});

describe('GET /api/analyze/p/{code}', () => {
  it('answers the same DeckAnalysis as the POST that issued the link, for real decks of every format', async () => {
    for (const deck of DECKS.filter((_, i) => i % 6 === 0)) {
      const post = await app.inject({ method: 'POST', url: '/api/analyze', payload: { decklist: readDeck(deck.id), format: deck.format, best_of: deck.bestOf } });
      const get = await app.inject({ method: 'GET', url: path(post.json().permalink) });
      expect(get.statusCode, deck.id).toBe(200);
      expect(get.body, deck.id).toBe(post.body);
    }
  });

  it('sends a strong ETag naming the card data, a day of Cache-Control, and 304 to a client that holds the answer', async () => {
    const post = await app.inject({ method: 'POST', url: '/api/analyze', payload: { decklist: readDeck('modern-burn'), format: 'modern', best_of: 'bo3' } });
    const url = path(post.json().permalink);
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers.etag).toMatch(/^"1\.0\.0-mtgjson-20220425-[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers a repeated request from the held bytes once kept (on its second sight), and 304 to a client holding them, without resolving or analysing again', async () => {
    const resolver = new CardResolver(snapshotCatalog());
    const resolve = resolver.resolve.bind(resolver);
    let resolutions = 0;
    resolver.resolve = async (names) => {
      resolutions++;
      return resolve(names);
    };
    const own = await buildApp({ service: new DeckService(resolver, () => TEST_NOW), web: false, publicUrl: 'https://decks.example.org/' });
    const payload = { decklist: readDeck('modern-burn'), format: 'modern', best_of: 'bo3' };
    const post = await own.inject({ method: 'POST', url: '/api/analyze', payload });
    const again = await own.inject({ method: 'POST', url: '/api/analyze', payload });
    expect(again.body).toBe(post.body);
    expect(resolutions).toBe(2);
    const url = path(post.json().permalink);
    const get = await own.inject({ method: 'GET', url });
    expect(get.body).toBe(post.body);
    const held = await own.inject({ method: 'GET', url, headers: { 'if-none-match': get.headers.etag as string } });
    expect(held.statusCode).toBe(304);
    expect(resolutions).toBe(2);
    await own.close();
  });

  it('is not cached long when a name did not resolve (a later lookup may find it)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/analyze/p?decklist=' + encodeURIComponent('4 Lightnig Bolt\n56 Mountain') + '&format=modern' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });

  it('rejects a code over the limit with 414 permalink_too_long, and a code it did not issue with 400 invalid_permalink', async () => {
    const long = await app.inject({ method: 'GET', url: `${PERMALINK.path}d${'A'.repeat(PERMALINK.maxCodeLength)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error).toEqual({ code: 'permalink_too_long', message: 'the permalink code has 6001 characters; at most 6000 are read', field: 'code' });
    const bomb = `d${deflateRawSync(Buffer.from(`modern\nbo1\n${'4 Lightning Bolt\n'.repeat(70_000)}`), { level: 9 }).toString('base64url')}`;
    expect(bomb.length).toBeLessThan(PERMALINK.maxCodeLength);
    for (const code of ['xAAAA', 'dAAAA', 'd!!!', bomb, `d${deflateRawSync(Buffer.from('modern\nbo7\n4 Lightning Bolt')).toString('base64url')}`]) {
      const res = await app.inject({ method: 'GET', url: `${PERMALINK.path}${encodeURIComponent(code)}` });
      expect(res.statusCode, code.slice(0, 20)).toBe(400);
      expect(res.json().error.code).toBe('invalid_permalink');
    }
  });
});

describe('GET /api/analyze/p?decklist=...', () => {
  it('analyzes a list written into the URL, with the POST defaults and errors, and answers its short permalink', async () => {
    const list = readDeck('modern-burn');
    const res = await app.inject({ method: 'GET', url: `/api/analyze/p?decklist=${encodeURIComponent(list)}&format=%20Modern&best_of=bo3` });
    const post = await app.inject({ method: 'POST', url: '/api/analyze', payload: { decklist: list, format: 'modern', best_of: 'bo3' } });
    expect(res.body).toBe(post.body);
    const byDefault = await app.inject({ method: 'GET', url: `/api/analyze/p?decklist=${encodeURIComponent(list)}` });
    expect(byDefault.json()).toMatchObject({ format: 'standard', best_of: 'bo1' });
    expect(byDefault.json().warnings.map((w: { code: string }) => w.code)).toContain('LIKELY_OTHER_FORMAT');
    expect((await app.inject({ method: 'GET', url: '/api/analyze/p' })).json().error.code).toBe('missing_decklist');
    expect((await app.inject({ method: 'GET', url: '/api/analyze/p?decklist=4%20Opt&format=frontier' })).json().error.code).toBe('unsupported_format');
  });
});

describe('a GET-only agent', () => {
  it('learns the GET form from discovery and /llms.txt, analyzes a pasted deck by GET, and follows its permalink', async () => {
    const discovery = (await app.inject({ method: 'GET', url: '/api/analyze' })).json();
    const example = await app.inject({ method: 'GET', url: new URL(discovery.example_get_url).pathname + new URL(discovery.example_get_url).search });
    expect(example.json().legality.status).toBe('legal');
    expect(example.json().permalink).toBe(discovery.example_permalink);
    const guide = (await app.inject({ method: 'GET', url: '/llms.txt' })).body;
    expect(guide).toContain('https://decks.example.org/api/analyze/p?decklist=4%20Lightning%20Bolt%0A4%20Goblin%20Guide%0A52%20Mountain&format=modern&best_of=bo3');
    expect(guide).toContain(`(${discovery.example_permalink})`);

    // The user's deck, written into the URL as discovery's template says.
    const template: string = discovery.endpoints.analyze_get.path;
    const url = template
      .replace('{decklist}', encodeURIComponent(readDeck('legacy-death-and-taxes')))
      .replace('{format}', 'legacy')
      .replace('{best_of}', 'bo3');
    const analysis = await app.inject({ method: 'GET', url });
    expect(analysis.statusCode).toBe(200);
    expect(analysis.json()).toMatchObject({ format: 'legacy', best_of: 'bo3', legality: { status: 'legal' } });
    const shared = await app.inject({ method: 'GET', url: path(analysis.json().permalink) });
    expect(shared.body).toBe(analysis.body);
  });
});
