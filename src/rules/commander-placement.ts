/**
 * Where a headerless commander goes: Arena and Moxfield put the commander(s)
 * last, after a blank line, with no header; others write them first, then a
 * blank line and the 99, or with no blank line at all. In a commander format a block of one or two copies
 * that can lead is the commander; anywhere else a trailing block stays the
 * sideboard and a leading one the main deck. Kept apart from the join so every
 * format's review can place the same joined deck its own way.
 */
import type { AssembledDeck, DeckCard } from '../domain/deck.js';
import type { ParsedDeck } from '../domain/decklist.js';
import type { FormatRules } from '../domain/formats.js';
import { canLead } from './commander.js';

/** What the parser found of headerless blocks (parse.ts). */
export type HeaderlessBlocks = Pick<ParsedDeck, 'sideboardFromTrailingBlock' | 'leadingBlock' | 'hasSectionHeaders'>;

export function placeTrailingCommanders(joined: AssembledDeck, blocks: HeaderlessBlocks, format: FormatRules): AssembledDeck {
  if (!format.commander || joined.cards.some((c) => c.section === 'commander')) return joined;
  if (blocks.sideboardFromTrailingBlock) {
    const placed = leadBlock(joined, (c) => c.section === 'sideboard', format);
    if (placed) return placed;
  }
  const leading = blocks.leadingBlock && new Set(blocks.leadingBlock);
  return (leading && leadBlock(joined, (c) => c.section === 'main' && leading.has(c.name), format)) || (blocks.hasSectionHeaders ? null : leadFirstCard(joined, format)) || joined;
}

/**
 * A list with no headers, of exactly the format's size, whose first card can lead and whose every card that resolves fits
 * that card's colour identity: the commander written first with no blank line under it. A new player's Kresh list
 * pasted so read "No commander found" and was pointed to Legacy.
 */
/** The share of a headerless list's cards that may be unknown names when its first card is read as the commander. */
const UNRESOLVED_SHARE_ALLOWED = 0.1;

function leadFirstCard(joined: AssembledDeck, format: FormatRules): AssembledDeck | null {
  const main = joined.cards.filter((c) => c.section === 'main');
  const first = main[0];
  if (!first?.record || first.quantity !== 1 || !canLead(first.record, format)) return null;
  if (main.reduce((sum, c) => sum + c.quantity, 0) !== format.deckSize.cards) return null;
  const identity = new Set(first.record.colorIdentity);
  // A misspelt name cannot be checked, and a new player's paste has a few (Wilhelt's pile lost its commander to one typo):
  // the names that resolve must all fit, and those that do not be few.
  const unresolved = main.reduce((sum, c) => sum + (c.record ? 0 : c.quantity), 0);
  if (unresolved > format.deckSize.cards * UNRESOLVED_SHARE_ALLOWED) return null;
  if (!main.every((c) => !c.record || c.record.colorIdentity.every((color) => identity.has(color)))) return null;
  return { cards: joined.cards.map((c) => (c === first ? { ...c, section: 'commander' as const } : c)) };
}

/** The deck with the block's cards as its commander(s), when the block is one or two copies that can lead; else null. */
function leadBlock(joined: AssembledDeck, inBlock: (card: DeckCard) => boolean, format: FormatRules): AssembledDeck | null {
  const block = joined.cards.filter(inBlock);
  const copies = block.reduce((sum, c) => sum + c.quantity, 0);
  if (copies < 1 || copies > 2 || !block.every((c) => c.record && canLead(c.record, format))) return null;
  // New card objects: the joined deck is shared by the reviews of other formats.
  return { cards: joined.cards.map((c) => (inBlock(c) ? { ...c, section: 'commander' as const } : c)) };
}
