/**
 * Gathers what the score reads from the earlier steps: shares of cheap and
 * expensive spells, the synergy cards of the detected plan, colour
 * requirements met, redundancy and rarity.
 */
import type { DeckCard } from '../domain/deck.js';
import { copies } from '../domain/deck.js';
import type { FormatRules } from '../domain/formats.js';
import type { ArchetypeResult } from './archetype.js';
import type { DeckMeasures } from './facts.js';
import type { ManaBaseResult } from './manabase.js';
import { redundantCopies } from './redundancy.js';
import type { LegalityStatus, ScoreInput } from './score.js';
import { EARLY_GAME, EXPENSIVE_MANA_VALUE, ON_TIME_MANA_VALUE, TAPPED_LAND_BUDGET } from './tuning.js';
import { manaValueWithX } from './cast-cost.js';
import type { PlayMetric } from '../contract/score-metrics.js';
import { paidManaValue, type WinConditions } from './win-conditions.js';
import { COMBO_ENGINE_ROLES, COMBO_KILL_EXEMPTION, PLAN_EXEMPTIONS } from './data/score-plans.js';
import { FAST_MANA } from './data/win-conditions.js';
import { karstenCastTarget } from './data/karsten-2022.js';
import { perCard } from './card-memo.js';

/**
 * In a deck with a complete combo kill the engine is the synergy: the pieces,
 * and the tutors, selection, draw and fast mana that assemble them.
 */
function feedsCombo(wins: WinConditions): (card: DeckCard) => boolean {
  const pieces = new Set(wins.plans.filter((p) => p.kind === 'combo').flatMap((p) => p.cards));
  return (card) => pieces.has(card.record!.name) || COMBO_ENGINE_ROLES.some((r) => card.roles.has(r)) || FAST_MANA.has(card.record!.name);
}

/** Metrics that do not measure the recognised plans (data/score-plans.ts). */
export function exemptMetrics(wins: WinConditions): ReadonlySet<PlayMetric> {
  const exempt = new Set<PlayMetric>(wins.hasComboKill ? COMBO_KILL_EXEMPTION.metrics : []);
  for (const plan of wins.plans) for (const metric of PLAN_EXEMPTIONS[plan.key]?.metrics ?? []) exempt.add(metric);
  return exempt;
}

/**
 * Why a recognised plan sets its own land count: the reason of the first plan
 * whose exemption leaves land_count out of the score (data/score-plans.ts), so
 * the mana base's verdict and the score read one rule; null when none does.
 */
export function landCountPlanReason(wins: WinConditions): string | null {
  for (const plan of wins.plans) {
    const exemption = PLAN_EXEMPTIONS[plan.key];
    if (exemption?.metrics.includes('land_count')) return exemption.why;
  }
  return null;
}

/** Cards that feed the plan: the tribe for tribal decks, else any of the archetype's key roles. */
export function feedsPlan(archetype: ArchetypeResult): (card: DeckCard) => boolean {
  if (archetype.key === 'tribal') return (c) => Boolean(archetype.tribe && c.record?.subtypes.includes(archetype.tribe));
  return (c) => archetype.keyRoles.some((r) => c.roles.has(r));
}

/**
 * How well the lands pay the deck's colours, from the castability model (the
 * same figures the mana base and its advice use): the mean, over the spells
 * the deck casts, of the chance to cast each on its turn given enough lands,
 * as a share of Karsten's target of (89 + mana value)%. 1 when nothing is cast.
 */
function colorRequirementsMet(mana: ManaBaseResult): number {
  const spells = mana.manaBase.castability ?? [];
  if (!spells.length) return 1;
  // Squared: a spell at 70% of its target is a real colour problem, not a 30% one.
  const met = (p: number, manaValue: number) => Math.min(1, p / Math.min(0.99, karstenCastTarget(manaValue))) ** 2;
  return spells.reduce((s, c) => s + met(c.on_play_given_lands, c.mana_value_as_cast), 0) / spells.length;
}

/** Share of the nonland copies with known rarities printed at common or uncommon (null when none is known). */
function commonUncommonShare(cards: DeckCard[]): number | null {
  const known = cards.filter((c) => c.record!.rarities.length > 0);
  if (!known.length) return null;
  return copies(known, (c) => printedCommonOrUncommon(c.record!)) / copies(known);
}

