/**
 * A parsed deck joined with its card records: the shape every analysis step
 * reads. Pure: no I/O.
 */
import { basicLandByName } from '../decklist/names.js';
import type { ParsedDeck, Section } from '../decklist/types.js';
import type { FormatRules } from '../rules/formats.js';
import type { CardRecord } from '../cards/types.js';
import { canLead } from '../rules/commander.js';
import { classifyCard, type Role } from './roles.js';

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

const NO_ROLES: ReadonlySet<Role> = new Set();

/** Cards whose front face is a land count as lands (modal double-faced cards with a land front too). */
export function isLandRecord(record: CardRecord): boolean {
  return record.faces[0]?.types.includes('Land') ?? record.types.includes('Land');
}

export function assembleDeck(parsed: ParsedDeck, records: ReadonlyMap<string, CardRecord>, format: FormatRules): AssembledDeck {
  const cards: DeckCard[] = parsed.entries.map((entry) => {
    const record = records.get(entry.name);
    const basic = Boolean(basicLandByName(entry.name)) && (!record || record.supertypes.includes('Basic'));
    return {
      name: record?.name ?? entry.name,
      quantity: entry.quantity,
      section: entry.section,
      record,
      basic,
      land: record ? isLandRecord(record) : basic,
      roles: record ? classifyCard(record) : basic ? new Set<Role>(['land']) : NO_ROLES,
    };
  });

  // Arena and Moxfield put the commander(s) last, after a blank line, with no header.
  const hasCommanderSection = cards.some((c) => c.section === 'commander');
  if (!hasCommanderSection && format.commander && parsed.sideboardFromTrailingBlock) {
    const block = cards.filter((c) => c.section === 'sideboard');
    const copies = block.reduce((sum, c) => sum + c.quantity, 0);
    if (copies >= 1 && copies <= 2 && block.every((c) => c.record && canLead(c.record, format))) {
      for (const card of block) card.section = 'commander';
    }
  }
  return { cards };
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
