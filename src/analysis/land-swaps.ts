/**
 * Names the dual lands a colour swap can use ("replace 2 Mountain with 2
 * Stomping Ground"): for each land a piece of colour advice would replace,
 * the most preferred cycle (data/dual-lands.ts) whose land is legal in the
 * deck's format, makes both the colour wanted and the colour given up, is
 * untapped on the turn the spell needs it when any is, stays inside a
 * commander's colour identity, keeps an artifact land an artifact, and of
 * which the deck has copies left under its copy limit. The candidates'
 * records come from the caller (the service resolves the data's names from
 * memory): without them nothing is named.
 */
import { WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import type { FormatRules } from '../domain/formats.js';
import { inDeck, type DeckCard } from '../domain/deck.js';
import { DUAL_LAND_CYCLES } from './data/dual-lands.js';
import { sourceColors } from './color-sources.js';
import { BASIC_LAND_TYPES } from '../domain/names.js';
import type { ShortColor, SwapFrom } from './manabase.js';
import { perCard } from './card-memo.js';

/** A dual land's name as the data writes it, to its card record. */
export type LandCandidates = ReadonlyMap<string, CardRecord>;

/** One replaced land and the duals named for it; `unnamed` copies found no dual. */
export interface NamedSwap extends SwapFrom {
  duals: Array<{ name: string; count: number }>;
  unnamed: number;
}

export interface SwapContext {
  format: FormatRules;
  candidates: LandCandidates;
  /** Every card of the deck, all sections: copies already played count against the limit. */
  cards: DeckCard[];
  /** The commander's colour identity in commander formats, else null. */
  identity: ManaColor[] | null;
}

interface Ranked {
  name: string;
  record: CardRecord;
  order: number;
  untapped: { from: number; until: number } | null;
}

/** Every data name, in the data's order of preference. */
const RANKED_NAMES = DUAL_LAND_CYCLES.flatMap((cycle) => cycle.lands.map((name) => ({ name, untapped: cycle.untapped })));

function rankedCandidates(candidates: LandCandidates): Ranked[] {
  return RANKED_NAMES.flatMap(({ name, untapped }, order) => {
    const record = candidates.get(name);
    return record ? [{ name, record, order, untapped }] : [];
  });
}

/** Copies of each card (by its record's name) the deck already plays. */
function playedCopies(cards: DeckCard[]): Map<string, number> {
  const played = new Map<string, number>();
  for (const c of cards) {
    if (c.section === 'maybeboard') continue;
    const key = c.record?.name ?? c.name;
    played.set(key, (played.get(key) ?? 0) + c.quantity);
  }
  return played;
}

const ALL_COLORS = new Set(WUBRG);

/**
 * The colours a land names itself: the mana it makes, or for a fetch land
 * the basic land types it searches for (Misty Rainforest: Forest or Island),
 * so an off-colour fetch that happens to find a dual is never named.
 */
const ownColors = perCard((record): ReadonlySet<ManaColor> => {
  const colors = new Set(record.producedMana.filter((c): c is ManaColor => ALL_COLORS.has(c as ManaColor)));
  const search = /search your library for [^.]*/i.exec(record.oracleText)?.[0] ?? '';
  for (const [type, c] of Object.entries(BASIC_LAND_TYPES)) if (search.includes(type)) colors.add(c);
  return colors;
});

const untappedOn = (r: Ranked, turn: number) => r.untapped !== null && r.untapped.from <= turn && turn <= r.untapped.until;

/** Whether a candidate may replace `from` (a land of the deck, or a basic without a record) for `color`; `deck` is the cards in the deck. */
function fits(r: Ranked, color: ManaColor, from: SwapFrom, replaced: CardRecord | undefined, deck: DeckCard[], ctx: SwapContext): boolean {
  const { record } = r;
  if (record.legalities[ctx.format.id] !== 'legal') return false;
  // Colours as the deck's sources are counted (a fetch land: those of the deck's lands it can find), within those the card names.
  const makes = sourceColors({ name: r.name, quantity: 1, section: 'main', record, basic: false, land: true, roles: new Set() }, deck, ALL_COLORS);
  const named = ownColors(record);
  if (![color, from.color].every((c) => makes.has(c) && named.has(c))) return false;
  if (ctx.identity && !record.colorIdentity.every((c) => ctx.identity!.includes(c))) return false;
  return !replaced?.types.includes('Artifact') || record.types.includes('Artifact');
}

/** Fills `from` with duals, best first, within the copies left (shared across the whole advice). */
function fillSwap(from: SwapFrom, short: ShortColor, ranked: Ranked[], left: Map<string, number>, deck: DeckCard[], ctx: SwapContext): NamedSwap {
  const replaced = ctx.cards.find((c) => c.name === from.land)?.record;
  const order = ranked
    .filter((r) => fits(r, short.color, from, replaced, deck, ctx))
    .sort((a, b) => Number(untappedOn(b, short.turn)) - Number(untappedOn(a, short.turn)) || a.order - b.order);
  const duals: NamedSwap['duals'] = [];
  let wanted = from.count;
  for (const r of order) {
    const n = Math.min(wanted, left.get(r.record.name) ?? ctx.format.copyLimit);
    if (n <= 0) continue;
    duals.push({ name: r.name, count: n });
    left.set(r.record.name, (left.get(r.record.name) ?? ctx.format.copyLimit) - n);
    wanted -= n;
    if (wanted === 0) break;
  }
  return { ...from, duals, unnamed: wanted };
}

/** For each piece of colour advice, in order, the duals named for each land it replaces. */
export function nameLandSwaps(shortColors: ShortColor[], ctx: SwapContext): NamedSwap[][] {
  // Most decks get no colour advice: they pay nothing for the candidates.
  if (shortColors.length === 0) return [];
  const ranked = rankedCandidates(ctx.candidates);
  const played = playedCopies(ctx.cards);
  const left = new Map(ranked.map((r) => [r.record.name, Math.max(0, ctx.format.copyLimit - (played.get(r.record.name) ?? 0))]));
  const deck = ctx.cards.filter(inDeck);
  return shortColors.map((short) => short.swaps.map((from) => fillSwap(from, short, ranked, left, deck, ctx)));
}