const printedCommonOrUncommon = perCard((record) => record.rarities.some((r) => r === 'common' || r === 'uncommon'));

/** What the score reads of the resolved nonland cards, counted in one pass rather than one pass per figure. */
function spellCounts(cards: readonly DeckCard[], synergy: (card: DeckCard) => boolean) {
  const counts = { paidTotal: 0, expensive: 0, cheap: 0, threatsCheap: 0, synergy: 0, synergyCheap: 0 };
  for (const c of cards) {
    const { quantity } = c;
    const manaValue = c.record!.manaValue;
    const paid = paidManaValue(c.record!);
    counts.paidTotal += paid * quantity;
    if (paid >= EXPENSIVE_MANA_VALUE) counts.expensive += quantity;
    // An X spell's mana value counts X as 0, but it is cast for more (Hydroid Krasis, Exsanguinate): cheap as cast.
    if (manaValueWithX(c.record!) <= EARLY_GAME.cheapManaValue) counts.cheap += quantity;
    if (c.roles.has('threat') && manaValue <= ON_TIME_MANA_VALUE) counts.threatsCheap += quantity;
    if (synergy(c)) {
      counts.synergy += quantity;
      if (manaValue <= ON_TIME_MANA_VALUE) counts.synergyCheap += quantity;
    }
  }
  return counts;
}

export function scoreInput(
  m: DeckMeasures,
  format: FormatRules,
  archetype: ArchetypeResult,
  mana: ManaBaseResult,
  lowCurveAggro: boolean,
  legalityStatus: LegalityStatus,
  plan: Pick<ScoreInput, 'macro' | 'tournamentFit' | 'tournamentShape' | 'singleCopyPile' | 'exemptMetrics' | 'templateFill' | 'gameChangers'>,
): ScoreInput {
  const n = m.resolvedNonlandCopies;
  const cards = m.resolvedNonland;
  const feeds = feedsPlan(archetype);
  const feedsTheCombo = m.wins.hasComboKill ? feedsCombo(m.wins) : () => false;
  const counted = spellCounts(cards, (c) => feeds(c) || feedsTheCombo(c));
  // The curve the deck pays, not the printed one: Myr Enforcer and Murktide Regent cost two, not seven.
  return {
    deckSize: m.deckSize,
    nonlands: n,
    singleton: format.copyLimit === 1,
    arena: format.arena,
    roleCopies: m.roles,
    averageManaValue: n ? counted.paidTotal / n : 0,
    expensiveShare: n ? counted.expensive / n : 0,
    cheapShare: n ? counted.cheap / n : 0,
    landCount: m.lands,
    // The mana base's one land target (costs as cast, nonland mana, the plan): the score never keeps a second one.
    recommendedLands: mana.recommendedLands,
    landShare: mana.landShare,
    landCountAccepted: mana.manaBase.land_count_status === 'normal' || mana.manaBase.land_count_status === 'acceptable_for_low_curve_aggro',
    lowCurveAggro,
    colorRequirementsMet: colorRequirementsMet(mana),
    threatsCheap: counted.threatsCheap,
    synergyCopies: counted.synergy,
    synergyCheap: counted.synergyCheap,
    redundantCopies: redundantCopies(cards, format.copyLimit === 1),
    commonUncommonShare: commonUncommonShare(cards),
    archetype,
    legalityStatus,
    closingCopies: m.wins.closingCopies,
    hasComboKill: m.wins.hasComboKill,
    controlPlan: m.wins.plans.some((p) => p.key === 'control'),
    // Only an aggressive deck's score pays for them: a slow deck's tapped lands cost tempo it can spare (the warning stays).
    tappedOver: mana.tapped.aggressive ? (Math.max(0, mana.tapped.copies - mana.tapped.budget) * TAPPED_LAND_BUDGET.perCards) / Math.max(m.deckSize, 1) : 0,
    // Fast mana stands in for missing lands (Storm, Doomsday, Shops).
    fastManaCopies: m.wins.fastManaCopies,
    exemptMetrics: plan.exemptMetrics,
    macro: plan.macro,
    tournamentFit: plan.tournamentFit,
    tournamentShape: plan.tournamentShape,
    singleCopyPile: plan.singleCopyPile,
    templateFill: plan.templateFill,
    gameChangers: plan.gameChangers,
  };
}
