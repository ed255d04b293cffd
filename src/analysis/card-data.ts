/**
 * What the answer says about its card data: which names resolved, which did
 * not (in the words the player typed) with suggestions, the mode (live, cache
 * or the structural fallback), and the data's age.
 */
import type { CardRecord } from '../domain/cards.js';
import type { DeckAnalysis } from '../contract/schemas.js';
import type { ParsedDeck } from '../domain/decklist.js';
import type { CardGroup } from '../rules/findings.js';
import { CARD_DATA_STALE_AFTER_DAYS } from './tuning.js';

export interface CardDataContext {
  /** Provider name for card_data.source. */
  source: string;
  /** Oldest retrieval time of the data used (ISO 8601). */
  checkedAt: string;
  fetchedLive: boolean;
  /** False when no card data could be reached at all. */
  dataAvailable: boolean;
  suggestions: Record<string, string[]>;
  /** The live provider failed for these names during this request (null when every lookup answered). */
  lookupFailure?: { reason: string; message: string; names: string[] } | null;
}

export interface CardDataReport {
  cardData: DeckAnalysis['card_data'];
  /** Nothing resolved: the structural fallback, with no roles, archetype or score. */
  structural: boolean;
}


/** Unresolved names as typed (resolved ones carry the card's own name): worked out only when a name did not resolve. */
function typedNamesOf(parsed: ParsedDeck, records: ReadonlyMap<string, CardRecord>, unresolved: string[]): string[] {
  if (unresolved.length === 0) return [];
  const typedNames = new Map(parsed.entries.map((e) => [records.get(e.name)?.name ?? e.name, e.name]));
  return unresolved.map((name) => typedNames.get(name) ?? name);
}

/**
 * `groups`: copies and resolution per unique name over every section but the
 * maybeboard, in list order, as the legality review counted them (format-legality.ts).
 */
export function reportCardData(parsed: ParsedDeck, records: ReadonlyMap<string, CardRecord>, groups: readonly CardGroup[], context: CardDataContext): CardDataReport {
  let resolvedUnique = 0;
  let resolvedCopies = 0;
  let unresolvedCopies = 0;
  const unresolved: string[] = [];
  for (const { name, record, total } of groups) {
    if (record) {
      resolvedUnique++;
      resolvedCopies += total;
    } else {
      unresolved.push(name);
      unresolvedCopies += total;
    }
  }
  const structural = resolvedUnique === 0;
  const unresolvedNames = typedNamesOf(parsed, records, unresolved);
  const offered = context.suggestions;
  return {
    structural,
    cardData: {
      source: context.source,
      mode: structural ? 'fallback' : context.fetchedLive ? 'live' : 'cache',
      checked_at: context.checkedAt,
      // With nothing resolved, the unresolved counts are everything submitted.
      resolved_unique_cards: resolvedUnique,
      resolved_card_copies: resolvedCopies,
      unresolved_unique_cards: unresolved.length,
      unresolved_card_copies: unresolvedCopies,
      unresolved_names: unresolvedNames,
      suggestions: unresolvedNames.length === 0 ? {} : Object.fromEntries(unresolvedNames.filter((n) => Object.hasOwn(offered, n)).map((n) => [n, offered[n]!])),
      ...(context.lookupFailure ? { lookup_failure: context.lookupFailure } : {}),
    },
  };
}

/** The last `checked_at` read as a time: a catalogue's answers all carry the same one, so it is parsed once, not per request. */
let lastCheckedAt = { text: '', time: Number.NaN };

function checkedAtTime(checkedAt: string): number {
  if (lastCheckedAt.text !== checkedAt) lastCheckedAt = { text: checkedAt, time: new Date(checkedAt).getTime() };
  return lastCheckedAt.time;
}

/** Age of the data in days at `now`, or null when it is fresh enough. */
export function staleDays(checkedAt: string, now: Date): number | null {
  const ageDays = (now.getTime() - checkedAtTime(checkedAt)) / 86_400_000;
  return ageDays > CARD_DATA_STALE_AFTER_DAYS ? ageDays : null;
}
