/**
 * Construction rules of the twelve formats, as data. Sources: the
 * Comprehensive Rules (https://magic.wizards.com/en/rules): 100.2a (60-card
 * minimum, four copies, basic lands exempt), 100.4a (15-card sideboard),
 * 702.139 (companion), 903 (Commander: 100 cards, singleton, colour identity,
 * eligibility in 903.3); and
 * Wizards' format pages (https://magic.wizards.com/en/formats) for Brawl,
 * Standard Brawl, Pauper and the Arena best-of-one sideboard of 7. Code reads
 * this table; no format is special-cased elsewhere.
 */

export const FORMAT_IDS = [
  'standard',
  'alchemy',
  'historic',
  'timeless',
  'pioneer',
  'modern',
  'legacy',
  'vintage',
  'commander',
  'brawl',
  'standardbrawl',
  'pauper',
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

export const BEST_OF = ['bo1', 'bo3'] as const;
export type BestOf = (typeof BEST_OF)[number];

export interface FormatRules {
  id: FormatId;
  name: string;
  /** "minimum": at least `cards`; "exact": exactly `cards` (commander included). */
  deckSize: { rule: 'minimum' | 'exact'; cards: number };
  /** Most cards allowed in the sideboard (companion included), by best-of. */
  maxSideboard: Record<BestOf, number>;
  /** Copies of one card across main deck, sideboard, companion and commander. */
  copyLimit: number;
  /**
   * Commander formats: which cards may lead the deck, and whether a colourless
   * commander allows basic lands of one chosen type (Standard Brawl).
   */
  commander: null | { legendaryPlaneswalkers: boolean; colorlessChoosesBasicType: boolean };
  /** Played on MTG Arena (best-of-one sideboards are smaller there). */
  arena: boolean;
  /**
   * The key under which each source's legality data holds this format.
   * MTGJSON before the November 2023 rename called Brawl "historicbrawl" and
   * Standard Brawl "brawl"; Timeless did not exist before December 2023.
   */
  legalityKeys: { scryfall: string; mtgjson: string; mtgjsonBefore2023Rename: string | null };
}

const ARENA_SIDEBOARD = { bo1: 7, bo3: 15 } as const;
const PAPER_SIDEBOARD = { bo1: 15, bo3: 15 } as const;
const NO_SIDEBOARD = { bo1: 0, bo3: 0 } as const;

function constructed(id: FormatId, name: string, arena: boolean, oldKey: string | null = id): FormatRules {
  return {
    id,
    name,
    deckSize: { rule: 'minimum', cards: 60 },
    maxSideboard: arena ? ARENA_SIDEBOARD : PAPER_SIDEBOARD,
    copyLimit: 4,
    commander: null,
    arena,
    legalityKeys: { scryfall: id, mtgjson: id, mtgjsonBefore2023Rename: oldKey },
  };
}

/** Singleton formats of exactly `size` cards led by a commander; only a companion sits outside. */
function commanderFormat(
  id: FormatId,
  name: string,
  size: number,
  legendaryPlaneswalkers: boolean,
  arena: boolean,
  oldKey: string,
  colorlessChoosesBasicType = false,
): FormatRules {
  return {
    id,
    name,
    deckSize: { rule: 'exact', cards: size },
    maxSideboard: NO_SIDEBOARD,
    copyLimit: 1,
    commander: { legendaryPlaneswalkers, colorlessChoosesBasicType },
    arena,
    legalityKeys: { scryfall: id, mtgjson: id, mtgjsonBefore2023Rename: oldKey },
  };
}

export const FORMATS: Record<FormatId, FormatRules> = {
  standard: constructed('standard', 'Standard', true),
  alchemy: constructed('alchemy', 'Alchemy', true),
  historic: constructed('historic', 'Historic', true),
  timeless: constructed('timeless', 'Timeless', true, null),
  pioneer: constructed('pioneer', 'Pioneer', true),
  modern: constructed('modern', 'Modern', false),
  legacy: constructed('legacy', 'Legacy', false),
  vintage: constructed('vintage', 'Vintage', false),
  pauper: constructed('pauper', 'Pauper', false),
  commander: commanderFormat('commander', 'Commander', 100, false, false, 'commander'),
  brawl: commanderFormat('brawl', 'Brawl (100 cards; Historic Brawl until 2023)', 100, true, true, 'historicbrawl'),
  standardbrawl: commanderFormat('standardbrawl', 'Standard Brawl (60 cards)', 60, true, true, 'brawl', true),
};

export function isFormatId(value: string): value is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(value);
}
