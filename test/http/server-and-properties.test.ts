import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
import type { FastifyInstance } from 'fastify';
import { snapshotApp } from '../helpers/cards.js';

let app: FastifyInstance;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  app = await snapshotApp();
  ajv.addSchema((await app.inject({ method: 'GET', url: '/openapi.json' })).json(), 'openapi.json');
});
afterAll(() => app.close());

function schemaFor(status: number) {
  return ajv.getSchema(`openapi.json#/components/schemas/${status === 200 ? 'DeckAnalysis' : 'ErrorResponse'}`)!;
}

describe('the real server over HTTP', () => {
  it('listens on a free port and answers GET and POST', async () => {
    const server = await snapshotApp();
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const discovery = await fetch(`${address}/api/analyze`);
      expect(discovery.status).toBe(200);
      expect(discovery.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await discovery.json()).status).toBe('ok');
      const analysis = await fetch(`${address}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decklist: '4 Lightning Bolt\n4 Goblin Guide\n52 Mountain', format: 'modern' }),
      });
      expect(analysis.status).toBe(200);
      const body = await analysis.json();
      expect(body.deck_size).toBe(60);
      expect(body.legality.status).toBe('legal');
      expect(analysis.headers.get('x-request-id')).toBeTruthy();
      const wrong = await fetch(`${address}/api/analyze`, { method: 'DELETE' });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    } finally {
      await server.close();
    }
  });
});

const CARD_NAMES = ['Lightning Bolt', 'Fire // Ice', 'Fire/Ice', 'Sol Ring', 'Relentless Rats', 'Island', 'Snow-Covered Forest', 'Krenko, Mob Boss', 'Delver of Secrets', 'Æther Vial', 'Blitzschlag', 'Lightnig Bolt', 'Zzyzx Qqq', 'valueOf', '__proto__', 'constructor', 'toString'];
const line = fc.oneof(
  fc.tuple(fc.integer({ min: -3, max: 1200 }), fc.constantFrom(...CARD_NAMES), fc.constantFrom('', 'x', ' (M10) 146', ' *F*', ' [Commander{top}]', ' #tag')).map(([q, n, s]) => `${q}${s === 'x' ? 'x' : ''} ${n}${s === 'x' ? '' : s}`),
  fc.constantFrom('Deck', 'Sideboard', 'Commander', 'Companion', 'Maybeboard', 'SIDEBOARD:', '//Sideboard', '', 'About', 'Name Test', '# comment', 'SB: 2 Island', 'Commander: Krenko, Mob Boss'),
  fc.string({ maxLength: 40 }),
);
const decklist = fc.tuple(fc.array(line, { maxLength: 40 }), fc.constantFrom('\n', '\r\n')).map(([lines, eol]) => lines.join(eol));
const format = fc.oneof(fc.constantFrom('standard', 'commander', 'vintage', 'pauper', 'timeless', 'brawl', ' Modern ', 'nope'), fc.anything());

describe('names that are also JavaScript object keys', () => {
  it('are ordinary unresolved names, never a 5xx', async () => {
    const decklist = ['valueOf', '2 __proto__', 'constructor', 'hasOwnProperty', 'Companion', '1 toString', 'Commander', '1 constructor'].join('\n');
    for (const format of ['modern', 'commander']) {
      const res = await app.inject({ method: 'POST', url: '/api/analyze', payload: { decklist, format } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(schemaFor(200)(body)).toBe(true);
      expect(body.card_data.unresolved_names).toEqual(['valueOf', '__proto__', 'constructor', 'hasOwnProperty', 'toString']);
      expect(Object.keys(body.card_data.suggestions)).not.toContain('valueOf');
    }
  });
});

describe('properties', () => {
  it('random bodies never give a 5xx or a body outside its schema', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ decklist, format, best_of: fc.oneof(fc.constantFrom('bo1', 'bo3', 'BO3'), fc.anything()) }, { requiredKeys: ['decklist'] }),
          fc.anything(),
          fc.string(),
        ),
        async (body) => {
          const payload = typeof body === 'string' ? body : JSON.stringify(body) ?? '';
          const res = await app.inject({ method: 'POST', url: '/api/analyze', payload, headers: { 'content-type': 'application/json' } });
          expect(res.statusCode).toBeLessThan(500);
          const check = schemaFor(res.statusCode);
          expect(check(res.json()), JSON.stringify(check.errors)).toBe(true);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 150) },
    );
  });

  it('random decklists analyze with counts that add up', async () => {
    await fc.assert(
      fc.asyncProperty(decklist, fc.constantFrom('standard', 'commander', 'legacy', 'brawl'), async (text, fmt) => {
        fc.pre(text.trim() !== '');
        const res = await app.inject({ method: 'POST', url: '/api/analyze', payload: { decklist: text, format: fmt } });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(schemaFor(200)(body)).toBe(true);
        expect(body.facts.lands + body.facts.nonlands).toBe(body.deck_size);
        const curve = body.mana_curve;
        expect(curve['0'] + curve['1'] + curve['2'] + curve['3'] + curve['4'] + curve['5+'] + curve.unknown).toBe(body.facts.nonlands);
        expect(body.legality.main_deck_size).toBe(body.deck_size);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 150) },
    );
  });
});
