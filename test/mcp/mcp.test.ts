/**
 * The MCP server as agents meet it: the SDK's own client lists and calls the
 * tools in memory, over Streamable HTTP at /mcp of the real app, and over
 * stdio from the built `deckdoctor mcp` command. The client validates every
 * structured answer against the tool's published output schema.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createMcpServer } from '../../src/mcp/server.js';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import { readDeck } from '../fixtures/decks/index.js';
import { snapshotApp, snapshotService, TEST_STORE } from '../helpers/cards.js';

const TOOLS = ['analyze_deck', 'check_legality', 'resolve_card_names', 'explain_warning', 'list_formats'];
import { WARNINGS } from '../../src/contract/warnings.js';

const BURN = readDeck('modern-burn');

async function inMemoryClient(): Promise<Client> {
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(snapshotService()).connect(serverSide);
  const client = new Client({ name: 'deckdoctor-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

describe('MCP server (in memory, the SDK client)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await inMemoryClient();
  });
  afterAll(() => client.close());

  it('lists the five tools, each with input and output schemas from the contract', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS);
    const analyze = tools.find((t) => t.name === 'analyze_deck')!;
    expect(analyze.inputSchema.required).toEqual(['decklist']);
    expect((analyze.inputSchema.properties as Record<string, { enum?: string[] }>).format!.enum).toHaveLength(12);
    expect(analyze.outputSchema?.required).toContain('legality');
    expect(client.getServerVersion()?.name).toBe('deckdoctor');
  });

  it('analyze_deck answers the DeckAnalysis of Modern Burn and a one-line summary', async () => {
    const result = await client.callTool({ name: 'analyze_deck', arguments: { decklist: BURN, format: ' Modern ', best_of: 'bo3' } });
    const analysis = result.structuredContent as unknown as DeckAnalysis;
    expect(analysis.format).toBe('modern');
    expect(analysis.deck_size).toBe(60);
    expect(analysis.legality.status).toBe('legal');
    expect(analysis.score).toBe(9.8);
    // Boros Burn's white splash (Boros Charm, Lightning Helix) is not short: no colour advice.
    expect(analysis.warnings.map((w) => w.code)).toEqual(['CARD_DATA_STALE']);
    expect(result.content).toEqual([
      { type: 'text', text: 'Burn (modern, 60 cards): legal, score 9.8/10. Warnings: CARD_DATA_STALE.' },
    ]);
  });

  it('check_legality gives every format a verdict with its first reason', async () => {
    const result = await client.callTool({ name: 'check_legality', arguments: { decklist: BURN } });
    const answer = result.structuredContent as { formats: Record<string, { status: string; reason: string }>; legal_in: string[] };
    expect(Object.keys(answer.formats)).toHaveLength(12);
    expect(answer.legal_in).toEqual(['modern', 'legacy', 'vintage']);
    expect(answer.formats.pauper).toEqual({ status: 'illegal', reason: 'Goblin Guide is not legal in Pauper (printed at rare; Pauper allows only cards printed at common).' });
    expect(answer.formats.standard).toEqual({ status: 'illegal', reason: 'Sideboard has 15 cards; Standard in best-of-one allows at most 7.' });
    expect(answer.formats.modern).toEqual({ status: 'legal', reason: 'Legal in Modern.' });
  });

  it('resolve_card_names resolves loose spellings and suggests for a typo, never replacing it', async () => {
    const result = await client.callTool({ name: 'resolve_card_names', arguments: { names: ['lightning bolt', 'Lightnig Bolt', 'Fire/Ice', 'Blitzschlag'] } });
    expect(result.structuredContent).toEqual({
      results: [
        { name: 'lightning bolt', resolved: true, card_name: 'Lightning Bolt', type_line: 'Instant', suggestions: [] },
        { name: 'Lightnig Bolt', resolved: false, card_name: null, type_line: null, suggestions: ['Lightning Bolt', 'Lightning Colt', 'Lightning Wolf'] },
        { name: 'Fire/Ice', resolved: true, card_name: 'Fire // Ice', type_line: 'Instant', suggestions: [] },
        { name: 'Blitzschlag', resolved: true, card_name: 'Lightning Bolt', type_line: 'Instant', suggestions: [] },
      ],
    });
  });

  it('explain_warning reads the warning and error catalogues', async () => {
    const warning = await client.callTool({ name: 'explain_warning', arguments: { code: 'color_sources_short' } });
    expect(warning.structuredContent).toEqual({
      code: 'COLOR_SOURCES_SHORT',
      kind: 'warning',
      severity: 'major',
      meaning: WARNINGS.COLOR_SOURCES_SHORT.when,
    });
    const error = await client.callTool({ name: 'explain_warning', arguments: { code: 'unsupported_format' } });
    expect(error.structuredContent).toMatchObject({ code: 'unsupported_format', kind: 'error', http_status: 400 });
  });

  it('list_formats lists the twelve formats with their sizes', async () => {
    const result = await client.callTool({ name: 'list_formats', arguments: {} });
    const formats = (result.structuredContent as { formats: Array<{ id: string; deck_size: string; sideboard: { bo1: number } }> }).formats;
    expect(formats).toHaveLength(12);
    expect(formats.find((f) => f.id === 'commander')).toMatchObject({ deck_size: 'exactly 100', sideboard: { bo1: 0 } });
    expect(formats.find((f) => f.id === 'standard')).toMatchObject({ deck_size: 'at least 60', sideboard: { bo1: 7 } });
  });

  it('answers bad arguments and unknown codes as tool errors the model can read', async () => {
    const badFormat = await client.callTool({ name: 'analyze_deck', arguments: { decklist: BURN, format: 'extended' } });
    expect(badFormat.isError).toBe(true);
    expect(badFormat.content).toEqual([{ type: 'text', text: 'invalid arguments for analyze_deck: /format must be equal to one of the allowed values' }]);
    const noDeck = await client.callTool({ name: 'analyze_deck', arguments: {} });
    expect(noDeck.isError).toBe(true);
    const unknown = await client.callTool({ name: 'explain_warning', arguments: { code: 'NOPE' } });
    expect(unknown.isError).toBe(true);
    expect((unknown.content as Array<{ text: string }>)[0]!.text).toMatch(/^unknown code NOPE; warning codes: MAIN_DECK_TOO_SMALL/);
  });
});

describe('MCP over Streamable HTTP at /mcp', () => {
  let app: FastifyInstance;
  let url: URL;
  beforeAll(async () => {
    app = await snapshotApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = new URL('/mcp', address);
  });
  afterAll(() => app.close());

  it('lists and calls the tools through the running app', async () => {
    const client = new Client({ name: 'deckdoctor-http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url));
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(TOOLS);
    const result = await client.callTool({ name: 'check_legality', arguments: { decklist: BURN, best_of: 'bo3' } });
    // In best-of-three the 15-card sideboard fits Pioneer's limit too, but Burn's cards do not.
    expect((result.structuredContent as { legal_in: string[] }).legal_in).toEqual(['modern', 'legacy', 'vintage']);
    await client.close();
  });

  it('answers GET with 405 and Allow (stateless: no event stream to resume)', async () => {
    const response = await app.inject({ method: 'GET', url: '/mcp' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST, OPTIONS');
    expect(response.json().error.code).toBe('method_not_allowed');
  });
});

describe('deckdoctor mcp (stdio, the built command)', () => {
  it('starts with one line and answers analyze_deck', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [resolve(import.meta.dirname, '../../dist/src/cli/main.js'), 'mcp'],
      env: { ...(process.env as Record<string, string>), DECKDOCTOR_DB: TEST_STORE, DECKDOCTOR_LIVE: 'off', LOG_LEVEL: 'error' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'deckdoctor-stdio-test', version: '1.0.0' });
    await client.connect(transport);
    const result = await client.callTool({ name: 'analyze_deck', arguments: { decklist: BURN, format: 'modern', best_of: 'bo3' } });
    expect((result.structuredContent as unknown as DeckAnalysis).legality.status).toBe('legal');
    await client.close();
  }, 30_000);
});
