/**
 * Karsten's early colour requirements: per colour, the most demanding spell of
 * low mana value, the sources it needs (Karsten 2022 tables) and the sources
 * the deck has for it, with the exact odds of casting it on curve.
 */
import { WUBRG, type ManaColor } from '../domain/cards.js';
import type { ColorCounts, ManaBase } from '../contract/schemas.js';
import type { DeckCard } from '../domain/deck.js';
import { KARSTEN_ASSUMED_LANDS, karstenRequirement, type KarstenDeckSize } from './data/karsten-2022.js';
import { hypergeometricAtLeast } from './probability.js';
import { rememberBounded } from './card-memo.js';
import type { ColorSources, NonlandSource } from './color-sources.js';
import type { CastCost } from './cast-cost.js';
import { EARLY_SPELL_MANA_VALUE, GOLD_EXTRA_SOURCES, KARSTEN_2022, LATE_SPELL_MANA_VALUE, OPENING_HAND } from './tuning.js';

export interface EarlySpell {
  color: ManaColor;
  spell: string;
  manaCost: string;
  manaValue: number;
  pips: number;
  required: number;
  /** Sources that count for this spell: on turn 1, lands that always enter tapped do not. */
  sources: number;
  turn: number;
}

/** What the early-spell search reads about the deck. */
export interface EarlyContext {
  main: DeckCard[];
  /** The cost as cast of each card of `main` (same index; undefined for lands). */
  costs: ReadonlyArray<CastCost | undefined>;
  table: KarstenDeckSize;
  sources: ColorSources;
  /** Lands in the deck: Karsten's requirement scales with it (his table assumes 17/25/35/41). */
  lands: number;
  nonland: NonlandSource[];
  /**
   * Turns later than on curve that the deck wants its spells: 1 for a casual multiplayer Commander deck (a game at
   * 40 life among four forgives a turn; Karsten's tables assume a duel), else 0.
   */
  turnDelay?: number;
  /**
   * A singleton deck (Commander, Brawl) reads a colour's need from its second most demanding early spell: one card of
   * a hundred is drawn early in few games, and cast a turn late it costs little; two or more make a pattern worth the
   * lands. An upgraded Atraxa was told to swap four lands for one Counterspell, a Chulane list six for one Absorb.
   */
  singleton?: boolean;
}

/** Weighted nonland sources of a colour that are out in time for a spell of this mana value. */
export function nonlandWeight(nonland: NonlandSource[], color: ManaColor, manaValue: number): number {
  let weight = 0;
  for (const n of nonland) {
    const inTime = n.kind === 'mox' || (manaValue >= 2 && n.mana_value <= manaValue - 1 && (n.kind !== 'rock' || manaValue >= 3));
    if (inTime && n.colors.includes(color)) weight += n.weight * n.quantity;
  }
  return weight;
}

/**
 * One colour of an early cost: its pips, whether the cost is gold, and
 * Karsten's requirement for the table and land count last asked for (most
 * traffic reads a few; held in the object itself, so reading it touches nothing more),
 * and the early spell last picked for it: a deck analysed again picks the same
 * spell with the same counts, and reuses the pick.
 */
interface EarlyColor {
  color: ManaColor;
  /** The colour's WUBRG index. */
  at: number;
  pips: number;
  gold: boolean;
  /** The requirement for the table, land count and turn last asked for (null: not in Karsten's tables). */
  table: KarstenDeckSize | null;
  lands: number;
  turn: number;
  required: number | null;
  pick: EarlySpell | null;
}

/**
 * The colours of a cost, kept per cost: the costs of cards no plan touches
 * are kept per card, so a repeated deck reads its spells' colours and Karsten
 * rows without filtering colours or building table keys again.
 */
const colorsOfCost = new WeakMap<CastCost, EarlyColor[]>();

