import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { CAPABILITIES } from '../../src/http/app.js';
import { DEMO_REQUEST } from '../../src/http/examples.js';
import { FORMAT_IDS } from '../../src/domain/formats.js';
import { snapshotApp, snapshotService } from '../helpers/cards.js';
import { buildApp } from '../../src/http/app.js';

let app: FastifyInstance;
let openapi: Record<string, any>;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

function validate(schemaName: string, body: unknown): void {
  const check = ajv.getSchema(`openapi.json#/components/schemas/${schemaName}`)!;
  const ok = check(body);
  expect(ok, JSON.stringify(check.errors, null, 2)).toBe(true);
}

beforeAll(async () => {
  app = await snapshotApp();
  openapi = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  ajv.addSchema(openapi, 'openapi.json');
});
afterAll(() => app.close());

const post = (payload: string | object, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.inject({ method: 'POST', url: '/api/analyze', payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers });

describe('GET /api/analyze', () => {
  it('lists the eleven capabilities, the endpoints and two example requests that analyze cleanly', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/analyze' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    validate('CapabilityResponse', body);
    expect(body.tool).toBe('deckdoctor');
    expect(body.service_version).toBe('1.0.0');
    expect(body.status).toBe('ok');
    expect(body.capabilities).toEqual(CAPABILITIES);
    expect(body.capabilities).toHaveLength(11);
    expect(body.endpoints).toEqual({
      analyze: { method: 'POST', path: '/api/analyze', content_type: 'application/json' },
      demo: { method: 'GET', path: '/api/analyze/demo' },
      openapi: { method: 'GET', path: '/openapi.json' },
      llms: { method: 'GET', path: '/llms.txt' },
      analyze_get: { method: 'GET', path: '/api/analyze/p?decklist={decklist}&format={format}&best_of={best_of}' },
      permalink: { method: 'GET', path: '/api/analyze/p/{code}' },
    });
    expect(body.commander_example_request.decklist).toMatch(/^Commander\n1 Krenko, Mob Boss\n\nDeck\n/);

    const standard = await post(body.example_request);
    expect(standard.statusCode).toBe(200);
    expect(standard.json().legality.status).toBe('legal');
    expect(standard.json().card_data.unresolved_unique_cards).toBe(0);
    const commander = await post(body.commander_example_request);
    expect(commander.statusCode).toBe(200);
    expect(commander.json().deck_size).toBe(100);
    expect(commander.json().legality.status).toBe('legal');
    expect(commander.json().commander).toBe('Krenko, Mob Boss');
  });
});

describe('POST /api/analyze', () => {
  it('defaults to standard and bo1', async () => {
    const res = await post({ decklist: '4 Lightning Bolt' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    validate('DeckAnalysis', body);
    expect(body.format).toBe('standard');
    expect(body.best_of).toBe('bo1');
    expect(body.analyzer_source).toBe('site_app_analyzer');
  });

  it('flags a Standard main deck under 60 cards as MAIN_DECK_TOO_SMALL', async () => {
    const body = (await post({ decklist: '4 Kumano Faces Kakkazan\n20 Mountain', format: 'standard' })).json();
    expect(body.legality.status).toBe('illegal');
    expect(body.legality.notes).toContain('Main deck has 24 cards; Standard main decks must contain at least 60 cards.');
    expect(body.warnings).toContainEqual({
      severity: 'critical',
      code: 'MAIN_DECK_TOO_SMALL',
      message: 'Main deck has 24 cards; Standard main decks must contain at least 60 cards.',
    });
  });

  it('reads the body as JSON whatever the Content-Type, and trims and lower-cases the format', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
      const res = await post({ decklist: '4 Lightning Bolt', format: '  Modern ' }, { 'content-type': contentType });
      expect(res.statusCode).toBe(200);
      expect(res.json().format).toBe('modern');
    }
    const bare = await app.inject({ method: 'POST', url: '/api/analyze', payload: '{"decklist":"1 Island"}' });
    expect(bare.statusCode).toBe(200);
  });

  const errorCases: Array<[string, string | object, number, string, Record<string, unknown>?]> = [
    ['not JSON', '{"decklist": ', 400, 'invalid_json'],
    ['an empty body', '', 400, 'invalid_json'],
    ['a JSON array', '[1,2]', 400, 'invalid_json'],
    ['a JSON string', '"4 Lightning Bolt"', 400, 'invalid_json'],
    ['no decklist', { format: 'modern' }, 400, 'missing_decklist', { message: 'decklist is required' }],
    ['a null decklist', { decklist: null }, 400, 'missing_decklist', { message: 'decklist is required' }],
    ['a numeric decklist', { decklist: 42 }, 400, 'missing_decklist', { detail: 'decklist must be a string, got number' }],
    ['an empty decklist', { decklist: '' }, 400, 'empty_decklist'],
    ['a blank decklist', { decklist: ' \n\t ' }, 400, 'empty_decklist'],
    ['an unknown format', { decklist: '1 Island', format: 'oathbreaker' }, 400, 'unsupported_format', { supported_formats: [...FORMAT_IDS] }],
    ['a non-string format', { decklist: '1 Island', format: 3 }, 400, 'unsupported_format'],
    ['a bad best_of', { decklist: '1 Island', best_of: 'bo5' }, 400, 'unsupported_format', { detail: 'best_of must be one of bo1, bo3', field: 'best_of' }],
  ];
  for (const [what, payload, status, code, extra] of errorCases) {
    it(`answers ${status} ${code} for ${what}`, async () => {
      const res = await post(payload);
      expect(res.statusCode).toBe(status);
      const body = res.json();
      validate('ErrorResponse', body);
      expect(body.tool).toBe('deckdoctor');
      expect(body.error.code).toBe(code);
      if (extra) expect(body.error).toMatchObject(extra);
    });
  }

  it('answers 413 payload_too_large over 1 MiB', async () => {
    const res = await post({ decklist: `1 Island\n${'x'.repeat(1024 * 1024)}` });
    expect(res.statusCode).toBe(413);
    validate('ErrorResponse', res.json());
    expect(res.json().error.code).toBe('payload_too_large');
  });
});

