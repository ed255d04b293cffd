/**
 * What running the service in production needs, in one module: load shedding
 * (@fastify/under-pressure), ETags (@fastify/etag), compression
 * (@fastify/compress), Cache-Control per route, liveness and readiness probes,
 * and MCP over Streamable HTTP at /mcp. app.ts registers the plugins before
 * the routes (their hooks must see every route) and the routes after swagger.
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import etag from '@fastify/etag';
import underPressure from '@fastify/under-pressure';
import { Type } from '../contract/typebox.js';
import { SERVICE_VERSION, TOOL } from '../contract/version.js';
import { DEFAULTS } from '../config.js';
import type { AnalysisService, CardNameLookup } from '../service/service.js';
import { ifNoneMatchMatches } from './conditional.js';
import { ApiError, errorBody } from './errors.js';
import { ref } from './openapi-components.js';

export interface OpsOptions {
  /** True once the card store is loaded; /readyz answers 503 before. Default: always ready. */
  ready?: () => boolean;
  /** True once load shedding may act: the load monitor's samples no longer hold the start's blocks. Default: when ready. */
  shedding?: () => boolean;
  /** Mean event-loop delay (ms) past which requests get 503 service_unavailable; 0 turns it off. */
  maxEventLoopDelayMs?: number;
}

/** Cache-Control by route, for answers that have none of their own. Why each: see README, Deploy. */
const CACHE = {
  /** An analysis depends on the body and on card data that changes: never cached. */
  none: 'no-store',
  /** Discovery, OpenAPI, llms.txt, the demo and the page change only on deploy or data refresh. */
  short: 'public, max-age=300',
  /** The page's assets change only on deploy; their ETag revalidates them after a day. */
  long: 'public, max-age=86400',
} as const;

const SHORT_CACHED = new Set(['/api/analyze', '/api/analyze/demo', '/openapi.json', '/llms.txt', '/', '/web/examples.json']);
const LIVENESS = ['/healthz', '/health'];
const PROBES = [...LIVENESS, '/readyz', '/ready'];
/** Seconds a shed client should wait: the load monitor samples every second. */
const RETRY_AFTER_SECONDS = 5;

function cacheControlFor(request: FastifyRequest, reply: FastifyReply): string {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode >= 400) return CACHE.none;
  const route = request.routeOptions.url ?? '';
  if (route.startsWith('/assets/')) return CACHE.long;
  return SHORT_CACHED.has(route) ? CACHE.short : CACHE.none;
}