function earlyColorsOf(cost: CastCost): EarlyColor[] {
  let colors = colorsOfCost.get(cost);
  if (!colors) {
    const gold = WUBRG.filter((c) => cost.pips[c] > 0).length > 1;
    colors = WUBRG.filter((c) => cost.pips[c] > 0).map((color): EarlyColor => ({ color, at: WUBRG.indexOf(color), pips: cost.pips[color], gold, table: null, lands: -1, turn: -1, required: null, pick: null }));
    colorsOfCost.set(cost, colors);
  }
  return colors;
}

/** What an early spell of this colour requires (null: Karsten's tables do not cover its cost), kept with the colour for the table and land count last asked for. */
function requiredOf(part: EarlyColor, cost: CastCost, e: EarlyContext, turn: number): number | null {
  if (part.table === e.table && part.lands === e.lands && part.turn === turn) return part.required;
  // Karsten's tables key a requirement by cost, the cost's mana value standing for the turn: a spell the deck
  // casts later than that (a plan's turn, Serra Avenger, a reduced cost paid from turn 2) is read at its turn.
  const base = karstenRequirement(part.pips, Math.max(cost.manaValue, turn) - part.pips, e.table);
  part.table = e.table;
  part.lands = e.lands;
  part.turn = turn;
  part.required = base === null ? null : Math.max(1, Math.round((base * e.lands) / KARSTEN_ASSUMED_LANDS[e.table])) + (part.gold ? GOLD_EXTRA_SOURCES : 0);
  return part.required;
}

/** The last turn `weightOf` keeps a weight for: a late spell's turn, one later for a casual Commander deck. */
const WEIGHT_TURNS = LATE_SPELL_MANA_VALUE + 1;

/**
 * `nonlandWeight` of one deck, once per colour and turn (kept by index:
 * a picked spell's turn is at most WEIGHT_TURNS): every early
 * spell of a colour and cost shares it, and a Commander deck has many rocks to sum.
 */
function weightOf(known: Array<number | undefined>, nonland: NonlandSource[], part: EarlyColor, turn: number): number {
  return (known[part.at * (WEIGHT_TURNS + 1) + turn] ??= nonlandWeight(nonland, part.color, turn));
}


/** Whether only lands that enter untapped count as sources for a spell of this turn: on turn 1 a tapped land is no source yet. */
export const onlyUntappedCount = (turn: number): boolean => turn === 1;

/** The sources that count for an early spell of this colour: on turn 1 the untapped lands, later the lands and the nonland sources out in time. */
function sourcesOf(part: EarlyColor, e: EarlyContext, weights: Array<number | undefined>, turn: number): number {
  if (onlyUntappedCount(turn)) return Math.floor(e.sources.untapped[part.color]);
  // Nonland mana out by the turn the deck casts the spell, not only by its mana value: a casual Commander deck casts its
  // Counterspell on turn 3, by when a 2-mana Signet has come down (Breya's six were left out of its blue count).
  return Math.floor(e.sources.all[part.color] + weightOf(weights, e.nonland, part, Math.min(turn, WEIGHT_TURNS)));
}

/** The colour's pick of this spell with these counts: the one kept with the colour when it matches, else a new one (frozen, since answers share it). */
function earlyPick(part: EarlyColor, cost: CastCost, spell: string, required: number, sources: number, turn: number): EarlySpell {
  const kept = part.pick;
  if (kept && kept.spell === spell && kept.required === required && kept.sources === sources && kept.turn === turn) return kept;
  return (part.pick = Object.freeze({ color: part.color, spell, manaCost: cost.printed, manaValue: cost.manaValue, pips: part.pips, required, sources, turn }));
}

/** Whether a spell requiring `required` sources with `sources` is more demanding than `pick`: a wider gap, or the same gap and a higher requirement. */
const moreDemanding = (required: number, sources: number, pick: EarlySpell) =>
  required - sources > pick.required - pick.sources || (required - sources === pick.required - pick.sources && required > pick.required);

/** Per colour (by WUBRG index), the most demanding spell met so far and, for a singleton deck, the second. */
interface Picks {
  first: Array<EarlySpell | undefined>;
  second: Array<EarlySpell | undefined>;
}

