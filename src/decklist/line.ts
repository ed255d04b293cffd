/**
 * Reads one line of a text decklist: "4x Name (SET) 123 *F* [Category] #tag",
 * "SB: 2 Name", a header, a comment or a blank. Every step is a left-to-right
 * scan or a regular expression that cannot backtrack (test/decklist/redos.test.ts
 * runs recheck on each), so a line costs time linear in its length whatever
 * its bytes: the service reads untrusted text on the event loop.
 */
import { displayName, nameKeyUncached } from '../domain/names.js';
import { rememberBounded } from '../domain/card-memo.js';
import type { Section } from '../domain/decklist.js';
import { isDigits, readHeader, SECTION_HEADERS } from './headers.js';

export const MAX_QUANTITY = 999;

export interface RawCard {
  name: string;
  /** `nameKey(name)`, read with the line: a line read from the memo needs no keying again. */
  key: string;
  quantity: number;
  section?: Section;
  /** Set when the line wrote no count (read as one copy): a first line like that may be the deck's title. */
  uncounted?: true;
}

export type LineReading = (
  | { kind: 'blank' }
  /** `category`: a "//Ramp" line of deckstats, which groups the deck's cards (and so ends a commander section). */
  | { kind: 'comment'; category?: true }
  | { kind: 'header'; section: Section | 'about' }
  | { kind: 'card'; card: RawCard }
  | { kind: 'error'; reason: string }
) & {
  /** Set on a reading the memo of lines holds: its number there, never given to another (see readingsHash). */
  readonly seq?: number;
};

/*
 * Patterns live in constants: a literal inside a function is a new RegExp
 * object on every call, which shows on a million lines.
 */
const UNUSUAL_SPACE = /\s\s|[^\S ]/;
const SPACE_RUN = /\s+/g;
const LETTER = /\p{L}/u;
const FOIL_MARKER = /\*[A-Za-z]+\*/g;
/** TappedOut's "*CMDR*" after a card name marks the commander (other starred markers are foil and etched). */
const COMMANDER_MARKER = /\*CMDR\*/i;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const HAS_ASCII_LETTER = /[A-Za-z]/;
const COLLECTOR_NUMBER = /^[A-Za-z0-9★-]+$/;
const HAS_DIGIT_OR_STAR = /[0-9★]/;
/** The longest leading "[SET:number]" tag read as a set code (XMage's "[MH2:135]"). */
const MAX_SET_TAG = 16;

/**
 * The plain card line most lists are made of: "4 Lightning Bolt", "4x Goblin
 * Guide". A count of 1-999 without leading zero, one space, then words of
 * ASCII letters, apostrophes, commas and hyphens separated by single spaces,
 * the first of two or more characters (so "4 x Name" is left to the full
 * reader, which takes that x as part of the count). Nothing in such a line is
 * a header, comment, section prefix, set code, tag, marker, category or face
 * separator, so the full reader would return exactly this name and count
 * (test/decklist/fast-path.test.ts checks it). Each group starts with a
 * space, so the pattern cannot backtrack.
 */
const PLAIN_CARD_LINE = /^([1-9]\d{0,2})[xX]? ([A-Za-z][A-Za-z',-]+(?: [A-Za-z',-]+)*)$/;

/** Sections a "Prefix: Name" line may name. */
const INLINE_PREFIXES = new Set(['commander', 'companion', 'sb', 'sideboard']);

/** Whitespace of any kind (tabs, U+2028, NBSP...) becomes one space, so later steps see single spaces only. */
export function normaliseSpaces(line: string): string {
  // Most lines already are: skip building a new string for them.
  return UNUSUAL_SPACE.test(line) ? line.replace(SPACE_RUN, ' ').trim() : line.trim();
}

/** "4", "+4", "1.5", "2,0": what a player may have meant as a count; readQuantity judges it. */
export function isQuantityToken(token: string): boolean {
  const unsigned = token.startsWith('+') || token.startsWith('-') ? token.slice(1) : token;
  const separator = Math.max(unsigned.indexOf('.'), unsigned.indexOf(','));
  if (separator === -1) return isDigits(unsigned);
  return isDigits(unsigned.slice(0, separator)) && isDigits(unsigned.slice(separator + 1));
}

