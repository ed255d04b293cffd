/**
 * Castability per spell (issue 11): for every nonland card the deck means to
 * cast, at the turn it wants it, the probability of paying its cost as cast
 * on the play and on the draw (London mulligan), the same given enough lands
 * (Karsten's measure), and the average delay in turns. Lands only pay, as in
 * Karsten's model; nonland mana counts in the land and colour advice instead.
 */
import { colorMask, WUBRG, type ManaColor } from '../domain/cards.js';
import type { DeckCard } from '../domain/deck.js';
import { castCost, planFreeCost, type CastContext, type CastCost, type CostRule } from './cast-cost.js';
import { castProbabilityOver, exactCurve, needClassesKey, forgetHallCurves, forgetLandsSeen, landsSeen, sampledCurve, type Castability, type DrawSetup, type LandClass, type Need } from './castability-math.js';
import { sourceColors } from './color-sources.js';
import { manaFacts, type ManaFacts } from './mana-facts.js';
import { perCard, rememberBounded } from './card-memo.js';
import { CASTABILITY_MAX_DELAY, CASTABILITY_MAX_SPELLS, HARDEST_TO_CAST } from './tuning.js';

/** The pay curves cover up to this many lands seen (a 100-card deck by turn 10 on the draw sees at most 18 cards). */
const SAMPLED_CURVE_MAX_LANDS = 30;
/** Cards in the opening hand: with the turn's draws, the most lands a player can have seen. */
const HAND_SIZE = 7;

export interface SpellCastability {
  card: string;
  mana_cost: string;
  cast_cost_rule: CostRule;
  mana_value_as_cast: number;
  turn: number;
  on_play: number;
  on_draw: number;
  on_play_given_lands: number;
  average_delay_turns: number;
}

/** One land (or modal land face) of the pool: the colours it makes here and whether it is tapped on turn 1. */
export interface PoolLand {
  name: string;
  quantity: number;
  colors: ReadonlySet<ManaColor>;
  /** The same colours as a bit mask (WUBRG order), with COLORLESS_BIT when it makes {C}: what the pay curves group lands by. */
  colorMask: number;
  tappedTurnOne: boolean;
  /** Enters tapped on any turn, so it cannot be the land played the turn a spell is cast on curve. */
  tapped: boolean;
  /** A land card, not a spell with a modal land back (Jwari Disruption): only a land card is swapped for another land. */
  land: boolean;
  /** A basic land: a swap replaces basics first, before a land that does something more (Dwarven Mine). */
  basic: boolean;
  /** An artifact land (Vault of Whispers): Affinity's swap takes it for an artifact dual (Mistvault Bridge), which counts the same. */
  artifact: boolean;
}


/** The deck's card names, gathered on the first question: only costs a deck's plan decides ask, and most decks have none. */
function namesOf(main: DeckCard[]): CastContext['names'] {
  let names: Set<string> | null = null;
  return { has: (name) => (names ??= new Set(main.map((c) => c.name))).has(name) };
}

/**
 * A card's mana facts and, when no plan touches its cost, that cost's keys:
 * one lookup per card serves the whole mana base (plan counts, land pool,
 * spells, land count, nonland sources) instead of one per question.
 */
interface CardMana {
  facts: ManaFacts;
  planFree: CostKeys | null;
  /**
   * The deck (`deckCastability`'s serial) that last met this card, and where:
   * a deck that lists a card twice (main deck and commander) counts it as one
   * spell, and the stamp finds the first listing without a map of names
   * (joinDeck names a card by its record, so one name is one record).
   */
  seenInDeck: number;
  seenAt: number;
}

const cardMana = perCard((record): CardMana => {
  const cost = planFreeCost(record);
  return { facts: manaFacts(record), planFree: cost && costKeys(cost), seenInDeck: 0, seenAt: 0 };
});

/** Numbers each `deckCastability` call, for the stamps above (a call runs to its end before the next begins). */
let deckSerial = 0;

