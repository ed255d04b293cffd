import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { ScryfallClient } from '../../src/cards/scryfall-client.js';
import { CardStore } from '../../src/cards/store.js';
import { importCardFile } from '../../src/cards/import.js';
import { buildApp } from '../../src/http/app.js';
import { DeckService } from '../../src/service/service.js';
import { FakeScryfall, json, madeUpCard } from '../helpers/fake-scryfall.js';
import { SCRYFALL_SAMPLE, TEST_NOW, snapshotApp } from '../helpers/cards.js';
import type { ScryfallCard } from '../../src/cards/scryfall.js';
import { DEFAULTS } from '../../src/config.js';

const NAMES = Array.from({ length: 150 }, (_, i) => `Test Elf ${i + 1}`);
let fake: FakeScryfall;

beforeEach(async () => {
  fake = new FakeScryfall(new Map<string, ScryfallCard>(NAMES.map((n) => [n.toLowerCase(), madeUpCard(n)])));
  await fake.start();
});
afterEach(() => fake.stop());

/** When the client sent each request (the server sees arrivals, which connection setup skews). */
let sentAt: number[] = [];
const recordingFetch: typeof fetch = (input, init) => {
  sentAt.push(Date.now());
  return fetch(input, init);
};
beforeEach(() => {
  sentAt = [];
});

const client = (options: Partial<ConstructorParameters<typeof ScryfallClient>[0]> = {}) =>
  new ScryfallClient({ baseUrl: fake.url, timeoutMs: DEFAULTS.liveTimeoutMs, retryBackoffMs: 20, fetch: recordingFetch, ...options });

