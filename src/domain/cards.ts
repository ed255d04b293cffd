import type { FormatId } from './formats.js';

export type ManaColor = 'W' | 'U' | 'B' | 'R' | 'G';
export const WUBRG: readonly ManaColor[] = ['W', 'U', 'B', 'R', 'G'];

/** Colours as bits (W = 1, U = 2, B = 4, R = 8, G = 16): a subset test or a union is one operation. */
export function colorMask(colors: Iterable<ManaColor>): number {
  let mask = 0;
  for (const c of colors) mask |= 1 << WUBRG.indexOf(c);
  return mask;
}

export type Legality = 'legal' | 'not_legal' | 'banned' | 'restricted';

/**
 * Card layouts as Scryfall and MTGJSON name them (the union of both sources'
 * documented values), so code that tests a layout cannot misspell one.
 */
export const CARD_LAYOUTS = [
  'normal', 'split', 'aftermath', 'flip', 'transform', 'modal_dfc', 'meld', 'leveler', 'class', 'case', 'saga',
  'adventure', 'mutate', 'prototype', 'battle', 'planar', 'scheme', 'vanguard', 'token', 'double_faced_token',
  'emblem', 'augment', 'host', 'art_series', 'reversible_card',
] as const;
export type CardLayout = (typeof CARD_LAYOUTS)[number];

/** Printed rarities as both sources name them. */
export const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'] as const;
export type Rarity = (typeof RARITIES)[number];

export function isCardLayout(value: string): value is CardLayout {
  return (CARD_LAYOUTS as readonly string[]).includes(value);
}

/** A layout neither source documents reads as `normal`: one face, cast as printed. */
export function toCardLayout(value: string | undefined): CardLayout {
  return value !== undefined && isCardLayout(value) ? value : 'normal';
}

export function isRarity(value: string): value is Rarity {
  return (RARITIES as readonly string[]).includes(value);
}

export interface CardFace {
  name: string;
  manaCost: string;
  manaValue: number;
  typeLine: string;
  types: string[];
  supertypes: string[];
  subtypes: string[];
  oracleText: string;
  colors: ManaColor[];
  colorIndicator: ManaColor[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
}

/** One Oracle card, normalised from MTGJSON or Scryfall. */
export interface CardRecord {
  name: string;
  oracleId: string | null;
  layout: CardLayout;
  /** Face names, front first; a single-faced card has one. */
  faceNames: string[];
  faces: CardFace[];
  /** Mana value of the whole card as the rules define it (split cards add their halves). */
  manaValue: number;
  /** Mana cost of the front face (what is cast from hand for most layouts). */
  manaCost: string;
  colors: ManaColor[];
  colorIndicator: ManaColor[];
  colorIdentity: ManaColor[];
  /** Type line of the front face; `types`, `supertypes`, `subtypes` also of the front face. */
  typeLine: string;
  types: string[];
  supertypes: string[];
  subtypes: string[];
  /** Oracle text of every face, joined with a blank line. */
  oracleText: string;
  keywords: string[];
  /**
   * Legality per format, with today's format keys. A format absent here has
   * no data in the source (never read as legal).
   */
  legalities: Partial<Record<FormatId, Legality>>;
  rarities: Rarity[];
  /** Colours of mana the card can produce ("C" for colourless). */
  producedMana: string[];
  commanderEligible: { commander: boolean; brawl: boolean; fromData: boolean };
  reserved: boolean;
  /** Commander Game Changer flag; null when the source has no such field. */
  gameChanger: boolean | null;
  /** The card's own copy rule: null for none, a number, or "any". */
  deckLimit: number | 'any' | null;
  arena: boolean;
  edhrecRank: number | null;
  foreignNames: string[];
  source: 'mtgjson' | 'scryfall';
  /**
   * One printing to show the card by (set, collector number, Scryfall id), so a
   * site can draw its image. Absent in stores written before it was kept.
   */
  printing?: CardPrinting;
}

export interface CardPrinting {
  set: string;
  collectorNumber: string;
  scryfallId: string | null;
}

/** Where a store's data came from and how old it is. */
export interface DataProvenance {
  source: 'mtgjson' | 'scryfall';
  version: string;
  /** The date the data describes (ISO 8601 date or date-time). */
  date: string;
  importedAt: string;
  cardCount: number;
}
