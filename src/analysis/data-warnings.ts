/**
 * Warnings about what the analysis stands on: lines that could not be read,
 * names that did not resolve, card data missing or stale. They come first in
 * the answer, before legality and advice.
 */
import type { AnalysisWarning } from '../contract/schemas.js';
import { warning } from '../contract/warnings.js';
import type { ParsedDeck } from '../domain/decklist.js';
import { staleDays, type CardDataContext, type CardDataReport } from './card-data.js';

/** Unresolved names listed (with suggestions) in the warning; the catalogue counts the rest. */
const LISTED_NAMES = 20;

function unparsedLines(parsed: ParsedDeck): AnalysisWarning[] {
  return parsed.diagnostics.length > 0 ? [warning('UNPARSED_LINES', { lines: parsed.diagnostics })] : [];
}

function droppedNames(parsed: ParsedDeck): AnalysisWarning[] {
  return parsed.namesDropped ? [warning('TOO_MANY_NAMES', parsed.namesDropped)] : [];
}

function missingData(report: CardDataReport, context: CardDataContext): AnalysisWarning[] {
  if (!context.dataAvailable) return [warning('CARD_DATA_UNAVAILABLE')];
  const c = report.cardData;
  if (c.unresolved_unique_cards === 0) return [];
  const offered = new Map(Object.entries(context.suggestions));
  const listed = c.unresolved_names.slice(0, LISTED_NAMES).map((n) => (offered.has(n) ? `${n} (did you mean ${offered.get(n)!.join(', ')}?)` : n));
  return [warning('UNRESOLVED_CARD_NAMES', { unresolved: c.unresolved_unique_cards, listed })];
}

function failedLookup(context: CardDataContext): AnalysisWarning[] {
  const failure = context.lookupFailure;
  return failure ? [warning('CARD_LOOKUP_FAILED', { because: failure.message, names: failure.names })] : [];
}

function staleData(report: CardDataReport, context: CardDataContext, now: Date): AnalysisWarning[] {
  const ageDays = staleDays(context.checkedAt, now);
  if (report.structural || ageDays === null) return [];
  return [warning('CARD_DATA_STALE', { checkedAt: context.checkedAt, ageDays })];
}

export function dataWarnings(parsed: ParsedDeck, report: CardDataReport, context: CardDataContext, now: Date): AnalysisWarning[] {
  return [...unparsedLines(parsed), ...droppedNames(parsed), ...missingData(report, context), ...failedLookup(context), ...staleData(report, context, now)];
}
