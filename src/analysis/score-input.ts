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
import { EARLY_GAME, ON_TIME_MANA_VALUE } from './tuning.js';

/** Cards that feed the plan: the tribe for tribal decks, else any of the archetype's key roles. */
export function feedsPlan(archetype: ArchetypeResult): (card: DeckCard) => boolean {
  if (archetype.key === 'tribal') return (c) => Boolean(archetype.tribe && c.record?.subtypes.includes(archetype.tribe));
  return (c) => archetype.keyRoles.some((r) => c.roles.has(r));
}

/** Mean share of each colour's early requirement that its sources meet (1 when nothing is required). */
function colorRequirementsMet(mana: ManaBaseResult): number {
  if (!mana.earlySpells.length) return 1;
  return mana.earlySpells.reduce((s, e) => s + Math.min(1, e.sources / e.required), 0) / mana.earlySpells.length;
}

/** Share of the nonland copies with known rarities printed at common or uncommon (null when none is known). */
function commonUncommonShare(cards: DeckCard[]): number | null {
  const known = cards.filter((c) => c.record!.rarities.length > 0);
  if (!known.length) return null;
  return copies(known, (c) => c.record!.rarities.some((r) => r === 'common' || r === 'uncommon')) / copies(known);
}

/** Copies of resolved nonland cards at mana value `max` or less. */
const atMost = (max: number) => (c: DeckCard) => c.record!.manaValue <= max;

export function scoreInput(
  m: DeckMeasures,
  format: FormatRules,
  archetype: ArchetypeResult,
  mana: ManaBaseResult,
  lowCurveAggro: boolean,
  legalityStatus: LegalityStatus,
): ScoreInput {
  const n = m.resolvedNonlandCopies;
  const cards = m.resolvedNonland;
  const synergyCards = cards.filter(feedsPlan(archetype));
  return {
    deckSize: m.deckSize,
    nonlands: n,
    singleton: format.copyLimit === 1,
    arena: format.arena,
    roleCopies: m.roles,
    averageManaValue: m.averageManaValue,
    expensiveShare: n ? m.expensiveCopies / n : 0,
    cheapShare: n ? copies(cards, atMost(EARLY_GAME.cheapManaValue)) / n : 0,
    landCount: m.lands,
    recommendedLands: mana.recommendedLands,
    lowCurveAggro,
    colorRequirementsMet: colorRequirementsMet(mana),
    threatsCheap: copies(cards, (c) => c.roles.has('threat') && atMost(ON_TIME_MANA_VALUE)(c)),
    synergyCopies: copies(synergyCards),
    synergyCheap: copies(synergyCards, atMost(ON_TIME_MANA_VALUE)),
    redundantCopies: redundantCopies(cards, format.copyLimit === 1),
    commonUncommonShare: commonUncommonShare(cards),
    archetype,
    legalityStatus,
  };
}
