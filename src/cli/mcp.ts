/**
 * `deckdoctor mcp`: the MCP server over stdio, for clients that start it
 * themselves (Claude Desktop, Claude Code, Cursor, VS Code). Standard output
 * carries the protocol, so logs go to standard error.
 */
import pino from 'pino';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig } from '../config.js';
import { openCardData } from '../cards/bootstrap.js';
import { createMcpServer } from '../mcp/server.js';
import { DeckService } from '../service/service.js';

export async function serveMcpOverStdio(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
  const { resolver, store } = await openCardData(config, logger);
  const server = createMcpServer(new DeckService(resolver));
  server.onclose = () => store.close();
  await server.connect(new StdioServerTransport());
}
