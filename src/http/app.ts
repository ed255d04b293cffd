import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import { SERVICE_VERSION, TOOL } from '../contract/version.js';
import { ApiError, errorBody } from './errors.js';
import { readAnalyzeRequest } from './request.js';
import type { AnalysisService, AnalyzeInput } from '../service/service.js';
import { ref, sharedSchemas } from './openapi-components.js';
import type { CapabilityResponse } from '../contract/schemas.js';
import { COMMANDER_EXAMPLE_REQUEST, DEMO_REQUEST, STANDARD_EXAMPLE_REQUEST } from './examples.js';
import { renderLlmsTxt } from './llms.js';
import { OPENAPI_INFO } from './openapi-info.js';
import { registerWeb } from './web.js';

export interface AppOptions {
  service: AnalysisService;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Serve the web page at / and the API reference at /docs (default true). */
  web?: boolean;
  /** Requests a client may make per minute; off when unset. */
  rateLimitPerMinute?: number;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const CAPABILITIES = [
  'decklist parsing',
  'provider-enriched card resolution',
  'Standard and Commander legality review',
  'mana curve analysis',
  'mana-base source diagnostics',
  'archetype detection',
  'score breakdown',
  'structured warnings',
  'strengths, weaknesses and recommendations',
];

/** Known paths and the methods each answers; every other method gets 405 with Allow. */
const ALLOWED_METHODS: Record<string, string[]> = {
  '/api/analyze': ['GET', 'HEAD', 'POST', 'OPTIONS'],
  '/api/analyze/demo': ['GET', 'HEAD', 'OPTIONS'],
  '/openapi.json': ['GET', 'HEAD', 'OPTIONS'],
  '/llms.txt': ['GET', 'HEAD', 'OPTIONS'],
};
const REJECTABLE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const ERROR_RESPONSES = {
  400: { description: 'Invalid JSON, missing or empty decklist, or unsupported format / best_of.', ...ref('ErrorResponse') },
  404: { description: 'Extension: unknown path.', ...ref('ErrorResponse') },
  405: { description: 'Method not supported on this path; the Allow header lists the methods that are.', ...ref('ErrorResponse') },
  413: { description: 'Extension: body larger than the limit (1 MiB by default).', ...ref('ErrorResponse') },
  429: { description: 'Extension: too many requests, only when rate limiting is enabled (DECKDOCTOR_RATE_LIMIT_PER_MINUTE).', ...ref('ErrorResponse') },
  500: { description: 'Unexpected server error, as JSON with no stack trace.', ...ref('ErrorResponse') },
};

function capabilityResponse(): CapabilityResponse {
  return {
    tool: TOOL,
    service_version: SERVICE_VERSION,
    status: 'ok',
    message: 'Deckdoctor is running. POST a decklist as JSON to /api/analyze to get its analysis.',
    capabilities: CAPABILITIES,
    endpoints: {
      analyze: { method: 'POST', path: '/api/analyze', content_type: 'application/json' },
      demo: { method: 'GET', path: '/api/analyze/demo' },
      openapi: { method: 'GET', path: '/openapi.json' },
      llms: { method: 'GET', path: '/llms.txt' },
    },
    example_request: STANDARD_EXAMPLE_REQUEST,
    commander_example_request: COMMANDER_EXAMPLE_REQUEST,
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // OpenAPI's `example` annotates schemas; the validator only needs to accept it.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, keywords: ['example'] } },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Bodies are read as text whatever their Content-Type, and parsed by the
  // route, so invalid JSON gets the interface's invalid_json and never 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));

  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    strictPreflight: false,
    maxAge: 86400,
    exposedHeaders: ['x-request-id'],
  });

  if (options.rateLimitPerMinute) {
    await app.register(rateLimit, { max: options.rateLimitPerMinute, timeWindow: '1 minute' });
  }

