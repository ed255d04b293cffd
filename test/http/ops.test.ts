/**
 * Running in production: probes, compression, ETags and Cache-Control, on the
 * real app over the April-2022 snapshot.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { ANSWER_COMPRESSION } from '../../src/http/ops.js';
import { readDeck } from '../fixtures/decks/index.js';
import { snapshotApp, snapshotService } from '../helpers/cards.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await snapshotApp();
});
afterAll(() => app.close());

const MULDROTHA = JSON.stringify({ decklist: readDeck('commander-muldrotha'), format: 'commander' });

describe('health and readiness', () => {
  it('/healthz and /readyz answer 200 with no caching', async () => {
    for (const [url, status] of [['/healthz', 'ok'], ['/health', 'ok'], ['/readyz', 'ready'], ['/ready', 'ready']] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ tool: 'deckdoctor', status });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('/readyz answers 503 service_unavailable while the card store loads; /healthz stays 200', async () => {
    let loaded = false;
    const loading = await buildApp({ service: snapshotService(), ready: () => loaded });
    try {
      const before = await loading.inject({ url: '/readyz' });
      expect(before.statusCode).toBe(503);
      expect(before.headers['retry-after']).toBe('5');
      expect(before.json().error).toEqual({ code: 'service_unavailable', message: 'the card store is still loading' });
      expect((await loading.inject({ url: '/healthz' })).statusCode).toBe(200);
      loaded = true;
      expect((await loading.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await loading.close();
    }
  });

  it('documents both probes in OpenAPI and answers 405 to other methods', async () => {
    const paths = (await app.inject({ url: '/openapi.json' })).json().paths;
    expect(Object.keys(paths.healthz ?? paths['/healthz'])).toEqual(['get']);
    expect(paths['/readyz'].get.responses['503']).toBeDefined();
    expect(paths['/mcp'].post.operationId).toBe('mcp');
    const post = await app.inject({ method: 'POST', url: '/healthz' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});

describe('compression', () => {
  it('compresses a Commander analysis with gzip and br, to the same JSON', async () => {
    const plain = await app.inject({ method: 'POST', url: '/api/analyze', payload: MULDROTHA });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const size = plain.rawPayload.length;
    expect(size).toBeGreaterThan(20_000);
    const gzip = await app.inject({ method: 'POST', url: '/api/analyze', payload: MULDROTHA, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const br = await app.inject({ method: 'POST', url: '/api/analyze', payload: MULDROTHA, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // A JSON analysis is repetitive: measured 35,586 B, gzip 9,453 B (permalink codes and Scryfall ids compress least).
    expect(gzip.rawPayload.length).toBeLessThan(size / 3);
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
  });

  it('sends a repeated analysis as the same compressed bytes, compressed once, with its length', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/analyze', payload: MULDROTHA, headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ method: 'POST', url: '/api/analyze', payload: MULDROTHA, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
    const body = Buffer.from(JSON.stringify({ deck: 'the held bytes of one answer' }));
    const compressOnce = (ANSWER_COMPRESSION.zlib as { brotliCompressSync: (body: Buffer) => Buffer }).brotliCompressSync;
    const compressed = compressOnce(body);
    expect(compressOnce(body)).toBe(compressed);
    expect(brotliDecompressSync(compressed).equals(body)).toBe(true);
    // Other bytes, even equal ones, are compressed for themselves.
    expect(compressOnce(Buffer.from(body))).not.toBe(compressed);
  });

  it('leaves small answers alone', async () => {
    const response = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('ETag and Cache-Control', () => {
  it('answers If-None-Match with 304 and no body on GET', async () => {
    for (const url of ['/api/analyze/demo', '/openapi.json', '/llms.txt', '/api/analyze']) {
      const first = await app.inject({ url });
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"[\w+/=.-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const again = await app.inject({ url, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const changed = await app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('reads If-None-Match the same way on every GET, permalinks too: "*" alone, or a listed tag with or without W/, and never a "*" inside a list (RFC 9110 13.1.2)', async () => {
    const post = await app.inject({ method: 'POST', url: '/api/analyze', payload: MULDROTHA });
    const permalink = new URL(post.json().permalink as string);
    for (const url of ['/api/analyze/demo', permalink.pathname]) {
      const tag = (await app.inject({ url })).headers.etag as string;
      const status = async (ifNoneMatch: string) => (await app.inject({ url, headers: { 'if-none-match': ifNoneMatch } })).statusCode;
      expect(await status('*'), url).toBe(304);
      expect(await status(` "other", W/${tag} `), url).toBe(304);
      expect(await status('"other", *'), url).toBe(200);
    }
  });

  it('the same ETag survives compression (the tag is of the JSON, whatever the encoding)', async () => {
    const plain = await app.inject({ url: '/api/analyze/demo' });
    const br = await app.inject({ url: '/api/analyze/demo', headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string } });
    expect(br.statusCode).toBe(304);
  });

  it('never caches or 304s an analysis POST, nor an error', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/analyze', payload: MULDROTHA, headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    const missing = await app.inject({ url: '/nowhere' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('caches the page assets for a day', async () => {
    const response = await app.inject({ url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});
