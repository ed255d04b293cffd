/**
 * How many lands the deck should play, and how its count compares: Karsten's
 * regression for 60-card decks, Nate Burgess's formula for Commander formats.
 */
import type { CardRecord, ManaColor } from '../domain/cards.js';
import type { FormatRules } from '../domain/formats.js';
import { scaledLandRange } from './commander.js';
import { BURGESS_LANDS, KARSTEN_LANDS, LAND_TOLERANCE, LOW_CURVE_AGGRO } from './tuning.js';
import { rememberBounded } from './card-memo.js';

/** The values of mana_base.land_count_status. */
export const LAND_COUNT_STATUSES = ['low', 'normal', 'high', 'acceptable_for_low_curve_aggro'] as const;
export type LandCountStatus = (typeof LAND_COUNT_STATUSES)[number];

export interface LandCountInput {
  format: FormatRules;
  deckSize: number;
  averageManaValue: number;
  commanders: CardRecord[];
  commanderIdentity: ManaColor[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** 100-card Commander formats with a known commander use Burgess; every other deck (60-card Brawl too) Karsten's regression. */
function usesBurgess(input: LandCountInput): boolean {
  return Boolean(input.format.commander) && input.commanders.length > 0 && input.format.deckSize.cards >= 90;
}

/** The template's land range a 100-card Commander deck's count is also judged by (landCountStatus), else undefined. */
export function commanderLandRange(input: LandCountInput): { min: number; max: number } | undefined {
  return usesBurgess(input) ? scaledLandRange(input.format.deckSize.cards) : undefined;
}

/**
 * A land range whose floor is lowered by the lands the deck's ramp beyond the template's stands for: the
 * template's 36-38 lands assume its 10-12 ramp pieces (Prossh on 35 lands with 18 was told to play 3 more).
 * The mana base's verdict and the commander template's lands row use it alike.
 */
export function shiftedFloor<R extends { min: number; max: number } | undefined>(range: R, share: number): R {
  return (range && share > 0 ? { min: Math.round((range.min - share) * 10) / 10, max: range.max } : range) as R;
}

/** 60-card Brawl: Karsten's regression kept inside the 60-card range, so the template in the same answer agrees. */
function sixtyCardCommander(input: LandCountInput): boolean {
  return Boolean(input.format.commander) && input.format.deckSize.cards < 90;
}

/**
 * Burgess's count for a 100-card Commander deck before the template's range keeps it to 36-38 (a five-colour
 * commander of mana value 5 asks 41), else undefined.
 */
export function burgessLandCount(input: LandCountInput): number | undefined {
  if (!usesBurgess(input)) return undefined;
  const commanderMv = Math.max(...input.commanders.map((c) => c.manaValue));
  const hundred = BURGESS_LANDS.base + input.commanderIdentity.length + commanderMv;
  return round1((hundred * input.format.deckSize.cards) / BURGESS_LANDS.deckSize);
}

/**
 * Recommended lands. 60-card style decks: Karsten's regression, scaled by
 * deck size / 60. Commander formats: Burgess's count for 100 cards, scaled to
 * the deck size for 60-card Brawl.
 */
export function recommendedLandCount(input: LandCountInput): number {
  const burgess = burgessLandCount(input);
  if (burgess !== undefined) {
    // One target per answer: Burgess's count, kept inside the Commander template's 36-38 that the same answer shows.
    const range = scaledLandRange(input.format.deckSize.cards);
    return round1(Math.min(range.max, Math.max(range.min, burgess)));
  }
  const size = Math.max(input.deckSize, input.format.deckSize.cards);
  const karsten = ((KARSTEN_LANDS.intercept + KARSTEN_LANDS.perManaValue * input.averageManaValue) * size) / KARSTEN_LANDS.deckSize;
  if (!sixtyCardCommander(input)) return round1(karsten);
  const range = scaledLandRange(input.format.deckSize.cards);
  return round1(Math.min(range.max, Math.max(range.min, karsten)));
}

/** How far from the recommendation a land count may stray and still be "normal". */
export function landTolerance(recommended: number): number {
  return Math.max(LAND_TOLERANCE.lands, recommended * LAND_TOLERANCE.share);
}

/**
 * The verdict on a land count. `range`: a 100-card Commander deck's template
 * range (36-38), which the same answer's `commander_template` judges by: a
 * count outside it and a land or more from the recommendation is high or low
 * here too (Planar Portal's 39 lands read 'high' in the template and 'within
 * the usual range' in the land note).
 */
export function landCountStatus(landCount: number, recommended: number, lowCurveAggro: boolean, range?: { min: number; max: number }): LandCountStatus {
  const gap = landCount - recommended;
  if (range && landCount > range.max && gap >= 1) return 'high';
  if (range && landCount < range.min - LAND_TOLERANCE.belowTemplate && gap <= -1 && !lowCurveAggro) return 'low';
  const tolerance = landTolerance(recommended);
  if (gap < -tolerance) return lowCurveAggro && gap >= -tolerance - LOW_CURVE_AGGRO.fewerLands ? 'acceptable_for_low_curve_aggro' : 'low';
  if (gap > tolerance + LAND_TOLERANCE.extraAbove) return 'high';
  return 'normal';
}

const STATUS_WORDS: Record<LandCountStatus, string> = {
  normal: 'within the usual range',
  low: 'below it',
  high: 'above it',
  acceptable_for_low_curve_aggro: 'below it, acceptable for an aggressive deck with a low curve',
};

/**
 * The formula's words: Burgess's for a deck size, Karsten's for an average and
 * a deck size. Kept (bounded), since formatting the average costs more than a
 * lookup and most decks repeat a few averages.
 */
const FORMULA_WORDS_MAX = 10_000;
const burgessWords = new Map<number, string>();
const karstenWords = new Map<number, Map<number, string>>();

function formulaWords(input: LandCountInput): string {
  const cards = input.format.deckSize.cards;
  if (usesBurgess(input)) {
    const range = scaledLandRange(cards);
    return rememberBounded(burgessWords, FORMULA_WORDS_MAX, cards, () => `${BURGESS_LANDS.base} + colours in the commander identity + commander mana value (Burgess), kept within the template's ${range.min}-${range.max}`);
  }
  const size = Math.max(input.deckSize, cards);
  const bySize = rememberBounded(karstenWords, FORMULA_WORDS_MAX, size, () => new Map<number, string>());
  const average = input.averageManaValue;
  return rememberBounded(bySize, FORMULA_WORDS_MAX, average, () => `${KARSTEN_LANDS.intercept} + ${KARSTEN_LANDS.perManaValue} x average mana value as cast ${average.toFixed(2)} (Karsten), scaled to ${size} cards`);
}

/**
 * The note that opens mana_base.notes: the count, the recommendation, its formula and the verdict. `aboveBy`: what
 * the count is above the recommendation only because of (the nonland share, lands that become creatures), which
 * never makes lands too many.
 */
export function landCountNote(input: LandCountInput, landCount: number, recommended: number, status: LandCountStatus, nonlandShare = 0, standIns = 'cheap nonland mana and cantrips', aboveBy: string | null = null): string {
  const nonland = nonlandShare > 0 ? `, less ${nonlandShare} for ${standIns}` : '';
  const verdict = aboveBy ? `above it, but ${aboveBy} never make lands too many` : STATUS_WORDS[status];
  return `${landCount} lands; about ${recommended} recommended by ${formulaWords(input)}${nonland}: ${verdict}.`;
}
