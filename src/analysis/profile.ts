/**
 * The archetype detector's view of a deck: role copies, curve, big payoffs,
 * the leading creature type and how much of the list resolved.
 */
import type { AssembledDeck, DeckCard } from '../domain/deck.js';
import { copies } from '../domain/deck.js';
import type { FormatRules } from '../domain/formats.js';
import type { DeckProfile } from './archetype.js';
import type { DeckMeasures } from './facts.js';
import { BIG_SPELL_MANA_VALUE } from './tuning.js';

/** Creature types among the creatures with their copies, most common first (ties broken by name). */
export function tribeCounts(cards: DeckCard[]): Array<{ type: string; copies: number }> {
  const counts = new Map<string, number>();
  for (const card of cards) {
    if (!card.roles.has('creature') || !card.record) continue;
    for (const type of card.record.subtypes) counts.set(type, (counts.get(type) ?? 0) + card.quantity);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type, copies]) => ({ type, copies }));
}

/** Share of copies (every section but the maybeboard) that resolved or are basic lands. */
function resolvedShare(deck: AssembledDeck): number {
  const counted = deck.cards.filter((c) => c.section !== 'maybeboard');
  const total = copies(counted);
  return total > 0 ? copies(counted, (c) => Boolean(c.record) || c.basic) / total : 0;
}

export function deckProfile(m: DeckMeasures, deck: AssembledDeck, format: FormatRules): DeckProfile {
  const n = m.resolvedNonlandCopies;
  const tribes = tribeCounts(m.nonlandCards);
  return {
    nonlands: n,
    roleCopies: m.roles,
    averageManaValue: m.averageManaValue,
    bigSpellShare: n > 0 ? copies(m.resolvedNonland, (c) => c.record!.manaValue >= BIG_SPELL_MANA_VALUE) / n : 0,
    // The most common type (ties broken by name): the first of the same count.
    topTribe: tribes[0] ?? null,
    tribes,
    singleton: format.copyLimit === 1,
    resolvedShare: resolvedShare(deck),
  };
}
