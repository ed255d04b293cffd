import type { AnalysisWarning } from './schemas.js';

export type Severity = 'minor' | 'major' | 'critical';

/** Every warning code the service emits, with its severity and when. */
export const WARNING_CODES = {
  MAIN_DECK_TOO_SMALL: { severity: 'critical', when: 'The main deck (with commanders) has fewer cards than the format minimum.' },
  DECK_SIZE_MISMATCH: { severity: 'critical', when: 'A format with an exact size (commander, brawl: 100; standardbrawl: 60) has another count.' },
  SIDEBOARD_TOO_LARGE: { severity: 'critical', when: 'Sideboard plus companion exceed the format limit for the best-of (Arena bo1: 7; otherwise 15; commander formats: 0 besides a companion).' },
  COPY_LIMIT_EXCEEDED: { severity: 'critical', when: 'More copies of a card than the format, the restricted list or the card itself allows.' },
  BANNED_CARD: { severity: 'critical', when: 'A card is banned in the format.' },
  NOT_LEGAL_IN_FORMAT: { severity: 'critical', when: 'A card is not legal in the format.' },
  LEGALITY_DATA_MISSING: { severity: 'major', when: 'The card data holds no legality for the format, so cards could not be checked.' },
  COMMANDER_MISSING: { severity: 'critical', when: 'A commander format deck names no commander.' },
  COMMANDER_NOT_ELIGIBLE: { severity: 'critical', when: 'The commander cannot lead a deck in this format.' },
  INVALID_COMMANDER_PAIR: { severity: 'critical', when: 'Two commanders that do not form a legal pair, or more than two.' },
  COLOR_IDENTITY_VIOLATION: { severity: 'critical', when: "A card's colour identity is outside the commanders' identity." },
  COMPANION_CONDITION_NOT_MET: { severity: 'critical', when: "The starting deck breaks the companion's deckbuilding condition." },
  UNRESOLVED_CARD_NAMES: { severity: 'major', when: 'One or more unique card names could not be resolved; the message states the count.' },
  CARD_DATA_UNAVAILABLE: { severity: 'major', when: 'No card data could be reached, so the structural fallback analysis was returned.' },
  CARD_DATA_STALE: { severity: 'minor', when: 'The card data is more than 30 days old; legality may have changed since its date.' },
  UNPARSED_LINES: { severity: 'minor', when: 'Lines of the decklist could not be read; the message gives their numbers.' },
  LOW_LAND_COUNT: { severity: 'major', when: 'Fewer lands than recommended for the deck size and curve.' },
  HIGH_LAND_COUNT: { severity: 'minor', when: 'More lands than recommended for the deck size and curve.' },
  COLOR_SOURCES_SHORT: { severity: 'major', when: 'A colour has fewer sources than Karsten (2022) requires for its early spells.' },
  LOW_INTERACTION: { severity: 'minor', when: 'Few cards that interact with the opponent (removal, counterspells).' },
  NO_CARD_ADVANTAGE: { severity: 'minor', when: 'No card that nets more than one card.' },
  CURVE_TOO_HIGH: { severity: 'minor', when: 'The average mana value is high for the deck, or many spells cost 5 or more.' },
} as const satisfies Record<string, { severity: Severity; when: string }>;

export type WarningCode = keyof typeof WARNING_CODES;

export function warning(code: WarningCode, message: string): AnalysisWarning {
  return { severity: WARNING_CODES[code].severity, code, message };
}
