/**
 * The live provider against a misbehaving Scryfall: invalid cards, answers for
 * names not asked, oversize bodies, and every kind of failure, each reported
 * apart from names Scryfall does not know.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { importCardFile } from '../../src/cards/import.js';
import { MAX_COLLECTION_BODY_BYTES, MAX_REMEMBERED_MISSING } from '../../src/cards/limits.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { ScryfallClient } from '../../src/cards/scryfall-client.js';
import { scryfallToRecord, type ScryfallCard } from '../../src/cards/scryfall.js';
import { CardStore } from '../../src/cards/store.js';
import { DeckService } from '../../src/service/service.js';
import { FakeScryfall, json, madeUpCard, type RecordedRequest } from '../helpers/fake-scryfall.js';
import { TEST_NOW } from '../helpers/cards.js';
import { DEFAULTS } from '../../src/config.js';

let fake: FakeScryfall;
beforeEach(async () => {
  fake = new FakeScryfall(new Map(['Test Elf 1', 'Test Elf 2', 'Test Elf 3'].map((n) => [n.toLowerCase(), madeUpCard(n)])));
  await fake.start();
});
afterEach(() => fake.stop());

const client = (options: Partial<ConstructorParameters<typeof ScryfallClient>[0]> = {}) =>
  new ScryfallClient({ baseUrl: fake.url, timeoutMs: DEFAULTS.liveTimeoutMs, retryBackoffMs: 10, minIntervalMs: 10, ...options });
const resolverWith = (options: Partial<ConstructorParameters<typeof ScryfallClient>[0]> = {}, store: CardStore | null = null, catalog = new CardCatalog(null)) =>
  new CardResolver(catalog, { liveBudgetMs: DEFAULTS.liveBudgetMs, live: client(options), store, now: () => TEST_NOW });
const identifiers = (req: RecordedRequest) => (req.body as { identifiers: Array<{ name: string }> }).identifiers.map((i) => i.name);

/** A store holding a tiny synthetic import (a Scryfall bulk array with Lightning Bolt and Mountain). */
async function importedStore(): Promise<CardStore> {
  const file = resolve(mkdtempSync(resolve(tmpdir(), 'deckdoctor-')), 'oracle-cards-20261101.json');
  const bolt = madeUpCard('Lightning Bolt', { mana_cost: '{R}', cmc: 1, type_line: 'Instant', colors: ['R'], color_identity: ['R'], power: undefined, toughness: undefined });
  const mountain = madeUpCard('Mountain', { mana_cost: '', cmc: 0, type_line: 'Basic Land — Mountain', colors: [], color_identity: [], power: undefined, toughness: undefined });
  writeFileSync(file, JSON.stringify([bolt, mountain]));
  const store = new CardStore(':memory:');
  await importCardFile(file, store, { progress: false });
  return store;
}

describe('answers are checked before use', () => {
  it('drops an invalid card (cmc "lots", mana_cost 42) as a failed lookup and never stores it', async () => {
    fake.cards.set('test elf 1', madeUpCard('Test Elf 1', { cmc: 'lots' } as unknown as Partial<ScryfallCard>));
    fake.cards.set('test elf 2', madeUpCard('Test Elf 2', { mana_cost: 42 } as unknown as Partial<ScryfallCard>));
    const store = new CardStore(':memory:');
    const resolution = await resolverWith({}, store).resolve(['Test Elf 1', 'Test Elf 2', 'Test Elf 3']);
    expect([...resolution.records.keys()]).toEqual(['Test Elf 3']);
    expect(resolution.unresolved).toEqual(['Test Elf 1', 'Test Elf 2']);
    expect(resolution.lookupFailure).toEqual({ reason: 'invalid_answer', reasons: ['invalid_answer'], names: ['Test Elf 1', 'Test Elf 2'] });
    expect([...store.all()].map((c) => c.record.name)).toEqual(['Test Elf 3']);

    // After a restart the store holds nothing that breaks an analysis.
    const service = new DeckService(new CardResolver(new CardCatalog(store.provenance(), store.all()), { store }), () => TEST_NOW);
    const analysis = await service.analyze({ decklist: '4 Test Elf 1\n4 Test Elf 2\n4 Test Elf 3\n48 Forest', format: 'modern', best_of: 'bo1' });
    expect(analysis.card_data.unresolved_names).toEqual(['Test Elf 1', 'Test Elf 2', 'Forest']);
  });

  it('an answer that is not a list of cards fails the whole batch', async () => {
    fake.fallback = (_req, res) => json(res, 200, { object: 'list', data: 'nope' });
    const resolution = await resolverWith().resolve(['Test Elf 1']);
    expect(resolution.lookupFailure).toMatchObject({ reason: 'invalid_answer', names: ['Test Elf 1'] });
  });

  it('malformed JSON is an invalid answer too', async () => {
    fake.fallback = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"object":"list","data":[');
    };
    expect((await resolverWith().resolve(['Test Elf 1'])).lookupFailure).toMatchObject({ reason: 'invalid_answer' });
  });
});