  for (const schema of sharedSchemas()) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: OPENAPI_INFO,
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'analysis', description: 'Decklist analysis' },
        { name: 'discovery', description: 'What the service offers, for programs and agents' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.toBody());
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('rate_limited', 'too many requests; slow down and retry after the time in the Retry-After header'));
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('payload_too_large', `request body is larger than ${bodyLimit} bytes`));
    }
    if (error.validation) {
      return reply.status(400).send(errorBody('invalid_json', 'request body does not match the AnalyzeRequest schema', { detail: error.message }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(errorBody('invalid_json', 'request could not be read', { detail: error.message }));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply
      .status(500)
      .send(errorBody('internal_error', 'unexpected server error', { detail: `request id ${request.id}` }));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('not_found', `no resource at ${request.method} ${request.url.split('?')[0]}`));
  });

  app.get(
    '/api/analyze',
    {
      schema: {
        operationId: 'getCapabilities',
        tags: ['discovery'],
        summary: 'Discovery: what the service does and how to call it',
        description: 'Liveness and capability listing for clients that can only issue GET, with example requests.',
        response: { 200: { description: 'The capability listing.', ...ref('CapabilityResponse') }, 405: ERROR_RESPONSES[405] },
      },
    },
    async () => capabilityResponse(),
  );

  app.post(
    '/api/analyze',
    {
      schema: {
        operationId: 'analyzeDeck',
        tags: ['analysis'],
        summary: 'Analyze a decklist',
        description:
          'Parses the decklist, resolves its cards, reviews legality for the format and answers with the full analysis. Unknown card names and card-data outages are diagnostics in a 200 answer, never errors. The body is read as JSON whatever its Content-Type.',
        body: ref('AnalyzeRequest'),
        response: { 200: { description: 'The deck analysis (also the structural fallback shape).', ...ref('DeckAnalysis') }, ...ERROR_RESPONSES },
      },
      preValidation: async (request) => {
        request.body = readAnalyzeRequest(request.body);
      },
    },
    async (request) => options.service.analyze(request.body as AnalyzeInput),
  );

  app.get(
    '/api/analyze/demo',
    {
      schema: {
        operationId: 'analyzeDemoDeck',
        tags: ['analysis'],
        summary: 'Analysis of a fixed public demo deck',
        description: `A real analysis, by the same code path as POST /api/analyze, of a fixed ${DEMO_REQUEST.format} deck; for crawlers, health checks and GET-only agents.`,
        response: { 200: { description: 'The demo deck analysis.', ...ref('DeckAnalysis') }, 405: ERROR_RESPONSES[405], 500: ERROR_RESPONSES[500] },
      },
    },
    async () => options.service.analyze(DEMO_REQUEST),
  );

  app.get(
    '/openapi.json',
    {
      schema: {
        operationId: 'getOpenApi',
        tags: ['discovery'],
        summary: 'This interface as an OpenAPI 3.0.3 document',
        description: 'Generated from the same TypeBox schemas that validate requests and serialize responses.',
        response: { 200: { description: 'The OpenAPI document.', type: 'object', additionalProperties: true }, 405: ERROR_RESPONSES[405] },
      },
    },
    async () => app.swagger(),
  );

  app.get(
    '/llms.txt',
    {
      schema: {
        operationId: 'getLlmsTxt',
        tags: ['discovery'],
        summary: 'Markdown guide for language models and agents (llms.txt convention)',
        description: 'What the service does, each endpoint with a curl example, request fields and defaults, formats, response fields, error and warning codes, limits.',
        produces: ['text/markdown'],
        response: { 200: { description: 'The llms.txt guide.', content: { 'text/markdown': { schema: { type: 'string' } } } }, 405: ERROR_RESPONSES[405] },
      },
    },
    async (request, reply) => reply.type('text/markdown; charset=utf-8').send(renderLlmsTxt(`${request.protocol}://${request.host}`)),
  );

  for (const [path, allowed] of Object.entries(ALLOWED_METHODS)) {
    const rejected = REJECTABLE_METHODS.filter((m) => !allowed.includes(m));
    app.route({
      method: rejected,
      url: path,
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.header('allow', allowed.join(', '));
        return reply
          .status(405)
          .send(errorBody('method_not_allowed', `${request.method} is not supported on ${path}; use ${allowed.filter((m) => m !== 'HEAD' && m !== 'OPTIONS').join(' or ')}`));
      },
    });
  }

  if (options.web !== false) await registerWeb(app);
  return app;
}
