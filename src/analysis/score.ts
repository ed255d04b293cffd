/**
 * The score: play metrics on a 0-10 scale (definitions in
 * contract/score-metrics.ts), their weighted mean, scaled by the evidence
 * that the list is a tournament deck, and a cap set by legality.
 * Every weight and target is in tuning.ts. A deck with no resolved card gets
 * no score at all (the structural fallback), so there is no cap for it here.
 */
import { plural } from '../domain/text.js';
import type { MacroArchetype, ScoreBreakdown } from '../contract/schemas.js';
import type { PlayMetric } from '../contract/score-metrics.js';
import type { Role } from '../domain/roles.js';
import type { ArchetypeResult } from './archetype.js';
import { landTolerance } from './land-count.js';
import {
  AGGRESSIVE_MACROS,
  BIG_SPELL_MACROS,
  CARD_ADVANTAGE_TARGET,
  CURVE_TARGETS,
  EARLY_GAME,
  FUNDAMENTALS,
  INTERACTION_TARGET,
  LAND_COUNT_PENALTY_PER_LAND,
  LOW_CURVE_AGGRO,
  MANA_CURVE_PENALTY,
  PAYOFF_TARGET,
  REDUNDANCY,
  REPEATABLE_VALUE_WEIGHT,
  RESILIENCE_TARGET,
  SCORE_CAPS,
  SINGLE_COPY_PILE,
  SCORE_FLOOR,
  SCORE_WEIGHTS,
  SELECTION_CAP,
  SELECTION_WEIGHT,
  SYNERGY_SHARE_TARGET,
  TEMPLATE_FILL,
  GAME_CHANGER_EVIDENCE,
  THREAT_SHARE_TARGET,
  TOURNAMENT_EVIDENCE,
  TOURNAMENT_SHAPE,
  WIN_CONDITION_TARGET,
  CONTROL_WIN_CONDITION_TARGET,
  TAPPED_LAND_SCORE_PENALTY,
  deckTarget,
  type DeckTarget,
} from './tuning.js';

export type LegalityStatus = keyof typeof SCORE_CAPS;

/** The contract types legality.status as a string; the score needs one of its three values. */
export function legalityStatusOf(status: string): LegalityStatus {
  if (status === 'legal' || status === 'unknown' || status === 'illegal') return status;
  throw new Error(`Unknown legality status: ${status}`);
}

export interface ScoreInput {
  deckSize: number;
  nonlands: number;
  singleton: boolean;
  arena: boolean;
  roleCopies: Record<Role, number>;
  averageManaValue: number;
  expensiveShare: number;
  cheapShare: number;
  /** Lands plus fast mana: the mana sources the land count is measured on. */
  landCount: number;
  recommendedLands: number;
  /** What cheap nonland mana takes off the recommendation: a count above it is measured against the recommendation plus this. */
  landShare: number;
  /** The mana base calls the land count right for this deck (within range, or set by its plan: landfall, artifact lands, fast mana). */
  landCountAccepted: boolean;
  /** Aggressive deck with a low curve: its land count is measured from a few lands below the recommendation. */
  lowCurveAggro: boolean;
  colorRequirementsMet: number;
  threatsCheap: number;
  synergyCopies: number;
  synergyCheap: number;
  /** Nonland copies that repeat a card (60-card formats) or a card's job (singleton formats): redundancy.ts. */
  redundantCopies: number;
  commonUncommonShare: number | null;
  archetype: ArchetypeResult;
  /** The macro archetype the answer shows (archetype-name.ts): the curve target reads it, as advice does. */
  macro: MacroArchetype;
  legalityStatus: LegalityStatus;
  /** Copies that close games, and whether a curated combo kill is complete (win-conditions.ts). */
  closingCopies: number;
  hasComboKill: boolean;
  /** Its way to win is the control plan (answers, then a few finishers): it is held to fewer closing cards. */
  controlPlan: boolean;
  /** Lands that always enter tapped beyond the deck's budget, per 60 cards (manabase.ts `tappedReview`). */
  tappedOver: number;
  /** Copies of fast mana: they cover a shortfall of lands, never count as too many. */
  fastManaCopies: number;
  /** Metrics that do not measure the deck's plan (data/score-plans.ts): out of the mean. */
  exemptMetrics: ReadonlySet<PlayMetric>;
  /** 0-1: how surely the list is a tournament deck (its name's confidence when archetype-name.ts calls it one, else 0). */
  tournamentFit: number;
  /** Mostly single copies in a format of four (facts.ts isSingleCopyPile): its score is capped (SINGLE_COPY_PILE). */
  singleCopyPile: boolean;
  /** A 60-card-format list of exactly its minimum with a sideboard of 8 to 15 cards (TOURNAMENT_SHAPE): shaped as a tournament entry. */
  tournamentShape: boolean;
  /** 0-1: how much of the Commander template's slots a casual Commander deck fills (commander.ts templateFill); null when it is not held to the template. */
  templateFill: number | null;
  /** Game Changers in a Commander deck (the brackets' list, commander.ts); 0 elsewhere. */
  gameChangers: number;
}

