import { XMLParser } from 'fast-xml-parser';
import { displayName, nameKey } from '../domain/names.js';
import type { DeckEntry, LineDiagnostic, ParsedDeck, Section } from '../domain/decklist.js';

export const MAX_QUANTITY = 999;

/** Header words players and exporters use for each section (compared after nameKey). A Map, so a card named like an Object method is never a header. */
const SECTION_HEADERS = new Map<string, Section>(Object.entries({
  deck: 'main',
  main: 'main',
  'main deck': 'main',
  maindeck: 'main',
  mainboard: 'main',
  commander: 'commander',
  commanders: 'commander',
  companion: 'companion',
  sideboard: 'sideboard',
  side: 'sideboard',
  'side board': 'sideboard',
  sb: 'sideboard',
  maybeboard: 'maybeboard',
  maybe: 'maybeboard',
  considering: 'maybeboard',
} satisfies Record<string, Section>));

/** Archidekt categories that move a card out of the main deck. */
function sectionFromCategories(categories: string[]): Section | undefined {
  for (const raw of categories) {
    const category = raw.replace(/\{[^}]*\}/g, '').trim().toLowerCase();
    if (category.startsWith('commander')) return 'commander';
    if (category === 'maybeboard' || category === 'considering') return 'maybeboard';
    if (category === 'sideboard') return 'sideboard';
    if (category === 'companion') return 'companion';
  }
  return undefined;
}

interface RawCard {
  name: string;
  quantity: number;
  section?: Section;
}

type LineReading =
  | { kind: 'blank' }
  | { kind: 'comment' }
  | { kind: 'header'; section: Section | 'about' }
  | { kind: 'card'; card: RawCard }
  | { kind: 'error'; reason: string };

const QUANTITY_PREFIX = /^([+-]?\d+(?:[.,]\d+)?)\s*[xX]?\s+(.*)$/;
const SET_AND_NUMBER = /\s+\(([A-Za-z0-9]{2,8})\)(?:\s+[A-Za-z0-9★\-]+)?\s*$/;
const FOIL_MARKERS = /\s*\*[A-Za-z]+\*\s*/g;
const TRAILING_TAGS = /\s+#\S.*$/;
const CATEGORY_SUFFIX = /\s*\[([^\]]*)\]\s*$/;

