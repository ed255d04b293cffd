/**
 * The mana curve: nonland copies of the deck proper by mana value as the rules
 * define it (X is 0, a split card sums its halves), 5 and up together, and the
 * unresolved copies apart.
 */
import type { ManaCurve } from '../contract/schemas.js';
import type { DeckCard } from '../domain/deck.js';

/** Mana values from this one up share the curve's last bucket. */
const TOP_BUCKET = 5;

type ExactBucket = '0' | '1' | '2' | '3' | '4';

export function manaCurve(cards: DeckCard[]): ManaCurve {
  const curve: ManaCurve = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5+': 0, unknown: 0 };
  for (const card of cards) {
    if (card.land) continue;
    if (!card.record) {
      curve.unknown += card.quantity;
      continue;
    }
    const mv = Math.floor(card.record.manaValue);
    curve[mv >= TOP_BUCKET ? '5+' : (String(mv) as ExactBucket)] += card.quantity;
  }
  return curve;
}
