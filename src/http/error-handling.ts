/**
 * Error handling: every failure leaves as the interface's ErrorResponse, with
 * the status of its code in the error catalogue. Covers thrown ApiErrors,
 * Fastify's own errors (413, 429, validation), unknown paths (404) and other
 * methods on known paths (405 with Allow).
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from './errors.js';
import { ERRORS, type ErrorCode } from '../contract/errors.js';

/** Sends an ErrorResponse with the status its code has in the catalogue. */
function sendError(reply: FastifyReply, code: ErrorCode, message: string, extra?: ApiError['extra']) {
  return reply.status(ERRORS[code].status).send(errorBody(code, message, extra));
}

/** Known paths and the methods each answers; every other method gets 405 with Allow. */
const ALLOWED_METHODS: Record<string, string[]> = {
  '/api/analyze': ['GET', 'HEAD', 'POST', 'OPTIONS'],
  '/api/analyze/demo': ['GET', 'HEAD', 'OPTIONS'],
  '/openapi.json': ['GET', 'HEAD', 'OPTIONS'],
  '/llms.txt': ['GET', 'HEAD', 'OPTIONS'],
};
const REJECTABLE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.toBody());
    if (error.statusCode === 429) {
      return sendError(reply, 'rate_limited', 'too many requests; slow down and retry after the time in the Retry-After header');
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, 'payload_too_large', `request body is larger than ${bodyLimit} bytes`);
    }
    if (error.validation) {
      return sendError(reply, 'invalid_json', 'request body does not match the AnalyzeRequest schema', { detail: error.message });
    }
    if (error.statusCode === 403 || error.statusCode === 404) {
      return sendError(reply, 'not_found', `no resource at ${request.method} ${request.url.split('?')[0]}`);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 'invalid_json', 'request could not be read', { detail: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendError(reply, 'internal_error', 'unexpected server error', { detail: `request id ${request.id}` });
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply, 'not_found', `no resource at ${request.method} ${request.url.split('?')[0]}`);
  });
}

/** 405 with Allow for the write methods a known path does not answer (Fastify would say 404). */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  for (const [path, allowed] of Object.entries(ALLOWED_METHODS)) {
    const rejected = REJECTABLE_METHODS.filter((m) => !allowed.includes(m));
    app.route({
      method: rejected,
      url: path,
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.header('allow', allowed.join(', '));
        return sendError(reply, 'method_not_allowed', `${request.method} is not supported on ${path}; use ${allowed.filter((m) => m !== 'HEAD' && m !== 'OPTIONS').join(' or ')}`);
      },
    });
  }
}

/**
 * Requests Node's HTTP parser rejects never reach a route; they still get an
 * ErrorResponse (Fastify's `clientErrorHandler` would otherwise send its own
 * body), then the connection closes, since its framing cannot be trusted.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : 'bad_request';
  const message = code === 'headers_too_large' ? 'request line or headers are too large' : 'the request is not valid HTTP';
  const body = JSON.stringify(errorBody(code, message, { detail: error.code ?? error.message }));
  const status = ERRORS[code].status;
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Errors Fastify raises before routing (a URL that does not decode, a bad Content-Type header) leave as ErrorResponses too. */
export function answerFrameworkError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const bad = error.code === 'FST_ERR_BAD_URL' ? 'the URL does not decode' : error.message;
  void sendError(reply, 'bad_request', bad, { detail: error.code ?? 'request could not be read' });
  request.log.debug({ err: error }, 'request rejected before routing');
}
