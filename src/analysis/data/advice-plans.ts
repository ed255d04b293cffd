/**
 * Which plans each recommendation family applies to, as data: advice.ts asks
 * whether a family applies before it speaks. A plan is the macro archetype the
 * answer shows (`macro_archetype`, the named deck's plan: Affinity is aggro,
 * Mono-Green Devotion ramp) plus what win-conditions.ts found, so advice can
 * never contradict the archetype of the same answer.
 *
 * Why each exclusion (the reasoning strong players give in primers and
 * coverage): control and ramp decks are built to cast expensive cards and
 * want them; combo and reanimator decks cast their expensive cards for free
 * or cheat them into play; cost-reduced cards (affinity, delve, convoke,
 * improvise) cost far less than their mana value; aggressive decks trade card
 * advantage for speed; a deck with a complete combo kill does not need more
 * threats.
 */
import type { MacroArchetype } from '../../contract/schemas.js';
import type { PlayMetric } from '../../contract/score-metrics.js';

export type AdviceFamily = 'lower_curve' | 'add_card_advantage' | 'add_threats' | 'add_interaction' | 'commander_template';

export interface FamilyGate {
  /** Macro archetypes the family never speaks to. */
  skipMacros: readonly MacroArchetype[];
  /** Silent when a curated combo kill is complete. */
  skipWithComboKill: boolean;
  /** Silent when any plan of win-conditions.ts is recognised. */
  skipWithAnyPlan: boolean;
  /**
   * Silent when a recognised plan leaves this metric out of the score
   * (score-plans.ts): advice never asks a deck for what its score says the
   * plan does without (Hammer Time's interaction, Dredge's card draw).
   */
  skipWhenPlanExempts: PlayMetric | null;
  /**
   * Silent for a deck named as a tournament deck (in Commander formats: cEDH,
   * archetype-name.ts): The Command Zone's template is for casual tables, and
   * cEDH lists run fewer lands, no board wipes and tutors in place of draw.
   */
  skipForTournamentDeck: boolean;
}

export const ADVICE_GATES: Record<AdviceFamily, FamilyGate> = {
  lower_curve: { skipMacros: ['control', 'ramp', 'combo'], skipWithComboKill: true, skipWithAnyPlan: false, skipWhenPlanExempts: 'mana_curve', skipForTournamentDeck: false },
  add_card_advantage: { skipMacros: ['aggro', 'tempo'], skipWithComboKill: true, skipWithAnyPlan: false, skipWhenPlanExempts: 'card_advantage', skipForTournamentDeck: false },
  add_threats: { skipMacros: [], skipWithComboKill: true, skipWithAnyPlan: true, skipWhenPlanExempts: 'threat_density', skipForTournamentDeck: false },
  add_interaction: { skipMacros: [], skipWithComboKill: true, skipWithAnyPlan: false, skipWhenPlanExempts: 'interaction_removal', skipForTournamentDeck: false },
  commander_template: { skipMacros: [], skipWithComboKill: false, skipWithAnyPlan: false, skipWhenPlanExempts: null, skipForTournamentDeck: true },
};

/** The Commander template's slots the advice may ask a deck to fill (commander.ts counts them). */
export type TemplateSlot = 'ramp' | 'card_draw' | 'targeted_removal' | 'board_wipes';

/**
 * Template slots a deck is not asked to fill, beyond the family's gate (our
 * judgement; The Command Zone's template is written for four-player casual
 * tables at 40 life):
 * - board wipes, for aggressive decks (aggro, tempo): a wipe kills their own
 *   board, and Krenko, Ghalta or Yuriko lists win by keeping theirs;
 * - ramp, on Arena's Brawl formats: one-on-one games at 25 life, where lists
 *   run more lands (38 for 100 cards, the shared reference's peers' default)
 *   rather than the template's 10-12 rocks and land searches, which a 60-card
 *   Standard Brawl pool and deck cannot fill.
 */
export const TEMPLATE_SLOT_SKIPS: Record<TemplateSlot, { macros: readonly MacroArchetype[]; arenaBrawl: boolean }> = {
  ramp: { macros: [], arenaBrawl: true },
  card_draw: { macros: [], arenaBrawl: false },
  targeted_removal: { macros: [], arenaBrawl: false },
  board_wipes: { macros: ['aggro', 'tempo'], arenaBrawl: false },
};

/**
 * Keywords that let a card be paid (or used) for far less than its mana value:
 * such cards do not make the curve top-heavy. Cycling creatures (Living End)
 * are cycled, not cast; evoke elementals are cast for their evoke cost;
 * madness cards are cast for their madness cost off a discard outlet (the
 * Anje Falkenrath precon was told to lower a curve of madness cards); morph
 * creatures are cast face down for {3} (the Kadena precon was told to lower a
 * curve of morphs its commander casts for nothing).
 */
export const COST_REDUCING_KEYWORDS: ReadonlySet<string> = new Set(['Affinity', 'Delve', 'Convoke', 'Improvise', 'Evoke', 'Emerge', 'Suspend', 'Cycling', 'Madness', 'Morph', 'Megamorph']);

/** "This spell costs {1} less to cast for each artifact" and its kind. */
export const COST_REDUCING_TEXT = /costs? \{\d+\} less to cast for each|costs? \{x\} less to cast/i;

/** The mana value the score counts for a cost-reduced card: what such cards are usually paid. */
export const REDUCED_MANA_VALUE = 2;

/** A curve is only "top-heavy" when at least this share of its 5+ drops are paid at full price. */
export const FULL_PRICE_EXPENSIVE_SHARE = 0.5;