describe('answers are matched on the exact name asked and never replace imported cards', () => {
  // "Lightning Bolt // Zzz" itself is now read from the catalogue as Lightning Bolt with a note after it (catalog.ts annotated),
  // so it never reaches Scryfall; a name whose front is no card does.
  it('an answer named "Lightning Bolt" does not answer "Lightning Bolts // Zzz" nor overwrite the imported Bolt', async () => {
    const store = await importedStore();
    const importedBolt = [...store.all()].find((c) => c.record.name === 'Lightning Bolt')!.record;
    fake.fallback = (_req, res) => json(res, 200, { object: 'list', not_found: [], data: [madeUpCard('Lightning Bolt', { cmc: 7 })] });
    const catalog = new CardCatalog(store.provenance(), store.all());
    const resolution = await resolverWith({}, store, catalog).resolve(['Lightning Bolts // Zzz']);
    expect(resolution.unresolved).toEqual(['Lightning Bolts // Zzz']);
    expect(resolution.lookupFailure).toMatchObject({ reason: 'invalid_answer', names: ['Lightning Bolts // Zzz'] });
    expect(store.count('live')).toBe(0);
    expect([...store.all()].find((c) => c.record.name === 'Lightning Bolt')).toEqual({ record: importedBolt, fetchedAt: null });
    expect(catalog.lookup('Lightning Bolt')).toEqual({ record: importedBolt, fetchedAt: null });

    const service = new DeckService(new CardResolver(catalog, { store }), () => TEST_NOW);
    const analysis = await service.analyze({ decklist: '4 Lightning Bolt\n56 Mountain', format: 'legacy', best_of: 'bo1' });
    expect(analysis.card_data).toMatchObject({ source: 'scryfall', mode: 'cache', resolved_unique_cards: 2 });
  });

  it('the store and the catalogue keep an imported card when a live answer of the same name arrives', async () => {
    const store = await importedStore();
    const catalog = new CardCatalog(store.provenance(), store.all());
    const imported = catalog.lookup('Lightning Bolt')!.record;
    const liveBolt = scryfallToRecord(madeUpCard('Lightning Bolt', { cmc: 7 }));
    store.saveLive([liveBolt], '2026-11-22T00:00:00.000Z');
    expect(store.count('import')).toBe(2);
    expect([...store.all()].find((c) => c.record.name === 'Lightning Bolt')!.record.manaValue).toBe(1);
    expect(catalog.addLive(liveBolt, '2026-11-22T00:00:00.000Z')).toBe(imported);
    expect(catalog.lookup('Lightning Bolt')!.record).toBe(imported);
  });

  it("a live card never takes a face name an imported card holds", () => {
    const fireIce = scryfallToRecord(madeUpCard('Fire // Ice', { layout: 'split', card_faces: [{ name: 'Fire', mana_cost: '{1}{R}' }, { name: 'Ice', mana_cost: '{1}{U}' }] }));
    const catalog = new CardCatalog(null, [{ record: fireIce, fetchedAt: null }]);
    const intruder = scryfallToRecord(madeUpCard('Ice // Zap', { layout: 'split', card_faces: [{ name: 'Ice' }, { name: 'Zap' }] }));
    expect(catalog.addLive(intruder, '2026-11-22T00:00:00.000Z')).toBe(intruder);
    expect(catalog.lookup('Ice')!.record).toBe(fireIce);
    expect(catalog.lookup('Zap')!.record).toBe(intruder);
  });

  it('a face name asked is answered by its card; two spellings of one name are both answered', async () => {
    fake.cards.set('delver test', madeUpCard('Delver Test // Flipped Test', { layout: 'transform', card_faces: [{ name: 'Delver Test', mana_cost: '{U}' }, { name: 'Flipped Test' }] }));
    const resolution = await resolverWith().resolve(['Delver Test', 'Test Elf 1', 'TEST ELF 1']);
    expect(resolution.records.get('Delver Test')?.name).toBe('Delver Test // Flipped Test');
    expect(resolution.records.get('TEST ELF 1')?.name).toBe('Test Elf 1');
    expect(resolution.lookupFailure).toBeNull();
  });
});