/** The plan counts of the deck (the fuel of plans that decide costs), from its cards' facts (`mana[i]` for `main[i]`). */
function castContextOf(main: DeckCard[], mana: Array<CardMana | null>, commander: boolean): CastContext {
  let dredgeCopies = 0;
  let artifactCopies = 0;
  let creatureCopies = 0;
  let cheapSpellCopies = 0;
  let landCopies = 0;
  let modalLandCopies = 0;
  for (let i = 0; i < main.length; i++) {
    const facts = mana[i]?.facts;
    if (!facts) continue;
    const n = main[i]!.quantity;
    if (main[i]!.land) landCopies += n;
    else if (facts.modal) modalLandCopies += n;
    if (facts.cheapSpell) cheapSpellCopies += n;
    if (facts.dredge) dredgeCopies += n;
    if (facts.artifact) artifactCopies += n;
    if (facts.creature) creatureCopies += n;
  }
  return { names: namesOf(main), dredgeCopies, artifactCopies, creatureCopies, cheapSpellCopies, landCopies, modalLandCopies, commander };
}

/** No card of the deck's: what a commander is cast with, from the command zone, where no plan of the library's reaches it. */
const NO_NAMES: CastContext['names'] = new Set<string>();

/**
 * The context a commander's cost is read in: the deck's counts, but none of
 * its cards, so no cheat or graveyard plan claims it (K'rrik, Son of Yawgmoth
 * read as reanimated beside Reanimate and Animate Dead; it is cast for {4}
 * and life).
 */
const commanderContext = (ctx: CastContext): CastContext => ({ ...ctx, names: NO_NAMES });

/** The colours a land of the deck makes here: a land with a record that fetches nothing from its own facts, others as the sources count them (`sourceColors`). */
function poolColors(card: DeckCard, facts: ManaFacts | undefined, main: DeckCard[], usable: ManaColor[], usableMask: number): ReadonlySet<ManaColor> {
  if (card.land && facts && !facts.land.search) return COLOR_SETS[facts.land.colorMask & usableMask]!;
  return sourceColors(card, main, new Set(usable));
}

/** The deck's land pool: land cards and modal cards with a land back face (`mana[i]` for `main[i]`). */
function landPoolOf(main: DeckCard[], mana: Array<CardMana | null>, usable: ManaColor[]): PoolLand[] {
  const usableMask = colorMask(usable);
  const pool: PoolLand[] = [];
  for (let i = 0; i < main.length; i++) {
    const card = main[i]!;
    const facts = mana[i]?.facts;
    const entry = facts ? (card.land ? facts.asLand : facts.modal) : null;
    if (!card.land && !entry) continue;
    const colors = poolColors(card, facts, main, usable, usableMask);
    pool.push({
      name: card.name,
      quantity: card.quantity,
      colors,
      colorMask: colorMask(colors) | (card.land && facts?.land.colorless && !facts.land.search ? COLORLESS_BIT : 0),
      tappedTurnOne: entry ? entry.tappedTurnOne : false,
      tapped: entry ? entry.tapped : false,
      land: card.land,
      basic: card.basic,
      artifact: card.land && card.record?.types.includes('Artifact') === true,
    });
  }
  return pool;
}

const bit = (c: ManaColor) => 1 << WUBRG.indexOf(c);
/** The pip mask of a {C} pip, after WUBRG's five: only a land that makes colourless mana pays it. */
export const COLORLESS_BIT = 1 << WUBRG.length;

/** Every set of colours, by mask (WUBRG order): lands that make the same usable colours share one, only read. */
const COLOR_SETS: ReadonlyArray<ReadonlySet<ManaColor>> = Array.from({ length: 32 }, (_, mask) => new Set(WUBRG.filter((c) => mask & bit(c))));

/** One mask per coloured or {C} pip, hybrid pips naming either colour. */
function pipMasksOf(cost: CastCost): number[] {
  const pipMasks: number[] = [];
  for (const c of WUBRG) for (let i = 0; i < cost.pips[c]; i++) pipMasks.push(bit(c));
  for (let i = 0; i < cost.colorless; i++) pipMasks.push(COLORLESS_BIT);
  for (const h of cost.hybrid) pipMasks.push(h.reduce((m, c) => m | bit(c), 0));
  return pipMasks;
}