describe('live Scryfall provider', () => {
  it('asks for 150 names in two requests of 75, with User-Agent and Accept, two a second at most', async () => {
    const result = await client().collection(NAMES, Date.now() + 10_000);
    expect(result.found.size).toBe(150);
    expect(result.failed).toEqual([]);
    expect(fake.requests.map((r) => [r.method, r.url, (r.body as { identifiers: unknown[] }).identifiers.length])).toEqual([
      ['POST', '/cards/collection', 75],
      ['POST', '/cards/collection', 75],
    ]);
    for (const r of fake.requests) {
      expect(r.headers['user-agent']).toMatch(/^Deckdoctor\/1\.0\.0/);
      expect(r.headers.accept).toBe('application/json');
    }
    expect(sentAt).toHaveLength(2);
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(495);
    expect(result.found.get('Test Elf 150')).toMatchObject({ name: 'Test Elf 150', source: 'scryfall', manaValue: 2, colors: ['G'] });
  });

  it('keeps the rate limit across concurrent callers of one client', async () => {
    const shared = client({ minIntervalMs: 300 });
    await Promise.all([shared.collection(['Test Elf 1'], Date.now() + 5000), shared.collection(['Test Elf 2'], Date.now() + 5000), shared.collection(['Test Elf 3'], Date.now() + 5000)]);
    expect(fake.requests).toHaveLength(3);
    expect(sentAt).toHaveLength(3);
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(295);
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(295);
  });

  it('stops asking when the time budget of the analysis is spent', async () => {
    const result = await client({ minIntervalMs: 400 }).collection(NAMES, Date.now() + 200);
    expect(fake.requests).toHaveLength(1);
    expect(result.found.size).toBe(75);
    expect(result.failed).toEqual(NAMES.slice(75));
  });

  it('retries once after a timeout', async () => {
    fake.behaviours[0] = (req, res) => void setTimeout(() => fake.answerCollection(req, res), 1000);
    const result = await client({ timeoutMs: 200, minIntervalMs: 10 }).collection(['Test Elf 1'], Date.now() + 5000);
    expect(fake.requests).toHaveLength(2);
    expect([...result.found.keys()]).toEqual(['Test Elf 1']);
  });

  it('gives up after a second timeout and reports the names as failed', async () => {
    const slow = (req: Parameters<FakeScryfall['answerCollection']>[0], res: Parameters<FakeScryfall['answerCollection']>[1]) => void setTimeout(() => fake.answerCollection(req, res), 1000);
    fake.behaviours[0] = slow;
    fake.behaviours[1] = slow;
    const result = await client({ timeoutMs: 150, minIntervalMs: 10 }).collection(['Test Elf 1'], Date.now() + 5000);
    expect(fake.requests).toHaveLength(2);
    expect(result.failed).toEqual(['Test Elf 1']);
  });

  it('retries once after a 500', async () => {
    fake.behaviours[0] = (_req, res) => json(res, 500, { object: 'error', code: 'internal', status: 500, details: 'boom' });
    const result = await client({ minIntervalMs: 10 }).collection(['Test Elf 7'], Date.now() + 5000);
    expect(fake.requests).toHaveLength(2);
    expect(result.found.has('Test Elf 7')).toBe(true);
  });

  it('backs off after a 429 and stops asking for a while', async () => {
    fake.behaviours[0] = (_req, res) => json(res, 429, { object: 'error', code: 'rate_limited', status: 429, details: 'slow down' }, { 'retry-after': '30' });
    const provider = client({ minIntervalMs: 10 });
    const first = await provider.collection(['Test Elf 1'], Date.now() + 5000);
    expect(first.failed).toEqual(['Test Elf 1']);
    expect(provider.coolingDown).toBe(true);
    const second = await provider.collection(['Test Elf 2'], Date.now() + 5000);
    expect(second.failed).toEqual(['Test Elf 2']);
    expect(fake.requests).toHaveLength(1);
  });

  it('holds off for a while when Scryfall cannot be reached at all', async () => {
    const url = fake.url;
    await fake.stop();
    const offline = new ScryfallClient({ baseUrl: url, timeoutMs: DEFAULTS.liveTimeoutMs, retryBackoffMs: 10, minIntervalMs: 10, fetch: recordingFetch });
    expect((await offline.collection(['Test Elf 1'], Date.now() + 5000)).failed).toEqual(['Test Elf 1']);
    expect(sentAt).toHaveLength(2);
    expect(offline.coolingDown).toBe(true);
    expect((await offline.collection(['Test Elf 2'], Date.now() + 5000)).failed).toEqual(['Test Elf 2']);
    expect(sentAt).toHaveLength(2);
    await fake.start();
  });

  it('treats malformed JSON and error objects as failures, without retrying', async () => {
    fake.behaviours[0] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"object":"list","data":[');
    };
    fake.behaviours[1] = (_req, res) => json(res, 400, { object: 'error', code: 'bad_request', status: 400, details: 'bad identifiers' });
    const provider = client({ minIntervalMs: 10 });
    expect((await provider.collection(['Test Elf 1'], Date.now() + 5000)).failed).toEqual(['Test Elf 1']);
    expect((await provider.collection(['Test Elf 2'], Date.now() + 5000)).failed).toEqual(['Test Elf 2']);
    expect(fake.requests).toHaveLength(2);
  });

  it("reads Scryfall's not_found list", async () => {
    const result = await client().collection(['Test Elf 3', 'Nonexistent Card'], Date.now() + 5000);
    expect([...result.found.keys()]).toEqual(['Test Elf 3']);
    expect(result.notFound).toEqual(['Nonexistent Card']);
    expect(result.failed).toEqual([]);
  });

  it('a provider that keeps failing shows in card_data.lookup_failure and CARD_LOOKUP_FAILED, apart from unknown names', async () => {
    fake.fallback = (_req, res) => json(res, 503, { object: 'error', code: 'unavailable', status: 503, details: 'down' });
    const resolver = new CardResolver(new CardCatalog(null), { liveBudgetMs: DEFAULTS.liveBudgetMs, live: client({ minIntervalMs: 10 }), store: new CardStore(':memory:'), now: () => TEST_NOW });
    const answer = await new DeckService(resolver, () => TEST_NOW).analyze({ decklist: '4 Test Elf 1\n4 Test Elf 2', format: 'modern', best_of: 'bo1' });
    expect(answer.card_data.lookup_failure).toEqual({ reason: 'server_error', message: expect.any(String), names: ['Test Elf 1', 'Test Elf 2'] });
    const failed = answer.warnings.filter((w) => w.code === 'CARD_LOOKUP_FAILED');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.severity).toBe('major');
    expect(failed[0]!.message).toContain('Card lookup failed for 2 names');
    expect(failed[0]!.message).toContain('Test Elf 1, Test Elf 2');
  });

  it('writes live answers back to the store and reuses them', async () => {
    const store = new CardStore(':memory:');
    const catalog = new CardCatalog(null);
    const resolver = new CardResolver(catalog, { liveBudgetMs: DEFAULTS.liveBudgetMs, live: client(), store, now: () => TEST_NOW });
    const service = new DeckService(resolver, () => TEST_NOW);
    const first = await service.analyze({ decklist: '4 Test Elf 1\n4 Test Elf 2\n2 Unknown Thing', format: 'modern', best_of: 'bo1' });
    expect(first.card_data).toMatchObject({ source: 'scryfall', mode: 'live', resolved_unique_cards: 2, resolved_card_copies: 8, unresolved_names: ['Unknown Thing'] });
    expect(store.count('live')).toBe(2);
    expect([...store.all()].map((c) => [c.record.name, c.fetchedAt !== null])).toEqual([['Test Elf 1', true], ['Test Elf 2', true]]);

    const requestsBefore = fake.requests.length;
    const again = await new DeckService(new CardResolver(new CardCatalog(null, store.all()), { store }), () => TEST_NOW).analyze({
      decklist: '4 Test Elf 1\n4 Test Elf 2',
      format: 'modern',
      best_of: 'bo1',
    });
    expect(again.card_data).toMatchObject({ source: 'scryfall', mode: 'cache', resolved_unique_cards: 2, unresolved_unique_cards: 0 });
    expect(again.card_data.checked_at).toBe(first.card_data.checked_at);
    expect(fake.requests.length).toBe(requestsBefore);
    store.close();
  });
});