/** A count as a whole number from 1 to MAX_QUANTITY, or why it is not one. */
export function readQuantity(token: string): number | string {
  if (token.includes('.') || token.includes(',')) return `quantity ${token} is not a whole number`;
  const quantity = Number(token);
  if (quantity < 1) return `quantity ${token} must be at least 1`;
  if (quantity > MAX_QUANTITY) return `quantity ${token} is more than ${MAX_QUANTITY}`;
  return quantity;
}

/**
 * Splits "4 Name", "4x Name", "4 x Name" into count and rest. `rest` is
 * undefined when the line is a bare count ("4", "4x"); null when it has none.
 */
function splitQuantity(text: string): { token: string; rest: string | undefined } | null {
  const space = text.indexOf(' ');
  const first = space === -1 ? text : text.slice(0, space);
  const after = space === -1 ? '' : text.slice(space + 1);
  if (isQuantityToken(first)) {
    if (after === '') return { token: first, rest: undefined };
    // "4 x Name": the x belongs to the count when a space follows it.
    if ((after.startsWith('x ') || after.startsWith('X ')) && after.length > 2) return { token: first, rest: after.slice(2) };
    return { token: first, rest: after };
  }
  const last = first[first.length - 1];
  if ((last === 'x' || last === 'X') && isQuantityToken(first.slice(0, -1))) {
    return { token: first.slice(0, -1), rest: after === '' ? undefined : after };
  }
  return null;
}

/** A list bullet before a card line ("* 4 Name", "- 4 Name", "• Name", as Reddit and forum posts write them): no card name starts with one. */
function withoutBullet(text: string): string {
  const first = text[0];
  return (first === '*' || first === '-' || first === '•') && text[1] === ' ' ? text.slice(2).trim() : text;
}

/** "Name x4", "Name x 4": a count written after the name (only when none is written before it). */
function splitTrailingQuantity(text: string): { token: string; rest: string } | null {
  const space = text.lastIndexOf(' ');
  if (space === -1) return null;
  let token = text.slice(space + 1);
  let rest = text.slice(0, space).trimEnd();
  if (token.startsWith('x') || token.startsWith('X')) token = token.slice(1);
  else if (rest.endsWith(' x') || rest.endsWith(' X')) rest = rest.slice(0, -2).trimEnd();
  else return null;
  return isDigits(token) && rest !== '' ? { token, rest } : null;
}

/** Deckstats', MTGTop8's and XMage's set code before the name ("[MH2] Murktide Regent", "[MH2:135] ..."): no card name starts with "[". */
function withoutLeadingSetCode(text: string): string {
  if (text[0] !== '[') return text;
  const close = text.indexOf(']');
  if (close < 3 || close > MAX_SET_TAG) return text;
  const colon = text.indexOf(':');
  const code = text.slice(1, colon !== -1 && colon < close ? colon : close);
  return code.length >= 2 && code.length <= 6 && ALPHANUMERIC.test(code) ? text.slice(close + 1).trim() : text;
}

/** "Commander: Name", "SB: 2 Name": the section and what follows the colon. */
function splitInlineSection(text: string): { section: Section; body: string } | null {
  const colon = text.indexOf(':');
  if (colon === -1) return null;
  const prefix = text.slice(0, colon).trim().toLowerCase();
  const body = text.slice(colon + 1).trim();
  const section = INLINE_PREFIXES.has(prefix) ? SECTION_HEADERS.get(prefix) : undefined;
  return section && body !== '' ? { section, body } : null;
}

/** Shared readings: a million blank lines need no million objects. */
const BLANK: LineReading = { kind: 'blank', seq: 1 };
const COMMENT: LineReading = { kind: 'comment', seq: 2 };
const CATEGORY: LineReading = { kind: 'comment', category: true, seq: 3 };
/** The last number given to a reading kept in the memo (1 to 3 are the shared ones). */
let lastSeq = 3;

/** A short "//Card draw" line of words, its first right after the slashes: deckstats' category of the cards below it, not a note ("// a note"). */
const CATEGORY_LINE = /^\/\/[A-Za-z][A-Za-z &/-]{0,30}$/;

/** Lines read before, by their text: most requests paste lines seen in earlier requests (the same decks, the same staples and headers). */
const linesRead = new Map<string, LineReading>();
/** Lines kept: a few hundred decks' worth; the memo starts afresh when full (rememberBounded). */
const LINES_KEPT = 20_000;
/** Longer lines are read every time, never kept: a card line with its count, set and number is well under this. */
const LONGEST_LINE_KEPT = 200;
/**
 * Lists of up to this many lines use the memo (a cube list is under a
 * thousand); longer pastes, collections or junk, are read without it, so
 * they neither pay to fill it nor flush the lines of real decks from it.
 */
