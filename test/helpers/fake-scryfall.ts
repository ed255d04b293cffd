/** A fake Scryfall API on 127.0.0.1 for live-provider tests: it records every request and answers as told. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScryfallCard } from '../../src/cards/scryfall.js';

export interface RecordedRequest {
  at: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Behaviour = (req: RecordedRequest, res: ServerResponse, index: number) => void | Promise<void>;

export class FakeScryfall {
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;
  behaviours: Behaviour[] = [];
  fallback: Behaviour;

  constructor(readonly cards: Map<string, ScryfallCard>) {
    this.fallback = (req, res) => this.answerCollection(req, res);
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const recorded: RecordedRequest = { at: Date.now(), method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : null };
        const index = this.requests.push(recorded) - 1;
        void (this.behaviours[index] ?? this.fallback)(recorded, res, index);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Answers POST /cards/collection the way Scryfall does: found cards in data, the rest in not_found. */
  answerCollection(req: RecordedRequest, res: ServerResponse): void {
    const identifiers = (req.body as { identifiers: Array<{ name: string }> }).identifiers;
    const data: ScryfallCard[] = [];
    const notFound: Array<{ name: string }> = [];
    for (const id of identifiers) {
      const card = this.cards.get(id.name.toLowerCase());
      if (card) data.push(card);
      else notFound.push({ name: id.name });
    }
    json(res, 200, { object: 'list', not_found: notFound, data });
  }
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A plain Scryfall card object for a made-up card. */
export function madeUpCard(name: string, extra: Partial<ScryfallCard> = {}): ScryfallCard {
  return {
    object: 'card',
    name,
    oracle_id: `oracle-${name}`,
    layout: 'normal',
    mana_cost: '{1}{G}',
    cmc: 2,
    type_line: 'Creature — Elf',
    oracle_text: '',
    power: '2',
    toughness: '2',
    colors: ['G'],
    color_identity: ['G'],
    keywords: [],
    rarity: 'common',
    legalities: { standard: 'legal', modern: 'legal', legacy: 'legal', vintage: 'legal', commander: 'legal', pauper: 'legal', pioneer: 'legal', historic: 'legal', timeless: 'legal', alchemy: 'legal', brawl: 'legal', standardbrawl: 'legal' },
    ...extra,
  };
}

/** A GET /bulk-data answer listing the given entries, each an object "bulk_data" as Scryfall sends. */
export function bulkListing(entries: Array<Record<string, unknown>>): unknown {
  return { object: 'list', has_more: false, data: entries.map((entry) => ({ object: 'bulk_data', ...entry })) };
}

/** Sends raw bytes (a bulk file, gzipped or not). */
export function sendBytes(res: ServerResponse, body: Buffer | string, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'application/octet-stream', ...headers });
  res.end(body);
}
