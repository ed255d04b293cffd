/**
 * Permalinks and GET analysis, for sharing an analysis and for agents that can
 * only issue GET: `GET /api/analyze/p/{code}` answers the analysis a
 * `permalink` holds; `GET /api/analyze/p?decklist=...` the analysis of a list
 * written into the URL. Nothing is stored: the request is in the link.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnalysisService, AnalyzeInput, ExactText } from '../service/service.js';
import type { AnswerFrame, RenderedAnswer } from '../service/answer-cache.js';
import type { DeckAnalysis } from '../contract/schemas.js';
import { decodePermalink, PERMALINK, PermalinkError, permalinkUrl } from '../service/permalink.js';
import { answerFrame, finishAnswer } from './answer-body.js';
import { ifNoneMatchMatches } from './conditional.js';
import { ERROR_RESPONSES } from './documentation.js';
import { ApiError } from './errors.js';
import { ref } from './openapi-components.js';
import { ANSWER_COMPRESSION } from './ops.js';
import { readAnalyzeRequest } from './request.js';

/**
 * How long a shared answer may be reused: a day, the rhythm of card-data
 * refreshes (`cards sync` daily), since a ban changes the same link's verdict.
 * The ETag names the data version, so revalidation after that is a cheap 304.
 */
export const PERMALINK_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The analysis with its permalink (every answer carries one), serialized with
 * the route's schema and tagged; an identical earlier request's bytes and tag
 * come back from the answer cache without analysis or serialization, and the
 * same deck in another text reuses the bytes of all but its permalink.
 */
export async function renderedAnswer(reply: FastifyReply, service: AnalysisService, input: AnalyzeInput, publicUrl: string, exact?: ExactText): Promise<RenderedAnswer> {
  const render = {
    frame: (answer: DeckAnalysis) => answerFrame(reply, answer),
    finish: (frame: AnswerFrame) => finishAnswer(frame, permalinkUrl(publicUrl, input)),
  };
  return service.analyzeRendered(input, render, exact);
}

/**
 * Sends a rendered answer as JSON with its ETag (set here, so the ETag plugin
 * does not hash the body again).
 */
export function sendRendered(reply: FastifyReply, rendered: RenderedAnswer): FastifyReply {
  return reply.type('application/json; charset=utf-8').header('etag', rendered.etag).send(rendered.body);
}

/**
 * A POST's answer carries no ETag (a POST is never "not modified"), so its tag
 * is never made: a stand-in keeps the ETag plugin from hashing the body, and
 * ops.ts takes it off. It is the last header set, so V8 keeps the headers
 * object's fast shape when it is deleted.
 */
const UNTAGGED = '"untagged"';

export function sendUntagged(reply: FastifyReply, rendered: RenderedAnswer): FastifyReply {
  return reply.type('application/json; charset=utf-8').header('etag', UNTAGGED).send(rendered.body);
}

/** Answers the analysis with its ETag, or 304 when the client holds it (from the answer cache: no analysis); only answers from the store alone are cached long. */
async function answer(request: FastifyRequest, reply: FastifyReply, service: AnalysisService, input: AnalyzeInput, publicUrl: string) {
  const rendered = await renderedAnswer(reply, service, input, publicUrl);
  reply.header('cache-control', rendered.stable ? PERMALINK_CACHE_CONTROL : 'no-cache');
  if (ifNoneMatchMatches(request.headers['if-none-match'], rendered.etag)) return reply.header('etag', rendered.etag).code(304).send();
  return sendRendered(reply, rendered);
}

function readCode(code: string): AnalyzeInput {
  try {
    return decodePermalink(code);
  } catch (error) {
    if (!(error instanceof PermalinkError)) throw error;
    throw new ApiError(error.kind === 'too_long' ? 'permalink_too_long' : 'invalid_permalink', error.message, { field: 'code' });
  }
}

const CACHED_ANSWER = {
  200: { description: 'The deck analysis, with a strong ETag and Cache-Control.', ...ref('DeckAnalysis') },
  304: { description: 'Not modified: the If-None-Match tag is current.', type: 'null' },
};

export function registerPermalinkRoutes(app: FastifyInstance, service: AnalysisService, publicUrl: string): void {
  app.get<{ Params: { code: string } }>(
    `${PERMALINK.path}:code`,
    {
      compress: ANSWER_COMPRESSION,
      schema: {
        operationId: 'analyzePermalink',
        tags: ['analysis'],
        summary: 'The analysis a permalink holds',
        description: `Every analysis carries \`permalink\`, this path with a code: the decklist, format and best_of packed with raw deflate and written in base64url (a version letter "${PERMALINK.version}" first). Any instance answers it, with no storage; the answer is the same DeckAnalysis as POST /api/analyze. Codes over ${PERMALINK.maxCodeLength} characters get 414 permalink_too_long; codes that do not unpack get 400 invalid_permalink.`,
        params: { type: 'object', properties: { code: { type: 'string', description: 'The code from a `permalink`.' } }, required: ['code'] },
        response: { ...CACHED_ANSWER, 400: ERROR_RESPONSES[400], 405: ERROR_RESPONSES[405], 414: { description: 'Extension: permalink code too long.', ...ref('ErrorResponse') }, 500: ERROR_RESPONSES[500] },
      },
    },
    async (request, reply) => answer(request, reply, service, readCode(request.params.code), publicUrl),
  );

  app.get(
    PERMALINK.path.slice(0, -1),
    {
      compress: ANSWER_COMPRESSION,
      schema: {
        operationId: 'analyzeDeckByGet',
        tags: ['analysis'],
        summary: 'Analyze a decklist written into the URL (for GET-only agents)',
        description:
          'The same analysis as POST /api/analyze, with the fields as query parameters: `decklist` URL-encoded (newlines as %0A), `format` and `best_of` optional with the same defaults and errors. The answer carries the short `permalink` to share. Lists too long for a URL (over 16 KiB with the headers) must be POSTed.',
        querystring: {
          type: 'object',
          properties: {
            decklist: { type: 'string', description: 'The list, URL-encoded.' },
            format: { type: 'string', description: 'Default standard.' },
            best_of: { type: 'string', description: 'Default bo1.' },
          },
        },
        response: { ...CACHED_ANSWER, 400: ERROR_RESPONSES[400], 405: ERROR_RESPONSES[405], 500: ERROR_RESPONSES[500] },
      },
    },
    async (request, reply) => answer(request, reply, service, readAnalyzeRequest({ ...(request.query as object) }), publicUrl),
  );
}
