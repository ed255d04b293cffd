/**
 * Where a headerless trailing block goes: Arena and Moxfield put the
 * commander(s) last, after a blank line, with no header. In a commander format
 * a block of one or two copies that can lead is the commander; anywhere else it
 * stays the sideboard. Kept apart from the join so every format's review can
 * place the same joined deck its own way.
 */
import type { AssembledDeck } from '../domain/deck.js';
import type { FormatRules } from '../domain/formats.js';
import { canLead } from './commander.js';

export function placeTrailingCommanders(joined: AssembledDeck, trailingBlock: boolean, format: FormatRules): AssembledDeck {
  if (!format.commander || !trailingBlock || joined.cards.some((c) => c.section === 'commander')) return joined;
  const block = joined.cards.filter((c) => c.section === 'sideboard');
  const copies = block.reduce((sum, c) => sum + c.quantity, 0);
  if (copies < 1 || copies > 2 || !block.every((c) => c.record && canLead(c.record, format))) return joined;
  // New card objects: the joined deck is shared by the reviews of other formats.
  return { cards: joined.cards.map((c) => (c.section === 'sideboard' ? { ...c, section: 'commander' as const } : c)) };
}
