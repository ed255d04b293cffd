/**
 * The routes: discovery, analysis, the demo, /openapi.json and /llms.txt,
 * each with the schema that validates, serializes and documents it.
 */
import type { FastifyInstance } from 'fastify';
import { SERVICE_VERSION, TOOL } from '../contract/version.js';
import type { CapabilityResponse } from '../contract/schemas.js';
import type { AnalysisService, AnalyzeInput, ExactText } from '../service/service.js';
import { readAnalyzeRequest } from './request.js';
import { ref } from './openapi-components.js';
import { ERROR_RESPONSES } from './documentation.js';
import { COMMANDER_EXAMPLE_REQUEST, DEMO_REQUEST, STANDARD_EXAMPLE_REQUEST } from './examples.js';
import { renderLlmsTxt } from './llms.js';
import { registerPermalinkRoutes, renderedAnswer, sendRendered, sendUntagged } from './permalink-routes.js';
import { PERMALINK, permalinkUrl } from '../service/permalink.js';
import { ANSWER_COMPRESSION } from './ops.js';

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
  'legality in all twelve formats at once',
  'GET analysis and permalinks',
];

/** A request as one GET URL: what an agent that can only issue GET writes. */
export function getUrlFor(publicUrl: string, input: AnalyzeInput): string {
  const query = new URLSearchParams({ decklist: input.decklist, format: input.format, best_of: input.best_of });
  return `${publicUrl}${PERMALINK.path.slice(0, -1)}?${query.toString().replaceAll('+', '%20')}`;
}

function capabilityResponse(publicUrl: string): CapabilityResponse {
  return {
    tool: TOOL,
    service_version: SERVICE_VERSION,
    status: 'ok',
    message: 'Deckdoctor is running. POST a decklist as JSON to /api/analyze to get its analysis, or GET /api/analyze/p?decklist=... with the list URL-encoded; every answer carries a permalink.',
    capabilities: CAPABILITIES,
    endpoints: {
      analyze: { method: 'POST', path: '/api/analyze', content_type: 'application/json' },
      demo: { method: 'GET', path: '/api/analyze/demo' },
      openapi: { method: 'GET', path: '/openapi.json' },
      llms: { method: 'GET', path: '/llms.txt' },
      analyze_get: { method: 'GET', path: `${PERMALINK.path.slice(0, -1)}?decklist={decklist}&format={format}&best_of={best_of}` },
      permalink: { method: 'GET', path: `${PERMALINK.path}{code}` },
    },
    example_request: STANDARD_EXAMPLE_REQUEST,
    commander_example_request: COMMANDER_EXAMPLE_REQUEST,
    example_get_url: getUrlFor(publicUrl, STANDARD_EXAMPLE_REQUEST),
    example_permalink: permalinkUrl(publicUrl, STANDARD_EXAMPLE_REQUEST) ?? undefined,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What the answer cache found for a POST's body as received, from the hook
     * that looked to the handler. A request field rather than a WeakMap keyed by
     * the request: V8's young-generation collections kept a WeakMap's values (the
     * 1-3 KB key of the text) alive past the request, and promoted them. In the
     * typo scenario this was most of what reached the old generation (173 KB per
     * young collection against 24 KB).
     */
    exactText: ExactText | null;
  }
}

/** The two analysis routes: POST a decklist, or GET the fixed demo deck. */
function registerAnalysisRoutes(app: FastifyInstance, service: AnalysisService, publicUrl: string): void {
  // Declared with its empty value, so every request object has the same shape.
  app.decorateRequest('exactText', null);
  app.post(
    '/api/analyze',
    {
      compress: ANSWER_COMPRESSION,
      schema: {
        operationId: 'analyzeDeck',
        tags: ['analysis'],
        summary: 'Analyze a decklist',
        description:
          'Parses the decklist, resolves its cards, reviews legality for the format and answers with the full analysis. Unknown card names and card-data outages are diagnostics in a 200 answer, never errors. The body is read as JSON whatever its Content-Type. The answer is JSON in ASCII: characters past ASCII (dashes in type lines and messages, accented names, the player\'s own text) are written as \\u escapes, the same JSON value (RFC 8259, section 7), and so are the answers of the GET analysis routes.',
        body: ref('AnalyzeRequest'),
        response: { 200: { description: 'The deck analysis (also the structural fallback shape).', ...ref('DeckAnalysis') }, ...ERROR_RESPONSES },
      },
      // A callback hook (an async one costs a promise and a microtask per request); Fastify
      // hands what readAnalyzeRequest throws to the error handler as it did the rejection.
      // A body sent before exactly so is answered here with the bytes it got then, before
      // its JSON is parsed and checked (most of what an identical request costs).
      preValidation: (request, reply, done) => {
        const text = request.body;
        const exact = typeof text === 'string' ? service.renderedForText?.(text) : undefined;
        if (exact?.held) {
          sendUntagged(reply, exact.held);
          return;
        }
        if (exact) request.exactText = exact;
        request.body = readAnalyzeRequest(text);
        done();
      },
    },
    async (request, reply) => sendUntagged(reply, await renderedAnswer(reply, service, request.body as AnalyzeInput, publicUrl, request.exactText ?? undefined)),
  );

  app.get(
    '/api/analyze/demo',
    {
      compress: ANSWER_COMPRESSION,
      schema: {
        operationId: 'analyzeDemoDeck',
        tags: ['analysis'],
        summary: 'Analysis of a fixed public demo deck',
        description: `A real analysis, by the same code path as POST /api/analyze, of a fixed ${DEMO_REQUEST.format} deck; for crawlers, health checks and GET-only agents.`,
        response: { 200: { description: 'The demo deck analysis.', ...ref('DeckAnalysis') }, 405: ERROR_RESPONSES[405], 500: ERROR_RESPONSES[500] },
      },
    },
    async (_request, reply) => sendRendered(reply, await renderedAnswer(reply, service, DEMO_REQUEST, publicUrl)),
  );
}

/** The discovery routes, for programs and agents that can only issue GET. */
function registerDiscoveryRoutes(app: FastifyInstance, publicUrl: string): void {
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
    async () => capabilityResponse(publicUrl),
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
    async (_request, reply) => reply.type('text/markdown; charset=utf-8').send(renderLlmsTxt(publicUrl)),
  );
}

/**
 * Links in /llms.txt come from the configured public URL, never from the
 * request's Host or X-Forwarded-* headers, which any client can set.
 */
export function registerRoutes(app: FastifyInstance, service: AnalysisService, publicUrl: string): void {
  registerDiscoveryRoutes(app, publicUrl);
  registerAnalysisRoutes(app, service, publicUrl);
  registerPermalinkRoutes(app, service, publicUrl);
}