const noPicks = (): Picks => ({ first: [], second: [] });

/** Keeps the spell in the colour's picks when it is more demanding than the first (or, singleton, the second). */
function consider(picks: Picks, part: EarlyColor, cost: CastCost, spell: string, required: number, sources: number, turn: number, singleton: boolean): void {
  const pick = picks.first[part.at];
  if (!pick || moreDemanding(required, sources, pick)) {
    if (singleton) picks.second[part.at] = pick;
    picks.first[part.at] = earlyPick(part, cost, spell, required, sources, turn);
  } else if (singleton && (!picks.second[part.at] || moreDemanding(required, sources, picks.second[part.at]!))) {
    picks.second[part.at] = earlyPick(part, cost, spell, required, sources, turn);
  }
}

/** A colour's pick: in a singleton deck its second most demanding spell when it has two. */
const pickOf = (picks: Picks, at: number, singleton: boolean): EarlySpell | undefined => (singleton ? (picks.second[at] ?? picks.first[at]) : picks.first[at]);

/**
 * Per colour, the most demanding early spell (in a singleton deck the second
 * most demanding, when the colour has two: EarlyContext.singleton); between
 * equal requirements, the one with fewer usable sources. A colour without an
 * early spell that some land makes is read from its most demanding spell up
 * to LATE_SPELL_MANA_VALUE instead: its lands must still cast that spell on time
 * (Naya Tokens ran four Esika's Chariots on 8 green sources, and no number
 * said so). One pass over the deck for all five colours (the cards in deck
 * order per colour, so ties keep the first met), rather than one pass per colour.
 */
export function hardestEarlySpells(e: EarlyContext): EarlySpell[] {
  // By WUBRG index: an object keyed by colour took a new shape per order of colours met, and its reads a slow path.
  const early = noPicks();
  const late = noPicks();
  const weights: Array<number | undefined> = [];
  const singleton = Boolean(e.singleton);
  for (let i = 0; i < e.main.length; i++) {
    const card = e.main[i]!;
    const cost = e.costs[i];
    if (card.land || !cost || cost.notCast) continue;
    // Early by the turn it is cast, not its cost as cast alone: a foretold Doomskar ({1}{W}{W}) is still a turn-5 wrath.
    const castTurn = Math.max(cost.manaValue, cost.turn);
    if (castTurn > LATE_SPELL_MANA_VALUE) continue;
    const turn = cost.turn + (e.turnDelay ?? 0);
    const picks = castTurn <= EARLY_SPELL_MANA_VALUE ? early : late;
    for (const part of earlyColorsOf(cost)) {
      const required = requiredOf(part, cost, e, turn);
      if (required === null) continue;
      consider(picks, part, cost, card.name, required, sourcesOf(part, e, weights, turn), turn, singleton);
    }
  }
  const found: EarlySpell[] = [];
  for (let at = 0; at < WUBRG.length; at++) {
    // A colour no land makes has no lands to count against a late spell: its cards get the unmade colour's advice (manabase.ts).
    const pick = pickOf(early, at, singleton) ?? (e.sources.all[WUBRG[at]!] > 0 ? pickOf(late, at, singleton) : undefined);
    if (pick) found.push(pick);
  }
  return found;
}

/**
 * What is kept with an early pick (picks are reused by a deck that picks
 * alike, and frozen): its requirement note for the colour's sources, table and
 * lands it was last written for, its on-curve row for a library size, and that
 * row's note for either kind of format. Each is a pure function of those.
 */
interface PickNotes {
  requirement: { all: number; table: KarstenDeckSize; lands: number; text: string } | null;
  onCurve: { library: number; row: CastOnCurve } | null;
}

const notesOfPick = new WeakMap<EarlySpell, PickNotes>();

function pickNotes(s: EarlySpell): PickNotes {
  let kept = notesOfPick.get(s);
  if (!kept) notesOfPick.set(s, (kept = { requirement: null, onCurve: null }));
  return kept;
}

