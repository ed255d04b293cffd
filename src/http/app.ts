/**
 * buildApp: the Fastify app as plugins in order: request ids, body reading,
 * CORS, rate limit, documentation (before routes, which it collects), error
 * handling, routes, 405s and the web page. Each part lives in its own module.
 */
import { randomUUID } from 'node:crypto';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { AnalysisService } from '../service/service.js';
import { DEFAULTS } from '../config.js';
import { registerDocumentation } from './documentation.js';
import { answerClientError, answerFrameworkError, registerErrorHandling, registerMethodNotAllowed } from './error-handling.js';
import { registerRoutes } from './routes.js';
import { registerWeb } from './web.js';
import { registerOpsPlugins, registerOpsRoutes } from './ops.js';
import { registerSecurityHeaders } from './security-headers.js';

export { CAPABILITIES } from './routes.js';

export interface AppOptions {
  service: AnalysisService;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Serve the web page at / and the API reference at /docs (default true). */
  web?: boolean;
  /** Requests a client may make per minute; off when unset. */
  rateLimitPerMinute?: number;
  /** The URL clients reach this service at (PUBLIC_URL); links in /llms.txt are built from it. */
  publicUrl?: string;
  /** Open connections accepted at once; more are refused by the socket (default 1024). */
  maxConnections?: number;
  /** Ops: true once the card store is loaded (/readyz); default always. */
  ready?: () => boolean;
  /** Ops: true once load shedding may act (default: when ready). */
  shedding?: () => boolean;
  /** Ops: mean event-loop delay (ms) past which requests get 503; 0 or unset turns it off. */
  maxEventLoopDelayMs?: number;
  /** Requests slower than this are logged (warn, with the request id); the rest only at debug level (default 1000 ms). */
  slowRequestMs?: number;
}

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled on
 * its first use instead of for every route and status at start: compiling
 * them all took a third of a second before the first answer, for routes most
 * processes never answer. The factory is the one Fastify itself uses by default.
 */
function lazySerializers(): SerializerSelector.SerializerFactory {
  const buildDefault = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildDefault(externalSchemas, options);
    return (route) => {
      let serializer: SerializerSelector.Serializer | null = null;
      return (data) => (serializer ??= compile(route))(data);
    };
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULTS.bodyLimit;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // Permalink codes are path parameters: long enough that an over-long code reaches
    // its route and gets permalink_too_long, not the router's 404 (default 100).
    routerOptions: { maxParamLength: 16 * 1024 },
    // A slow or stalled client cannot hold a connection: whole request and idle limits.
    requestTimeout: DEFAULTS.requestTimeoutMs,
    connectionTimeout: DEFAULTS.connectionTimeoutMs,
    keepAliveTimeout: DEFAULTS.keepAliveTimeoutMs,
    // Quiet by default: two info lines per request cost about 11 us each; see registerRequestLogging.
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // OpenAPI's `example` annotates schemas; the validator only needs to accept it.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, keywords: ['example'] } },
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() as never } },
  });

  app.server.headersTimeout = DEFAULTS.headersTimeoutMs;
  app.server.maxConnections = options.maxConnections ?? DEFAULTS.maxConnections;

  // Callback hooks, not async ones: an async hook costs a promise and a microtask on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerRequestLogging(app, options.slowRequestMs ?? DEFAULTS.slowRequestMs);

  // Bodies are read as text whatever their Content-Type, and parsed by the
  // route, so invalid JSON gets the interface's invalid_json and never 415.
  // The same reader is also registered for application/json by name: Fastify remembers the
  // parser of a named type, but parses the Content-Type header again on every request that
  // only the catch-all serves.
  app.removeAllContentTypeParsers();
  const asText = (_request: unknown, body: string | Buffer, done: (error: null, body: string | Buffer) => void) => done(null, body);
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, asText);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, asText);

  // Load shedding, ETags, Cache-Control and compression: their hooks must see every route.
  await registerOpsPlugins(app, options);

  registerSecurityHeaders(app);

  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    strictPreflight: false,
    maxAge: 86400,
    // A string, which the plugin sends as it is (a list is joined again on every request).
    exposedHeaders: 'x-request-id',
  });

  if (options.rateLimitPerMinute) {
    await app.register(rateLimit, { max: options.rateLimitPerMinute, timeWindow: '1 minute' });
  }

  await registerDocumentation(app);

  registerErrorHandling(app, bodyLimit);
  registerRoutes(app, options.service, (options.publicUrl ?? `http://${DEFAULTS.host}:${DEFAULTS.port}`).replace(/\/+$/, ''));
  registerMethodNotAllowed(app);
  registerOpsRoutes(app, options.service, options);

  if (options.web !== false) await registerWeb(app);
  return app;
}

/**
 * One line per completed request at debug level only; slow ones at warn, with
 * the request id (errors are logged where they are handled, also with it).
 */
function registerRequestLogging(app: FastifyInstance, slowRequestMs: number): void {
  app.addHook('onResponse', (request, reply, done) => {
    const elapsed = reply.elapsedTime;
    if (elapsed >= slowRequestMs) {
      request.log.warn({ reqId: request.id, method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: elapsed }, 'slow request');
    } else if (request.log.level === 'debug' || request.log.level === 'trace') {
      request.log.debug({ reqId: request.id, method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: elapsed }, 'request completed');
    }
    done();
  });
}
