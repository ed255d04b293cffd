/**
 * Redundant copies, the input of the redundancy metric. A 60-card deck is
 * redundant through duplicates: every copy after the first. A singleton deck
 * has no duplicates, so it is redundant through function: a card counts when
 * it shares a job (removal, draw, ramp...) with enough other cards that the
 * deck still finds that job when one of them is missing.
 */
import type { DeckCard } from '../domain/deck.js';
import type { Role } from '../domain/roles.js';
import { REDUNDANCY } from './tuning.js';
import { perRoleSet } from './card-memo.js';

const FUNCTIONAL: ReadonlySet<Role> = new Set(REDUNDANCY.functionalRoles);

/** A role set's functional roles, once per set. */
const functionalRoles = perRoleSet((roles): readonly Role[] => [...roles].filter((role) => FUNCTIONAL.has(role)));

/** Copies of each functional role among the cards. */
function jobCopies(cards: DeckCard[]): Map<Role, number> {
  const counts = new Map<Role, number>();
  for (const card of cards) {
    for (const role of functionalRoles(card.roles)) counts.set(role, (counts.get(role) ?? 0) + card.quantity);
  }
  return counts;
}

/** Nonland copies that are redundant: later copies of a card, or (singleton) cards whose job others share. */
export function redundantCopies(nonlands: DeckCard[], singleton: boolean): number {
  if (!singleton) return nonlands.reduce((sum, c) => sum + Math.max(0, c.quantity - 1), 0);
  const jobs = jobCopies(nonlands);
  const sharesAJob = (card: DeckCard) => {
    for (const role of functionalRoles(card.roles)) if ((jobs.get(role) ?? 0) - card.quantity >= REDUNDANCY.singletonPeers) return true;
    return false;
  };
  return nonlands.filter(sharesAJob).reduce((sum, c) => sum + c.quantity, 0);
}