/** One note per colour: sources against Karsten's requirement, and how many to add. */
export function requirementNote(s: EarlySpell, all: ColorCounts, table: KarstenDeckSize, lands: number): string {
  const kept = pickNotes(s);
  const r = kept.requirement;
  if (r && r.all === all[s.color] && r.table === table && r.lands === lands) return r.text;
  const text = writeRequirementNote(s, all[s.color], table, lands);
  kept.requirement = { all: all[s.color], table, lands, text };
  return text;
}

/** Which of Karsten's tables a requirement was read from, and the lands it was scaled to. */
export const karstenTableName = (table: KarstenDeckSize, lands: number): string => `${table === 99 ? '99-card (Commander)' : `${table}-card`} table scaled to ${lands} lands`;

function writeRequirementNote(s: EarlySpell, all: number, table: KarstenDeckSize, lands: number): string {
  const tableName = karstenTableName(table, lands);
  const have = s.sources;
  // Past its lands, a colour's sources are nonland mana out in time (Karsten's weights), which color_sources does not count.
  const tappedNote = have < all ? ` (${all - have} of the ${all} enter tapped and do not count on turn 1)` : have > all ? ` (${all} lands and ${have - all} from nonland mana)` : '';
  return have < s.required
    ? `${s.color}: ${have} sources${tappedNote}, ${s.required} needed to cast ${s.spell} (${s.manaCost}) on turn ${s.turn} consistently (${KARSTEN_2022}, ${tableName}).`
    : `${s.color}: ${have} sources${tappedNote} meet the ${s.required} that ${s.spell} (${s.manaCost}) needs on turn ${s.turn} (${KARSTEN_2022}, ${tableName}).`;
}

export type CastOnCurve = NonNullable<ManaBase['cast_on_curve']>[number];

/**
 * The on-curve odds are a pure function of four small counts that most decks
 * of a size share (the exact tail costs BigInt binomials each time): kept
 * across requests, bounded by entries.
 */
const HOLDING_ODDS_MAX = 10_000;
const holdingOdds = new Map<string, number>();

function oddsOfHolding(library: number, sources: number, seen: number, pips: number): number {
  return rememberBounded(holdingOdds, HOLDING_ODDS_MAX, `${library}|${sources}|${seen}|${pips}`, () => hypergeometricAtLeast(library, sources, seen, pips));
}

/** The exact probability of holding the spell's pips in sources among the cards seen by its turn on the play (kept with the pick per library size; frozen, answers share it). */
export function castOnCurve(s: EarlySpell, library: number): CastOnCurve {
  const kept = pickNotes(s);
  if (kept.onCurve?.library === library) return kept.onCurve.row;
  const seen = OPENING_HAND + s.turn - 1;
  const probability = oddsOfHolding(library, Math.min(s.sources, library), seen, s.pips);
  const row: CastOnCurve = Object.freeze({
    color: s.color,
    spell: s.spell,
    mana_cost: s.manaCost,
    turn: s.turn,
    pips: s.pips,
    sources: s.sources,
    required: s.required,
    probability: Math.round(probability * 10000) / 10000,
  });
  kept.onCurve = { library, row };
  return row;
}

/** An on-curve row's note, in a deck's (60-card) or a library's (Commander) words: kept with the row. */
const curveNotes = new WeakMap<CastOnCurve, { deck?: string; library?: string }>();

export function castOnCurveNote(c: CastOnCurve, commanderFormat: boolean): string {
  let kept = curveNotes.get(c);
  if (!kept) curveNotes.set(c, (kept = {}));
  const where = commanderFormat ? 'library' : 'deck';
  return (kept[where] ??= `${c.color}: ${(c.probability * 100).toFixed(1)}% to hold ${c.pips} ${c.color} source${c.pips > 1 ? 's' : ''} by turn ${c.turn} on the play, from the first seven cards kept whatever they hold (${c.sources} sources in the ${where}; mana_base.castability counts mulligans).`);
}