const LONGEST_LIST_KEPT = 1_000;

/** Every line of a list read, through the memo for a list of a real deck's length. */
export function readLines(lines: readonly string[]): LineReading[] {
  return lines.length <= LONGEST_LIST_KEPT ? lines.map((line) => readLine(line)) : lines.map((line) => (line === '' ? BLANK : readCardOrInFull(line)));
}

/**
 * One line's reading. A line seen before is answered from a memo (readings
 * are shared, read only): keying a line costs a hash, reading a card line a
 * pattern match, a name cut out and two objects, a header several more. A
 * card's name is then the same string each time, so the maps that key it
 * later find its hash cached.
 */
export function readLine(line: string): LineReading {
  if (line === '') return BLANK;
  if (line.length > LONGEST_LINE_KEPT) return readCardOrInFull(line);
  const known = linesRead.get(line);
  if (known !== undefined) return known;
  const reading = readCardOrInFull(line);
  // Comments are not kept: they are the lines that differ from paste to paste
  // (a deck's title, a date), and would push the card lines out of the memo.
  if (reading === COMMENT) return reading;
  const kept = reading.seq === undefined ? { ...reading, seq: ++lastSeq } : reading;
  return rememberBounded(linesRead, LINES_KEPT, line, () => kept);
}

/**
 * A hash of a list's readings by their numbers in the memo of lines, or null
 * when a line was read outside it (a long line, a long list). Lists with equal
 * hashes are compared reading by reading (parse.ts): the same reading objects
 * in the same order are the same readings of the same lines, except blank and
 * comment lines, whose text nothing reads, since a reading is kept under one
 * line's text only.
 */
export function readingsHash(readings: readonly LineReading[]): number | null {
  let hash = 0x811c9dc5;
  for (const reading of readings) {
    if (reading.seq === undefined) return null;
    hash = Math.imul(hash ^ reading.seq, 0x01000193);
  }
  // 30 bits: a small integer to V8 (with pointer compression), which a Map keys without a heap number.
  return hash & 0x3fffffff;
}

function readCardOrInFull(line: string): LineReading {
  const plain = PLAIN_CARD_LINE.exec(line);
  if (plain) return { kind: 'card', card: { name: plain[2]!, key: nameKeyUncached(plain[2]!), quantity: Number(plain[1]), section: undefined } };
  return readLineInFull(line);
}

/** Every shape of line: what readLine does for lines that are not plain card lines. */
export function readLineInFull(line: string): LineReading {
  if (line === '') return BLANK;
  const text = normaliseSpaces(line);
  if (text === '') return BLANK;

  const header = readHeader(text);
  if (header) return { kind: 'header', section: header };
  if (text.startsWith('//') || text.startsWith('#')) return CATEGORY_LINE.test(text) ? CATEGORY : COMMENT;

  const inline = splitInlineSection(text);
  let body = inline ? inline.body : withoutBullet(text);
  let quantity = 1;
  const counted = splitQuantity(body) ?? splitTrailingQuantity(body);
  if (counted) {
    if (counted.rest === undefined) return { kind: 'error', reason: 'a quantity with no card name' };
    const read = readQuantity(counted.token);
    if (typeof read === 'string') return { kind: 'error', reason: read };
    quantity = read;
    body = counted.rest;
  }

  const { name, categories } = readCardName(withoutLeadingSetCode(body));
  if (!LETTER.test(name)) return { kind: 'error', reason: 'no card name could be read' };
  const card: RawCard = { name, key: nameKeyUncached(name), quantity, section: inline?.section ?? sectionFromCategories(categories) };
  if (!counted) card.uncounted = true;
  return { kind: 'card', card };
}

/** deckstats' commander tag after a card's name, with or without a space after the '#'. */
const COMMANDER_TAG = /# ?!commander\b/i;