/** What a cost with these pips needs on a turn (built for every turn of every new spell: one object, no spread). */
function needAt(pipMasks: number[], manaValue: number, turn: number): Need {
  const onCurve = turn >= 2 && manaValue >= turn;
  return onCurve ? { pipMasks, manaValue, turn, untappedPayer: manaValue > pipMasks.length ? 'any' : 'coloured' } : { pipMasks, manaValue, turn };
}

/** What a cost needs: one mask per coloured pip, hybrid pips naming either colour. */
export function needOf(cost: CastCost, turn: number): Need {
  return needAt(pipMasksOf(cost), cost.manaValue, turn);
}

/** The pool grouped by what matters to this need: the colours it can pay and whether it is untapped. */
export function classesFor(pool: PoolLand[], need: Need): LandClass[] {
  const wanted = need.pipMasks.reduce((m, p) => m | p, 0);
  const byKey = new Map<number, LandClass>();
  for (const land of pool) {
    const mask = land.colorMask & wanted;
    const usable = !(need.turn === 1 && land.tappedTurnOne);
    const tapped = Boolean(need.untappedPayer) && land.tapped;
    const key = mask * 4 + (usable ? 2 : 0) + (tapped ? 1 : 0);
    const found = byKey.get(key);
    if (found) found.count += land.quantity;
    else byKey.set(key, { count: land.quantity, mask, usable, tapped });
  }
  return [...byKey.values()];
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/**
 * P(payable | m lands seen), shared by every spell and turn of a deck that
 * needs the same coloured pips: from turn 2 on every land is usable, so the
 * answer is "m >= mana value and the pips can be matched", and the matching
 * part does not depend on the generic mana. Turn 1 (tapped lands unusable)
 * is keyed by the mana value too.
 */
export type PayCache = Map<string, PayCurve>;

/** One shared curve: its land classes and need, the values known so far, and whether they cover every land count. */
interface PayCurve {
  classes: LandClass[];
  need: Need;
  values: number[];
  complete: boolean;
}

/**
 * Pay curves across requests: a pure function of the land classes and the
 * pips, and most decks of a colour pair share both (20 Mountains, 8 Forests
 * and 12 duals), so each is worked out once and extended in place. Bounded by entries.
 */
const PAY_CURVES_MAX = 20_000;
const payCurves = new Map<string, PayCurve>();

function sharedCurve(classes: LandClass[], need: Need): PayCurve {
  return rememberBounded(payCurves, PAY_CURVES_MAX, needClassesKey(need, classes, need.turn), (): PayCurve => ({ classes, need, values: [], complete: false }));
}

/**
 * `firstTurn` is the spell's own turn: every curve of the spell then covers its latest turn at once, so the no-payer curve shared by a late cast and an on-curve one is one programme.
 * `pipKey` is the need's pips as a key, built once per spell rather than on each of its turns.
 */
function sharedPay(pool: PoolLand[], need: Need, cache: PayCache, firstTurn: number, pipKey: string): (m: number) => number {
  const turnOne = need.turn === 1;
  const key = `${pipKey}|${turnOne ? `t1:${need.manaValue}` : (need.untappedPayer ?? '')}`;
  let entry = cache.get(key);
  if (!entry) {
    // Outside turn 1 the matching alone is cached: the mana value check happens in castProbabilityOver.
    const matchNeed: Need = turnOne ? need : { pipMasks: need.pipMasks, manaValue: need.pipMasks.length, turn: Math.max(need.turn, need.pipMasks.length), ...(need.untappedPayer ? { untappedPayer: need.untappedPayer } : {}) };
    entry = sharedCurve(classesFor(pool, matchNeed), matchNeed);
    cache.set(key, entry);
  }
  const curve = entry;
  return (m) => {
    if (m < curve.values.length) return curve.values[m]!;
    if (!curve.complete) extendCurve(curve, Math.max(m, HAND_SIZE + firstTurn + CASTABILITY_MAX_DELAY));
    return curve.values[Math.min(m, curve.values.length - 1)]!;
  };
}

/**
 * Exact values up to the lands a player can have seen by the latest turn
 * asked (the exact programme's cost grows with it; its values do not depend
 * on how far it goes), or the seeded sample over every land count.
 */
function extendCurve(curve: PayCurve, wanted: number): void {
  const reach = Math.min(SAMPLED_CURVE_MAX_LANDS, wanted);
  const lands = curve.classes.reduce((n, c) => n + c.count, 0);
  const exact = exactCurve(curve.classes, curve.need, reach);
  if (exact) {
    curve.values = exact;
    curve.complete = reach >= SAMPLED_CURVE_MAX_LANDS || reach >= lands;
    if (curve.complete && exact.length < SAMPLED_CURVE_MAX_LANDS + 1) curve.values = [...exact, ...new Array<number>(SAMPLED_CURVE_MAX_LANDS + 1 - exact.length).fill(exact[exact.length - 1]!)];
    return;
  }
  curve.values = sampledCurve(curve.classes, curve.need, SAMPLED_CURVE_MAX_LANDS);
  curve.complete = true;
}

/** What every spell of one deck reads: its land pool, its draw setup, the pay curves its spells share, and the lands seen by each turn. */
interface DeckMana {
  pool: PoolLand[];
  setup: Omit<DrawSetup, 'onPlay'>;
  /** Made on the first spell whose figures are not kept: a deck analysed again needs none. */
  payCache: PayCache | null;
  /** What is kept for the draw setup: the figures (pool view -> need -> figures) and the lands seen by each turn (`landsSeenBy`). */
  memo: SetupMemo;
  /** Its part for the pool as the spells needing some colours see it (`poolView`), found once per deck, colours and flags read. */
  views: Array<Map<NeedKey, Figures> | undefined>;
}

/** A deck's views by wanted colours (five bits and {C}'s) and flags (two): an array indexed by both, cheaper to read than a map. */
const VIEW_SLOTS = (COLORLESS_BIT << 1) * 4;

function deckMana(pool: PoolLand[], setup: Omit<DrawSetup, 'onPlay'>, memo: SetupMemo): DeckMana {
  return { pool, setup, payCache: null, memo, views: new Array<Map<NeedKey, Figures> | undefined>(VIEW_SLOTS) };
}

/** Lands seen by a turn, on the play or on the draw: the same for every spell of every deck of the draw setup, so kept with the setup's memo (and the setup built as landsSeen takes it only when new). */
function landsSeenBy(deck: DeckMana, turn: number, play: boolean): number[] {
  return (deck.memo.seen[turn * 2 + (play ? 0 : 1)] ??= landsSeen({ ...deck.setup, onPlay: play }, turn));
}

const CERTAIN: Castability = { probability: 1, givenLands: 1 };
const NEVER: Castability = { probability: 0, givenLands: 0 };

/** The figures of a spell that depend on its need and the deck, not on its card. */
type Figures = Pick<SpellCastability, 'on_play' | 'on_draw' | 'on_play_given_lands' | 'average_delay_turns'>;

function spellFigures(cost: CastCost, pipMasks: number[], pipKey: string, deck: DeckMana): Figures {
  // A spell's turns ask for at most three pay curves (turn 1, on curve with an untapped payer, later): each looked up once.
  const pays = new Map<string, (m: number) => number>();
  const at = (turn: number, onPlay: boolean): Castability => {
    if (cost.manaValue === 0) return CERTAIN;
    if (deck.setup.lands === 0) return NEVER;
    const need = needAt(pipMasks, cost.manaValue, turn);
    const variant = turn === 1 ? 't1' : (need.untappedPayer ?? '');
    let pay = pays.get(variant);
    if (!pay) pays.set(variant, (pay = sharedPay(deck.pool, need, (deck.payCache ??= new Map()), cost.turn, pipKey)));
    return castProbabilityOver(landsSeenBy(deck, turn, onPlay), pay, cost.manaValue);
  };
  const play = at(cost.turn, true);
  let delay = 1 - play.probability;
  for (let k = 1; k < CASTABILITY_MAX_DELAY; k++) delay += 1 - at(cost.turn + k, true).probability;
  return {
    on_play: round4(play.probability),
    on_draw: round4(at(cost.turn, false).probability),
    on_play_given_lands: round4(play.givenLands),
    average_delay_turns: Math.round(delay * 100) / 100,
  };
}

/** Land flags a spell's turns read: being tapped on turn 1 (a turn-1 cast) and entering tapped (a cast on curve, which needs an untapped payer). */
const READS_TURN_ONE = 2;
const READS_ON_CURVE = 1;

/** Which of those flags the turns a spell's figures ask about (its turn and the delays after it) read. */
function flagsRead(cost: CastCost): number {
  let flags = cost.turn === 1 ? READS_TURN_ONE : 0;
  for (let turn = cost.turn; turn < cost.turn + CASTABILITY_MAX_DELAY; turn++) if (turn >= 2 && cost.manaValue >= turn) flags |= READS_ON_CURVE;
  return flags;
}

/**
 * The pool as a spell needing the `wanted` colours sees it: its lands grouped
 * by the wanted colours they make and by the flags its turns read (`flags`),
 * in the order first met. Every land class of every turn of the spell (and so
 * the order the exact programme sums in) follows from it, so with the draw
 * setup and the need (which decides the flags) it decides the spell's
 * figures: decks whose other lands differ share them, and so do decks whose
 * lands differ only in a flag the spell does not read.
 */
function poolView(deck: DeckMana, wanted: number, flags: number): string {
  // Groups and their counts in the order first met, as alternating numbers: a pool has a few groups.
  const view: number[] = [];
  for (const land of deck.pool) {
    const group = ((land.colorMask & wanted) << 2) | (flags & READS_TURN_ONE && land.tappedTurnOne ? 2 : 0) | (flags & READS_ON_CURVE && land.tapped ? 1 : 0);
    let at = 0;
    while (at < view.length && view[at] !== group) at += 2;
    if (at < view.length) view[at + 1]! += land.quantity;
    else view.push(group, land.quantity);
  }
  // One code unit per number (groups stay below 256); a count past one unit, never in a real deck, as text under its own first unit.
  return view.some((n) => n > 0xffff) ? `\uffff${view.join(',')}` : String.fromCharCode(...view);
}

/** The figures kept for the pool as spells needing these colours and reading these flags see it: looked up once per deck, not once per spell. */
function figuresOfView(deck: DeckMana, wanted: number, flags: number): Map<NeedKey, Figures> {
  let byNeed = deck.views[wanted * 4 + flags];
  if (byNeed) return byNeed;
  const view = poolView(deck, wanted, flags);
  byNeed = deck.memo.figures.get(view);
  if (!byNeed) deck.memo.figures.set(view, (byNeed = new Map()));
  deck.views[wanted * 4 + flags] = byNeed;
  return byNeed;
}

/**
 * A spell's figures are a pure function of its need (pips, mana value as
 * cast, turn), the draw setup and the pool as that need sees it (`poolView`);
 * decks that share those share them across requests. Bounded by entries.
 */
const SPELL_FIGURES_MAX = 50_000;
/** What is kept per draw setup: pool view -> need -> figures (levels, so no key is rebuilt per spell), and the lands seen by each turn on the play and on the draw (`landsSeen`, which every deck of the setup reads). */
interface SetupMemo {
  figures: Map<string, Map<NeedKey, Figures>>;
  seen: number[][];
}
const knownSetups = new Map<number | string, SetupMemo>();

/** A draw setup as a key: one number for the model's own mulligan rule and a deck of any real size, else text. */
function setupKey(setup: Omit<DrawSetup, 'onPlay'>): number | string {
  if (setup.mulligan || setup.library >= 2 ** 20 || setup.lands >= 2 ** 20) return `${setup.library}|${setup.lands}|${setup.commander}|${setup.twoPlayer === true}|${setup.mulligan?.name ?? ''}`;
  // The two flags in the low bits: a Brawl duel keeps the number path that every other deck takes.
  return (setup.library * 2 ** 20 + setup.lands) * 4 + (setup.commander ? 1 : 0) + (setup.twoPlayer ? 2 : 0);
}
let spellFigureCount = 0;

function setupMemo(setup: Omit<DrawSetup, 'onPlay'>): SetupMemo {
  const key = setupKey(setup);
  let memo = knownSetups.get(key);
  if (memo) return memo;
  if (spellFigureCount >= SPELL_FIGURES_MAX) {
    knownSetups.clear();
    spellFigureCount = 0;
  }
  knownSetups.set(key, (memo = { figures: new Map(), seen: [] }));
  return memo;
}

/** A need's key in a pool view's figures: a small integer (`needKey`), or past NEED_KEYS_MAX its text. */
type NeedKey = number | string;

/** What a cost's figures are looked up by: the cost, its pip masks, those as a key, the colours they want, the land flags its turns read, and the need (pips, mana value as cast, turn). */
interface CostKeys {
  cost: CastCost;
  pipMasks: number[];
  pipKey: string;
  wanted: number;
  flags: number;
  need: NeedKey;
  /** The spell's answer row last built from this cost, and the figures it shows (`spellRow`). */
  row: SpellCastability | null;
  rowFigures: Figures | null;
  /** The pool view's figures last read for this cost, and what they held for its need: a deck analysed again reads them without a lookup. */
  lastView: Map<NeedKey, Figures> | null;
  lastFigures: Figures | null;
}

/**
 * Needs as small integers: a pool view's figures are kept by them, so a
 * lookup compares numbers instead of reading key strings (on a new deck each
 * string read is a cache miss). Never forgotten, since kept keys hold the
 * numbers; past NEED_KEYS_MAX distinct needs (the card data has a few
 * thousand costs) a need is keyed by its text instead.
 */
const NEED_KEYS_MAX = 100_000;
const needNumbers = new Map<string, number>();

function needKey(text: string): NeedKey {
  let key = needNumbers.get(text);
  if (key === undefined) {
    if (needNumbers.size >= NEED_KEYS_MAX) return text;
    needNumbers.set(text, (key = needNumbers.size));
  }
  return key;
}

/**
 * Kept per cost: costs are kept per card (and per plan outcome when a plan
 * decides them), so a deck's spells find their keys without building masks
 * and strings again.
 */
const keysOfCost = new WeakMap<CastCost, CostKeys>();

function costKeys(cost: CastCost): CostKeys {
  let keys = keysOfCost.get(cost);
  if (!keys) {
    const pipMasks = pipMasksOf(cost);
    const pipKey = pipMasks.join(',');
    const need = needKey(`${pipKey}|${cost.manaValue}|${cost.turn}`);
    keys = { cost, pipMasks, pipKey, wanted: pipMasks.reduce((m, p) => m | p, 0), flags: flagsRead(cost), need, row: null, rowFigures: null, lastView: null, lastFigures: null };
    keysOfCost.set(cost, keys);
  }
  return keys;
}

/**
 * A spell's answer row, kept with its cost's keys and the figures it was
 * built from: a repeated deck finds the same cost (kept per card) and the same
 * memoised figures, so it reuses the row instead of building it again.
 * Frozen, since answers share it.
 */
function spellRow(card: string, keys: CostKeys, known: Figures): SpellCastability {
  if (keys.row && keys.rowFigures === known && keys.row.card === card) return keys.row;
  const cost = keys.cost;
  const row: SpellCastability = Object.freeze({
    card,
    mana_cost: cost.printed,
    cast_cost_rule: cost.rule,
    mana_value_as_cast: cost.manaValue,
    turn: cost.turn,
    on_play: known.on_play,
    on_draw: known.on_draw,
    on_play_given_lands: known.on_play_given_lands,
    average_delay_turns: known.average_delay_turns,
  });
  keys.row = row;
  keys.rowFigures = known;
  return row;
}

/** One spell's castability: its figures from the memo (pool view, then need), or worked out and kept. */
function spellCastability(card: string, keys: CostKeys, deck: DeckMana): SpellCastability {
  const byNeed = figuresOfView(deck, keys.wanted, keys.flags);
  // Figures once kept stay with their view until the memo is emptied, which leaves the view itself behind: so the same view holds the same figures.
  let known = keys.lastView === byNeed ? keys.lastFigures : byNeed.get(keys.need);
  if (!known) {
    known = spellFigures(keys.cost, keys.pipMasks, keys.pipKey, deck);
    byNeed.set(keys.need, known);
    spellFigureCount++;
  }
  keys.lastView = byNeed;
  keys.lastFigures = known;
  return spellRow(card, keys, known);
}

/** Forgets the cross-request memos (pay curves, spell figures, lands seen, programme results): a mana base seen for the first time, as a benchmark measures it. */
export function forgetCastabilityMemos(): void {
  payCurves.clear();
  knownSetups.clear();
  spellFigureCount = 0;
  forgetLandsSeen();
  forgetHallCurves();
}

/**
 * The `max` hardest spells to cast (lowest probability given lands, then by
 * name) below the threshold, by insertion into a short list: a deck has a few
 * dozen spells and the list keeps five.
 */
function hardestOf(spells: SpellCastability[]): string[] {
  const picked: SpellCastability[] = [];
  for (const s of spells) {
    if (s.on_play_given_lands >= HARDEST_TO_CAST.below) continue;
    let at = picked.length;
    while (at > 0 && (picked[at - 1]!.on_play_given_lands - s.on_play_given_lands || picked[at - 1]!.card.localeCompare(s.card)) > 0) at--;
    if (at < HARDEST_TO_CAST.max) picked.splice(at, 0, s);
    if (picked.length > HARDEST_TO_CAST.max) picked.pop();
  }
  return picked.map((s) => s.card);
}

export interface DeckCastability {
  spells: SpellCastability[];
  notCast: Array<{ card: string; reason: string }>;
  hardest: string[];
  /** Per card of the deck (same index as `main`): its mana facts (null without a record) and its cost as cast (undefined for lands and cards past the spell cap). */
  facts: Array<ManaFacts | null>;
  costs: Array<CastCost | undefined>;
  pool: PoolLand[];
}

export function deckCastability(main: DeckCard[], usable: ManaColor[], setup: Omit<DrawSetup, 'onPlay' | 'lands'>): DeckCastability {
  const mana = main.map((c) => (c.record ? cardMana(c.record) : null));
  const ctx = castContextOf(main, mana, setup.commander);
  const pool = landPoolOf(main, mana, usable);
  const lands = pool.reduce((n, l) => n + l.quantity, 0);
  const costs: Array<CastCost | undefined> = [];
  const facts: Array<ManaFacts | null> = [];
  const spells: SpellCastability[] = [];
  const notCast: DeckCastability['notCast'] = [];
  const drawSetup = { library: setup.library, commander: setup.commander, twoPlayer: setup.twoPlayer, mulligan: setup.mulligan, lands };
  const deck = deckMana(pool, drawSetup, setupMemo(drawSetup));
  const serial = ++deckSerial;
  let distinct = 0;
  for (let i = 0; i < main.length; i++) {
    const card = main[i]!;
    const m = mana[i];
    facts.push(m ? m.facts : null);
    if (card.land || !m || m.seenInDeck === serial || distinct >= CASTABILITY_MAX_SPELLS) {
      // A card listed again has its first listing's cost; lands and cards past the cap have none.
      costs.push(m && !card.land && m.seenInDeck === serial ? costs[m.seenAt] : undefined);
      continue;
    }
    m.seenInDeck = serial;
    m.seenAt = i;
    distinct++;
    const keys = m.planFree ?? costKeys(castCost(card.record!, card.section === 'commander' ? commanderContext(ctx) : ctx));
    costs.push(keys.cost);
    if (keys.cost.notCast) notCast.push({ card: card.name, reason: keys.cost.notCast });
    else spells.push(spellCastability(card.name, keys, deck));
  }
  return { spells, notCast, hardest: hardestOf(spells), facts, costs, pool };
}
