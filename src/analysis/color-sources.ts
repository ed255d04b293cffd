/**
 * Coloured sources, counted as Karsten's model counts them: lands only (and
 * modal double-faced cards with a land back), fetch lands for the colours of
 * the lands they can find in this deck, and a separate count of the sources
 * that are untapped on turn 1.
 */
import { WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import type { ColorCounts } from '../contract/schemas.js';
import type { DeckCard } from '../domain/deck.js';
import { BASIC_LAND_TYPES, basicLandByName } from '../domain/names.js';
import { NONLAND_SOURCE_WEIGHT } from './tuning.js';
import { perCard, perCardText } from './card-memo.js';

export const zeroCounts = (): ColorCounts => ({ W: 0, U: 0, B: 0, R: 0, G: 0 });

const isManaColor = (c: string): c is ManaColor => (WUBRG as string[]).includes(c);

/** Pips of each colour in a cost; hybrid and Phyrexian symbols are left out (payable otherwise). */
export function pipsByColor(cost: string): Record<ManaColor, number> {
  const pips: Record<ManaColor, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const symbol of cost.match(/\{[WUBRG]\}/g) ?? []) pips[symbol[1] as ManaColor]++;
  return pips;
}

/** A land that always enters tapped (no "unless", no "if", no life to pay). */
function alwaysEntersTapped(oracleText: string): boolean {
  return oracleText.split(/(?<=\.)\s+|\n/).some((sentence) => /enters( the battlefield)? tapped\.$/i.test(sentence.trim()) && !/^if\b|unless|you may pay/i.test(sentence.trim()));
}

/** The land face a modal double-faced card can be played as (a transformed land back, as Legion's Landing's, is not played from hand). */
export function modalLandFace(record: CardRecord): CardRecord['faces'][number] | undefined {
  return record.layout === 'modal_dfc' ? record.faces.find((f, i) => i > 0 && f.types.includes('Land')) : undefined;
}

/**
 * A land that gives no mana the turn it is played, whatever the turn: it
 * enters tapped, or it fetches its land tapped (Evolving Wilds, Fabled Passage).
 */
export const entersTapped = perCardText((oracleText: string): boolean => alwaysEntersTapped(oracleText) || /search your library[^.]*onto the battlefield tapped/i.test(oracleText));

/**
 * A land that cannot be untapped the turn it is the first land: it always
 * enters tapped, or only untapped when another land is already out (check
 * lands "unless you control a Mountain", slow lands "two or more other
 * lands"). Fast lands ("two or fewer") and shock lands are untapped.
 */
export const tappedOnTurnOne = perCardText((oracleText: string): boolean => {
  if (entersTapped(oracleText)) return true;
  return /enters( the battlefield)? tapped unless you control (an? |two or more)/i.test(oracleText);
});

/** What a fetch land's search can find: the basic land types it names (lower case), basic lands only, any land. */
export interface FetchSearch {
  types: string[];
  basicOnly: boolean;
  anyLand: boolean;
}

/** What a land's colours are read from, once per card and in one lookup: the colours it makes, its subtypes in lower case, and its search when it is a fetch land. */
interface LandFacts {
  colors: ManaColor[];
  subtypes: string[];
  search: FetchSearch | null;
}

/** A fetch land's search (null: it searches for nothing it sacrifices or pays for). */
function readSearch(record: CardRecord): FetchSearch | null {
  const text = record.oracleText.toLowerCase();
  const search = /search your library for (?:a|an|up to \w+) ([^.]*?)cards?/.exec(text);
  if (!search || !/sacrifice|pay/.test(text)) return null;
  const wanted = search[1]!;
  const types = Object.keys(BASIC_LAND_TYPES).map((t) => t.toLowerCase()).filter((t) => wanted.includes(t));
  return { types, basicOnly: wanted.includes('basic'), anyLand: wanted.includes('land') };
}

const landFacts = perCard((record): LandFacts => ({ colors: record.producedMana.filter(isManaColor), subtypes: record.subtypes.map((s) => s.toLowerCase()), search: readSearch(record) }));

/** A fetch land's search, read once per card, not on every request. */
export const fetchSearch = (record: CardRecord): FetchSearch | null => landFacts(record).search;

/** Colours a fetch land can fetch in this deck: those of the deck's lands its search can find. */
function fetchableColors(record: CardRecord, search: FetchSearch, deck: DeckCard[], usable: Set<ManaColor>, colors: Set<ManaColor>): void {
  for (const other of deck) {
    if (!other.land || !other.record || other.record === record) continue;
    const found = landFacts(other.record);
    const findable = search.types.length > 0 ? search.types.some((t) => found.subtypes.includes(t)) : search.anyLand && (!search.basicOnly || other.basic);
    if (!findable || (search.basicOnly && !other.basic && !other.record.supertypes.includes('Basic'))) continue;
    for (const c of found.colors) if (usable.has(c)) colors.add(c);
  }
}

