/**
 * MTGO's .dek export: <Deck> holding <Cards Quantity="4" Sideboard="false"
 * Name="..."/> elements. A small scanner rather than a general XML parser:
 * it reads only <Cards> elements and their attributes, in one left-to-right
 * pass that also counts lines, so each card knows its line number without
 * searching for it (the old search made 20,000 cards cost seconds), and the
 * time is linear in the input whatever it holds.
 */
import { displayName } from '../domain/names.js';
import type { LineDiagnostic, Section } from '../domain/decklist.js';
import { isDigits } from './headers.js';
import { isQuantityToken, readQuantity } from './line.js';

export interface DekCard {
  name: string;
  quantity: number;
  section: Section;
  line: number;
}

/** "<?xml ...?>" then "<Deck", and at least one <Cards element. */
export function looksLikeDekXml(text: string): boolean {
  let start = text.trimStart();
  if (start.startsWith('<?xml')) {
    const end = start.indexOf('>');
    if (end === -1) return false;
    start = start.slice(end + 1).trimStart();
  }
  if (start.slice(0, 5).toLowerCase() !== '<deck') return false;
  const after = start[5];
  return (after === '>' || (after !== undefined && after.trim() === '')) && findCardsTag(text, 0) !== -1;
}

/** The index of the next "<Cards" followed by a space or the tag's end, or -1. */
function findCardsTag(text: string, from: number): number {
  let at = text.indexOf('<Cards', from);
  while (at !== -1) {
    const next = text[at + 6];
    if (next === undefined) return -1;
    if (next === '/' || next === '>' || next.trim() === '') return at;
    at = text.indexOf('<Cards', at + 6);
  }
  return -1;
}

/** XML's four whitespace characters. */
function isXmlSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** The first index from `from` that is not XML whitespace, or -1 at a '<' or the end. */
function skipSpace(text: string, from: number): number {
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 60) return -1;
    if (!isXmlSpace(code)) return at;
  }
  return -1;
}

/** Where an attribute name from `from` ends (at '=', '>', '/' or whitespace), or -1 at a '<' or the end. */
function nameEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 60) return -1;
    if (code === 61 || code === 62 || code === 47 || isXmlSpace(code)) return at;
  }
  return -1;
}

/** The closing `quote` from `from`, or -1 at a '<' (not allowed in a value) or the end. */
function closingQuote(text: string, from: number, quote: number): number {
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === quote) return at;
    if (code === 60) return -1;
  }
  return -1;
}

/** The attributes a card needs; others (CatID, Annotation) are read past. */
export interface DekAttributes {
  Quantity?: string;
  Name?: string;
  Sideboard?: string;
}
const WANTED = new Set(['Quantity', 'Name', 'Sideboard']);

/**
 * The attributes of the element whose name ends at `from`, and where the
 * element ends; null when malformed. No scan goes past the next '<', so
 * malformed elements cannot make the reader go back over the same text.
 */
function readAttributes(text: string, from: number): { attributes: DekAttributes; end: number } | null {
  const attributes: DekAttributes = {};
  let at = from;
  for (;;) {
    at = skipSpace(text, at);
    if (at === -1) return null;
    const code = text.charCodeAt(at);
    if (code === 62) return { attributes, end: at + 1 };
    if (code === 47) return text.charCodeAt(at + 1) === 62 ? { attributes, end: at + 2 } : null;
    const end = nameEnd(text, at);
    const equals = end <= at ? -1 : skipSpace(text, end);
    if (equals === -1 || text.charCodeAt(equals) !== 61) return null;
    const valueStart = skipSpace(text, equals + 1);
    const quote = valueStart === -1 ? -1 : text.charCodeAt(valueStart);
    if (quote !== 34 && quote !== 39) return null;
    const close = closingQuote(text, valueStart + 1, quote);
    if (close === -1) return null;
    const name = text.slice(at, end);
    if (WANTED.has(name)) attributes[name as keyof DekAttributes] = decodeEntities(text.slice(valueStart + 1, close));
    at = close + 1;
  }
}

const LETTER = /\p{L}/u;
const HEX_DIGITS = /^[0-9A-Fa-f]+$/;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The longest reference worth reading ("#x10FFFF"); bounding it keeps a run of "&" linear. */
const MAX_ENTITY_LENGTH = 8;

