/**
 * parseDecklist: what players paste (plain, Arena, MTGO .txt and .dek,
 * Moxfield, Archidekt, website copies with type headings) to entries with
 * sections and line diagnostics. Lines are read by ./line.ts, .dek XML by
 * ./dek.ts; this module places cards in sections. Every step is linear in the
 * input: the service runs it on untrusted text on the event loop.
 */
import { nameKeyUncached } from '../domain/names.js';
import type { DeckEntry, LineDiagnostic, NamesDropped, ParsedDeck, Section } from '../domain/decklist.js';
import { looksLikeDekXml, readDekCards } from './dek.js';
import { Generations } from '../domain/card-memo.js';
import { readingsHash, readLines, type LineReading } from './line.js';

export { MAX_QUANTITY } from './line.js';

/** Sideboard-sized: a headerless final block this small is the sideboard whatever comes before. */
const SIDEBOARD_SIZE = 15;
/** The smallest constructed minimum: blocks that already reach it are a whole main deck. */
const SMALLEST_MAIN_DECK = 60;
/** A Commander deck: a list of exactly this many copies is one deck, however it is grouped. */
const COMMANDER_DECK = 100;

/**
 * The most different card names one analysis reads. A Commander deck with its
 * maybeboard names about 150, a 540-card cube fits too; past this a paste is a
 * collection or junk, and each further name costs a lookup, a cards[] row and
 * possibly a warning (at 1,000 names a 1 MiB list of 1,000 real cards held
 * the event loop for 190 ms on a quiet machine; at 500 its analysis takes
 * 50-70 ms of CPU once warm). What is left out is counted and reported.
 */
export const MAX_DISTINCT_NAMES = 500;

/** Lists kept in the memo of parsed lists (parseDecklist), in two generations: a few thousand decks. */
const PARSES_KEPT = 4_000;

/** Merges repeated lines of one card in one section, keeping the order of first appearance. */
class EntryCollector {
  private readonly bySection = new Map<Section, Map<string, DeckEntry>>();
  private readonly ordered: DeckEntry[] = [];
  private readonly distinct = new Set<string>();
  private readonly droppedKeys = new Set<string>();
  private dropped: NamesDropped | undefined;

  /**
   * `key`: the name's key when the line's reading carries it. A request's
   * names are keyed without the process-wide cache: 200,000 junk names would
   * cost more to cache than to key, and would evict the real ones.
   */
  add(name: string, quantity: number, section: Section, line: number, key = nameKeyUncached(name)): void {
    let byKey = this.bySection.get(section);
    if (!byKey) this.bySection.set(section, (byKey = new Map()));
    if (!this.admit(key, quantity, line)) return;
    const existing = byKey.get(key);
    if (existing) {
      existing.quantity += quantity;
      existing.lines.push(line);
    } else {
      const entry = { name, quantity, section, lines: [line] };
      byKey.set(key, entry);
      this.ordered.push(entry);
    }
  }

  /** False for a name past MAX_DISTINCT_NAMES, which is counted as left out instead. */
  private admit(key: string, quantity: number, line: number): boolean {
    if (this.distinct.has(key)) return true;
    if (this.distinct.size < MAX_DISTINCT_NAMES) {
      this.distinct.add(key);
      return true;
    }
    this.dropped ??= { limit: MAX_DISTINCT_NAMES, names: 0, copies: 0, firstLine: line };
    // Bounded: at most MAX_LINES (or MAX_DEK_ELEMENTS) keys reach here.
    if (!this.droppedKeys.has(key)) {
      this.droppedKeys.add(key);
      this.dropped.names++;
    }
    this.dropped.copies += quantity;
    return false;
  }

  entries(): DeckEntry[] {
    return this.ordered;
  }

  /**
   * A companion listed under Companion and again in the sideboard is one card:
   * Arena's export (and sites' "copy for Arena") writes it in both, because
   * the companion is one of the fifteen sideboard cards. Its sideboard copies
   * are dropped, so the sideboard is not counted sixteen with it.
   */
  foldCompanionIntoSideboard(): void {
    const sideboard = this.bySection.get('sideboard');
    if (!sideboard) return;
    for (const [key, companion] of this.bySection.get('companion') ?? []) {
      const listed = sideboard.get(key);
      if (!listed) continue;
      listed.quantity -= Math.min(listed.quantity, companion.quantity);
      if (listed.quantity > 0) continue;
      sideboard.delete(key);
      this.ordered.splice(this.ordered.indexOf(listed), 1);
    }
  }

  namesDropped(): { namesDropped?: NamesDropped } {
    return this.dropped ? { namesDropped: this.dropped } : {};
  }
}

/**
 * The most lines read from one list. A deck is a few hundred lines, a cube list
 * under a thousand; past this a paste is not a decklist, and reading on would
 * only let one request hold the event loop (a million short lines cost
 * hundreds of milliseconds). What is left gets one diagnostic.
 */
export const MAX_LINES = 10_000;
/** The longest piece of an unread line quoted back. */
const MAX_QUOTE = 200;

