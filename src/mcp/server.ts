/**
 * The MCP server: the deck tools behind the SDK's low-level Server, so the
 * tools publish the contract's TypeBox schemas as they are (JSON Schema) and
 * no second schema language is kept in step with them.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SERVICE_VERSION, TOOL } from '../contract/version.js';
import type { AnalysisService, CardNameLookup } from '../service/service.js';
import { checkedArguments, deckTools, ToolInputError, type ToolDefinition } from './tools.js';

/** What an MCP client reads first: what the server is for. */
const INSTRUCTIONS =
  'Deckdoctor analyses Magic: The Gathering decklists. Call analyze_deck with the pasted list and its format (check_legality when the format is not known), resolve_card_names to check spellings, explain_warning for a code in an answer, list_formats for the format ids.';

/** A JSON Schema as plain data: the wire carries no TypeBox symbols or examples. */
function plainSchema(schema: unknown): { type: 'object'; [key: string]: unknown } {
  return JSON.parse(JSON.stringify(schema)) as { type: 'object' };
}

async function callTool(tool: ToolDefinition, raw: unknown): Promise<CallToolResult> {
  try {
    const result = await tool.run(checkedArguments(tool, raw));
    return { content: [{ type: 'text', text: result.text }], structuredContent: result.structured };
  } catch (error) {
    // Bad arguments are the model's to fix: a tool error it can read, not a protocol failure.
    if (error instanceof ToolInputError) return { isError: true, content: [{ type: 'text', text: error.message }] };
    throw error;
  }
}

export function createMcpServer(service: AnalysisService & CardNameLookup): Server {
  const tools = deckTools(service);
  const byName = new Map(tools.map((t) => [t.name, t]));
  const server = new Server({ name: TOOL, title: 'Deckdoctor', version: SERVICE_VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: plainSchema(t.input),
      outputSchema: plainSchema(t.output),
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `unknown tool ${request.params.name}; tools: ${[...byName.keys()].join(', ')}` }] };
    return callTool(tool, request.params.arguments);
  });
  return server;
}
