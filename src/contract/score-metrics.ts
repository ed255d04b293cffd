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
  'template_fill',
] as const;

export type PlayMetric = (typeof PLAY_METRICS)[number];
export type RequiredMetric = (typeof REQUIRED_METRICS)[number];
export type OptionalMetric = (typeof OPTIONAL_METRICS)[number];
export type Metric = RequiredMetric | OptionalMetric;

export const METRIC_DEFINITIONS: Record<Metric, string> = {
  overall_raw: 'Weighted mean of the play metrics before the cap (weights in the README).',
  structural_raw: 'Mean of mana_curve, land_count and color_consistency: how well the deck is built to cast its spells.',
  cap: 'Highest score the deck can get by its legality status: 10 when legal or unknown (unresolved cards or no legality data: these lower `confidence` instead), 4 when illegal; 4.5 for a pile of single copies (in a format of four copies, half or more of its 20 or more spells are the only copy of their card, cards restricted to one aside). A deck with no resolved card (the structural fallback) gets no score at all.',
  mana_curve: 'Distance of the average mana value from the target for the archetype, and the share of spells at mana value 5 or more: 10 is on target.',
  land_count: 'Land count against the recommendation for the deck size and curve: 10 within the tolerance (1.5 lands or 6 percent), minus 2 per land beyond it; an aggressive low-curve deck may run up to 4 lands fewer.',
  color_consistency: 'Share of the early colour requirements the mana base meets (Karsten 2022): 10 when every colour has its sources.',
  early_game: 'Share of nonland cards castable by turn 2 (mana value 2 or less) against 40 percent for 60-card decks (30 for singleton): 10 at or above.',
  threat_density: 'Threats (creatures, planeswalkers, vehicles, win conditions) as a share of nonland cards against a target of 40 percent.',
  interaction_removal: 'Interaction copies against the target for the deck size (8 per 60 cards, 12 in singleton formats): 10 at or above.',
  card_advantage: 'Card advantage copies against the target (4 per 60 cards, 10 in singleton formats), selection counting half: 10 at or above.',
  synergy_density: 'Share of nonland cards that feed the detected archetype plan (its key roles or tribe): 10 at 50 percent or more.',
  win_condition_clarity: 'How clearly the deck can close a game: win-condition cards (planeswalkers, creatures with power 5 or more or power 3 with evasion, direct damage to players, alternate wins) against 6 per 60 cards (9 in singleton formats): 10 at or above.',
  threat_velocity: 'Share of threats castable by turn 3 (mana value 3 or less).',
  payoff_reliability: 'How often the plan shows up: copies of the cards that feed the detected plan (its key roles or tribe, as in synergy_density) against 8 per 60 cards (12 in singleton formats): 10 at or above.',
  synergy_velocity: 'Share of synergy cards at mana value 3 or less.',
  redundancy: 'Share of nonland copies that repeat a job: second and later copies of a card; in singleton formats, cards sharing a functional role (removal, counterspell, wipe, discard, draw, selection, ramp, tutor, recursion, tokens, win condition) with 5 or more others. 10 at 83 percent (67 in singleton formats).',
  resilience: 'How well the deck recovers from removal and trades: recursion and card advantage copies, repeatable-value permanents counting half, against 6 per 60 cards (12 in singleton formats).',
  bo1_suitability: 'How well the main deck plays without sideboarding: proactive threats, low curve and main-deck interaction (Arena formats only).',
  template_fill: 'Casual Commander formats only (not cEDH): how much of The Command Zone template the deck fills, each of ramp, card draw, targeted removal and board wipes counted against its minimum (at most full) and averaged with weights 1.5, 1.5, 1 and 0.5; aggressive decks are not held to board wipes, nor Arena Brawl decks to ramp. 10 when every slot is filled; each point below 6 costs the score 0.75 before the power factor.',
  wildcard_efficiency: 'Share of nonland copies that are commons or uncommons (a cheaper deck to build on Arena); present for Arena formats.',
};
