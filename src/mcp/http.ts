/**
 * MCP over Streamable HTTP at /mcp, stateless: each POST gets a fresh server
 * and transport, so any replica answers any call and nothing is shared.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AnalysisService, CardNameLookup } from '../service/service.js';
import { createMcpServer } from './server.js';

/** Answers one MCP message (already read as JSON) on the raw Node request and response. */
export async function answerMcpRequest(
  service: AnalysisService & CardNameLookup,
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
): Promise<void> {
  const server = createMcpServer(service);
  // No session ids (stateless) and plain JSON answers: one request, one answer, no stream to keep open.
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}