/** Plugins whose hooks must see every route: register before any route. */
export async function registerOpsPlugins(app: FastifyInstance, options: OpsOptions): Promise<void> {
  const shedding = options.shedding ?? options.ready ?? (() => true);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? 0,
    // Shed load with the interface's ErrorResponse, not the plugin's own body. Not while the
    // store loads nor while the monitor's sample still holds that block (building the catalogue
    // blocks the loop), and never on liveness: an overloaded process is alive, and restarting it
    // loses its work.
    pressureHandler: async (request, reply) => {
      if (!shedding() || LIVENESS.includes(request.routeOptions.url ?? '')) return;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new ApiError('service_unavailable', 'the service is overloaded; retry after the time in the Retry-After header');
    },
  });
  // ETags on every string or buffer answer; 304 is decided below, for GET and HEAD only (a POST is never "not modified").
  await app.register(etag, { replyWith304: false });
  // A callback hook: an async one costs a promise and a microtask on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const revalidates = request.method === 'GET' || request.method === 'HEAD';
    // The POST's stand-in tag goes first, while it is still the last header set (see sendUntagged).
    if (!revalidates) reply.removeHeader('etag');
    if (!reply.hasHeader('cache-control') || reply.request.routeOptions.url?.startsWith('/assets/')) reply.header('cache-control', cacheControlFor(request, reply));
    if (!revalidates) return done(null, payload);
    const tag = reply.getHeader('etag');
    const asked = request.headers['if-none-match'];
    if (typeof tag === 'string' && typeof asked === 'string' && reply.statusCode === 200 && ifNoneMatchMatches(asked, tag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
  await app.register(compress, { global: true, ...COMPRESSION });
}

/**
 * br or gzip, as the client asks, for answers over 1 KiB (a Commander analysis is about 21 KB).
 * Brotli quality 5: on a Commander analysis it beats gzip's size (quality 4, the plugin's default, does not) at a similar cost.
 */
const COMPRESSION: FastifyCompressOptions = {
  threshold: DEFAULTS.compressThresholdBytes,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
};

/** Compressed bodies by the bytes they were made from, one per encoding; an entry goes when its body does. */
const compressedBodies = new WeakMap<Buffer, Map<string, Buffer>>();

/** A one-shot compressor that compresses a given Buffer once and hands back the same bytes after. */
function compressedOnce(encoding: string, compressBody: (body: Buffer, options?: object) => Buffer) {
  return (body: Buffer, options?: object): Buffer => {
    let variants = compressedBodies.get(body);
    if (!variants) compressedBodies.set(body, (variants = new Map()));
    let compressed = variants.get(encoding);
    if (!compressed) variants.set(encoding, (compressed = compressBody(body, options)));
    return compressed;
  };
}

/**
 * Compression on the analysis routes: an answer held for identical requests is
 * sent as the same bytes each time, so its compressed bytes are kept with it
 * (br cost about 1.1 ms of CPU and gzip 0.6 ms per repeated 15 KB answer).
 * The plugin's one-shot path sees the held bytes themselves (its stream path,
 * which it takes past 8 KiB on two cores, sees a copy), so it is taken up to the
 * plugin's own ceiling, 64 KiB: a Commander analysis fits. A fresh answer's
 * bytes are new, so it is compressed as before. The kept bytes (about a
 * third of the body per encoding) go with the held answer, outside the answer
 * cache's byte bound.
 */
export const ANSWER_COMPRESSION: FastifyCompressOptions = {
  ...COMPRESSION,
  syncThreshold: 64 * 1024,
  zlib: { brotliCompressSync: compressedOnce('br', zlib.brotliCompressSync), gzipSync: compressedOnce('gzip', zlib.gzipSync) },
};

const ProbeAnswer = Type.Object({
  tool: Type.String(),
  service_version: Type.String(),
  status: Type.String({ description: '"ok" (live) or "ready" (card store loaded).' }),
  uptime_seconds: Type.Number(),
});

function probeAnswer(status: 'ok' | 'ready') {
  return { tool: TOOL, service_version: SERVICE_VERSION, status, uptime_seconds: Math.round(process.uptime()) };
}

function registerProbes(app: FastifyInstance, ready: () => boolean): void {
  const live = {
    operationId: 'health',
    tags: ['operations'],
    summary: 'Liveness: the process answers',
    description: 'Always 200 while the process runs (also at /health). For a liveness probe; never touches the card store.',
    response: { 200: ProbeAnswer },
  };
  const readySchema = {
    operationId: 'ready',
    tags: ['operations'],
    summary: 'Readiness: the card store is loaded',
    description: 'Answers 200 once the card store is loaded and the process is not overloaded, 503 service_unavailable before (also at /ready). For a readiness probe or a load balancer.',
    response: { 200: ProbeAnswer, 503: { description: 'Not ready yet, or overloaded.', ...ref('ErrorResponse') } },
  };
  for (const url of ['/healthz', '/health']) app.get(url, { schema: url === '/healthz' ? live : { ...live, hide: true } }, async () => probeAnswer('ok'));
  for (const url of ['/readyz', '/ready']) {
    app.get(url, { schema: url === '/readyz' ? readySchema : { ...readySchema, hide: true } }, async (_request, reply) => {
      if (ready()) return probeAnswer('ready');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody('service_unavailable', 'the card store is still loading'));
    });
  }
}

function registerMcpRoute(app: FastifyInstance, service: AnalysisService & CardNameLookup): void {
  app.post(
    '/mcp',
    {
      schema: {
        operationId: 'mcp',
        tags: ['operations'],
        summary: 'Model Context Protocol (Streamable HTTP, stateless)',
        description: 'A JSON-RPC message of the Model Context Protocol; tools: analyze_deck, check_legality, resolve_card_names, explain_warning, list_formats. Clients send Accept: application/json, text/event-stream. See README, MCP.',
      },
    },
    async (request, reply) => {
      let message: unknown;
      try {
        message = JSON.parse(String(request.body ?? ''));
      } catch (error) {
        throw new ApiError('invalid_json', 'an MCP message must be JSON', { detail: (error as Error).message });
      }
      // The SDK writes the answer on the raw response; Fastify must not send one of its own,
      // so the headers hooks have set (request id, CORS, security) are carried over first.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      // The MCP SDK is loaded on the first MCP message, not at start: most deployments never get one.
      const { answerMcpRequest } = await import('../mcp/http.js');
      await answerMcpRequest(service, request.raw, reply.raw, message);
    },
  );
}

/** 405 with Allow for the methods these paths do not answer. */
function registerOpsMethodNotAllowed(app: FastifyInstance, withMcp: boolean): void {
  const paths: Array<[string, string[]]> = PROBES.map((p) => [p, ['GET', 'HEAD', 'OPTIONS']]);
  if (withMcp) paths.push(['/mcp', ['POST', 'OPTIONS']]);
  for (const [url, allowed] of paths) {
    const rejected = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !allowed.includes(m));
    app.route({
      method: rejected,
      url,
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.header('allow', allowed.join(', '));
        return reply.status(405).send(errorBody('method_not_allowed', `${request.method} is not supported on ${url}; use ${allowed[0]}`));
      },
    });
  }
}

/** Routes: probes and /mcp. The MCP route needs the name-lookup port (DeckService has it). */
export function registerOpsRoutes(app: FastifyInstance, service: AnalysisService, options: OpsOptions): void {
  registerProbes(app, options.ready ?? (() => true));
  const lookup = service as AnalysisService & Partial<CardNameLookup>;
  const withMcp = typeof lookup.resolveNames === 'function';
  if (withMcp) registerMcpRoute(app, lookup as AnalysisService & CardNameLookup);
  registerOpsMethodNotAllowed(app, withMcp);
}
