/**
 * A card's own facts worked out ahead of any request: its roles, its row in
 * `cards[]` and whether its cost is usually reduced. The same memos an
 * analysis fills on first sight (card-memo.ts), so the answers are the same
 * whether a card was prepared or met first in a request.
 */
import type { CardRecord } from '../domain/cards.js';
import { classifyCard } from './roles.js';
import { cardFragment } from './report.js';
import { isCostReduced } from './win-conditions.js';

export function prepareCard(record: CardRecord): void {
  classifyCard(record);
  cardFragment(record);
  isCostReduced(record);
}
