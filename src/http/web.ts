/**
 * The faces for people: the page at /, its assets, the example decks it
 * loads, and the interactive API reference at /docs (Swagger UI, served from
 * the package, no CDN). Hidden from /openapi.json: they are not the API.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { PROJECT_ROOT } from '../config.js';
import { COMMANDER_EXAMPLE_REQUEST, DEMO_REQUEST, ILLEGAL_EXAMPLE_REQUEST, STANDARD_EXAMPLE_REQUEST } from './examples.js';

const WEB_ROOT = resolve(PROJECT_ROOT, 'web');

export async function registerWeb(app: FastifyInstance): Promise<void> {
  const indexHtml = readFileSync(resolve(WEB_ROOT, 'index.html'), 'utf8');
  await app.register(fastifyStatic, { root: WEB_ROOT, prefix: '/assets/', index: false, schemaHide: true, maxAge: 3600_000 });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(indexHtml));
  app.get('/web/examples.json', { schema: { hide: true } }, async () => ({
    standard: STANDARD_EXAMPLE_REQUEST,
    commander: COMMANDER_EXAMPLE_REQUEST,
    legacy: DEMO_REQUEST,
    illegal: ILLEGAL_EXAMPLE_REQUEST,
  }));
  // staticCSP: Swagger UI sends its own policy with hashes for the inline script it needs.
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
