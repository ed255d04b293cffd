/**
 * A parsed deck joined with its card records: the shape every analysis step
 * reads. Pure: no I/O.
 */
import { basicLandByName } from '../domain/names.js';
import type { ParsedDeck } from '../domain/decklist.js';
import type { FormatRules } from '../domain/formats.js';
import type { CardRecord } from '../domain/cards.js';
import { placeTrailingCommanders } from '../rules/commander-placement.js';
import { classifyCard } from './roles.js';
import { perCard } from './card-memo.js';
import type { Role } from '../domain/roles.js';
import type { AssembledDeck, DeckCard } from '../domain/deck.js';

const NO_ROLES: ReadonlySet<Role> = new Set();

/** Cards whose front face is a land count as lands (modal double-faced cards with a land front too). */
function isLandRecord(record: CardRecord): boolean {
  return record.faces[0]?.types.includes('Land') ?? record.types.includes('Land');
}

/** What the join reads of a record, once per record: whether it is a basic, a land, and its roles. */
const joinFacts = perCard((record) => ({ basicType: record.supertypes.includes('Basic'), land: isLandRecord(record), roles: classifyCard(record) }));

/** Entries joined with their records and roles, sections as parsed. */
export function joinDeck(parsed: ParsedDeck, records: ReadonlyMap<string, CardRecord>): AssembledDeck {
  const cards: DeckCard[] = parsed.entries.map((entry) => {
    const record = records.get(entry.name);
    const facts = record ? joinFacts(record) : undefined;
    // The name is looked up only when the record is a basic (or there is none): most cards are not.
    const basic = (!facts || facts.basicType) && Boolean(basicLandByName(entry.name));
    return {
      name: record?.name ?? entry.name,
      quantity: entry.quantity,
      section: entry.section,
      record,
      basic,
      land: facts ? facts.land : basic,
      roles: facts ? facts.roles : basic ? new Set<Role>(['land']) : NO_ROLES,
    };
  });
  return { cards };
}

/** The deck as the format reads it: a trailing legendary block leads in commander formats. */
export function assembleDeck(parsed: ParsedDeck, records: ReadonlyMap<string, CardRecord>, format: FormatRules): AssembledDeck {
  return placeTrailingCommanders(joinDeck(parsed, records), parsed, format);
}
