/**
 * Legality in all twelve formats from one joined deck. Each format places the
 * trailing block its own way and runs the same review as `legality`, so the
 * answer's `legality` is one of these twelve reviews, not a second rule set.
 * Also the hint when the list looks meant for another format.
 */
import type { AnalysisWarning, LegalityStatus } from '../contract/schemas.js';
import { warning } from '../contract/warnings.js';
import type { AssembledDeck } from '../domain/deck.js';
import { FORMAT_IDS, FORMATS, type BestOf, type FormatId } from '../domain/formats.js';
import { placeTrailingCommanders, type HeaderlessBlocks } from './commander-placement.js';
import {
  countCards,
  legalityVerdict,
  reviewLegality,
  verdictOfReview,
  type FormatFreeCounts,
  type LegalityReview,
  type LegalityVerdict,
} from './legality.js';
import type { CardGroup } from './findings.js';

/** The requested format's review, whole: the answer's `legality`. */
export interface FormatReview {
  /** The deck as this format reads it (a trailing legendary block leads only in commander formats). */
  deck: AssembledDeck;
  review: LegalityReview;
  /** The deck's cards by name over every section but the maybeboard, as the review counted them (the card-data report reads them too). */
  groups: readonly CardGroup[];
}
/** One format's verdict, with whether best-of-three would make it legal. */
export interface FormatVerdict extends LegalityVerdict {
  /** Illegal in best-of-one only because of the sideboard, and legal in best-of-three. */
  legalInBestOfThree: boolean;
}
export interface FormatReviews {
  requested: FormatReview;
  /** Every format's verdict, the requested one's read from its review. */
  verdicts: Record<FormatId, FormatVerdict>;
}
export type FormatVerdicts = Record<FormatId, { status: LegalityStatus; reason: string }>;

/**
 * The order in which a legal format is proposed: the narrowest card pool first,
 * since a list legal in a narrow format was almost surely built for it (most
 * Standard decks are also legal in Pioneer and Modern). Pauper comes first: all
 * commons is a deliberate choice. Commander formats: a 60-card Standard Brawl
 * first, then Commander before Brawl (the paper format most 100-card lists are for).
 */
export const FORMAT_PREFERENCE: readonly FormatId[] = [
  'pauper', 'standard', 'alchemy', 'pioneer', 'historic', 'modern', 'timeless', 'legacy', 'vintage',
  'standardbrawl', 'commander', 'brawl',
];

/** A bo1 verdict whose only violation is a sideboard that bo3 allows (Arena formats: 7 against 15). */
function onlySideboardInBestOfOne(deck: AssembledDeck, counts: FormatFreeCounts, id: FormatId, verdict: LegalityVerdict, bestOf: BestOf): boolean {
  const format = FORMATS[id];
  if (bestOf !== 'bo1' || verdict.status !== 'illegal' || format.maxSideboard.bo1 === format.maxSideboard.bo3) return false;
  if (!verdict.onlySideboardTooLarge) return false;
  return legalityVerdict(deck, format, 'bo3', counts).status === 'legal';
}

/**
 * The requested format's review is complete (it is `legality`); the others
 * are verdicts, which build no notes, warnings or card lists.
 */
export function reviewEveryFormat(joined: AssembledDeck, blocks: HeaderlessBlocks, bestOf: BestOf, requested: FormatId): FormatReviews {
  // The joined deck is counted once for every format that reads it as joined (all but a commander-led placement).
  const joinedCounts = countCards(joined);
  // Filled in a loop: Object.fromEntries over twelve pairs cost about ten times as much, twice a request.
  const verdicts = {} as Record<FormatId, FormatVerdict>;
  let whole: FormatReview | undefined;
  for (const id of FORMAT_IDS) {
    const deck = placeTrailingCommanders(joined, blocks, FORMATS[id]);
    const counts = deck === joined ? joinedCounts : countCards(deck);
    let verdict: LegalityVerdict;
    if (id === requested) {
      const review = reviewLegality(deck, FORMATS[id], bestOf, counts);
      whole = { deck, review, groups: counts.groups };
      verdict = verdictOfReview(review);
    } else {
      verdict = legalityVerdict(deck, FORMATS[id], bestOf, counts);
    }
    verdicts[id] = {
      status: verdict.status,
      reason: verdict.reason,
      onlySideboardTooLarge: verdict.onlySideboardTooLarge,
      commanderPresent: verdict.commanderPresent,
      mainDeckSize: verdict.mainDeckSize,
      legalInBestOfThree: onlySideboardInBestOfOne(deck, counts, id, verdict, bestOf),
    };
  }
  return { requested: whole!, verdicts };
}