/**
 * The first MAX_LINES lines, split at CRLF, LF or CR (a plain split when there
 * is no CR: a pattern split costs several times more), and the text after them.
 */
function splitLines(text: string): { lines: string[]; rest: string } {
  const normal = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  const lines = normal.split('\n', MAX_LINES);
  if (lines.length < MAX_LINES) return { lines, rest: '' };
  let offset = 0;
  for (const line of lines) offset += line.length + 1;
  return { lines, rest: normal.slice(offset) };
}

/** One diagnostic for what lies past MAX_LINES, unless it is only blank lines. */
function unreadDiagnostic(rest: string): LineDiagnostic | undefined {
  const start = rest.trimStart();
  if (start === '') return undefined;
  return {
    line: MAX_LINES + 1,
    text: start.slice(0, MAX_QUOTE).split('\n')[0]!.trim(),
    reason: `the list is longer than ${MAX_LINES.toLocaleString('en-US')} lines: nothing from here on was read`,
  };
}

function parseDekXml(text: string): ParsedDeck {
  const { cards, diagnostics } = readDekCards(text);
  const collector = new EntryCollector();
  for (const card of cards) collector.add(card.name, card.quantity, card.section, card.line);
  // MTGO keeps a Commander deck's commander in the .dek's sideboard: a commander format may read it as one, as a trailing block.
  return { entries: collector.entries(), diagnostics, hasSectionHeaders: false, sideboardFromTrailingBlock: true, source: 'mtgo_dek', ...collector.namesDropped() };
}

/** Copies of cards with no section of their own ("SB:" lines have one) in readings[from, to). */
function placeableCopies(readings: readonly LineReading[], from: number, to: number): number {
  let copies = 0;
  for (let i = from; i < to; i++) {
    const reading = readings[i]!;
    if (reading.kind === 'card' && !reading.card.section) copies += reading.card.quantity;
  }
  return copies;
}

/**
 * MTGO .txt has no headers: the cards after the last blank line that follows a
 * card are the sideboard when that block is sideboard-sized, or, whatever its
 * size, when the blocks before it already make a whole main deck (60 + 16 is
 * an oversized sideboard a player wants flagged, not a 76-card deck). A
 * 100-card Commander list keeps its 99 + 1 shape (the analysis may make that
 * one card the commander), but a list of exactly 100 copies split into groups
 * by blank lines is one Commander deck, not 64 cards and a 36-card sideboard.
 * The index of that blank line, or -1.
 */
function trailingSideboardStart(readings: readonly LineReading[]): number {
  let firstCard = -1;
  let lastCard = -1;
  readings.forEach((reading, i) => {
    if (reading.kind !== 'card') return;
    if (firstCard === -1) firstCard = i;
    lastCard = i;
  });
  let blank = -1;
  for (let i = lastCard; i > firstCard; i--) {
    if (readings[i]!.kind === 'blank') {
      blank = i;
      break;
    }
  }
  if (blank === -1) return -1;
  const block = placeableCopies(readings, blank, readings.length);
  if (block === 0) return -1;
  if (block <= SIDEBOARD_SIZE) return blank;
  const before = placeableCopies(readings, 0, blank);
  return before >= SMALLEST_MAIN_DECK && before + block !== COMMANDER_DECK ? blank : -1;
}

/** Copies after a headerless first block for it to read as a commander block: a Commander deck's 98 or 99, with room for a miscount. */
const COMMANDER_REST = 95;

/**
 * The names of a headerless first block (cards up to the first blank line)
 * of one or two copies above a Commander-sized rest (ParsedDeck.leadingBlock).
 */
function leadingBlockOf(readings: readonly LineReading[]): string[] | undefined {
  const names: string[] = [];
  let copies = 0;
  let rest = -1;
  for (const reading of readings) {
    if (reading.kind === 'header') return undefined;
    if (reading.kind === 'blank' && names.length > 0 && rest === -1) rest = 0;
    if (reading.kind !== 'card') continue;
    if (rest !== -1) rest += reading.card.quantity;
    else if (reading.card.section) return undefined;
    else {
      names.push(reading.card.name);
      copies += reading.card.quantity;
      if (copies > 2) return undefined;
    }
  }
  return rest >= COMMANDER_REST ? names : undefined;
}

/** Counted card lines a list needs after an uncounted first line before that line may be its title (a list of two lines is too little to tell). */
const TITLE_FOLLOWERS = 2;

/**
 * The first line, when it may be the deck's title (ParsedDeck.titleCandidate):
 * it is the first line read (before any header or card), a card line with no
 * count and no section of its own, and every later card line writes a count.
 */
function titleCandidateOf(readings: readonly LineReading[]): ParsedDeck['titleCandidate'] {
  let first = -1;
  let counted = 0;
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i]!;
    if (reading.kind === 'blank' || reading.kind === 'comment') continue;
    if (first === -1) {
      if (reading.kind !== 'card' || !reading.card.uncounted || reading.card.section) return undefined;
      first = i;
    } else if (reading.kind === 'card') {
      if (reading.card.uncounted) return undefined;
      counted++;
    }
  }
  const title = first === -1 ? undefined : readings[first]!;
  return title?.kind === 'card' && counted >= TITLE_FOLLOWERS ? { name: title.card.name, line: first + 1 } : undefined;
}

