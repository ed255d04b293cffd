/**
 * The score: metrics on a 0-10 scale (definitions in score-metrics.ts), a
 * weighted mean, and a cap set by legality and resolution problems.
 */
import type { ScoreBreakdown } from '../contract/schemas.js';
import type { ArchetypeResult } from './archetype.js';
import type { Role } from '../domain/roles.js';
import { landTolerance } from './manabase.js';

export interface ScoreInput {
  deckSize: number;
  nonlands: number;
  singleton: boolean;
  arena: boolean;
  roleCopies: Record<Role, number>;
  averageManaValue: number;
  expensiveShare: number;
  cheapShare: number;
  landCount: number;
  recommendedLands: number;
  /** Aggressive deck with a low curve: its land count is measured from 4 below the recommendation. */
  lowCurveAggro: boolean;
  colorRequirementsMet: number;
  threatsCheap: number;
  synergyCopies: number;
  synergyCheap: number;
  repeatedCopies: number;
  commonUncommonShare: number | null;
  archetype: ArchetypeResult;
  legalityStatus: 'legal' | 'unknown' | 'illegal';
  structural: boolean;
}

const WEIGHTS: Record<string, number> = {
  mana_curve: 1.2,
  land_count: 1.2,
  color_consistency: 1.2,
  early_game: 0.8,
  threat_density: 1,
  interaction_removal: 1,
  card_advantage: 0.9,
  synergy_density: 0.9,
  win_condition_clarity: 0.8,
};

const round1 = (x: number) => Math.round(x * 10) / 10;
const to10 = (x: number) => round1(Math.max(0, Math.min(10, x)));

/** Target average mana value for the plan. */
function curveTarget(archetype: string, singleton: boolean): number {
  if (archetype === 'burn' || archetype === 'aggro' || archetype === 'tempo') return 2.1;
  if (archetype === 'control' || archetype === 'ramp') return singleton ? 3.4 : 3.1;
  return singleton ? 3.1 : 2.7;
}

export function computeScore(input: ScoreInput): { score: number; breakdown: ScoreBreakdown; siteScores: Record<string, unknown> } {
  const per60 = input.singleton ? 1 : Math.max(input.deckSize, 1) / 60;
  const share = (count: number) => (input.nonlands > 0 ? count / input.nonlands : 0);
  const r = input.roleCopies;

  const target = curveTarget(input.archetype.key, input.singleton);
  const mana_curve = to10(10 - Math.abs(input.averageManaValue - target) * 4 - Math.max(0, input.expensiveShare - 0.2) * 20);
  const landTarget = input.lowCurveAggro && input.landCount < input.recommendedLands ? Math.max(input.landCount, input.recommendedLands - 4) : input.recommendedLands;
  const land_count = to10(10 - Math.max(0, Math.abs(input.landCount - landTarget) - landTolerance(input.recommendedLands)) * 2);
  const color_consistency = to10(input.colorRequirementsMet * 10);
  const early_game = to10((input.cheapShare / (input.singleton ? 0.3 : 0.4)) * 10);
  const threat_density = to10((share(r.threat) / 0.4) * 10);
  const interactionTarget = input.singleton ? 12 : 8 * per60;
  const interaction_removal = to10((r.interaction / interactionTarget) * 10);
  const caTarget = input.singleton ? 10 : 4 * per60;
  const card_advantage = to10(((r.card_advantage + r.selection * 0.5) / caTarget) * 10);
  const synergy_density = to10((share(input.synergyCopies) / 0.5) * 10);
  const winConditions = r.win_condition;
  const win_condition_clarity = to10((winConditions / (6 * (input.singleton ? 1.5 : per60))) * 10);

  const threat_velocity = to10((r.threat > 0 ? input.threatsCheap / r.threat : 0) * 10);
  const payoff_reliability = to10((input.synergyCopies / (8 * (input.singleton ? 1.5 : per60))) * 10);
  const synergy_velocity = to10((input.synergyCopies > 0 ? input.synergyCheap / input.synergyCopies : 0) * 10);
  const redundancy = to10(share(input.repeatedCopies) * 10 * (input.singleton ? 1.5 : 1.2));
  const resilience = to10(((r.recursion + r.card_advantage + r.repeatable_value * 0.5) / (6 * (input.singleton ? 2 : per60))) * 10);

  const metrics = { mana_curve, land_count, color_consistency, early_game, threat_density, interaction_removal, card_advantage, synergy_density, win_condition_clarity };
  const totalWeight = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  const overall_raw = round1(Object.entries(metrics).reduce((sum, [k, v]) => sum + v * WEIGHTS[k]!, 0) / totalWeight);
  const structural_raw = round1((mana_curve + land_count + color_consistency) / 3);
  const cap = input.structural ? 5 : input.legalityStatus === 'illegal' ? 4 : input.legalityStatus === 'unknown' ? 7 : 10;
  const score = round1(Math.max(1, Math.min(cap, overall_raw)));

  const breakdown: ScoreBreakdown = {
    overall_raw,
    structural_raw,
    cap,
    ...metrics,
    threat_velocity,
    payoff_reliability,
    synergy_velocity,
    redundancy,
    resilience,
  };
  if (input.arena) {
    breakdown.bo1_suitability = to10((threat_density + early_game + interaction_removal + mana_curve) / 4);
    if (input.commonUncommonShare !== null) breakdown.wildcard_efficiency = to10(input.commonUncommonShare * 10);
  }
  const siteScores = {
    weights: WEIGHTS,
    average_mana_value: Math.round(input.averageManaValue * 100) / 100,
    curve_target: target,
    expensive_share: Math.round(input.expensiveShare * 1000) / 1000,
    cheap_share: Math.round(input.cheapShare * 1000) / 1000,
    land_count: input.landCount,
    recommended_lands: input.recommendedLands,
    color_requirements_met: Math.round(input.colorRequirementsMet * 1000) / 1000,
    interaction_target: Math.round(interactionTarget * 10) / 10,
    card_advantage_target: Math.round(caTarget * 10) / 10,
    synergy_copies: input.synergyCopies,
    role_copies: r,
  };
  return { score, breakdown, siteScores };
}
