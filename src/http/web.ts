/**
 * The faces for people: the page at /, its assets, the example decks it
 * loads, and the interactive API reference at /docs (Swagger UI, served from
 * the package, no CDN). Hidden from /openapi.json: they are not the API.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { PROJECT_ROOT } from '../config.js';
import { COMMANDER_EXAMPLE_REQUEST, DEMO_REQUEST, ILLEGAL_EXAMPLE_REQUEST, STANDARD_EXAMPLE_REQUEST } from './examples.js';

const WEB_ROOT = resolve(PROJECT_ROOT, 'web');
/** mana-font (the mana symbols' font and CSS), served from the package itself: no CDN, no copy to keep in step. */
const MANA_FONT_ROOT = dirname(createRequire(import.meta.url).resolve('mana-font/package.json'));

export async function registerWeb(app: FastifyInstance): Promise<void> {
  const indexHtml = readFileSync(resolve(WEB_ROOT, 'index.html'), 'utf8');
  await app.register(fastifyStatic, { root: WEB_ROOT, prefix: '/assets/', index: false, schemaHide: true, maxAge: 3600_000 });
  // Only the package's css/ and fonts/ folders are served (the CSS reaches its fonts by ../fonts/).
  await app.register(fastifyStatic, {
    root: MANA_FONT_ROOT,
    prefix: '/assets/mana/',
    allowedPath: (path) => /^\/(css|fonts)\/[\w.-]+$/.test(path),
    decorateReply: false,
    index: false,
    schemaHide: true,
    maxAge: 86_400_000,
  });
  const favicon = readFileSync(resolve(WEB_ROOT, 'favicon.svg'));
  // Browsers that ignore the page's <link rel="icon"> still ask for /favicon.ico.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon));
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