/** The "Name ..." line of Arena's About section. */
function deckNameOf(raw: string): string | undefined {
  const text = raw.trim();
  if (text.slice(0, 4).toLowerCase() !== 'name' || text[4]?.trim() !== '') return undefined;
  const name = text.slice(5).trim();
  return name === '' ? undefined : name;
}

/** Places each read line's card in its section, in order: headers switch sections, Arena's About names the deck. */
function placeCards(readings: readonly LineReading[], lines: readonly string[], trailingBlockStart: number) {
  const diagnostics: LineDiagnostic[] = [];
  const collector = new EntryCollector();
  let section: Section = 'main';
  let inAbout = false;
  let deckName: string | undefined;
  readings.forEach((reading, index) => {
    switch (reading.kind) {
      case 'blank':
        inAbout = false;
        return;
      case 'comment':
        // deckstats opens each group with "//Ramp", "//Card draw": after "//Commander" and its one or two cards, the
        // next group is the deck's (a Hapatra list read 64 commanders).
        if (reading.category && section === 'commander') section = 'main';
        return;
      case 'header':
        inAbout = reading.section === 'about';
        if (reading.section !== 'about') section = reading.section;
        return;
      case 'error':
        diagnostics.push({ line: index + 1, text: lines[index]!.trim(), reason: reading.reason });
        return;
      case 'card': {
        if (inAbout) {
          deckName = deckNameOf(lines[index]!) ?? deckName;
          return;
        }
        const inTrailingBlock = trailingBlockStart !== -1 && index > trailingBlockStart;
        const { name, key, quantity } = reading.card;
        collector.add(name, quantity, reading.card.section ?? (inTrailingBlock ? 'sideboard' : section), index + 1, key);
      }
    }
  });
  collector.foldCompanionIntoSideboard();
  return { entries: collector.entries(), diagnostics, deckName, dropped: collector.namesDropped() };
}

/**
 * Reads a pasted decklist in any of the shapes players paste: plain
 * "4 Name" / "4x Name" / "Name", Arena (with sections and set codes), MTGO
 * .txt (headerless final block is the sideboard) and .dek XML, Moxfield and
 * Archidekt exports, website copies with "Creatures (27)" headings. Never
 * throws: what cannot be read becomes a diagnostic.
 */
export function parseDecklist(input: string): ParsedDeck {
  return parseText(input, true);
}

/** parseDecklist without the memo of parsed lists, whose shared answers must equal these (test/decklist/shared-parse.test.ts). */
export function parseDecklistAfresh(input: string): ParsedDeck {
  return parseText(input, false);
}

function parseText(input: string, shared: boolean): ParsedDeck {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (looksLikeDekXml(text)) return parseDekXml(text);

  const { lines, rest } = splitLines(text);
  const readings = readLines(lines);
  const hash = shared ? readingsHash(readings) : null;
  if (hash === null) return placeReadings(readings, lines, rest);
  const kept = parsedByReadings.get(hash);
  if (kept === undefined || !sameReadings(kept.readings, readings)) {
    // First sight (or another list under the same hash, which it replaces): most lists are pasted once, and holding each would churn the memo.
    parsedByReadings.set(hash, { readings, parsed: null });
    return placeReadings(readings, lines, rest);
  }
  return (kept.parsed ??= placeReadings(readings, lines, rest));
}

/**
 * Lists read before, by the hash of their readings, with their parsed deck
 * from the second sight on: the same list pasted again in another text
 * (another comment or title line, other blank lines, a typo fixed the same
 * way) is parsed once. The parsed deck is shared by every text of it, and
 * nothing downstream changes it (test/service/shared-parse.test.ts).
 */
const parsedByReadings = new Generations<number, { readings: readonly LineReading[]; parsed: ParsedDeck | null }>(PARSES_KEPT);

function sameReadings(a: readonly LineReading[], b: readonly LineReading[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Sections, diagnostics and entries from a list's readings (and its lines, which diagnostics quote). */
function placeReadings(readings: readonly LineReading[], lines: readonly string[], rest: string): ParsedDeck {
  const hasSectionHeaders = readings.some((r) => r.kind === 'header');
  const trailingBlockStart = hasSectionHeaders ? -1 : trailingSideboardStart(readings);
  const { entries, diagnostics, deckName, dropped } = placeCards(readings, lines, trailingBlockStart);
  const unread = unreadDiagnostic(rest);
  if (unread) diagnostics.push(unread);
  const titleCandidate = titleCandidateOf(readings);
  const leadingBlock = hasSectionHeaders || trailingBlockStart !== -1 ? undefined : leadingBlockOf(readings);
  return {
    entries,
    diagnostics,
    hasSectionHeaders,
    sideboardFromTrailingBlock: trailingBlockStart !== -1,
    ...(deckName ? { deckName } : {}),
    ...(titleCandidate ? { titleCandidate } : {}),
    ...(leadingBlock ? { leadingBlock } : {}),
    source: 'text',
    ...dropped,
  };
}
