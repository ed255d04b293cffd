/** The score's metrics and their one-line definitions (all on a 0-10 scale, higher is better). */

/** The nine metrics the overall score weighs (weights in analysis/tuning.ts). */
export const PLAY_METRICS = [
  'mana_curve',
  'land_count',
  'color_consistency',
  'early_game',
  'threat_density',
  'interaction_removal',
  'card_advantage',
  'synergy_density',
  'win_condition_clarity',
] as const;

export const REQUIRED_METRICS = ['overall_raw', 'structural_raw', 'cap', ...PLAY_METRICS] as const;

export const OPTIONAL_METRICS = [
  'threat_velocity',
  'payoff_reliability',
  'synergy_velocity',
  'redundancy',
  'resilience',
  'bo1_suitability',
  'wildcard_efficiency',
] as const;

export type PlayMetric = (typeof PLAY_METRICS)[number];
export type RequiredMetric = (typeof REQUIRED_METRICS)[number];
export type OptionalMetric = (typeof OPTIONAL_METRICS)[number];
export type Metric = RequiredMetric | OptionalMetric;

export const METRIC_DEFINITIONS: Record<Metric, string> = {
  overall_raw: 'Weighted mean of the play metrics before the cap (weights in the README).',
  structural_raw: 'Mean of mana_curve, land_count and color_consistency: how well the deck is built to cast its spells.',
  cap: 'Highest score the deck can get: 10, lowered by legality problems (illegal: 4) and unresolved cards (unknown: 7; structural fallback: 5).',
  mana_curve: 'Distance of the average mana value from the target for the archetype, and the share of spells at mana value 5 or more: 10 is on target.',
  land_count: 'Land count against the recommendation for the deck size and curve: 10 within the tolerance (1.5 lands or 6 percent), minus 2 per land beyond it; an aggressive low-curve deck may run up to 4 lands fewer.',
  color_consistency: 'Share of the early colour requirements the mana base meets (Karsten 2022): 10 when every colour has its sources.',
  early_game: 'Share of nonland cards castable by turn 2 (mana value 2 or less) against 40 percent for 60-card decks (30 for singleton): 10 at or above.',
  threat_density: 'Threats (creatures, planeswalkers, vehicles, win conditions) as a share of nonland cards against a target of 40 percent.',
  interaction_removal: 'Interaction copies against the target for the deck size (8 per 60 cards, 12 in Commander): 10 at or above.',
  card_advantage: 'Card advantage copies against the target (4 per 60 cards, 10 in Commander), selection counting half.',
  synergy_density: 'Share of nonland cards that feed the detected archetype plan (its key roles or tribe).',
  win_condition_clarity: 'How clearly the deck can close a game: win-condition cards and evasive or large threats, 10 with 6 or more per 60 cards.',
  threat_velocity: 'Share of threats castable by turn 3 (mana value 3 or less).',
  payoff_reliability: 'How often the plan finds a payoff: copies of the most common key card family against 8 per 60 cards.',
  synergy_velocity: 'Share of synergy cards at mana value 3 or less.',
  redundancy: 'Share of nonland copies that are second or later copies of a card (singleton formats: cards sharing a role with 5 or more others).',
  resilience: 'Recursion, protection and card advantage copies that help the deck recover, against 6 per 60 cards.',
  bo1_suitability: 'How well the main deck plays without sideboarding: proactive threats, low curve and main-deck interaction (Arena formats only).',
  wildcard_efficiency: 'Share of nonland copies that are commons or uncommons (a cheaper deck to build on Arena); present for Arena formats.',
};