/** Reads the card part of a line: "Name (SET) 123 *F* [Category] #tag". */
export function readCardName(text: string): { name: string; categories: string[] } {
  const { rest: withoutCategory, categories } = splitCategories(withoutLabel(text));
  const withoutTags = cutTags(withoutCategory);
  // Moxfield's *F* (foil) and *E* (etched) markers say nothing of the deck; TappedOut's *CMDR* places the card, and so
  // does deckstats' "#!Commander" tag (a Gitrog list exported from deckstats read "No commander found", sent to Vintage).
  const starred = withoutTags.includes('*');
  const withoutFoil = starred ? normaliseSpaces(withoutTags.replace(FOIL_MARKER, ' ')) : withoutTags;
  // Written "#!Commander" or "# !Commander" (both shapes appear in deckstats pastes; a Silverquill precon used the second).
  const tagged = withoutTags.length < withoutCategory.length && COMMANDER_TAG.test(withoutCategory.slice(withoutTags.length));
  const commander = (starred && COMMANDER_MARKER.test(withoutTags)) || tagged;
  return { name: displayName(cutSetAndNumber(withoutFoil)), categories: commander ? [...categories, 'Commander'] : categories };
}

/** Archidekt's trailing label ("^Have,#37d67a^", a tag and its colour), after the categories: the text before it. */
function withoutLabel(text: string): string {
  if (!text.endsWith('^')) return text;
  const open = text.lastIndexOf(' ^', text.length - 2);
  return open === -1 ? text : text.slice(0, open).trimEnd();
}

/** Archidekt's trailing "[Ramp,Artifact]": the categories and the text before them. */
function splitCategories(text: string): { rest: string; categories: string[] } {
  if (!text.endsWith(']')) return { rest: text, categories: [] };
  const close = text.length - 1;
  const previousClose = text.lastIndexOf(']', close - 1);
  const open = text.indexOf('[', previousClose + 1);
  if (open === -1 || open >= close) return { rest: text, categories: [] };
  return { rest: text.slice(0, open).trim(), categories: text.slice(open + 1, close).split(',') };
}

/** Moxfield's "#tags" and a trailing "# comment": everything from the first " #" on (no card name holds one). */
function cutTags(text: string): string {
  const at = text.indexOf(' #');
  return at === -1 ? text : text.slice(0, at).trimEnd();
}

/**
 * Drops a trailing "(SET) 123" or "(SET)". A set code is 2-6 letters and digits
 * with at least one letter. Followed by a collector number it is a set code in
 * any case ("(iko) 226"); alone it must be upper case ("(M10)"), because a
 * parenthesised word can be part of a name: "Hazmat Suit (Used)".
 */
export function cutSetAndNumber(text: string): string {
  const lastSpace = text.lastIndexOf(' ');
  if (lastSpace === -1) return text;
  const last = text.slice(lastSpace + 1);
  const beforeLast = text.slice(0, lastSpace);
  const secondSpace = beforeLast.lastIndexOf(' ');
  if (secondSpace !== -1 && isCollectorNumber(last) && isSetCode(beforeLast.slice(secondSpace + 1), false)) {
    return beforeLast.slice(0, secondSpace);
  }
  return isSetCode(last, true) ? beforeLast : text;
}

function isSetCode(word: string, upperCaseOnly: boolean): boolean {
  if (!word.startsWith('(') || !word.endsWith(')')) return false;
  const code = word.slice(1, -1);
  if (code.length < 2 || code.length > 6) return false;
  if (!ALPHANUMERIC.test(code) || !HAS_ASCII_LETTER.test(code)) return false;
  return !upperCaseOnly || code === code.toUpperCase();
}

/** "226", "123a", "★", "ARB-1", "2019-1": letters, digits, ★ and dashes, with a digit or a star. */
function isCollectorNumber(word: string): boolean {
  return COLLECTOR_NUMBER.test(word) && HAS_DIGIT_OR_STAR.test(word);
}

/** Removes Archidekt's "{top}", "{noDeck}" flags in one pass. */
function dropBraces(text: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('{', from);
    if (open === -1) return out + text.slice(from);
    const close = text.indexOf('}', open + 1);
    if (close === -1) return out + text.slice(from);
    out += text.slice(from, open);
    from = close + 1;
  }
}

/** Archidekt categories that move a card out of the main deck. */
function sectionFromCategories(categories: string[]): Section | undefined {
  for (const raw of categories) {
    const category = dropBraces(raw).trim().toLowerCase();
    if (category.startsWith('commander')) return 'commander';
    if (category === 'maybeboard' || category === 'considering') return 'maybeboard';
    if (category === 'sideboard') return 'sideboard';
    if (category === 'companion') return 'companion';
  }
  return undefined;
}
