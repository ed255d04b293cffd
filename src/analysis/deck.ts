/**
 * A parsed deck joined with its card records: the shape every analysis step
 * reads. Pure: no I/O.
 */
import { basicLandByName } from '../domain/names.js';
import type { ParsedDeck } from '../domain/decklist.js';
import type { FormatRules } from '../domain/formats.js';
import type { CardRecord } from '../domain/cards.js';
import { canLead } from '../rules/commander.js';
import { classifyCard } from './roles.js';
import type { Role } from '../domain/roles.js';
import type { AssembledDeck, DeckCard } from '../domain/deck.js';

const NO_ROLES: ReadonlySet<Role> = new Set();

/** Cards whose front face is a land count as lands (modal double-faced cards with a land front too). */
function isLandRecord(record: CardRecord): boolean {
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

