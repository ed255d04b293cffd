/**
 * Pastes that are not decklists: prose (a question, a forum post) or a JSON
 * blob. The parser reads any line as a card name, so without this screen a
 * paragraph became one card named after the whole text, and the answer spoke
 * of unresolved cards and missing card data. Entries whose "name" cannot be a
 * card name become line diagnostics (UNPARSED_LINES); when nothing card-like
 * is left, the answer carries NOT_A_DECKLIST.
 */
import { perObject } from '../domain/card-memo.js';
import type { DeckEntry, LineDiagnostic, ParsedDeck } from '../domain/decklist.js';

/**
 * Longer than any printed card name: the longest is Unfinity's "Our Market
 * Research Shows That Players Like Really Long Card Names So We Made This Card
 * to Have the Absolute Longest Card Name Ever Elemental" (141 characters;
 * Scryfall, set UNF, 2022).
 */
export const LONGEST_CARD_NAME = 141;
/** Sentences have several words; card names with sentence punctuation are short ("Mr. Orfeo, the Boulder", "Ach! Hans, Run!"). */
const SENTENCE_MIN_WORDS = 6;
/** JSON syntax no card name uses: braces, or a quoted key followed by a colon. */
const JSON_SHAPE = /[{}]|"\s*:/;
/** A sentence ends inside or at the end of the text: ". ", "? ", "! " or a final ".", "?", "!". */
const SENTENCE_END = /[.?!](\s|$)/;

export type NotCardReason = 'json' | 'too_long' | 'sentence';

const REASON_TEXT: Record<NotCardReason, string> = {
  json: 'looks like JSON, not a card line',
  too_long: `longer than any card name (${LONGEST_CARD_NAME} characters)`,
  sentence: 'reads as a sentence, not a card name',
};

/** Why a parsed "name" cannot be a card name, or null when it may be one. */
export function notCardReason(name: string): NotCardReason | null {
  if (JSON_SHAPE.test(name)) return 'json';
  if (name.length > LONGEST_CARD_NAME) return 'too_long';
  // Words are counted only for a name with sentence punctuation: most have none.
  if (SENTENCE_END.test(name) && name.split(/\s+/).filter(Boolean).length >= SENTENCE_MIN_WORDS) return 'sentence';
  return null;
}

/** True when the whole paste is a JSON object or array (someone pasted an API body or an export blob). */
function isJsonBlob(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return false;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

export interface Screened {
  parsed: ParsedDeck;
  /** Set when nothing card-like is left: the paste is prose or JSON, not a decklist. */
  notADecklist: { kind: 'json' | 'prose'; lines: number } | null;
}

/**
 * Moves entries that cannot be cards to the diagnostics; says whether any
 * decklist is left. The screening of a list that is no JSON blob depends on its
 * parsed deck alone, so it is kept with it: a list parsed before (parse.ts) is
 * screened once for all its texts.
 */
export function screenNonCards(text: string, parsed: ParsedDeck): Screened {
  if (parsed.source !== 'text') return { parsed, notADecklist: null };
  // A JSON blob is no deck even where a fragment of it reads like a card line.
  return isJsonBlob(text) ? screen(parsed, true) : screenedText(parsed);
}

const screenedText = perObject((parsed: ParsedDeck) => screen(parsed, false));

function screen(parsed: ParsedDeck, json: boolean): Screened {
  const kept: DeckEntry[] = [];
  const rejected: LineDiagnostic[] = [];
  for (const entry of parsed.entries) {
    const reason = json ? 'json' : notCardReason(entry.name);
    if (reason === null) kept.push(entry);
    else for (const line of entry.lines) rejected.push({ line, text: clip(entry.name), reason: REASON_TEXT[reason] });
  }
  const screened: ParsedDeck = rejected.length === 0 ? parsed : { ...parsed, entries: kept, diagnostics: [...rejected, ...parsed.diagnostics].sort((a, b) => a.line - b.line) };
  const nothingLeft = rejected.length > 0 && kept.length === 0;
  const notADecklist = json || nothingLeft ? { kind: json ? ('json' as const) : ('prose' as const), lines: rejected.length + parsed.diagnostics.length } : null;
  return { parsed: screened, notADecklist };
}

/** Diagnostics quote the line; a paragraph is cut so the warning stays readable. */
const QUOTE_LIMIT = 80;
function clip(text: string): string {
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1)}…` : text;
}