/** Colours a land can make for this deck (fetch lands: the colours of lands they can find here). */
function landColors(record: CardRecord, deck: DeckCard[], usable: Set<ManaColor>): Set<ManaColor> {
  const colors = new Set<ManaColor>();
  const facts = landFacts(record);
  for (const c of facts.colors) if (usable.has(c)) colors.add(c);
  if (facts.search) fetchableColors(record, facts.search, deck, usable, colors);
  return colors;
}

/** The colours one card of the deck supplies as a source. */
export function sourceColors(card: DeckCard, deck: DeckCard[], usable: Set<ManaColor>): Set<ManaColor> {
  const colors = new Set<ManaColor>();
  if (card.land && card.record) return landColors(card.record, deck, usable);
  if (card.land && card.basic) {
    const basic = basicLandByName(card.name)?.color as ManaColor | null | undefined;
    if (basic && usable.has(basic)) colors.add(basic);
  } else if (card.record && modalLandFace(card.record)) {
    const back = modalLandFace(card.record)!;
    for (const c of [...(back.oracleText.match(/\{[WUBRG]\}/g) ?? [])].map((s) => s[1] as ManaColor)) if (usable.has(c)) colors.add(c);
  }
  return colors;
}

export interface ColorSources {
  /** Every source of each colour. */
  all: ColorCounts;
  /** Sources that can be untapped on turn 1. */
  untapped: ColorCounts;
}

/** One source of the deck's land pool (castability.ts `landPool`): its copies, the colours it makes here, and whether it is tapped on turn 1. */
export interface PoolSource {
  quantity: number;
  colors: ReadonlySet<ManaColor>;
  tappedTurnOne: boolean;
}

/**
 * Sources per colour, counted over the deck's land pool: every card that
 * supplies a colour here is a land or a modal land face, which is what the
 * pool holds, so each land's colours are read once per deck, not again here.
 */
export function countColorSources(pool: Iterable<PoolSource>): ColorSources {
  const all = zeroCounts();
  const untapped = zeroCounts();
  for (const land of pool) {
    for (const c of land.colors) {
      all[c] += land.quantity;
      if (!land.tappedTurnOne) untapped[c] += land.quantity;
    }
  }
  return { all, untapped };
}

export type NonlandSourceKind = keyof typeof NONLAND_SOURCE_WEIGHT;

/** A card that is not a land but makes mana: what kind, how early, which colours, how much it counts. */
export interface NonlandSource {
  name: string;
  quantity: number;
  kind: NonlandSourceKind;
  manaValue: number;
  colors: ManaColor[];
  weight: number;
}

const sourceKind = perCard((record): NonlandSourceKind | null => {
  const text = record.oracleText;
  if (/create (?:a|an|one|two|three|\w+) treasure/i.test(text)) return 'treasure';
  if (record.types.includes('Land') || record.producedMana.length === 0 || record.faces.slice(1).some((f) => f.types.includes('Land'))) {
    return /search your library for (?:a|up to \w+) basic land/i.test(text) && record.manaValue <= 2 && !record.types.includes('Creature') ? 'land_search' : null;
  }
  // A ritual adds mana as it resolves (Dark Ritual); Mana Drain's delayed mana and modal land backs are not rituals.
  if (record.types.includes('Instant') || record.types.includes('Sorcery')) return /^Add \{/m.test(record.faces[0]?.oracleText ?? '') ? 'ritual' : null;
  // Abilities a card grants in quotes (Old-Growth Troll's aura) are not its own.
  if (!/\{T\}[^:]*: Add/i.test(text.replace(/"[^"]*"/g, ''))) return null;
  if (record.types.includes('Creature')) return 'creature';
  if (record.types.includes('Artifact')) return record.manaValue === 0 ? 'mox' : 'rock';
  return null;
});

/** Mana creatures, rocks, Moxen, rituals, land search and Treasure makers in the deck, with Karsten's weights. */
export function nonlandSources(main: DeckCard[], usableColors: ManaColor[]): NonlandSource[] {
  const found: NonlandSource[] = [];
  for (const card of main) {
    if (card.land || !card.record) continue;
    const kind = sourceKind(card.record);
    if (!kind) continue;
    const makesAny = card.record.producedMana.length >= 5 || kind === 'treasure' || kind === 'land_search';
    const colors = usableColors.filter((c) => makesAny || card.record!.producedMana.includes(c));
    found.push({ name: card.name, quantity: card.quantity, kind, manaValue: card.record.manaValue, colors, weight: NONLAND_SOURCE_WEIGHT[kind] });
  }
  return found;
}