/** The `format_legality` object: each format's status and its one-line reason. */
export function formatVerdicts(reviews: FormatReviews): FormatVerdicts {
  const verdicts = {} as FormatVerdicts;
  for (const id of FORMAT_IDS) {
    const { status, reason, legalInBestOfThree } = reviews.verdicts[id];
    verdicts[id] = { status, reason: legalInBestOfThree ? `${reason} Legal in best-of-three (send "best_of": "bo3").` : reason };
  }
  return verdicts;
}

/** Why the list looks like a Commander deck: an explicit Commander section, or 100 cards led by a trailing commander. */
function commanderShape(joined: AssembledDeck, reviews: FormatReviews): string | null {
  if (joined.cards.some((c) => c.section === 'commander')) return 'it has a Commander section';
  const asCommander = reviews.verdicts.commander;
  if (asCommander.commanderPresent && asCommander.mainDeckSize === 100) return 'it has 100 cards with a commander';
  return null;
}

/**
 * LIKELY_OTHER_FORMAT when the list's shape says Commander but another format
 * was asked for, or when the asked format is illegal and others are legal.
 * Null when the asked format fits.
 */
/**
 * Illegal card names a list built for the format may still hold: a Pauper list with one banned Daze was pointed to
 * Legacy. Such a list is pointed only to a format of its own kind (Izzet Epiphany, its namesake banned in Standard, to
 * Alchemy), never to the eternal formats nearly every card is legal in.
 */
const FEW_CARDS_OFF = 2;
const ETERNAL: ReadonlySet<FormatId> = new Set(['legacy', 'vintage']);

/** Whether the only trouble in the requested format is a card or two it bans or does not allow: the list was built for it, and the advice names the cards to replace. */
function fewCardsOff(review: LegalityReview): boolean {
  const critical = review.warnings.filter((w) => w.severity === 'critical');
  return critical.length > 0 && critical.every((w) => w.code === 'BANNED_CARD' || w.code === 'NOT_LEGAL_IN_FORMAT') && review.legality.illegal_cards.length <= FEW_CARDS_OFF;
}

export function likelyOtherFormat(joined: AssembledDeck, reviews: FormatReviews, requested: FormatId): AnalysisWarning | null {
  const listShape = commanderShape(joined, reviews);
  // A commander list asked for in a commander format is only pointed to another commander format: its off-colour
  // card is fixed in the list (the advice says so), not by reading the 100 cards as a Vintage deck.
  const pointOnlyToCommander = FORMATS[requested].commander && listShape !== null;
  const legalElsewhere = FORMAT_PREFERENCE.filter(
    (id) => id !== requested && (!pointOnlyToCommander || FORMATS[id].commander) && (reviews.verdicts[id].status === 'legal' || reviews.verdicts[id].legalInBestOfThree),
  );
  const shape = FORMATS[requested].commander ? null : listShape;
  let candidates = legalElsewhere;
  let send: FormatId | undefined = legalElsewhere[0];
  if (shape) {
    candidates = legalElsewhere.filter((id) => FORMATS[id].commander);
    const size = reviews.verdicts.commander.mainDeckSize;
    send = candidates[0] ?? (size === FORMATS.standardbrawl.deckSize.cards ? 'standardbrawl' : 'commander');
  } else if (reviews.verdicts[requested].status !== 'illegal' || !send || (fewCardsOff(reviews.requested.review) && ETERNAL.has(send))) {
    return null;
  }
  return warning('LIKELY_OTHER_FORMAT', {
    requested: FORMATS[requested].name,
    shape,
    legalIn: candidates.map((id) => FORMATS[id].name),
    send,
    sendBestOfThree: reviews.verdicts[send].legalInBestOfThree,
  });
}
