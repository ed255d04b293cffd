import { BASIC_LAND_TYPES } from '../domain/names.js';
import { WUBRG, type ManaColor } from '../domain/cards.js';

/** Mana value of a printed cost: generic digits, one per coloured/colourless symbol, X as 0. */
export function manaValueOfCost(cost: string): number {
  let total = 0;
  for (const symbol of cost.match(/\{([^}]+)\}/g) ?? []) {
    const inner = symbol.slice(1, -1);
    if (/^\d+$/.test(inner)) total += Number(inner);
    else if (/^[XYZ]$/.test(inner)) total += 0;
    else if (/^2\//.test(inner)) total += 2;
    else if (inner === 'HW' || inner === 'HR') total += 0.5;
    else total += 1;
  }
  return total;
}

/**
 * Colours of mana a card can produce, read from its rules text and land types,
 * for sources (MTGJSON) that do not list them. "C" is colourless.
 */
export function producedManaFromText(oracleText: string, subtypes: string[]): string[] {
  const produced = new Set<string>();
  for (const subtype of subtypes) {
    const color = Object.hasOwn(BASIC_LAND_TYPES, subtype) ? BASIC_LAND_TYPES[subtype as keyof typeof BASIC_LAND_TYPES] : undefined;
    if (color) produced.add(color);
  }
  for (const clause of oracleText.match(/\badd\b[^.\n]*/gi) ?? []) {
    if (/any colou?r|any one colou?r|any combination of colou?rs|any type/i.test(clause)) {
      for (const c of WUBRG) produced.add(c);
    }
    for (const symbol of clause.match(/\{[WUBRGC]\}/g) ?? []) produced.add(symbol[1]!);
  }
  return [...WUBRG, 'C'].filter((c) => produced.has(c));
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** A card's own copy rule: "any number of cards named ..." or "up to seven cards named ...". */
export function deckLimitFromText(oracleText: string): number | 'any' | null {
  if (/a deck can have any number of cards named/i.test(oracleText)) return 'any';
  const upTo = /a deck can have up to (\w+) cards named/i.exec(oracleText);
  if (upTo) return NUMBER_WORDS[upTo[1]!.toLowerCase()] ?? (Number(upTo[1]) || null);
  return null;
}

export function sortColors(colors: Iterable<string>): ManaColor[] {
  const set = new Set(colors);
  return WUBRG.filter((c) => set.has(c));
}

/** The front face as the commander rules read it. */
export interface CommanderFace {
  supertypes: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
  power?: string;
}

/**
 * Who may lead a deck by the rules alone (CR 903.3 and Brawl's rule): a
 * legendary creature, a legendary Vehicle or Spacecraft with power, or a card
 * whose text says it can be your commander; Brawl also takes a legendary
 * planeswalker. A source with its own leadership data adds to this.
 */
export function commanderByRules(front: CommanderFace, oracleText: string): { commander: boolean; brawl: boolean } {
  const legendary = front.supertypes.includes('Legendary');
  const poweredVehicle = front.subtypes.some((s) => s === 'Vehicle' || s === 'Spacecraft') && front.power !== undefined;
  const commander = (legendary && (front.types.includes('Creature') || poweredVehicle)) || /can be your commander/i.test(oracleText);
  return { commander, brawl: commander || (legendary && front.types.includes('Planeswalker')) };
}

/**
 * Scryfall writes a planeswalker's loyalty costs bare ("+2: ", "−X: "), MTGJSON in brackets ("[+2]: ", "[−X]: "): a
 * Scryfall record's text takes MTGJSON's form, so the role patterns read a card from either source alike (Ashiok,
 * Nightmare Weaver's +2 was found in one and not the other).
 */
export function bracketLoyaltyCosts(oracleText: string, typeLine: string): string {
  return typeLine.includes('Planeswalker') ? oracleText.replace(LOYALTY_COST, '[$1]: ') : oracleText;
}
const LOYALTY_COST = /^([+−-]?(?:\d+|X)): /gm;