/** XML character references and the five named entities; anything else is kept as written. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  let out = '';
  let from = 0;
  for (let amp = value.indexOf('&'); amp !== -1; amp = value.indexOf('&', amp + 1)) {
    const window = value.slice(amp + 1, amp + 2 + MAX_ENTITY_LENGTH).indexOf(';');
    if (window === -1) continue;
    const semi = amp + 1 + window;
    const decoded = decodeEntity(value.slice(amp + 1, semi));
    if (decoded === undefined) continue;
    out += value.slice(from, amp) + decoded;
    from = semi + 1;
    amp = semi;
  }
  return out + value.slice(from);
}

function decodeEntity(entity: string): string | undefined {
  if (Object.hasOwn(NAMED_ENTITIES, entity)) return NAMED_ENTITIES[entity];
  if (!entity.startsWith('#')) return undefined;
  const hex = entity[1] === 'x' || entity[1] === 'X';
  const digits = entity.slice(hex ? 2 : 1);
  if (hex ? !HEX_DIGITS.test(digits) : !isDigits(digits)) return undefined;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** MTGO writes plain decimal counts; "x", "0x10" or "" are not counts at all. */
function dekQuantity(raw: string | undefined): number | string {
  if (raw === undefined) return 1;
  const token = raw.trim();
  if (!isQuantityToken(token)) return `quantity "${raw}" is not a whole number`;
  return readQuantity(token);
}

/** One <Cards> element's attributes as a card, or why they are not one. */
function cardFromAttributes(attributes: DekAttributes, line: number): DekCard | string {
  const quantity = dekQuantity(attributes.Quantity);
  if (typeof quantity === 'string') return quantity;
  const name = displayName(attributes.Name ?? '');
  if (!LETTER.test(name)) return 'no card name';
  const section: Section = (attributes.Sideboard ?? '').toLowerCase() === 'true' ? 'sideboard' : 'main';
  return { name, quantity, section, line };
}

/**
 * The 1-based line of increasing positions in `text`, counting CRLF, LF and CR
 * as the line split does. Each character is visited once over all calls.
 */
function lineCounter(text: string): (position: number) => number {
  let line = 1;
  let counted = 0;
  return (position) => {
    for (; counted < position; counted++) {
      const code = text.charCodeAt(counted);
      if (code === 10 || (code === 13 && text.charCodeAt(counted + 1) !== 10)) line++;
    }
    return line;
  };
}

/** The most <Cards> elements read, as a text list is read up to 10,000 lines: an MTGO deck has a few dozen. */
export const MAX_DEK_ELEMENTS = 10_000;
/** The longest piece of an element quoted back in a diagnostic: one line may hold many elements. */
const MAX_QUOTE = 200;

/** Every <Cards> element in order, with its 1-based line; unreadable ones become diagnostics quoting the element. */
export function readDekCards(text: string): { cards: DekCard[]; diagnostics: LineDiagnostic[] } {
  const cards: DekCard[] = [];
  const diagnostics: LineDiagnostic[] = [];
  const lineAt = lineCounter(text);
  let read = 0;
  for (let at = findCardsTag(text, 0); at !== -1; read++) {
    const line = lineAt(at);
    if (read === MAX_DEK_ELEMENTS) {
      const reason = `the deck has more than ${MAX_DEK_ELEMENTS.toLocaleString('en-US')} <Cards> elements: nothing from here on was read`;
      diagnostics.push({ line, text: text.slice(at, at + MAX_QUOTE).split('\n')[0]!.trim(), reason });
      break;
    }
    const element = readAttributes(text, at + 6);
    const card = element ? cardFromAttributes(element.attributes, line) : 'the <Cards> element could not be read';
    if (typeof card === 'string') {
      const quoted = text.slice(at, Math.min(element?.end ?? text.length, at + MAX_QUOTE));
      diagnostics.push({ line, text: quoted.split('\n')[0]!.trim(), reason: card });
    } else {
      cards.push(card);
    }
    at = findCardsTag(text, element ? element.end : at + 6);
  }
  return { cards, diagnostics };
}