describe('names Scryfall does not know', () => {
  it('are not asked again for a while', async () => {
    const resolver = new CardResolver(new CardCatalog(null), { liveBudgetMs: DEFAULTS.liveBudgetMs, live: client({ minIntervalMs: 10 }) });
    expect((await resolver.resolve(['Nonexistent Card', 'Test Elf 9'])).unresolved).toEqual(['Nonexistent Card']);
    expect(fake.requests).toHaveLength(1);
    const again = await resolver.resolve(['nonexistent card']);
    expect(again.unresolved).toEqual(['nonexistent card']);
    expect(again.dataAvailable).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it("date an answer where nothing resolved by Scryfall's reply, not by the snapshot the names were first looked up in", async () => {
    const snapshot = { source: 'mtgjson' as const, version: '5.2.0', date: '2022-04-25', importedAt: '2026-11-01T00:00:00.000Z', cardCount: 0 };
    const live = new CardResolver(new CardCatalog(snapshot), { liveBudgetMs: DEFAULTS.liveBudgetMs, live: client({ minIntervalMs: 10 }), now: () => TEST_NOW });
    expect(await live.resolve(['Nonexistent Card'])).toMatchObject({ unresolved: ['Nonexistent Card'], checkedAt: TEST_NOW.toISOString(), checkedNow: true });
    const offline = new CardResolver(new CardCatalog(snapshot), { now: () => TEST_NOW });
    expect(await offline.resolve(['Nonexistent Card'])).toMatchObject({ unresolved: ['Nonexistent Card'], checkedAt: '2022-04-25T00:00:00.000Z', checkedNow: false });
  });
});

describe('card-data diagnostics through POST /api/analyze', () => {
  const post = async (app: Awaited<ReturnType<typeof buildApp>>, decklist: string, format = 'modern') =>
    (await app.inject({ method: 'POST', url: '/api/analyze', payload: { decklist, format } })).json();

  it('all resolved: provider_enriched_api from the cache, with the snapshot date and a stale warning', async () => {
    const app = await snapshotApp();
    const body = await post(app, '4 Lightning Bolt\n56 Mountain');
    expect(body.analysis_mode).toBe('provider_enriched_api');
    expect(body.card_data).toEqual({
      source: 'mtgjson',
      mode: 'cache',
      checked_at: '2022-04-25T00:00:00.000Z',
      resolved_unique_cards: 2,
      resolved_card_copies: 60,
      unresolved_unique_cards: 0,
      unresolved_card_copies: 0,
      unresolved_names: [],
      suggestions: {},
    });
    expect(body.warnings).toContainEqual({
      severity: 'minor',
      code: 'CARD_DATA_STALE',
      message: 'Card data dates from 2022-04-25 (1672 days old): legality changes with every set and ban announcement; refresh it with "deckdoctor cards sync".',
    });
    await app.close();
  });

  it('some unresolved: still provider_enriched_api, with UNRESOLVED_CARD_NAMES, unknown cards and suggestions', async () => {
    const app = await snapshotApp();
    const body = await post(app, '4 Lightnig Bolt\n3 Zzyzx Qqqqqq\n53 Mountain');
    expect(body.analysis_mode).toBe('provider_enriched_api');
    expect(body.card_data).toMatchObject({
      resolved_unique_cards: 1,
      resolved_card_copies: 53,
      unresolved_unique_cards: 2,
      unresolved_card_copies: 7,
      unresolved_names: ['Lightnig Bolt', 'Zzyzx Qqqqqq'],
      suggestions: { 'Lightnig Bolt': ['Lightning Bolt', 'Lightning Colt', 'Lightning Wolf'] },
    });
    expect(body.legality.status).toBe('unknown');
    expect(body.legality.unknown_cards).toEqual(['Lightnig Bolt', 'Zzyzx Qqqqqq']);
    const unresolved = body.warnings.find((w: { code: string }) => w.code === 'UNRESOLVED_CARD_NAMES');
    expect(unresolved.severity).toBe('major');
    expect(unresolved.message).toBe('2 card names could not be resolved: Lightnig Bolt (did you mean Lightning Bolt, Lightning Colt, Lightning Wolf?); Zzyzx Qqqqqq.');
    expect(body.mana_curve.unknown).toBe(7);
    await app.close();
  });

  it('store empty and provider down: the structural fallback, basic lands still recognised', async () => {
    fake.fallback = (_req, res) => json(res, 503, { object: 'error', status: 503, details: 'down' });
    const resolver = new CardResolver(new CardCatalog(null), { liveBudgetMs: DEFAULTS.liveBudgetMs, live: client({ minIntervalMs: 10 }), now: () => TEST_NOW });
    const app = await buildApp({ service: new DeckService(resolver, () => TEST_NOW) });
    const body = await post(app, '4 Lightning Bolt\n4 Goblin Guide\n20 Mountain\n2 Snow-Covered Mountain');
    expect(body.analysis_mode).toBe('structural_api');
    expect(body.card_data).toMatchObject({
      source: 'scryfall',
      mode: 'fallback',
      resolved_unique_cards: 0,
      resolved_card_copies: 0,
      unresolved_unique_cards: 4,
      unresolved_card_copies: 30,
      unresolved_names: ['Lightning Bolt', 'Goblin Guide', 'Mountain', 'Snow-Covered Mountain'],
    });
    expect(body.warnings.map((w: { code: string; severity: string }) => [w.code, w.severity])).toContainEqual(['CARD_DATA_UNAVAILABLE', 'major']);
    expect(body.facts).toMatchObject({ lands: 22, nonlands: 8 });
    expect(body.mana_curve).toEqual({ '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5+': 0, unknown: 8 });
    expect(body.score_breakdown).toBeUndefined();
    expect(body.legality.unknown_cards).toEqual(['Lightning Bolt', 'Goblin Guide']);
    await app.close();
  });

  it('fresh data (within 30 days) carries no stale warning', async () => {
    const store = new CardStore(':memory:');
    await importCardFile(SCRYFALL_SAMPLE, store, { progress: false });
    const resolver = new CardResolver(new CardCatalog(store.provenance(), store.all()));
    const app = await buildApp({ service: new DeckService(resolver, () => new Date('2026-09-10T00:00:00Z')) });
    const body = await post(app, '4 Brainstorm\n4 Flooded Strand');
    expect(body.card_data).toMatchObject({ source: 'scryfall', mode: 'cache', checked_at: '2026-08-23T00:00:00.000Z' });
    expect(body.warnings.map((w: { code: string }) => w.code)).not.toContain('CARD_DATA_STALE');
    await app.close();
  });
});
