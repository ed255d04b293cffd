/**
 * Security headers, worked out by helmet in two sets:
 * - documents (the page at /, its assets, the API reference at /docs): the
 *   page loads only its own script, styles and Scryfall images, and is never framed;
 * - everything else (the JSON API, /openapi.json, /llms.txt, /mcp, probes,
 *   errors): the headers OWASP's REST Security Cheat Sheet lists for every API
 *   answer (a Content-Security-Policy that loads nothing and allows no framing,
 *   X-Frame-Options DENY, nosniff, HSTS) and the cross-origin resource policy
 *   integrators' pages need. The rest of helmet's set (opener and agent-cluster
 *   isolation, referrer policy, DNS prefetch, IE's download and XSS switches,
 *   Adobe's cross-domain policies) acts only on documents a browser renders,
 *   which these answers never are. Leaving them off shortens every answer by
 *   seven header lines (about 500 bytes) that each client parsed.
 *
 * Each set is the same for every answer (no directive depends on the
 * request), so helmet's middleware runs once per set, at start, on a stand-in
 * response that records the headers, and each request gets its set through
 * Fastify's own headers. Run per request on Node's response (as a middleware
 * does), they also sent every other header of the answer down Node's slower
 * path: about a fifth of a repeated deck's CPU.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The page's policy: its own origin only (plus Scryfall card images), never framed. */
const DOCUMENT_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https://cards.scryfall.io'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const DOCUMENT_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { directives: DOCUMENT_POLICY },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Routes that answer documents a browser renders, or their assets: the page, its files and the API reference. */
function isDocumentRoute(route: string | undefined): boolean {
  return route === '/' || route === '/favicon.ico' || route?.startsWith('/assets/') === true || route === '/docs' || route?.startsWith('/docs/') === true;
}

/** The headers helmet's middleware sets with these options, recorded on a stand-in response. */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const documents = helmetHeaders(DOCUMENT_HEADERS);
  const api = helmetHeaders(API_HEADERS);
  const setFor = (request: FastifyRequest) => (isDocumentRoute(request.routeOptions.url) ? documents : api);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(setFor(request));
    done();
  });
}
