/**
 * The documentation side of the app: the shared schemas as OpenAPI
 * components, the swagger plugin that turns route schemas into
 * /openapi.json, and the error responses each route declares.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { ref, sharedSchemas } from './openapi-components.js';
import { OPENAPI_INFO } from './openapi-info.js';

/** The error responses routes declare, by status; each body is an ErrorResponse. */
export const ERROR_RESPONSES = {
  400: { description: 'Invalid JSON, missing or empty decklist, or unsupported format / best_of.', ...ref('ErrorResponse') },
  404: { description: 'Extension: unknown path.', ...ref('ErrorResponse') },
  405: { description: 'Method not supported on this path; the Allow header lists the methods that are.', ...ref('ErrorResponse') },
  413: { description: 'Extension: body larger than the limit (1 MiB by default).', ...ref('ErrorResponse') },
  429: { description: 'Extension: too many requests, only when rate limiting is enabled (DECKDOCTOR_RATE_LIMIT_PER_MINUTE).', ...ref('ErrorResponse') },
  500: { description: 'Unexpected server error, as JSON with no stack trace.', ...ref('ErrorResponse') },
};

/** Must run before the routes are added: swagger collects them as they register. */
export async function registerDocumentation(app: FastifyInstance): Promise<void> {
  for (const schema of sharedSchemas()) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: OPENAPI_INFO,
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'analysis', description: 'Decklist analysis' },
        { name: 'discovery', description: 'What the service offers, for programs and agents' },
        { name: 'operations', description: 'Probes for orchestrators, and the MCP endpoint for agents' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
}