describe('provider bodies are capped', () => {
  const padding = (bytes: number) => 'x'.repeat(bytes);

  it('a declared Content-Length over the cap is refused unread', async () => {
    fake.fallback = (_req, res) => json(res, 200, { object: 'list', not_found: [], data: [], pad: padding(MAX_COLLECTION_BODY_BYTES) });
    const store = new CardStore(':memory:');
    const resolution = await resolverWith({}, store).resolve(['Test Elf 1']);
    expect(resolution.lookupFailure).toMatchObject({ reason: 'too_large', names: ['Test Elf 1'] });
    expect(store.count()).toBe(0);
  });

  it('a chunked body with no length is aborted once past the cap', async () => {
    let written = 0;
    fake.fallback = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = padding(256 * 1024);
      const pump = () => {
        while (written < 4 * MAX_COLLECTION_BODY_BYTES && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.write('{"object":"list","data":[],"pad":"');
      pump();
    };
    const resolution = await resolverWith({ timeoutMs: 5000 }).resolve(['Test Elf 1']);
    expect(resolution.lookupFailure).toMatchObject({ reason: 'too_large' });
    expect(written).toBeLessThan(4 * MAX_COLLECTION_BODY_BYTES);
  });
});

describe('each failure shows in the resolution, apart from names Scryfall does not know', () => {
  const slow = (req: RecordedRequest, res: Parameters<FakeScryfall['answerCollection']>[1]) => void setTimeout(() => fake.answerCollection(req, res), 1000);

  it('a name longer than any card name is never sent to Scryfall', async () => {
    const long = 'Goblin '.repeat(100);
    const resolution = await resolverWith().resolve([long, 'Test Elf 1']);
    expect(fake.requests.map(identifiers)).toEqual([['Test Elf 1']]);
    expect(resolution.unresolved).toEqual([long]);
    expect(resolution.lookupFailure).toBeNull();
  });

  it('the memory of unknown names is bounded: the oldest is forgotten first', async () => {
    const names = Array.from({ length: MAX_REMEMBERED_MISSING + 1 }, (_, i) => `Junk ${i}`);
    const resolver = new CardResolver(new CardCatalog(null), { live: client({ minIntervalMs: 0 }), liveBudgetMs: 60_000 });
    await resolver.resolve(names);
    const asked = fake.requests.length;
    await resolver.resolve([names.at(-1)!]);
    expect(fake.requests.length).toBe(asked);
    await resolver.resolve([names[0]!]);
    expect(fake.requests.length).toBe(asked + 1);
  });

  it('names Scryfall does not know are no failure', async () => {
    const resolution = await resolverWith().resolve(['Test Elf 1', 'Nonexistent Card']);
    expect(resolution.unresolved).toEqual(['Nonexistent Card']);
    expect(resolution.lookupFailure).toBeNull();
  });

  it('timeout', async () => {
    fake.fallback = slow;
    const resolution = await resolverWith({ timeoutMs: 100 }).resolve(['Test Elf 1']);
    expect(resolution.lookupFailure).toEqual({ reason: 'timeout', reasons: ['timeout'], names: ['Test Elf 1'] });
    expect(fake.requests).toHaveLength(2);
  });

  it('server_error', async () => {
    fake.fallback = (_req, res) => json(res, 503, { object: 'error', status: 503, details: 'down' });
    expect((await resolverWith().resolve(['Test Elf 1'])).lookupFailure).toMatchObject({ reason: 'server_error', names: ['Test Elf 1'] });
  });

  it('rate_limited, then paused while holding off', async () => {
    fake.fallback = (_req, res) => json(res, 429, { object: 'error', status: 429, details: 'slow down' }, { 'retry-after': '30' });
    const resolver = resolverWith();
    expect((await resolver.resolve(['Test Elf 1'])).lookupFailure).toMatchObject({ reason: 'rate_limited', names: ['Test Elf 1'] });
    expect((await resolver.resolve(['Test Elf 2'])).lookupFailure).toMatchObject({ reason: 'paused', names: ['Test Elf 2'] });
    expect(fake.requests).toHaveLength(1);
  });

  it('unreachable, then paused during the outage pause', async () => {
    const url = fake.url;
    await fake.stop();
    const resolver = new CardResolver(new CardCatalog(null), { liveBudgetMs: DEFAULTS.liveBudgetMs, live: new ScryfallClient({ baseUrl: url, timeoutMs: DEFAULTS.liveTimeoutMs, retryBackoffMs: 10, minIntervalMs: 10 }) });
    expect((await resolver.resolve(['Test Elf 1'])).lookupFailure).toMatchObject({ reason: 'unreachable', names: ['Test Elf 1'] });
    expect((await resolver.resolve(['Test Elf 2'])).lookupFailure).toMatchObject({ reason: 'paused', names: ['Test Elf 2'] });
    await fake.start();
  });

  it('rejected: an error object other than 429', async () => {
    fake.fallback = (_req, res) => json(res, 400, { object: 'error', status: 400, details: 'bad identifiers' });
    expect((await resolverWith().resolve(['Test Elf 1'])).lookupFailure).toMatchObject({ reason: 'rejected' });
  });

  it('budget_exhausted: names the analysis had no time left to ask, beside those answered', async () => {
    const names = Array.from({ length: 80 }, (_, i) => `Test Elf ${i + 1}`);
    const resolver = new CardResolver(new CardCatalog(null), { live: client({ minIntervalMs: 400 }), liveBudgetMs: 200 });
    const resolution = await resolver.resolve(names);
    expect(fake.requests).toHaveLength(1);
    expect(identifiers(fake.requests[0]!)).toHaveLength(75);
    expect(resolution.lookupFailure).toEqual({ reason: 'budget_exhausted', reasons: ['budget_exhausted'], names: names.slice(75) });
    expect(resolution.unresolved).toEqual(names.slice(3)); // Elf 1-3 known; 4-75 not found; 76-80 never asked
  });

  it('a failed name is asked again next time (never remembered as unknown)', async () => {
    fake.behaviours[0] = (_req, res) => json(res, 503, { object: 'error', status: 503, details: 'down' });
    fake.behaviours[1] = (_req, res) => json(res, 503, { object: 'error', status: 503, details: 'down' });
    const resolver = resolverWith();
    expect((await resolver.resolve(['Test Elf 1'])).lookupFailure).toMatchObject({ reason: 'server_error' });
    const again = await resolver.resolve(['Test Elf 1']);
    expect(again.lookupFailure).toBeNull();
    expect([...again.records.keys()]).toEqual(['Test Elf 1']);
  });
});
