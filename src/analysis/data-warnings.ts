/**
 * Warnings about what the analysis stands on: lines that could not be read,
 * names that did not resolve, card data missing or stale. They come first in
 * the answer, before legality and advice.
 */
import type { AnalysisWarning } from '../contract/schemas.js';
import { warning } from '../contract/warnings.js';
import type { ParsedDeck } from '../domain/decklist.js';
import { plural } from '../domain/text.js';
import { staleDays, type CardDataContext, type CardDataReport } from './card-data.js';

/** Unresolved names listed in the warning; the rest are counted. */
const LISTED_NAMES = 20;
/** Unreadable lines quoted in the warning; all are numbered. */
const QUOTED_LINES = 3;

function unparsedLines(parsed: ParsedDeck): AnalysisWarning[] {
  const d = parsed.diagnostics;
  if (d.length === 0) return [];
  const quoted = d.slice(0, QUOTED_LINES).map((x) => `"${x.text}": ${x.reason}`).join('; ');
  return [warning('UNPARSED_LINES', `${plural(d.length, 'line')} could not be read (line ${d.map((x) => x.line).join(', ')}): ${quoted}.`)];
}

function missingData(report: CardDataReport, context: CardDataContext): AnalysisWarning[] {
  if (!context.dataAvailable) {
    return [warning('CARD_DATA_UNAVAILABLE', 'No card data could be reached (empty card store, live provider down or disabled); this is the structural fallback analysis: only basic lands are recognised.')];
  }
  const c = report.cardData;
  if (c.unresolved_unique_cards === 0) return [];
  const offered = new Map(Object.entries(context.suggestions));
  const shown = c.unresolved_names.slice(0, LISTED_NAMES).map((n) => (offered.has(n) ? `${n} (did you mean ${offered.get(n)!.join(', ')}?)` : n));
  const more = c.unresolved_unique_cards - shown.length;
  return [warning('UNRESOLVED_CARD_NAMES', `${plural(c.unresolved_unique_cards, 'card name')} could not be resolved: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`)];
}

function staleData(report: CardDataReport, context: CardDataContext, now: Date): AnalysisWarning[] {
  const age = staleDays(context.checkedAt, now);
  if (report.structural || age === null) return [];
  return [
    warning(
      'CARD_DATA_STALE',
      `Card data dates from ${context.checkedAt.slice(0, 10)} (${Math.floor(age)} days old): legality changes with every set and ban announcement; refresh it with "deckdoctor cards sync".`,
    ),
  ];
}

export function dataWarnings(parsed: ParsedDeck, report: CardDataReport, context: CardDataContext, now: Date): AnalysisWarning[] {
  return [...unparsedLines(parsed), ...missingData(report, context), ...staleData(report, context, now)];
}
