/**
 * A parsed deck joined with its card records: the shape every rule and
 * analysis step reads, and the two counting helpers they share.
 */
import type { CardRecord } from './cards.js';
import type { Section } from './decklist.js';
import type { Role } from './roles.js';

export interface DeckCard {
  name: string;
  quantity: number;
  section: Section;
  record: CardRecord | undefined;
  /** Recognised by name as a basic land even without card data. */
  basic: boolean;
  land: boolean;
  roles: ReadonlySet<Role>;
}

export interface AssembledDeck {
  cards: DeckCard[];
}

/** Copies in the deck proper: main deck and commander(s). */
export function inDeck(card: DeckCard): boolean {
  return card.section === 'main' || card.section === 'commander';
}

export function copies(cards: Iterable<DeckCard>, predicate: (card: DeckCard) => boolean = () => true): number {
  let total = 0;
  for (const card of cards) if (predicate(card)) total += card.quantity;
  return total;
}
