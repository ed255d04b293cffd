/**
 * Coloured sources, counted as Karsten's model counts them: lands only (and
 * modal double-faced cards with a land back), fetch lands for the colours of
 * the lands they can find in this deck, and a separate count of the sources
 * that are untapped on turn 1.
 */
import { WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import type { ColorCounts } from '../contract/schemas.js';
import type { DeckCard } from '../domain/deck.js';
import { basicLandByName } from '../domain/names.js';
import { NONLAND_SOURCE_WEIGHT } from './tuning.js';
import { manaFacts, modalLandFace, type FetchSearch, type ManaFacts, type NonlandSourceKind } from './mana-facts.js';

export type { NonlandSourceKind } from './mana-facts.js';

export const zeroCounts = (): ColorCounts => ({ W: 0, U: 0, B: 0, R: 0, G: 0 });

/** Pips of each colour in a cost; hybrid and Phyrexian symbols are left out (payable otherwise). */
export function pipsByColor(cost: string): Record<ManaColor, number> {
  const pips: Record<ManaColor, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const symbol of cost.match(/\{[WUBRG]\}/g) ?? []) pips[symbol[1] as ManaColor]++;
  return pips;
}

/** Colours a fetch land can fetch in this deck: those of the deck's lands its search can find. */
function fetchableColors(record: CardRecord, search: FetchSearch, deck: DeckCard[], usable: Set<ManaColor>, colors: Set<ManaColor>): void {
  for (const other of deck) {
    if (!other.land || !other.record || other.record === record) continue;
    const found = manaFacts(other.record).land;
    const findable = search.types.length > 0 ? search.types.some((t) => found.subtypes.includes(t)) : search.anyLand && (!search.basicOnly || other.basic);
    if (!findable || (search.basicOnly && !other.basic && !other.record.supertypes.includes('Basic'))) continue;
    for (const c of found.colors) if (usable.has(c)) colors.add(c);
  }
}

/** Colours a land can make for this deck (fetch lands: the colours of lands they can find here). */
function landColors(record: CardRecord, deck: DeckCard[], usable: Set<ManaColor>): Set<ManaColor> {
  const colors = new Set<ManaColor>();
  const facts = manaFacts(record).land;
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

/** One source of the deck's land pool (castability.ts `landPoolOf`): its copies, the colours it makes here, and whether it is tapped on turn 1. */
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

/**
 * A card that is not a land but makes mana: what kind, how early, which
 * colours, how much it counts. Named as mana_base.nonland_sources names its
 * rows, so the answer holds these objects rather than copies of them.
 */
export interface NonlandSource {
  card: string;
  quantity: number;
  kind: NonlandSourceKind;
  mana_value: number;
  colors: ManaColor[];
  weight: number;
}

/** Mana creatures, rocks, Moxen, rituals, land search and Treasure makers in the deck, with Karsten's weights (`facts[i]`: the mana facts of `main[i]`, read once per deck). */
/** Mana of a colour chosen as it enters (Utopia Sprawl) or of any colour. */
const ANY_CHOSEN_COLOR = /mana of the chosen colou?r|one mana of any colou?r/i;

/** The colours a land aura adds ({G} for Wild Growth) or a Forest untapper makes (green); the card data lists none for them. */
function landAuraColors(record: CardRecord, kind: NonlandSourceKind): ManaColor[] {
  if (kind === 'creature' && record.producedMana.length === 0) return ['G'];
  if (kind !== 'land_aura') return [];
  return WUBRG.filter((c) => record.oracleText.includes(`additional {${c}}`));
}

/** The colours a nonland source makes itself: all of them for Treasure and any-colour mana. */
function madeColors(record: CardRecord, kind: NonlandSourceKind, usableColors: ManaColor[]): ManaColor[] {
  const makesAny = record.producedMana.length >= 5 || kind === 'treasure' || ANY_CHOSEN_COLOR.test(record.oracleText);
  const own = landAuraColors(record, kind);
  return usableColors.filter((c) => makesAny || record.producedMana.includes(c) || own.includes(c));
}

/** A land search's colours: those of the deck's lands it can find (Nature's Lore finds Forests and Forest duals), as for a fetch land. */
function searchedColors(record: CardRecord, search: FetchSearch, main: DeckCard[], usableColors: ManaColor[]): ManaColor[] {
  const found = new Set<ManaColor>();
  fetchableColors(record, search, main, new Set(usableColors), found);
  return usableColors.filter((c) => found.has(c));
}

export function nonlandSources(main: DeckCard[], facts: ReadonlyArray<ManaFacts | null>, usableColors: ManaColor[]): NonlandSource[] {
  const found: NonlandSource[] = [];
  for (let i = 0; i < main.length; i++) {
    const card = main[i]!;
    if (card.land || !card.record) continue;
    const kind = facts[i]!.sourceKind;
    if (!kind) continue;
    const search = kind === 'land_search' ? facts[i]!.rampSearch : null;
    const colors = search ? searchedColors(card.record, search, main, usableColors) : madeColors(card.record, kind, usableColors);
    found.push({ card: card.name, quantity: card.quantity, kind, mana_value: card.record.manaValue, colors, weight: NONLAND_SOURCE_WEIGHT[kind] });
  }
  return found;
}
