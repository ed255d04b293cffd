/**
 * The warning catalogue: every code the service emits, one row each, with its
 * severity, its meaning (`when`, published in the README and /llms.txt) and the
 * builder of its message. The text lives here, not at the call sites, so a
 * newcomer changes a warning in exactly one place, and a call site must pass
 * the values its code needs (a misspelt code or a missing value fails to compile).
 */
import type { AnalysisWarning } from './schemas.js';
import { plural } from '../domain/text.js';

export const SEVERITIES = ['minor', 'major', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

interface WarningRow<P extends unknown[]> {
  severity: Severity;
  when: string;
  message: (...params: P) => string;
}

/** One row; the helper keeps each builder's own parameter types for `warning()`. */
const row = <P extends unknown[]>(r: WarningRow<P>): WarningRow<P> => r;

/** A line the parser could not read, as UNPARSED_LINES lists it. */
interface UnreadLine { line: number; text: string; reason: string }

/** Values of SIDEBOARD_TOO_LARGE: commander formats have no sideboard at all. */
type SideboardExcess =
  | { commanderFormat: true; format: string; cards: number }
  | { commanderFormat: false; format: string; cards: number; limit: number; withCompanion: boolean; bestOf: 'bo1' | 'bo3' | null };

/** Values of COPY_LIMIT_EXCEEDED: one card over its limit, or more than one companion. */
type CopyExcess = { card: string; copies: number; limit: number; why: string } | { companions: number };

/** Values of INVALID_COMMANDER_PAIR: too many commanders, or a pair that cannot partner (reason from rules/commander). */
type PairProblem = { commanders: number } | { reason: string };

/** At most this many broken companion conditions are named in one message. */
const COMPANION_BREAKS_LISTED = 10;
/** At most this many unread lines are quoted in one message. */
const UNREAD_LINES_QUOTED = 3;

export const WARNINGS = {
  MAIN_DECK_TOO_SMALL: row({
    severity: 'critical',
    when: 'The main deck (with commanders) has fewer cards than the format minimum.',
    message: (v: { format: string; cards: number; minimum: number }) =>
      `Main deck has ${plural(v.cards, 'card')}; ${v.format} main decks must contain at least ${v.minimum} cards.`,
  }),
  DECK_SIZE_MISMATCH: row({
    severity: 'critical',
    when: 'A format with an exact size (commander, brawl: 100; standardbrawl: 60) has another count.',
    message: (v: { format: string; cards: number; exact: number }) =>
      `Deck has ${plural(v.cards, 'card')} with its commander; ${v.format} decks must contain exactly ${v.exact} cards including the commander.`,
  }),
  SIDEBOARD_TOO_LARGE: row({
    severity: 'critical',
    when: 'Sideboard plus companion exceed the format limit for the best-of (Arena bo1: 7; otherwise 15; commander formats: 0 besides a companion).',
    message: (v: SideboardExcess) => {
      if (v.commanderFormat) return `Sideboard has ${plural(v.cards, 'card')}; ${v.format} decks have no sideboard (only a companion may sit outside the deck).`;
      const where = v.bestOf === null ? '' : ` in ${v.bestOf === 'bo1' ? 'best-of-one' : 'best-of-three'}`;
      return `Sideboard has ${plural(v.cards, 'card')}${v.withCompanion ? ' with the companion' : ''}; ${v.format}${where} allows at most ${v.limit}.`;
    },
  }),
  COPY_LIMIT_EXCEEDED: row({
    severity: 'critical',
    when: 'More copies of a card than the format, the restricted list or the card itself allows.',
    message: (v: CopyExcess) =>
      'companions' in v
        ? `${plural(v.companions, 'companion')} listed; a deck may have at most one companion.`
        : `${v.card}: ${v.copies} copies across deck and sideboard; at most ${v.limit} allowed (${v.why}).`,
  }),
  BANNED_CARD: row({
    severity: 'critical',
    when: 'A card is banned in the format.',
    message: (v: { card: string; format: string }) => `${v.card} is banned in ${v.format}.`,
  }),
  NOT_LEGAL_IN_FORMAT: row({
    severity: 'critical',
    when: 'A card is not legal in the format.',
    // Pauper is decided by printed rarity, so its message says which rarities the card had.
    message: (v: { card: string; format: string; pauperRarities?: readonly string[] }) => {
      const hint = v.pauperRarities
        ? ` (printed at ${v.pauperRarities.join('/') || 'an unknown rarity'}; Pauper allows only cards printed at common)`
        : '';
      return `${v.card} is not legal in ${v.format}${hint}.`;
    },
  }),
  LEGALITY_DATA_MISSING: row({
    severity: 'major',
    when: 'The card data holds no legality for the format, so cards could not be checked.',
    message: (v: { format: string }) => `The card data has no legality for ${v.format}; card legality is unknown, not assumed.`,
  }),
  COMMANDER_MISSING: row({
    severity: 'critical',
    when: 'A commander format deck names no commander.',
    message: (v: { format: string }) =>
      `No commander found; ${v.format} decks are led by a commander (put it under a "Commander" header).`,
  }),
  COMMANDER_NOT_ELIGIBLE: row({
    severity: 'critical',
    when: 'The commander cannot lead a deck in this format.',
    // The reason depends on the format's commander rule; rules/commander.ts words it.
    message: (v: { reason: string }) => v.reason,
  }),
  INVALID_COMMANDER_PAIR: row({
    severity: 'critical',
    when: 'Two commanders that do not form a legal pair, or more than two.',
    message: (v: PairProblem) =>
      'reason' in v ? v.reason : `${plural(v.commanders, 'commander')} listed; a deck has one commander or two that can partner.`,
  }),
  COLOR_IDENTITY_VIOLATION: row({
    severity: 'critical',
    when: "A card's colour identity is outside the commanders' identity.",
    message: (v: { card: string; cardIdentity: readonly string[]; commanderIdentity: readonly string[] }) =>
      `${v.card} has colour identity ${v.cardIdentity.join('') || 'colourless'}, outside the commander's ${v.commanderIdentity.join('') || 'colourless'} identity.`,
  }),
  COMPANION_CONDITION_NOT_MET: row({
    severity: 'critical',
    when: "The starting deck breaks the companion's deckbuilding condition.",
    message: (v: { companion: string; condition: string; breaks: readonly string[] }) => {
      const more = v.breaks.length - COMPANION_BREAKS_LISTED;
      return `${v.companion}'s condition is not met ("${v.condition}"): ${v.breaks.slice(0, COMPANION_BREAKS_LISTED).join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
    },
  }),
  UNRESOLVED_CARD_NAMES: row({
    severity: 'major',
    when: 'One or more unique card names could not be resolved; the message states the count.',
    // `listed` is the first names, already with their suggestions; the rest are counted.
    message: (v: { unresolved: number; listed: readonly string[] }) => {
      const more = v.unresolved - v.listed.length;
      return `${plural(v.unresolved, 'card name')} could not be resolved: ${v.listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
    },
  }),
  CARD_DATA_UNAVAILABLE: row({
    severity: 'major',
    when: 'No card data could be reached, so the structural fallback analysis was returned.',
    message: () =>
      'No card data could be reached (empty card store, live provider down or disabled); this is the structural fallback analysis: only basic lands are recognised.',
  }),
  CARD_LOOKUP_FAILED: row({
    severity: 'major',
    when: 'The live card provider failed (timeout, error, rate limit, outage pause, unusable answer) for names the store lacks; they may be real cards.',
    message: (v: { because: string; names: readonly string[] }) =>
      `Card lookup failed for ${plural(v.names.length, 'name')} (${v.because}): ${v.names.slice(0, 20).join(', ')}${v.names.length > 20 ? ` and ${v.names.length - 20} more` : ''}; they may be real cards, so try again later.`,
  }),
  CARD_DATA_STALE: row({
    severity: 'minor',
    when: 'The card data is more than 30 days old; legality may have changed since its date.',
    message: (v: { checkedAt: string; ageDays: number }) =>
      `Card data dates from ${v.checkedAt.slice(0, 10)} (${Math.floor(v.ageDays)} days old): legality changes with every set and ban announcement; refresh it with "deckdoctor cards sync".`,
  }),
  UNPARSED_LINES: row({
    severity: 'minor',
    when: 'Lines of the decklist could not be read; the message gives their numbers.',
    message: (v: { lines: readonly UnreadLine[] }) =>
      `${plural(v.lines.length, 'line')} could not be read (line ${v.lines.map((d) => d.line).join(', ')}): ${v.lines
        .slice(0, UNREAD_LINES_QUOTED)
        .map((d) => `"${d.text}": ${d.reason}`)
        .join('; ')}.`,
  }),
  TOO_MANY_NAMES: row({
    severity: 'major',
    when: 'The list names more different cards than one analysis reads (500); the rest is left out of every count and check.',
    message: (v: { limit: number; names: number; copies: number; firstLine: number }) =>
      `The list names more than ${v.limit.toLocaleString('en-US')} different cards: ${plural(v.names, 'further name')} (${v.copies} ${v.copies === 1 ? 'copy' : 'copies'}) from line ${v.firstLine} on were not analyzed, so counts and legality cover only the first ${v.limit.toLocaleString('en-US')}.`,
  }),
  LOW_LAND_COUNT: row({
    severity: 'major',
    when: "Fewer lands than recommended for the deck size and curve (a 100-card Commander deck: by Burgess's count for its commander).",
    message: (v: { lands: number; recommended: number; averageManaValue: number; byCommander?: boolean }) => landCountMessage(v),
  }),
  HIGH_LAND_COUNT: row({
    severity: 'minor',
    when: "More lands than recommended for the deck size and curve (a 100-card Commander deck: by Burgess's count for its commander).",
    message: (v: { lands: number; recommended: number; averageManaValue: number; byCommander?: boolean }) => landCountMessage(v),
  }),
  COLOR_SOURCES_SHORT: row({
    severity: 'major',
    when: "A spell the deck casts on its turn falls below Karsten's (89 + mana value)% for want of one colour's sources (Karsten 2022, the table for the deck's size and lands), and the deck has lands of another colour to swap; never for a splash, a one-of or a card the plan does not cast.",
    message: (v: { colorName: string; sources: number; required: number; spell: string; turn: number }) => {
      const missing = v.required - v.sources;
      return `Add ${missing} ${v.colorName} source${missing > 1 ? 's' : ''}: ${v.sources} of the ${v.required} needed to cast ${v.spell} on turn ${v.turn}.`;
    },
  }),
  COLORLESS_SOURCES_SHORT: row({
    severity: 'major',
    when: "A spell the deck casts with a {C} pip (Thought-Knot Seer) falls below Karsten's (89 + mana value)% for want of lands that make colourless mana, which Karsten's tables count as a colour of their own; never for a one-of in a 60-card deck or a card the plan does not cast.",
    message: (v: { sources: number; required: number; spell: string; turn: number }) => {
      const missing = v.required - v.sources;
      return `Add ${missing} ${missing > 1 ? 'lands that make' : 'land that makes'} colourless mana: ${v.sources} of the ${v.required} needed to cast ${v.spell} on turn ${v.turn}.`;
    },
  }),
  COLOR_SOURCES_MISSING: row({
    severity: 'major',
    when: 'Spells the deck casts need a colour that no land and no mana source of mana value 2 or less in the deck makes; never for a card the plan does not cast (dredged, cheated in, cast for free), nor for a deck whose lands make no coloured mana at all (its land count is the problem).',
    // `spells` is the names as written ("A, B and 3 more"), `count` how many there are.
    message: (v: { colorName: string; spells: string; count: number }) =>
      `No land or cheap mana source makes ${v.colorName} mana, so ${v.spells} cannot be cast on time: add ${v.colorName} sources or cut ${v.count === 1 ? 'it' : 'them'}.`,
  }),
  TAPPED_LANDS: row({
    severity: 'minor',
    when: "More lands that always enter tapped than the deck's speed affords: Karsten's rough budget per 60 cards is 3 for an aggressive deck with one-drops and 9 for a slow deck (6 for an aggressive deck without one-drops), scaled to the deck's size.",
    // `lands` is the tapped lands as written ("4 Orzhov Guildgate and 2 Evolving Wilds"), `who` the kind of deck the budget is for.
    message: (v: { tapped: number; lands: number; names: string; budget: number; who: string }) =>
      `${v.tapped} of ${plural(v.lands, 'land')} always enter tapped (${v.names}); ${v.who} affords about ${v.budget}.`,
  }),
  LOW_INTERACTION: row({
    severity: 'minor',
    when: 'Few cards that interact with the opponent (removal, counterspells).',
    message: (v: { interaction: number; target: number }) =>
      `${plural(v.interaction, 'interaction card')} (removal, counterspells, burn that hits creatures, wipes); about ${v.target} is typical.`,
  }),
  NO_CARD_ADVANTAGE: row({
    severity: 'minor',
    when: 'No card that nets more than one card.',
    // Aggressive decks and decks whose plan does without card advantage (a combo kill, a combo or ramp plan) are told gently: they often win before card advantage matters.
    message: (v: { doesWithout: 'aggressive' | 'plan' | null }) =>
      v.doesWithout === null
        ? 'No card in the deck nets more than one card: none draws extra cards or draws again and again.'
        : `No card nets more than one card; ${v.doesWithout === 'aggressive' ? 'aggressive decks' : 'its plan'} can live with it, but a few refuel cards help.`,
  }),
  CURVE_TOO_HIGH: row({
    severity: 'minor',
    when: 'The average mana value is high for the deck, or many spells cost 5 or more.',
    message: (v: { averageManaValue: number; expensive: number; nonlands: number }) =>
      `Average mana value ${v.averageManaValue.toFixed(2)}, with ${v.expensive} of ${v.nonlands} nonland cards at mana value 5 or more.`,
  }),
  // Page and CLI branch: pastes that are not decklists (src/service/non-decklist.ts).
  NOT_A_DECKLIST: row({
    severity: 'critical',
    when: 'The paste is prose or a JSON blob, not a decklist: no line reads as a card.',
    message: (v: { kind: 'json' | 'prose'; lines: number }) =>
      `This does not look like a decklist: the text is ${v.kind === 'json' ? 'JSON' : 'prose'} (${plural(v.lines, 'line')} not read as cards). Paste one card a line, such as "4 Lightning Bolt", or an Arena, MTGO, Moxfield or Archidekt export.`,
  }),

  // ---- Format hints (issue 13: legality in every format) ----
  LIKELY_OTHER_FORMAT: row({
    severity: 'major',
    when: 'The list looks meant for another format: the requested (or default) format is illegal but others are legal, or the list has the shape of a Commander deck; the message names the `format` value to send.',
    message: (v: { requested: string; shape: string | null; legalIn: readonly string[]; send: string; sendBestOfThree: boolean }) => {
      const send = `send "format": "${v.send}"${v.sendBestOfThree ? ' and "best_of": "bo3"' : ''}`;
      const legal = v.legalIn.length > 0 ? `legal in ${v.legalIn.join(', ')}` : 'see format_legality for its verdict there';
      return v.shape
        ? `This list looks like a Commander deck (${v.shape}) but was reviewed as ${v.requested}; ${send} (${legal}).`
        : `Illegal in ${v.requested} but ${legal}; to review it there, ${send}.`;
    },
  }),
};

/**
 * A land count against its recommendation: a curve's (Karsten), or for a 100-card Commander deck its commander's
 * (Burgess: colours and mana value, kept within the template's range), which the curve does not move.
 */
export function landCountMessage(v: { lands: number; recommended: number; averageManaValue: number; byCommander?: boolean }): string {
  const basis = v.byCommander ? "by Burgess's count for its commander, kept within the template's range" : 'for this curve';
  return `${plural(v.lands, 'land')}, about ${v.recommended} recommended ${basis} (average mana value as cast ${v.averageManaValue.toFixed(2)}).`;
}

export type WarningCode = keyof typeof WARNINGS;
/** Every code, in catalogue order (the order the README and /llms.txt list them). */
export const WARNING_CODE_LIST = Object.keys(WARNINGS) as [WarningCode, ...WarningCode[]];
/** The values a code's message needs, typed per code. */
export type WarningValues<C extends WarningCode> = Parameters<(typeof WARNINGS)[C]['message']>;

/** Builds one warning: severity from the catalogue, message from its builder. */
export function warning<C extends WarningCode>(code: C, ...values: WarningValues<C>): AnalysisWarning {
  const entry = WARNINGS[code] as WarningRow<WarningValues<C>>;
  return { severity: entry.severity, code, message: entry.message(...values) };
}