/** The evidence of power its Game Changers give a Commander deck, 0-1 (GAME_CHANGER_EVIDENCE). */
function gameChangerEvidence(gameChangers: number): number {
  return Math.min(GAME_CHANGER_EVIDENCE.most, gameChangers * GAME_CHANGER_EVIDENCE.perCard);
}

/** The evidence of power a list's shape gives, 0-1 (TOURNAMENT_SHAPE). */
const shapeEvidence = (input: ScoreInput): number => (input.tournamentShape ? TOURNAMENT_SHAPE.evidence : 0);

/** The share of the measured mean a deck keeps, by its evidence of power (TOURNAMENT_EVIDENCE, TOURNAMENT_SHAPE, GAME_CHANGER_EVIDENCE). */
function powerFactor(input: ScoreInput): number {
  const keep = TOURNAMENT_EVIDENCE.unprovenShare;
  const evidence = Math.max(input.tournamentFit, shapeEvidence(input), gameChangerEvidence(input.gameChangers));
  return keep + (1 - keep) * Math.max(0, Math.min(1, evidence));
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const to10 = (x: number) => round1(Math.max(0, Math.min(10, x)));
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** Target average mana value for the plan. */
function curveTarget(macro: MacroArchetype, singleton: boolean): number {
  if (AGGRESSIVE_MACROS.has(macro)) return CURVE_TARGETS.aggressive;
  const targets = BIG_SPELL_MACROS.has(macro) ? CURVE_TARGETS.bigSpells : CURVE_TARGETS.other;
  return singleton ? targets.singleton : targets.constructed;
}

/** What each target asks of this deck (copies), for the metrics and for site_scores. */
function targetsFor(input: ScoreInput) {
  const at = (target: DeckTarget) => deckTarget(target, input.singleton, input.deckSize);
  return {
    curve: curveTarget(input.macro, input.singleton),
    interaction: at(INTERACTION_TARGET),
    cardAdvantage: at(CARD_ADVANTAGE_TARGET),
    winConditions: at(input.controlPlan ? CONTROL_WIN_CONDITION_TARGET : WIN_CONDITION_TARGET),
    payoffs: at(PAYOFF_TARGET),
    resilience: at(RESILIENCE_TARGET),
  };
}

type Targets = ReturnType<typeof targetsFor>;

/** The land count the deck is measured against: an aggressive low-curve deck may sit a few lands under it. */
function landTarget(input: ScoreInput): number {
  if (!input.lowCurveAggro || input.landCount >= input.recommendedLands) return input.recommendedLands;
  return Math.max(input.landCount, input.recommendedLands - LOW_CURVE_AGGRO.fewerLands);
}

/** The nine weighted metrics, in the order of SCORE_WEIGHTS. */
function playMetrics(input: ScoreInput, targets: Targets): Record<PlayMetric, number> {
  const share = (count: number) => (input.nonlands > 0 ? count / input.nonlands : 0);
  const r = input.roleCopies;
  const P = MANA_CURVE_PENALTY;
  const over = input.averageManaValue - targets.curve;
  const curveOff = over >= 0 ? over * P.perManaValueOffTarget : -over * P.perManaValueUnderTarget;
  const sources = input.landCount + Math.min(input.fastManaCopies, Math.max(0, landTarget(input) - input.landCount));
  // Where the mana base accepts the count, the score agrees: one verdict on lands per answer.
  const target = landTarget(input);
  // Cheap mana and modal land backs never make lands too many: a count above is measured against the undiscounted target.
  const gap = sources > target ? Math.max(0, sources - target - input.landShare) : target - sources;
  const landsOff = input.landCountAccepted ? 0 : Math.max(0, gap - landTolerance(input.recommendedLands));
  return {
    mana_curve: to10(10 - curveOff - Math.max(0, input.expensiveShare - P.expensiveShareAllowed) * P.perExpensiveShare),
    land_count: to10(10 - landsOff * LAND_COUNT_PENALTY_PER_LAND),
    color_consistency: to10(input.colorRequirementsMet * 10 - input.tappedOver * TAPPED_LAND_SCORE_PENALTY),
    early_game: to10((input.cheapShare / (input.singleton ? EARLY_GAME.cheapShare.singleton : EARLY_GAME.cheapShare.constructed)) * 10),
    // Burn spells are a burn deck's threats, Bridge from Below a Dredge deck's: the plan's closers count.
    threat_density: to10((share(Math.max(r.threat, input.closingCopies)) / THREAT_SHARE_TARGET) * 10),
    interaction_removal: to10((r.interaction / targets.interaction) * 10),
    // Selection smooths draws but nets no card: it can fill at most half the metric, so a deck without
    // card advantage never reads as full on it (the NO_CARD_ADVANTAGE warning and this metric agree).
    card_advantage: to10((r.card_advantage / targets.cardAdvantage) * 10 + Math.min(SELECTION_CAP, ((r.selection * SELECTION_WEIGHT) / targets.cardAdvantage) * 10)),
    // A share needs numbers behind it: four Lightning Bolts are all of a pile's spells but no burn plan.
    synergy_density: to10((share(input.synergyCopies) / SYNERGY_SHARE_TARGET) * 10 * Math.min(1, input.synergyCopies / targets.payoffs)),
    win_condition_clarity: input.hasComboKill ? 10 : to10((input.closingCopies / targets.winConditions) * 10),
  };
}

/** Unweighted metrics that explain the score (threat_velocity to resilience). */
function supportingMetrics(input: ScoreInput, targets: Targets) {
  const r = input.roleCopies;
  const share = (count: number) => (input.nonlands > 0 ? count / input.nonlands : 0);
  return {
    threat_velocity: to10((r.threat > 0 ? input.threatsCheap / r.threat : 0) * 10),
    payoff_reliability: to10((input.synergyCopies / targets.payoffs) * 10),
    synergy_velocity: to10((input.synergyCopies > 0 ? input.synergyCheap / input.synergyCopies : 0) * 10),
    redundancy: to10(share(input.redundantCopies) * 10 * (input.singleton ? REDUNDANCY.scale.singleton : REDUNDANCY.scale.constructed)),
    resilience: to10(((r.recursion + r.card_advantage + r.repeatable_value * REPEATABLE_VALUE_WEIGHT) / targets.resilience) * 10),
  };
}

/** The weighted metrics and the fundamentals' penalties, listed once rather than per request. */
const WEIGHTED_METRICS = Object.keys(SCORE_WEIGHTS) as PlayMetric[];
const PENALTIES_PER_POINT = Object.entries(FUNDAMENTALS.penaltyPerPoint) as Array<[PlayMetric, number]>;

/**
 * The weighted mean, less the weakest links: a deck that cannot cast its
 * spells or has no way to win fails however good its other numbers are, so
 * each fundamental metric below its floor costs points a mean would hide.
 */
function weightedMean(metrics: Record<PlayMetric, number>, exempt: ReadonlySet<PlayMetric>, penalty: number): number {
  const counted = WEIGHTED_METRICS.filter((k) => !exempt.has(k));
  const totalWeight = counted.reduce((sum, k) => sum + SCORE_WEIGHTS[k], 0);
  const mean = counted.reduce((sum, k) => sum + metrics[k] * SCORE_WEIGHTS[k], 0) / totalWeight;
  // The contract's scale starts at 0: a pile's penalties cannot take it below.
  return round1(Math.max(0, mean - penalty));
}

/** Points the fundamental metrics below their floor cost (lands, colours, a way to win). */
function fundamentalsPenalty(metrics: Record<PlayMetric, number>, exempt: ReadonlySet<PlayMetric>): number {
  return PENALTIES_PER_POINT
    .filter(([k]) => !exempt.has(k))
    .reduce((sum, [k, perPoint]) => sum + Math.max(0, FUNDAMENTALS.floor - metrics[k]) * perPoint, 0);
}

/**
 * `score_reason`: the score from the build's measure, the evidence that the
 * list is a tournament deck and the legality cap, in one sentence, so a score
 * far below its metrics is never unexplained.
 */
function scoreReason(score: number, parts: { built: number; fundamentals: number; template: number; factor: number; cap: number }, input: ScoreInput): string {
  const { built, factor, cap } = parts;
  const penalty = round1(parts.fundamentals);
  const template = round1(parts.template);
  const left = [...input.exemptMetrics];
  const how = [
    `the weighted mean of its play metrics${left.length ? `, without ${left.join(', ')}, which its plan is not judged by` : ''}`,
    ...(penalty > 0 ? [`less ${penalty} for lands, colours or a way to win below ${FUNDAMENTALS.floor}`] : []),
    ...(template > 0 ? [`less ${template} for filling ${Math.round((input.templateFill ?? 0) * 100)}% of the Commander template's nonland slots`] : []),
  ];
  // Arena's Brawl has no cEDH: its decks are weighed as casual Commander decks are, and the reason says so.
  const unproven = !input.singleton ? 'it matches no tournament archetype of its format' : input.arena ? 'Brawl has no tournament lists to match' : 'it is not a cEDH list';
  const changers = gameChangerEvidence(input.gameChangers) > input.tournamentFit;
  const shaped = shapeEvidence(input) > input.tournamentFit;
  const evidence =
    changers
      ? `times ${factor}: ${unproven}, but its ${plural(input.gameChangers, 'Game Changer')} (the brackets' list of the cards that most raise a deck's power) ${input.gameChangers > 1 ? 'are' : 'is'} evidence of power`
      : shaped
        ? `times ${factor}: ${unproven}, but its ${input.deckSize} cards and sideboard are shaped as a tournament entry`
        : input.tournamentFit > 0
          ? `times ${factor}, as a tournament deck named with confidence ${input.tournamentFit}`
          : `times ${factor}: ${unproven}, and the metrics see how a deck is built, not how strong its cards are`;
  const capWhy = cap === SCORE_CAPS.illegal ? 'as the deck is not legal in the format' : 'as most of its spells are single copies: a pile, not yet a plan';
  const limits = [...(built * factor > cap ? [`capped at ${cap} ${capWhy}`] : []), ...(built * factor < SCORE_FLOOR ? [`raised to the scale's floor of ${SCORE_FLOOR}`] : [])];
  return `Score ${score}: the build measures ${built} (${how.join('; ')}), ${evidence}${limits.length ? `; ${limits.join('; ')}` : ''}.`;
}

/** Arena-only metrics: how the main deck plays without a sideboard, and how cheap it is to craft. */
function arenaMetrics(input: ScoreInput, m: Record<PlayMetric, number>): Partial<ScoreBreakdown> {
  if (!input.arena) return {};
  return {
    bo1_suitability: to10((m.threat_density + m.early_game + m.interaction_removal + m.mana_curve) / 4),
    ...(input.commonUncommonShare !== null ? { wildcard_efficiency: to10(input.commonUncommonShare * 10) } : {}),
  };
}

/** The raw inputs each metric was computed from, for site_scores. */
function siteScores(input: ScoreInput, targets: Targets, powerFactorShown: number): Record<string, unknown> {
  return {
    weights: SCORE_WEIGHTS,
    average_mana_value: round(input.averageManaValue, 2),
    curve_target: targets.curve,
    expensive_share: round(input.expensiveShare, 3),
    cheap_share: round(input.cheapShare, 3),
    land_count: input.landCount,
    recommended_lands: input.recommendedLands,
    color_requirements_met: round(input.colorRequirementsMet, 3),
    interaction_target: round(targets.interaction, 1),
    card_advantage_target: round(targets.cardAdvantage, 1),
    synergy_copies: input.synergyCopies,
    role_copies: input.roleCopies,
    fast_mana_copies: input.fastManaCopies,
    exempt_metrics: [...input.exemptMetrics],
    tournament_fit: input.tournamentFit,
    tournament_shape_evidence: shapeEvidence(input),
    game_changer_evidence: round(gameChangerEvidence(input.gameChangers), 3),
    power_factor: powerFactorShown,
  };
}

/** The Commander template's fill on the 0-10 scale, and the points a fill below the floor costs (TEMPLATE_FILL). */
function templateFillScore(input: ScoreInput): { template_fill?: number; penalty: number } {
  if (input.templateFill === null) return { penalty: 0 };
  const fill = to10(input.templateFill * 10);
  return { template_fill: fill, penalty: Math.max(0, TEMPLATE_FILL.floor - fill) * TEMPLATE_FILL.penaltyPerPoint };
}

export function computeScore(input: ScoreInput): { score: number; reason: string; breakdown: ScoreBreakdown; siteScores: Record<string, unknown> } {
  const targets = targetsFor(input);
  const metrics = playMetrics(input, targets);
  const template = templateFillScore(input);
  const penalty = fundamentalsPenalty(metrics, input.exemptMetrics);
  const overall_raw = weightedMean(metrics, input.exemptMetrics, penalty + template.penalty);
  const structural_raw = round1((metrics.mana_curve + metrics.land_count + metrics.color_consistency) / 3);
  const cap = Math.min(SCORE_CAPS[input.legalityStatus], input.singleCopyPile ? SINGLE_COPY_PILE.scoreCap : SCORE_CAPS.legal);
  const factor = powerFactor(input);
  // The factor as the answer shows it (site_scores.power_factor, score_reason).
  const shown = round(factor, 3);
  const score = round1(Math.max(SCORE_FLOOR, Math.min(cap, overall_raw * factor)));
  const breakdown: ScoreBreakdown = {
    overall_raw,
    structural_raw,
    cap,
    ...metrics,
    ...supportingMetrics(input, targets),
    ...arenaMetrics(input, metrics),
    ...(template.template_fill !== undefined ? { template_fill: template.template_fill } : {}),
  };
  const reason = scoreReason(score, { built: overall_raw, fundamentals: penalty, template: template.penalty, factor: shown, cap }, input);
  return { score, reason, breakdown, siteScores: siteScores(input, targets, shown) };
}