describe('other endpoints and errors', () => {
  it('GET /api/analyze/demo analyzes the Legacy Burn demo deck with every card resolved', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/analyze/demo' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    validate('DeckAnalysis', body);
    expect(body.format).toBe(DEMO_REQUEST.format);
    expect(body.analysis_mode).toBe('provider_enriched_api');
    expect(body.card_data).toMatchObject({ resolved_unique_cards: 14, resolved_card_copies: 65, unresolved_unique_cards: 0, unresolved_names: [] });
    expect(body.legality.status).toBe('legal');
    expect(body.archetype).toBe('Burn');
  });

  it('sends security headers on the page, the API and the docs', async () => {
    for (const url of ['/', '/api/analyze', '/docs/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      // Swagger UI at /docs sends its own policy (hashes for its script), which allows only same-origin framing.
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors '(none|self)'/);
    }
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'cross-origin-opener-policy': 'same-origin', 'x-frame-options': 'SAMEORIGIN' });
  });

  it('gives API answers the headers OWASP lists for APIs, without the ones only rendered documents read', async () => {
    for (const [method, url] of [['GET', '/api/analyze'], ['GET', '/api/analyze/demo'], ['GET', '/openapi.json'], ['GET', '/no/such/route'], ['POST', '/api/analyze']] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { decklist: '4 Lightning Bolt' } : undefined });
      expect(res.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'cross-origin',
      });
      for (const documentOnly of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('GET /llms.txt builds its links from the configured public URL, never from the Host header', async () => {
    const res = await app.inject({ method: 'GET', url: '/llms.txt', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.body).toContain('curl http://127.0.0.1:8080/api/analyze/demo');
    expect(res.body).not.toContain('evil.example');
    const configured = await buildApp({ service: snapshotService(), publicUrl: 'https://decks.example/' });
    const body = (await configured.inject({ method: 'GET', url: '/llms.txt' })).body;
    expect(body).toContain('curl https://decks.example/api/analyze/demo');
    await configured.close();
  });

  it('GET /llms.txt is markdown naming every endpoint, format and error code', async () => {
    const res = await app.inject({ method: 'GET', url: '/llms.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/markdown/);
    expect(res.body.startsWith('# Deckdoctor\n\n> ')).toBe(true);
    for (const word of ['curl http://127.0.0.1:8080/api/analyze/demo', '/openapi.json', ...FORMAT_IDS, 'invalid_json', 'MAIN_DECK_TOO_SMALL', 'curl']) {
      expect(res.body).toContain(word);
    }
  });

  it('answers 405 with Allow for other methods on known paths', async () => {
    const cases: Array<[string, string, string]> = [
      ['PUT', '/api/analyze', 'GET, HEAD, POST, OPTIONS'],
      ['PATCH', '/api/analyze', 'GET, HEAD, POST, OPTIONS'],
      ['DELETE', '/api/analyze', 'GET, HEAD, POST, OPTIONS'],
      ['POST', '/api/analyze/demo', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/openapi.json', 'GET, HEAD, OPTIONS'],
      ['POST', '/llms.txt', 'GET, HEAD, OPTIONS'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await app.inject({ method: method as 'PUT', url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      validate('ErrorResponse', res.json());
      expect(res.json().error.code).toBe('method_not_allowed');
    }
  });

  it('answers HEAD on GET paths and CORS preflight from any origin', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/api/analyze' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/analyze',
      headers: { origin: 'https://decks.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    const get = await app.inject({ method: 'GET', url: '/api/analyze', headers: { origin: 'https://decks.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 not_found as JSON for unknown paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(res.statusCode).toBe(404);
    validate('ErrorResponse', res.json());
    expect(res.json().error).toEqual({ code: 'not_found', message: 'no resource at GET /nope' });
  });
});

describe('unexpected errors', () => {
  it('answer 500 internal_error with no stack trace, logged with the request id', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const broken = await buildApp({
      service: { analyze: async () => { throw new Error('boom at secret/path.ts:12'); }, analyzeRendered: async () => { throw new Error('boom at secret/path.ts:12'); } },
      logger: { level: 'error', stream },
      web: false,
    });
    const res = await broken.inject({ method: 'POST', url: '/api/analyze', payload: { decklist: '1 Island' }, headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(500);
    validate('ErrorResponse', res.json());
    expect(res.json()).toEqual({ tool: 'deckdoctor', service_version: '1.0.0', error: { code: 'internal_error', message: 'unexpected server error', detail: 'request id req-42' } });
    expect(res.body).not.toContain('boom');
    expect(res.headers['x-request-id']).toBe('req-42');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(logged.reqId).toBe('req-42');
    expect(logged.err.message).toBe('boom at secret/path.ts:12');
    await broken.close();
  });
});

describe('rate limiting (off by default)', () => {
  it('answers 429 rate_limited past the limit when enabled', async () => {
    const limited = await buildApp({ service: snapshotService(), rateLimitPerMinute: 2, web: false });
    for (let i = 0; i < 2; i++) expect((await limited.inject({ method: 'GET', url: '/api/analyze' })).statusCode).toBe(200);
    const res = await limited.inject({ method: 'GET', url: '/api/analyze' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    validate('ErrorResponse', res.json());
    expect(res.json().error.code).toBe('rate_limited');
    await limited.close();
  });
});

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.0.3 document with every resource as a component', async () => {
    expect(openapi.openapi).toBe('3.0.3');
    expect(openapi.info.version).toBe('1.0.0');
    await SwaggerParser.validate(structuredClone(openapi) as never);
    for (const name of ['AnalyzeRequest', 'CapabilityResponse', 'DeckAnalysis', 'CardDataDiagnostics', 'ScoreBreakdown', 'AnalysisWarning', 'DeckFacts', 'Legality', 'ManaCurve', 'ManaBase', 'ColorCounts', 'ErrorResponse']) {
      expect(openapi.components.schemas[name], name).toBeDefined();
    }
    expect(openapi.components.schemas.DeckAnalysis.required).toEqual([
      'tool', 'service_version', 'analyzer_source', 'analysis_mode', 'format', 'best_of', 'deck_size', 'card_data', 'facts', 'legality', 'mana_curve', 'mana_base', 'warnings',
    ]);
    expect(openapi.components.schemas.ManaCurve.additionalProperties).toBe(false);
    expect(openapi.components.schemas.ErrorResponse.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(['invalid_json', 'missing_decklist', 'empty_decklist', 'unsupported_format', 'method_not_allowed', 'internal_error', 'not_found', 'payload_too_large']),
    );
    expect(Object.keys(openapi.paths).sort()).toEqual(['/api/analyze', '/api/analyze/demo', '/api/analyze/p', '/api/analyze/p/{code}', '/healthz', '/llms.txt', '/mcp', '/openapi.json', '/readyz']);
    expect(Object.keys(openapi.paths['/api/analyze'].post.responses).sort()).toEqual(['200', '400', '404', '405', '413', '429', '500']);
  });

  it("passes Spectral's spectral:oas ruleset with no errors", async () => {
    const { Spectral, Document } = await import('@stoplight/spectral-core');
    const Parsers = await import('@stoplight/spectral-parsers');
    const { oas } = await import('@stoplight/spectral-rulesets');
    const spectral = new Spectral();
    spectral.setRuleset(oas as never);
    const results = await spectral.run(new Document(JSON.stringify(openapi), Parsers.Json));
    const errors = results.filter((r) => r.severity === 0);
    expect(errors.map((e) => `${e.code}: ${e.message} at ${e.path.join('.')}`)).toEqual([]);
  });
});
