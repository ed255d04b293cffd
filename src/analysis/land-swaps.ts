/**
 * Names the dual lands a colour swap can use ("replace 2 Mountain with 2
 * Stomping Ground"): for each land a piece of colour advice would replace,
 * the most preferred cycle (data/dual-lands.ts) whose land is legal in the
 * deck's format, makes both the colour wanted and the colour given up, is
 * untapped on the turn the spell needs it when any is, stays inside a
 * commander's colour identity, keeps an artifact land an artifact, and of
 * which the deck has copies left under its copy limit. For a turn-1 spell only
 * lands untapped on turn 1 are named. The candidates'
 * records come from the caller (the service resolves the data's names from
 * memory): without them nothing is named.
 */
import { WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import type { FormatRules } from '../domain/formats.js';
import { inDeck, type DeckCard } from '../domain/deck.js';
import { sourceColors } from './color-sources.js';
import { fetchSearch } from './mana-facts.js';
import { BASIC_LAND_TYPES } from '../domain/names.js';
import { COLORLESS_LANDS, DUAL_LAND_CYCLES } from './data/dual-lands.js';
import { COMMANDER_DUAL_UNTAPPED_TURN } from './tuning.js';
import { overTappedBudget, type ShortColor, type SwapFrom, type TappedReview } from './manabase.js';
import type { PoolLand } from './castability.js';
import { perCard } from './card-memo.js';
import { onlyUntappedCount } from './early-spells.js';

/** A dual land's name as the data writes it, to its card record. */
export type LandCandidates = ReadonlyMap<string, CardRecord>;

/** One replaced land and the duals named for it; `unnamed` copies found no dual. */
export interface NamedSwap extends SwapFrom {
  /** `tapped`: the dual enters tapped on the spell's turn (a gain land, a Guildgate; a check land on turn 1). */
  duals: Array<{ name: string; count: number; tapped: boolean }>;
  unnamed: number;
  /** A dual that would fit is already played up to the copy limit (Dimir Ninjas' four Clearwater Pathways): the advice says "no other". */
  limitReached?: boolean;
}

export interface SwapContext {
  format: FormatRules;
  candidates: LandCandidates;
  /** Every card of the deck, all sections: copies already played count against the limit. */
  cards: DeckCard[];
  /** The commander's colour identity in commander formats, else null. */
  identity: ManaColor[] | null;
  /** An aggressive deck (named aggro or tempo): a colour swap names only duals untapped on the spell's turn where the format has any. */
  aggressive?: boolean;
}

interface Ranked {
  name: string;
  record: CardRecord;
  order: number;
  untapped: { from: number; until: number } | null;
  /** A fetch land: the colours it makes depend on the deck's lands, so they are read per deck. */
  fetches: boolean;
}

/** Every data name, in the data's order of preference. */
const RANKED_NAMES = DUAL_LAND_CYCLES.flatMap((cycle) => cycle.lands.map((name) => ({ name, untapped: cycle.untapped })));
/** The duals of Reserved List cycles (data/dual-lands.ts `reservedList`). */
const RESERVED_LIST: ReadonlySet<string> = new Set(DUAL_LAND_CYCLES.filter((cycle) => cycle.reservedList).flatMap((cycle) => cycle.lands));

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

/** Whether a land names and makes both colours, whatever deck it joins (not asked of a fetch land, whose colours depend on the deck). */
function makesBoth(record: CardRecord, wanted: ManaColor, kept: ManaColor): boolean {
  const named = ownColors(record);
  return [wanted, kept].every((c) => record.producedMana.includes(c) && named.has(c));
}

/**
 * The candidates a swap from `kept` to `wanted` may name in one format, in
 * the data's order: legal there, and naming and making both colours (fetch
 * lands kept for the per-deck check). The same for every deck of the format
 * and colour pair, so worked out once per candidate set (one per card-data
 * version) instead of reading about 150 lands on every request.
 */
const rankedByCandidates = new WeakMap<LandCandidates, Map<string, Ranked[]>>();

function rankedFor(candidates: LandCandidates, format: FormatRules, wanted: ManaColor, kept: ManaColor): Ranked[] {
  let byKey = rankedByCandidates.get(candidates);
  if (!byKey) rankedByCandidates.set(candidates, (byKey = new Map()));
  const key = `${format.id}:${wanted}:${kept}`;
  let ranked = byKey.get(key);
  if (ranked) return ranked;
  ranked = RANKED_NAMES.flatMap(({ name, untapped }, order) => {
    const record = candidates.get(name);
    if (!record || record.legalities[format.id] !== 'legal') return [];
    const fetches = fetchSearch(record) !== null;
    return fetches || makesBoth(record, wanted, kept) ? [{ name, record, order, untapped, fetches }] : [];
  });
  byKey.set(key, ranked);
  return ranked;
}

const untappedOn = (r: Ranked, turn: number) => r.untapped !== null && r.untapped.from <= turn && turn <= r.untapped.until;

/**
 * The same candidates best first for a spell of this turn (untapped on that
 * turn first, then the data's order): kept beside them, since every deck of
 * the format, colour pair and turn sorts them alike.
 */
const orderedByRanked = new WeakMap<Ranked[], Map<number, Ranked[]>>();

function orderedFor(ranked: Ranked[], turn: number): Ranked[] {
  let byTurn = orderedByRanked.get(ranked);
  if (!byTurn) orderedByRanked.set(ranked, (byTurn = new Map()));
  let order = byTurn.get(turn);
  if (!order) byTurn.set(turn, (order = [...ranked].sort((a, b) => Number(untappedOn(b, turn)) - Number(untappedOn(a, turn)) || a.order - b.order)));
  return order;
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

/** Whether a land stays inside a commander's colour identity (always, outside commander formats). */
const insideIdentity = (record: CardRecord, ctx: SwapContext): boolean => !ctx.identity || record.colorIdentity.every((c) => ctx.identity!.includes(c));

/** Whether a candidate already fit for the colour pair may replace `from` in this deck (a land of the deck, or a basic without a record); `deck` is the cards in the deck. */
function fits(r: Ranked, color: ManaColor, from: SwapFrom, replaced: CardRecord | undefined, deck: DeckCard[], ctx: SwapContext): boolean {
  const { record } = r;
  if (r.fetches) {
    // Colours as the deck's sources are counted (those of the deck's lands it can find), within those the card names.
    const makes = sourceColors({ name: r.name, quantity: 1, section: 'main', record, basic: false, land: true, roles: new Set() }, deck, ALL_COLORS);
    const named = ownColors(record);
    if (![color, from.color].every((c) => makes.has(c) && named.has(c))) return false;
  }
  if (!insideIdentity(record, ctx)) return false;
  return !replaced?.types.includes('Artifact') || record.types.includes('Artifact');
}

/** Copies of a card the advice may still name: the copy limit less those the deck plays and those named so far. */
type CopiesLeft = { named: Map<string, number>; played: Map<string, number>; limit: number };
const copiesLeft = (left: CopiesLeft, name: string) => left.named.get(name) ?? Math.max(0, left.limit - (left.played.get(name) ?? 0));

/**
 * What a swap asks of a dual: the colour it must add, the turn it must be untapped on, and whether a land tapped then
 * may be named at all (`untappedOnly`), or only where the format has no dual of the pair untapped then
 * (`preferUntapped`: Pauper's duals all enter tapped, and Faeries plays Dismal Backwater).
 */
interface Wanted {
  color: ManaColor;
  turn: number;
  untappedOnly: boolean;
  preferUntapped?: boolean;
}

/** What every swap of one answer shares: copies left under the limit, the deck's cards, and whether Reserved List duals are left out. */
interface SwapState {
  left: CopiesLeft;
  deck: DeckCard[];
  skipReserved: boolean;
  /** The card of the deck that punishes its own nonbasic lands (Back to Basics, Blood Moon), or null: with one, no dual is named. */
  nonbasicLock: string | null;
  /**
   * Lands that always enter tapped the deck may still add within its budget (manabase.ts `tappedReview`): the colour
   * advice names no more (a Pauper Dimir control list was told to make six of its twenty lands tapped duals).
   */
  tappedRoom: number;
}

/**
 * A card that stops nonbasic lands (Back to Basics: they don't untap; Blood Moon, Magus of the Moon: they are
 * Mountains): a deck that plays one is not told to play duals it would lock (a Grand Arbiter stax list was told to
 * play Seachrome Coast beside its Back to Basics).
 */
const HURTS_NONBASICS = /nonbasic lands (?:don't untap|are mountains)/i;
const hurtsNonbasics = perCard((record) => HURTS_NONBASICS.test(record.oracleText));

function swapState(ctx: SwapContext, review: TappedReview): SwapState {
  const deck = ctx.cards.filter(inDeck);
  return {
    tappedRoom: Math.max(0, review.budget - review.copies),
    left: { named: new Map(), played: playedCopies(ctx.cards), limit: ctx.format.copyLimit },
    deck,
    // A Commander deck that plays no Reserved List dual is not pointed to one (data/dual-lands.ts).
    skipReserved: Boolean(ctx.format.commander) && !deck.some((c) => RESERVED_LIST.has(c.record?.name ?? c.name)),
    nonbasicLock: deck.find((c) => c.record !== undefined && hurtsNonbasics(c.record))?.name ?? null,
  };
}

/** Fills `from` with duals, best first, within the copies left (shared across the whole advice). */
function fillSwap(from: SwapFrom, want: Wanted, state: SwapState, ctx: SwapContext): NamedSwap {
  const replaced = ctx.cards.find((c) => c.name === from.land)?.record;
  // Best first; whether a candidate fits this deck is asked only until the swap is filled (a fetch land's colours cost a pass over the deck).
  // A Commander game runs long: a dual is preferred for being untapped on the turns after the spell's too, so a fast
  // land (tapped from turn 4) comes after the check lands (a Gisa pile was told to play Darkslick Shores).
  const rankTurn = ctx.format.commander ? Math.max(want.turn, COMMANDER_DUAL_UNTAPPED_TURN) : want.turn;
  const order = orderedFor(rankedFor(ctx.candidates, ctx.format, want.color, from.color), rankTurn);
  const duals: NamedSwap['duals'] = [];
  let wanted = from.count;
  let limitReached = false;
  const { left } = state;
  const untappedOnly = want.untappedOnly || (want.preferUntapped === true && order.some((r) => untappedOn(r, want.turn)));
  for (const r of state.nonbasicLock ? [] : order) {
    if (untappedOnly && !untappedOn(r, want.turn)) break;
    const n = Math.min(wanted, copiesLeft(left, r.record.name));
    if (n <= 0) {
      limitReached ||= (left.played.get(r.record.name) ?? 0) > 0 && fits(r, want.color, from, replaced, state.deck, ctx);
      continue;
    }
    const alwaysTapped = r.untapped === null;
    if ((alwaysTapped && state.tappedRoom <= 0) || (state.skipReserved && RESERVED_LIST.has(r.name)) || !fits(r, want.color, from, replaced, state.deck, ctx)) continue;
    const named = alwaysTapped ? Math.min(n, state.tappedRoom) : n;
    if (alwaysTapped) state.tappedRoom -= named;
    duals.push({ name: r.name, count: named, tapped: !untappedOn(r, want.turn) });
    left.named.set(r.record.name, copiesLeft(left, r.record.name) - named);
    wanted -= named;
    if (wanted === 0) break;
  }
  return { land: from.land, count: from.count, color: from.color, duals, unnamed: wanted, ...(limitReached ? { limitReached } : {}) };
}

/**
 * The duals named for the colour advice and for the tapped-land advice of one answer, which share the copies left
 * under the limit (a Boros list was told to play four Sacred Foundry for its colours and four more for its tapped lands).
 */
export function nameSwaps(shortColors: ShortColor[], review: TappedReview, ctx: SwapContext): { landSwaps: NamedSwap[][]; untappedSwaps: UntappedSwap[]; nonbasicLock?: string } {
  // Most decks get no advice of either kind: they pay nothing for the candidates.
  if (shortColors.length === 0 && !overTappedBudget(review)) return { landSwaps: [], untappedSwaps: [] };
  const state = swapState(ctx, review);
  return { landSwaps: nameLandSwaps(shortColors, state, ctx, overTappedBudget(review)), untappedSwaps: nameUntappedSwaps(review, state, ctx), nonbasicLock: state.nonbasicLock ?? undefined };
}

/** For each piece of colour advice, in order, the duals named for each land it replaces. */
function nameLandSwaps(shortColors: ShortColor[], state: SwapState, ctx: SwapContext, tappedFull: boolean): NamedSwap[][] {
  // A land that enters tapped is no source for a turn-1 spell (as the sources are counted), and would cost the
  // colour it replaces on that turn: past the untapped candidates, which come first, none is named.
  // An aggressive deck, which loses the turn it plays a tapped dual, is named one only where the format has no dual
  // of the pair untapped on the spell's turn (Isshin's attack-trigger Brawl deck was told to play Bloodfell Caves and
  // Rakdos Guildgate for one Drana).
  // A deck already over its budget of tapped lands (`tappedFull`) is named untapped duals only: Pauper Slivers, over its
  // budget, was told to make a Forest a Blossoming Sands.
  const wanted = (short: ShortColor): Wanted => ({ color: short.color, turn: short.turn, untappedOnly: tappedFull || onlyUntappedCount(short.turn), preferUntapped: ctx.aggressive === true });
  return shortColors.map((short) => short.swaps.map((from) => fillSwap(from, wanted(short), state, ctx)));
}

/** A land that always enters tapped and the untapped duals named to replace its copies. */
export interface UntappedSwap {
  land: string;
  duals: Array<{ name: string; count: number }>;
}

/** The two colours a tapped land makes here, when it makes exactly two (a utility land or a Triome has no dual to replace it). */
export function pairOf(land: PoolLand): [ManaColor, ManaColor] | null {
  const colors = WUBRG.filter((c) => land.colors.has(c));
  return colors.length === 2 ? [colors[0]!, colors[1]!] : null;
}

/**
 * For a deck over its budget of tapped lands (manabase.ts `tappedReview`), the
 * duals legal in its format that make the same two colours and are untapped by
 * the budget's turn, best first, for the copies over the budget, in the
 * review's order of lands to replace.
 */
function nameUntappedSwaps(review: TappedReview, state: SwapState, ctx: SwapContext): UntappedSwap[] {
  let over = review.copies - review.budget;
  if (over <= 0) return [];
  const swaps: UntappedSwap[] = [];
  for (const land of review.replaceable) {
    const pair = pairOf(land);
    if (!pair || over <= 0) continue;
    const from: SwapFrom = { land: land.name, count: Math.min(land.quantity, over), color: pair[1] };
    const named = fillSwap(from, { color: pair[0], turn: review.untappedBy, untappedOnly: true }, state, ctx);
    if (named.duals.length === 0) continue;
    swaps.push({ land: land.name, duals: named.duals.map(({ name, count }) => ({ name, count })) });
    over -= from.count - named.unnamed;
  }
  return swaps;
}

/**
 * The lands advice names for a deck short of colourless sources (colorless-need.ts), best first: Eldrazi Temple, the
 * duals of two of the deck's colours that also make {C} (Karplusan Forest: they keep both colours), then Wastes; each
 * legal in the format, inside a commander's colour identity, with copies left under the copy limit (a basic has no limit).
 */
export function nameColorlessLands(colors: readonly ManaColor[], ctx: SwapContext, most: number): string[] {
  const played = playedCopies(ctx.cards);
  const usable = (name: string) => {
    const record = ctx.candidates.get(name);
    if (!record || record.legalities[ctx.format.id] !== 'legal' || !insideIdentity(record, ctx)) return false;
    return record.supertypes.includes('Basic') || (played.get(record.name) ?? 0) < ctx.format.copyLimit;
  };
  const duals = RANKED_NAMES.filter(({ name }) => {
    const record = ctx.candidates.get(name);
    return record !== undefined && record.producedMana.includes('C') && colors.filter((c) => record.producedMana.includes(c)).length >= 2;
  }).map((r) => r.name);
  return [...COLORLESS_LANDS.first, ...duals, ...COLORLESS_LANDS.last].filter(usable).slice(0, most);
}