function readHeader(text: string): Section | 'about' | undefined {
  const bare = text.replace(/^(\/\/|#)\s*/, '').replace(/\s*\(\d+\)\s*$/, '').replace(/:\s*$/, '');
  const key = nameKey(bare);
  if (key === 'about') return 'about';
  return SECTION_HEADERS.get(key);
}

/** Reads the card part of a line: "Name (SET) 123 *F* [Category] #tag". */
function readCardName(text: string): { name: string; categories: string[] } {
  let rest = text;
  const categories: string[] = [];
  const category = CATEGORY_SUFFIX.exec(rest);
  if (category) {
    categories.push(...category[1]!.split(','));
    rest = rest.slice(0, category.index);
  }
  rest = rest.replace(TRAILING_TAGS, '').replace(FOIL_MARKERS, ' ').trim();
  rest = rest.replace(SET_AND_NUMBER, '').trim();
  return { name: displayName(rest), categories };
}

function readQuantity(token: string): number | string {
  if (/[.,]/.test(token)) return `quantity ${token} is not a whole number`;
  const quantity = Number(token);
  if (quantity < 1) return `quantity ${token} must be at least 1`;
  if (quantity > MAX_QUANTITY) return `quantity ${token} is more than ${MAX_QUANTITY}`;
  return quantity;
}

function readLine(line: string): LineReading {
  const text = line.replace(/\t/g, ' ').trim();
  if (text === '') return { kind: 'blank' };

  const header = readHeader(text);
  if (header) return { kind: 'header', section: header };
  if (text.startsWith('//') || text.startsWith('#')) return { kind: 'comment' };

  let section: Section | undefined;
  let body = text;
  const inline = /^(commander|companion|sb|sideboard)\s*:\s*(.+)$/i.exec(body);
  if (inline) {
    section = SECTION_HEADERS.get(inline[1]!.toLowerCase());
    body = inline[2]!.trim();
  }

  let quantity = 1;
  const counted = QUANTITY_PREFIX.exec(body);
  if (counted) {
    const read = readQuantity(counted[1]!);
    if (typeof read === 'string') return { kind: 'error', reason: read };
    quantity = read;
    body = counted[2]!;
  } else if (/^[+-]?\d+(?:[.,]\d+)?\s*[xX]?$/.test(body)) {
    return { kind: 'error', reason: 'a quantity with no card name' };
  }

  const { name, categories } = readCardName(body);
  if (!/\p{L}/u.test(name)) return { kind: 'error', reason: 'no card name could be read' };
  return { kind: 'card', card: { name, quantity, section: section ?? sectionFromCategories(categories) } };
}

class EntryCollector {
  private readonly byKey = new Map<string, DeckEntry>();

  add(card: RawCard & { section: Section }, line: number): void {
    const key = `${card.section}\u0000${nameKey(card.name)}`;
    const existing = this.byKey.get(key);
    if (existing) {
      existing.quantity += card.quantity;
      existing.lines.push(line);
    } else {
      this.byKey.set(key, { name: card.name, quantity: card.quantity, section: card.section, lines: [line] });
    }
  }

  entries(): DeckEntry[] {
    return [...this.byKey.values()];
  }
}

function looksLikeDekXml(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?<Deck[\s>]/i.test(text) && /<Cards\s/i.test(text);
}

/** MTGO's .dek export: <Cards Quantity="4" Sideboard="false" Name="..."/>. */
function parseDekXml(text: string): ParsedDeck {
  const collector = new EntryCollector();
  const diagnostics: LineDiagnostic[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (tag) => tag === 'Cards' });
  let cards: Array<Record<string, string>> = [];
  try {
    const doc = parser.parse(text) as { Deck?: { Cards?: Array<Record<string, string>> } };
    cards = doc.Deck?.Cards ?? [];
  } catch (error) {
    diagnostics.push({ line: 1, text: lines[0] ?? '', reason: `the .dek XML could not be read: ${(error as Error).message}` });
  }
  // The XML parser does not report line numbers; find each card's line by its name attribute.
  let searchFrom = 0;
  for (const card of cards) {
    const name = displayName(String(card.Name ?? ''));
    const lineIndex = lines.findIndex((l, i) => i >= searchFrom && l.includes('<Cards') && l.includes(String(card.Name ?? '')));
    const line = lineIndex === -1 ? 0 : lineIndex + 1;
    if (lineIndex !== -1) searchFrom = lineIndex + 1;
    const read = readQuantity(String(card.Quantity ?? '1'));
    if (typeof read === 'string' || !/\p{L}/u.test(name)) {
      diagnostics.push({ line, text: lines[lineIndex] ?? '', reason: typeof read === 'string' ? read : 'no card name' });
      continue;
    }
    const section: Section = String(card.Sideboard).toLowerCase() === 'true' ? 'sideboard' : 'main';
    collector.add({ name, quantity: read, section }, line);
  }
  return { entries: collector.entries(), diagnostics, hasSectionHeaders: false, sideboardFromTrailingBlock: false, source: 'mtgo_dek' };
}

/**
 * Reads a pasted decklist in any of the shapes players paste: plain
 * "4 Name" / "4x Name" / "Name", Arena (with sections and set codes), MTGO
 * .txt (headerless final block is the sideboard) and .dek XML, Moxfield and
 * Archidekt exports. Never throws: what cannot be read becomes a diagnostic.
 */
export function parseDecklist(input: string): ParsedDeck {
  const text = input.replace(/^\uFEFF/, '');
  if (looksLikeDekXml(text)) return parseDekXml(text);

  const lines = text.split(/\r\n|\n|\r/);
  const diagnostics: LineDiagnostic[] = [];
  const readings: Array<{ line: number; reading: LineReading; raw: string }> = lines.map((raw, i) => ({
    line: i + 1,
    reading: readLine(raw),
    raw,
  }));
  const hasSectionHeaders = readings.some((r) => r.reading.kind === 'header');

  // MTGO .txt: with no headers, cards after the last blank line that follows
  // a card are the sideboard, when that block is sideboard-sized (15 or fewer copies).
  let trailingBlockStart = -1;
  if (!hasSectionHeaders) {
    const cardIndexes = readings.flatMap((r, i) => (r.reading.kind === 'card' ? [i] : []));
    const firstCard = cardIndexes[0];
    const lastCard = cardIndexes[cardIndexes.length - 1];
    if (firstCard !== undefined && lastCard !== undefined) {
      for (let i = lastCard; i > firstCard; i--) {
        if (readings[i]!.reading.kind === 'blank') {
          trailingBlockStart = i;
          break;
        }
      }
    }
    if (trailingBlockStart !== -1) {
      const blockCopies = readings
        .slice(trailingBlockStart)
        .reduce((sum, r) => sum + (r.reading.kind === 'card' && !r.reading.card.section ? r.reading.card.quantity : 0), 0);
      if (blockCopies === 0 || blockCopies > 15) trailingBlockStart = -1;
    }
  }

  const collector = new EntryCollector();
  let section: Section = 'main';
  let inAbout = false;
  let deckName: string | undefined;
  readings.forEach(({ line, reading, raw }, index) => {
    switch (reading.kind) {
      case 'blank':
        inAbout = false;
        return;
      case 'comment':
        return;
      case 'header':
        if (reading.section === 'about') {
          inAbout = true;
        } else {
          inAbout = false;
          section = reading.section;
        }
        return;
      case 'error':
        diagnostics.push({ line, text: raw.trim(), reason: reading.reason });
        return;
      case 'card': {
        if (inAbout) {
          const named = /^name\s+(.+)$/i.exec(raw.trim());
          if (named) deckName = named[1]!.trim();
          return;
        }
        const inTrailingBlock = trailingBlockStart !== -1 && index > trailingBlockStart;
        const cardSection = reading.card.section ?? (inTrailingBlock ? 'sideboard' : section);
        collector.add({ ...reading.card, section: cardSection }, line);
      }
    }
  });

  return {
    entries: collector.entries(),
    diagnostics,
    hasSectionHeaders,
    sideboardFromTrailingBlock: trailingBlockStart !== -1,
    ...(deckName ? { deckName } : {}),
    source: 'text',
  };
}
