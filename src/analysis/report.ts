/**
 * The parts of the answer that describe the list itself: the per-card table,
 * the section counts and the one-sentence summary.
 */
import type { DeckAnalysis } from '../contract/schemas.js';
import { SECTIONS, type Section } from '../domain/decklist.js';
import type { FormatRules } from '../domain/formats.js';
import type { CardRecord } from '../domain/cards.js';
import type { AssembledDeck, DeckCard } from '../domain/deck.js';
import { perCard } from './card-memo.js';
import { classifyCard } from './roles.js';
import { plural } from '../domain/text.js';
import type { DeckMeasures } from './facts.js';

/** Every section at zero, in SECTIONS order: copied, so the answer's keys keep that order. */
const NO_SECTION_COPIES = Object.fromEntries(SECTIONS.map((s) => [s, 0])) as Readonly<Record<Section, number>>;

/** Copies per section, in one pass over the cards. */
export function sectionCounts(deck: AssembledDeck): Record<Section, number> {
  const counts = { ...NO_SECTION_COPIES };
  for (const card of deck.cards) counts[card.section] += card.quantity;
  return counts;
}

type CardRow = NonNullable<DeckAnalysis['cards']>[number];
type CardFragment = Omit<CardRow, 'name' | 'quantity' | 'section'>;

/** What a resolved card's row says whatever the deck: built once per card, then shared by every answer (read only). */
export const cardFragment = perCard((record): CardFragment => ({
  resolved: true,
  mana_value: record.manaValue,
  type_line: record.typeLine,
  roles: [...classifyCard(record)],
  mana_cost: manaCostOf(record),
  set: record.printing?.set ?? null,
  collector_number: record.printing?.collectorNumber ?? null,
  scryfall_id: record.printing?.scryfallId ?? null,
  arena: record.arena,
}));

/** A row without card data: a basic land still shows its mana value and type. */
function unresolvedFragment(c: DeckCard): CardFragment {
  return {
    resolved: false,
    mana_value: c.basic ? 0 : null,
    type_line: c.basic ? 'Basic Land' : null,
    roles: [...c.roles],
    mana_cost: null,
    set: null,
    collector_number: null,
    scryfall_id: null,
    arena: null,
  };
}

/** One row per entry. */
export function cardSummaries(deck: AssembledDeck): NonNullable<DeckAnalysis['cards']> {
  return deck.cards.map((c) => (c.record ? resolvedRow(c, c.record) : rowOf(c, unresolvedFragment(c))));
}

/** The entry's own fields, then its card's, named one by one (a spread after the first fields is copied on V8's slow path). */
function rowOf(c: DeckCard, f: CardFragment): CardRow {
  return {
    name: c.name,
    quantity: c.quantity,
    section: c.section,
    resolved: f.resolved,
    mana_value: f.mana_value,
    type_line: f.type_line,
    roles: f.roles,
    mana_cost: f.mana_cost,
    set: f.set,
    collector_number: f.collector_number,
    scryfall_id: f.scryfall_id,
    arena: f.arena,
  };
}

/** Past this many different rows of one card (counts, sections, spellings), further ones are built per answer. */
const MAX_ROWS_PER_CARD = 32;
const rowsOfCard = perCard((): Map<number | string, CardRow> => new Map());
const SECTION_INDEX = Object.fromEntries(SECTIONS.map((s, i) => [s, i])) as Readonly<Record<Section, number>>;

/**
 * What a row is kept under: its count and section as one number when the
 * entry carries the card's own name (joinDeck names resolved entries so),
 * which spares building and hashing a string per card per answer; with the
 * name as written otherwise.
 */
function rowKey(c: DeckCard, record: CardRecord): number | string {
  const counted = c.quantity * SECTIONS.length + SECTION_INDEX[c.section];
  return c.name === record.name ? counted : `${counted}|${c.name}`;
}

/**
 * A resolved card's row, kept per card, count, section and name as written:
 * answers share the same row objects (read only), so HTTP serializes each
 * row once (src/http/answer-body.ts) and an answer allocates no rows.
 */
function resolvedRow(c: DeckCard, record: CardRecord): CardRow {
  const rows = rowsOfCard(record);
  const key = rowKey(c, record);
  let row = rows.get(key);
  if (row === undefined) {
    row = rowOf(c, cardFragment(record));
    if (rows.size < MAX_ROWS_PER_CARD) rows.set(key, row);
  }
  return row;
}

/** The printed cost as Scryfall writes a whole card's: every face with a cost, joined by " // " (a land back face has none). */
function manaCostOf(record: CardRecord): string {
  const costs = record.faces.map((f) => f.manaCost).filter(Boolean);
  return costs.length > 1 ? costs.join(' // ') : record.manaCost;
}

export function summarySentence(label: string, format: FormatRules, m: DeckMeasures): string {
  const r = m.roles;
  return `${label} deck (${format.name}, provider-enriched analysis): ${plural(m.lands, 'land')}, ${plural(r.interaction, 'interaction slot')}, ${plural(r.card_advantage, 'card-advantage slot')}, ${plural(r.selection, 'selection slot')} and ${plural(r.repeatable_value, 'repeatable-value slot')}.`;
}

/** Why nothing resolved: no card data at all, or data that holds none of the names (typos, prose, made-up cards). */
export function structuralSummary(m: DeckMeasures, dataAvailable: boolean): string {
  const why = dataAvailable ? 'none of the names was found in the card data' : 'card data unavailable';
  return `Unclassified deck (structural fallback: ${why}): ${plural(m.lands, 'basic land')} recognised by name, ${plural(m.deckSize - m.lands, 'other card')} unresolved.`;
}
