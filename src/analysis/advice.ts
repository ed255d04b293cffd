/**
 * Strengths, weaknesses, recommendations and the analysis warnings: each
 * specific, with cards and numbers.
 */
import type { Static } from 'typebox';
import type { AnalysisWarning, CommanderTemplate, DeckFacts, Legality, ScoreBreakdown } from '../contract/schemas.js';
import type { FormatRules } from '../domain/formats.js';
import type { ArchetypeResult } from './archetype.js';
import type { ManaBaseResult } from './manabase.js';
import type { Role } from '../domain/roles.js';
import { warning } from '../contract/warnings.js';
import { plural } from '../domain/text.js';

const COLOR_NAMES = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const;

export interface AdviceInput {
  format: FormatRules;
  deckSize: number;
  facts: DeckFacts;
  roles: Record<Role, number>;
  averageManaValue: number;
  expensiveCopies: number;
  mana: ManaBaseResult;
  archetype: ArchetypeResult;
  legality: Legality;
  breakdown: ScoreBreakdown;
  template?: Static<typeof CommanderTemplate>;
}

export function adviseDeck(input: AdviceInput): {
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
  warnings: AnalysisWarning[];
} {
  const { format, facts, roles, mana, breakdown } = input;
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const recommendations: string[] = [];
  const warnings: AnalysisWarning[] = [];
  const singleton = format.copyLimit === 1;
  const scale = singleton ? 1 : Math.max(input.deckSize, 1) / 60;
  const aggressive = ['aggro', 'burn', 'tempo'].includes(input.archetype.key);

  // Legality first: nothing else matters if the deck cannot be registered.
  if (input.legality.status === 'illegal') {
    weaknesses.push(`Not legal in ${format.name}: ${input.legality.notes.filter((n) => !n.startsWith('Maybeboard')).slice(0, 3).join(' ')}`);
    for (const c of input.legality.copy_limit_cards ?? []) {
      recommendations.push(`Cut ${c.copies - c.limit} ${c.name} (${c.copies} copies, limit ${c.limit}).`);
    }
    for (const name of input.legality.illegal_cards) recommendations.push(`Replace ${name}: it is not allowed in ${format.name}.`);
    for (const v of input.legality.color_identity_violations ?? []) {
      recommendations.push(`Replace ${v.name} (identity ${v.card_identity.join('')}) with a card inside ${v.commander_identity.join('') || 'colourless'}.`);
    }
  }

  // Colours.
  for (const s of mana.shortColors) {
    const have = s.sources;
    const turn = s.turn;
    const message = `Add ${s.required - have} ${COLOR_NAMES[s.color]} source${s.required - have > 1 ? 's' : ''}: ${have} of the ${s.required} needed to cast ${s.spell} on turn ${turn}.`;
    recommendations.push(message);
    weaknesses.push(`Short on ${COLOR_NAMES[s.color]} mana: ${have} sources for ${s.spell} (${s.manaCost}), which needs ${s.required}.`);
    warnings.push(warning('COLOR_SOURCES_SHORT', { colorName: COLOR_NAMES[s.color], sources: have, required: s.required, spell: s.spell, turn }));
  }
  if (mana.earlySpells.length > 0 && mana.shortColors.length === 0) {
    strengths.push(`Mana base meets Karsten's requirements for every colour (${mana.earlySpells.map((s) => `${s.color} ${s.sources}/${s.required}`).join(', ')}).`);
  }

  // Lands.
  const status = mana.manaBase.land_count_status;
  const recommended = Math.round(mana.recommendedLands);
  if (status === 'low') {
    const message = `${plural(facts.lands, 'land')}, about ${recommended} recommended for this curve (average mana value ${input.averageManaValue.toFixed(2)}).`;
    weaknesses.push(`Few lands: ${message}`);
    recommendations.push(`Play ${recommended - facts.lands} more land${recommended - facts.lands > 1 ? 's' : ''} (${facts.lands} now, about ${recommended} recommended).`);
    warnings.push(warning('LOW_LAND_COUNT', { lands: facts.lands, recommended, averageManaValue: input.averageManaValue }));
  } else if (status === 'high') {
    const message = `${plural(facts.lands, 'land')}, about ${recommended} recommended for this curve (average mana value ${input.averageManaValue.toFixed(2)}).`;
    weaknesses.push(`Many lands: ${message}`);
    recommendations.push(`Cut ${facts.lands - recommended} land${facts.lands - recommended > 1 ? 's' : ''} for spells (${facts.lands} now, about ${recommended} recommended).`);
    warnings.push(warning('HIGH_LAND_COUNT', { lands: facts.lands, recommended, averageManaValue: input.averageManaValue }));
  } else if (status === 'acceptable_for_low_curve_aggro') {
    strengths.push(`Lean mana base (${facts.lands} lands) that suits a low curve (average mana value ${input.averageManaValue.toFixed(2)}).`);
  }

  // Curve.
  const curveLimit = aggressive ? 2.6 : singleton ? 3.8 : 3.4;
  const expensiveShare = facts.nonlands > 0 ? input.expensiveCopies / facts.nonlands : 0;
  if (input.averageManaValue > curveLimit || expensiveShare > (singleton ? 0.25 : 0.2)) {
    const message = `Average mana value ${input.averageManaValue.toFixed(2)}, with ${input.expensiveCopies} of ${facts.nonlands} nonland cards at mana value 5 or more.`;
    weaknesses.push(`Top-heavy curve: ${message}`);
    recommendations.push(`Lower the curve: trade some of the ${input.expensiveCopies} cards at mana value 5+ for plays at 2 or 3.`);
    warnings.push(warning('CURVE_TOO_HIGH', { averageManaValue: input.averageManaValue, expensive: input.expensiveCopies, nonlands: facts.nonlands }));
  } else if (breakdown.early_game >= 8) {
    strengths.push(`Fast start: ${Math.round((breakdown.early_game / 10) * (singleton ? 30 : 40))}% or more of the spells cost 2 or less.`);
  }

  // Interaction.
  const interactionTarget = Math.round(singleton ? 12 : 8 * scale);
  if (roles.interaction < interactionTarget / 2) {
    const message = `${plural(roles.interaction, 'interaction card')} (removal, counterspells, burn that hits creatures, wipes); about ${interactionTarget} is typical.`;
    weaknesses.push(`Little interaction: ${message}`);
    recommendations.push(`Add ${interactionTarget - roles.interaction} removal or counter spells (${roles.interaction} now, about ${interactionTarget} typical).`);
    warnings.push(warning('LOW_INTERACTION', { interaction: roles.interaction, target: interactionTarget }));
  } else if (roles.interaction >= interactionTarget) {
    strengths.push(`Plenty of interaction: ${plural(roles.interaction, 'card')} that answer the opponent.`);
  }

  // Card advantage.
  if (roles.card_advantage === 0 && !aggressive) {
    const message = 'No card in the deck draws more than one card or draws repeatedly.';
    weaknesses.push(`No card advantage: ${message}`);
    recommendations.push(`Add ${Math.round(singleton ? 10 : 4 * scale)} card-advantage cards so long games do not run out of gas.`);
    warnings.push(warning('NO_CARD_ADVANTAGE', { aggressive: false }));
  } else if (roles.card_advantage === 0) {
    warnings.push(warning('NO_CARD_ADVANTAGE', { aggressive: true }));
  } else if (breakdown.card_advantage >= 8) {
    strengths.push(`Card advantage: ${plural(roles.card_advantage, 'card')} that draw extra cards${roles.selection ? `, plus ${roles.selection} for selection` : ''}.`);
  }

  // Plan.
  if (input.archetype.key !== 'unclassified' && breakdown.synergy_density >= 7) {
    strengths.push(`Focused ${input.archetype.label} plan: ${Math.round((breakdown.synergy_density / 10) * 50)}% or more of the spells serve it.`);
  }
  if (breakdown.win_condition_clarity < 4) {
    weaknesses.push(`Unclear way to win: ${plural(roles.win_condition, 'card')} that close games (large or evasive threats, direct damage, alternate wins).`);
    recommendations.push('Add a few threats that end the game quickly once the deck is ahead.');
  }
  if (roles.threat > 0 && breakdown.threat_density >= 8) strengths.push(`Threat-dense: ${plural(roles.threat, 'threat')} among ${facts.nonlands} spells.`);

  // Commander template.
  if (input.template) {
    const labels = { lands: 'lands', ramp: 'ramp cards', card_draw: 'card-draw cards', targeted_removal: 'targeted removal spells', board_wipes: 'board wipes' } as const;
    for (const key of Object.keys(labels) as Array<keyof typeof labels>) {
      const t = input.template[key];
      if (t.status === 'low' && key !== 'lands') {
        recommendations.push(`Add ${t.min - t.count} ${labels[key]}: ${t.count} now, ${t.min}-${t.max} in a common Commander template.`);
      }
    }
  }

  return { strengths, weaknesses, recommendations, warnings };
}
