/**
 * Cost as cast (issue 11): what a card really costs the deck that plays it.
 * X at the smallest useful value, alternative and reduced costs, hybrid and
 * Phyrexian pips payable either way, the earliest turn the card can be cast,
 * and whether the deck's plan casts it at all. The rules are data in
 * data/cast-cost-rules.ts; this file only reads them.
 */
import { WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import {
  CHEAT_PLANS,
  CYCLING_PLAN_ENABLERS,
  DEFAULT_X,
  DREDGE_PLAN_CARDS,
  DREDGE_PLAN_MIN_COPIES,
  GRAVEYARD_RETURN_PLANS,
  MODAL_LANDS_AS_LANDS,
  PLAN_TURNS,
  REDUCED_BY_TEXT,
  REDUCED_GENERIC_KEYWORDS,
  GRAVEYARD_ENABLED_PLANS,
  X_BY_CARD,
} from './data/cast-cost-rules.js';
import { modalLandFace } from './mana-facts.js';
import { EXPENSIVE_MANA_VALUE, REDUCED_COST_FUEL } from './tuning.js';
import { perCard, perCardText, rememberBounded } from './card-memo.js';

/** How the cost was read. */
export type CostRule = 'printed' | 'x' | 'reduced' | 'suspend' | 'spectacle' | 'ninjutsu' | 'madness' | 'foretell' | 'free_alternative';

export interface CastCost {
  /** The printed cost of the front face. */
  printed: string;
  /** Coloured pips that need one source of that colour each. */
  pips: Record<ManaColor, number>;
  /** Hybrid pips: each payable by a source of any listed colour. */
  hybrid: ManaColor[][];
  /** {C} pips: each needs a source of colourless mana (Thought-Knot Seer's), which generic mana from a coloured land cannot pay. */
  colorless: number;
  /** Mana the deck pays: coloured, hybrid, colourless and generic together. */
  manaValue: number;
  /** The turn the deck wants to cast it. */
  turn: number;
  rule: CostRule;
  /** Why the deck does not cast this card, or null when it does. */
  notCast: string | null;
}

/** What a deck's plan says about its cards, worked out once per deck. */
export interface CastContext {
  /** Whether the deck plays a card of this name. */
  names: Pick<ReadonlySet<string>, 'has'>;
  dredgeCopies: number;
  /** Artifact and creature copies: the fuel of affinity, improvise and convoke. */
  artifactCopies: number;
  creatureCopies: number;
  /** Instants and sorceries of mana value 2 or less (the fuel of Arclight Phoenix). */
  cheapSpellCopies: number;
  /** Lands, and nonland cards with a modal land back: with more of the second, those are the deck's lands. */
  landCopies: number;
  modalLandCopies: number;
  /**
   * A 100-card singleton deck with a commander: its few artifacts and creatures
   * reach the board too slowly to pay a reduced cost early, so it pays in mana.
   */
  commander: boolean;
}

const PIP = /\{([^}]+)\}/g;
const isColor = (c: string): c is ManaColor => (WUBRG as string[]).includes(c);

interface Parsed {
  pips: Record<ManaColor, number>;
  hybrid: ManaColor[][];
  colorless: number;
  generic: number;
  xCount: number;
}

/** Reads a cost string: Phyrexian pips are paid with life, {2/W} with two generic at worst. */
export function parseCost(cost: string): Parsed {
  const parsed: Parsed = { pips: { W: 0, U: 0, B: 0, R: 0, G: 0 }, hybrid: [], colorless: 0, generic: 0, xCount: 0 };
  for (const [, symbol] of cost.matchAll(PIP)) {
    const parts = symbol!.split('/');
    if (parts.includes('P')) continue;
    if (symbol === 'X') parsed.xCount++;
    else if (/^\d+$/.test(symbol!)) parsed.generic += Number(symbol);
    else if (symbol === 'C') parsed.colorless++;
    else if (symbol === 'S') parsed.generic++;
    else if (parts.length === 1 && isColor(symbol!)) parsed.pips[symbol] += 1;
    else if (parts.every(isColor)) parsed.hybrid.push(parts as ManaColor[]);
    else parsed.generic++;
  }
  return parsed;
}

/** Pips that need a source of their own kind: coloured, hybrid and {C}. */
const colored = (p: Parsed) => WUBRG.reduce((n, c) => n + p.pips[c], 0) + p.hybrid.length + p.colorless;

/**
 * A noncreature card every ability of which asks that it be in its owner's
 * graveyard (Bridge from Below): cast, it does nothing, so no deck casts it
 * (Legacy Hogaak was asked for 14 black sources for its {B}{B}{B} on turn 3).
 * A creature with such abilities (Carrionette) still has a body to cast.
 */
function worksOnlyFromGraveyard(record: CardRecord): boolean {
  if (record.types.includes('Creature')) return false;
  const lines = record.oracleText.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => line.includes(`${record.name} is in your graveyard`));
}

/** Why no deck casts this card (its own text says so), or null. */
const ownNotCastReason = perCard((record): string | null => {
  const text = record.oracleText;
  if (!record.manaCost && record.faces[0]?.manaCost === '') return /\bSuspend \d/.test(text) ? 'it has no mana cost: it is suspended, or another card casts it (cascade)' : 'it has no mana cost: another card puts it into play';
  if (/exile [^.]* from your hand: add/i.test(text)) return 'it is exiled from the hand for mana';
  if (/cycling—pay 2 life/i.test(text)) return 'it is cycled for 2 life';
  return null;
});

/** Why the plan does not cast this card, or null. */
function notCastReason(record: CardRecord, ctx: CastContext): string | null {
  const own = ownNotCastReason(record);
  if (own !== null) return own;
  if (record.keywords.includes('Cycling') && CYCLING_PLAN_ENABLERS.some((n) => ctx.names.has(n) && n !== record.name)) return 'the plan cycles it';
  if (ctx.dredgeCopies >= DREDGE_PLAN_MIN_COPIES && (record.keywords.includes('Dredge') || DREDGE_PLAN_CARDS.includes(record.name))) return 'the dredge plan uses it from the graveyard';
  const returned = GRAVEYARD_RETURN_PLANS.find((p) => p.card === record.name && ctx.cheapSpellCopies >= p.minCheapSpells);
  if (returned) return returned.reason;
  const enabled = GRAVEYARD_ENABLED_PLANS.find((p) => p.cards.includes(record.name) && p.enablers.some((n) => ctx.names.has(n)));
  if (enabled) return enabled.reason;
  if (ctx.modalLandCopies > ctx.landCopies && modalLandFace(record)) return MODAL_LANDS_AS_LANDS;
  const fed = (plan: (typeof CHEAT_PLANS)[number]) => !plan.alsoNeeds || plan.alsoNeeds.some((n) => ctx.names.has(n));
  const enablers = CHEAT_PLANS.filter((plan) => cheats(plan, record) && fed(plan)).flatMap((plan) => plan.enablers.filter((n) => ctx.names.has(n)));
  if (enablers.length > 0) return `the plan puts it onto the battlefield (${enablers.join(', ')})`;
  // Last, so a plan that uses the card (Bazaar of Baghdad's discards) names itself.
  return worksOnlyFromGraveyard(record) ? 'it works only from the graveyard: the deck mills or discards it' : null;
}

/** Whether a cheat plan's enablers can put this card onto the battlefield (its type, mana value and, for some, whether it is legendary). */
function cheats(plan: (typeof CHEAT_PLANS)[number], record: CardRecord): boolean {
  if (record.manaValue < plan.minManaValue || !plan.types.some((t) => record.types.includes(t))) return false;
  if (plan.subtypes && !plan.subtypes.some((t) => record.subtypes.includes(t))) return false;
  return plan.legendary === undefined || plan.legendary === record.supertypes.includes('Legendary');
}

/** An alternative way to cast that the deck uses instead of the printed cost. */
const alternative = perCard((record): { cost: string; rule: CostRule; turn?: number } | null => {
  const text = record.oracleText;
  const suspend = /Suspend \d+—((?:\{[^}]+\})+)/.exec(text);
  if (suspend) return { cost: suspend[1]!, rule: 'suspend', turn: 1 };
  // Spectacle needs an opponent to have lost life that turn: an attack or a burn spell first, so from turn 2 (Light Up
  // the Stage read as a turn-1 play).
  const spectacle = /Spectacle ((?:\{[^}]+\})+)/.exec(text);
  if (spectacle) return { cost: spectacle[1]!, rule: 'spectacle', turn: 2 };
  // Madness cards are discarded to an outlet (Faithless Looting, Anje) and cast for their madness cost, from turn 2
  // (Pauper Rakdos Madness's Kitchen Imp read as a {3}{B} turn-4 play).
  const madness = /Madness ((?:\{[^}]+\})+)/.exec(text);
  if (madness) return { cost: madness[1]!, rule: 'madness', turn: 2 };
  // A foretold card is exiled for {2} on an earlier turn and cast for its foretell cost: it asks the foretell cost's
  // colours, on the turn its printed cost would be cast (Saw It Coming's {1}{U} on turn 3, where {1}{U}{U} was read;
  // the {2} paid before is the turn the deck gives up).
  const foretell = /Foretell ((?:\{[^}]+\})+)/.exec(text);
  if (foretell) return { cost: foretell[1]!, rule: 'foretell', turn: record.manaValue };
  // Ninjas come in for their ninjutsu cost in place of an unblocked attacker, from turn 2 (Ninja of the Deep Hours: {1}{U}).
  const ninjutsu = /Ninjutsu ((?:\{[^}]+\})+)/.exec(text);
  if (ninjutsu) return { cost: ninjutsu[1]!, rule: 'ninjutsu', turn: 2 };
  // Fireblast, Force of Will, the evoke-by-exiling elementals: cast without mana.
  if (/rather than pay this spell's mana cost|Evoke—Exile/i.test(text) && !/rather than pay this spell's mana cost[^.]*\{/.test(text)) {
    return { cost: '', rule: 'free_alternative', turn: 1 };
  }
  return null;
});

/** A deck without enough artifacts (affinity, improvise) or creatures (convoke), or a commander deck, pays these costs in mana. */
function hasFuel(keyword: string, ctx: CastContext): boolean {
  if (ctx.commander) return false;
  if (keyword === 'Affinity' || keyword === 'Improvise') return ctx.artifactCopies >= REDUCED_COST_FUEL.artifacts;
  if (keyword === 'Convoke' || keyword === 'Power') return ctx.creatureCopies >= REDUCED_COST_FUEL.creatures;
  return true;
}

/** The earliest turn the card itself allows (Serra Avenger: not during your first three turns). */
const ownEarliestTurn = perCard((record) => (/can't cast this spell during your first, second, or third turns/i.test(record.oracleText) ? 4 : 1));

/** The earliest turn the plan casts the card: a turn the plan names (data), else the card's own. */
function earliestTurn(record: CardRecord, ctx: CastContext): number {
  const planned = PLAN_TURNS.find((p) => p.card === record.name && p.with.some((n) => ctx.names.has(n)));
  return planned ? planned.turn : ownEarliestTurn(record);
}

/** A cost string read once: the parts are only read, never changed. */
export const parsedCost = perCardText(parseCost);

/** The mana value a card is cast for with X as the deck usually pays it (data/cast-cost-rules.ts X_BY_CARD, else DEFAULT_X): Hydroid Krasis is no 2-drop, Chalice of the Void is. */
export const manaValueWithX = perCard((record): number => record.manaValue + xPaid(record, parsedCost(record.manaCost).xCount));

/** The mana a card's X symbols are paid with as the deck usually casts it. */
const xPaid = (record: CardRecord, xCount: number): number => xCount * (X_BY_CARD[record.name] ?? DEFAULT_X);

/**
 * Whether a deck's plan can change how this card is cast: every rule of
 * data/cast-cost-rules.ts that reads the deck (cycling, dredge, self-mill,
 * graveyard and cheat plans, planned turns, the fuel of a reduced cost, modal
 * land backs played as lands) names the card, its keyword, its layout, or its
 * type and mana value.
 */
function touchedByPlans(record: CardRecord): boolean {
  return (
    record.keywords.includes('Cycling') ||
    record.keywords.includes('Dredge') ||
    DREDGE_PLAN_CARDS.includes(record.name) ||
    GRAVEYARD_RETURN_PLANS.some((p) => p.card === record.name) ||
    GRAVEYARD_ENABLED_PLANS.some((p) => p.cards.includes(record.name)) ||
    modalLandFace(record) !== undefined ||
    CHEAT_PLANS.some((plan) => cheats(plan, record)) ||
    PLAN_TURNS.some((p) => p.card === record.name) ||
    reducers(record).length > 0
  );
}

/** The cost reductions of REDUCED_GENERIC_KEYWORDS a card has: by keyword (Convoke) or by its text (REDUCED_BY_TEXT). */
const reducers = perCard((record): string[] => Object.keys(REDUCED_GENERIC_KEYWORDS).filter((k) => record.keywords.includes(k) || REDUCED_BY_TEXT[k]?.test(record.oracleText) === true));

const NO_PLAN: CastContext = { names: new Set(), dredgeCopies: 0, artifactCopies: 0, creatureCopies: 0, cheapSpellCopies: 0, landCopies: 0, modalLandCopies: 0, commander: false };

/** The cost as cast of a card no plan touches, the same in every deck, so worked out once (null: the deck decides). Only read, never changed. */
export const planFreeCost = perCard((record): CastCost | null => (touchedByPlans(record) ? null : costAsCast(record, NO_PLAN)));

export function castCost(record: CardRecord, ctx: CastContext): CastCost {
  return planFreeCost(record) ?? plannedCost(record, ctx);
}

/** What a deck's plan decides about a card's cost: whether it is cast, the turn the plan names, and the keyword that reduces it. */
interface PlanOutcome {
  notCast: string | null;
  plannedTurn: number;
  reducer: string | undefined;
}

const planOutcome = (record: CardRecord, ctx: CastContext): PlanOutcome => ({
  notCast: notCastReason(record, ctx),
  plannedTurn: earliestTurn(record, ctx),
  reducer: reducers(record).find((k) => hasFuel(k, ctx)),
});

/**
 * The costs of a card a plan touches, kept per card and plan outcome (a few
 * at most): decks whose plans read the card alike get the same cost object,
 * so what is kept with a cost (its castability keys and row, its early
 * colours) is found again rather than built for every deck. Only read.
 */
const PLAN_OUTCOMES_KEPT = 16;
const plannedCosts = perCard((): Map<string, CastCost> => new Map());

function plannedCost(record: CardRecord, ctx: CastContext): CastCost {
  const outcome = planOutcome(record, ctx);
  const key = `${outcome.notCast}|${outcome.plannedTurn}|${outcome.reducer}`;
  return rememberBounded(plannedCosts(record), PLAN_OUTCOMES_KEPT, key, () => costOf(record, outcome));
}

function costAsCast(record: CardRecord, ctx: CastContext): CastCost {
  return costOf(record, planOutcome(record, ctx));
}

function costOf(record: CardRecord, { notCast, plannedTurn, reducer }: PlanOutcome): CastCost {
  const printed = record.faces[0]?.manaCost ?? record.manaCost;
  const alt = alternative(record);
  const parsed = parsedCost(alt ? alt.cost : printed);
  let rule: CostRule = alt ? alt.rule : 'printed';
  let generic = parsed.generic;
  let earliest = Math.max(plannedTurn, alt?.turn ?? 1);
  if (!alt && reducer) {
    generic = 0;
    rule = 'reduced';
    earliest = Math.max(earliest, REDUCED_GENERIC_KEYWORDS[reducer]!);
  } else if (parsed.xCount > 0) {
    generic += xPaid(record, parsed.xCount);
    rule = 'x';
  }
  // A foretold card's mana is its foretell cost plus the {2} paid a turn before: the curve counts its printed value.
  const manaValue = alt?.rule === 'foretell' ? Math.max(record.manaValue, generic + colored(parsed)) : generic + colored(parsed);
  // A suspend cost is paid from the lands as any cost is: Deep-Sea Kraken's {2}{U} on turn 3, Rift Bolt's {R} on turn 1.
  const turn = alt?.rule === 'free_alternative' ? earliest : Math.max(earliest, manaValue, 1);
  return { printed, pips: parsed.pips, hybrid: parsed.hybrid, colorless: parsed.colorless, manaValue, turn, rule, notCast };
}

/**
 * The adventure's mana value of an adventurer whose creature costs
 * EXPENSIVE_MANA_VALUE or more and whose adventure costs less (Beanstalk
 * Giant's Fertile Footsteps, Realm-Cloaked Giant's Cast Off), else null. The
 * deck casts the adventure first and the creature later from exile, on the
 * mana the game has given it by then: its land count and curve advice read the
 * adventure (Gruul Adventures, on 24 lands as it was played, was told 26 and to
 * trade its Beanstalk Giants for 2- and 3-drops). Its castability still reads
 * the creature.
 */
export const adventureFirst = perCard((record): number | null => {
  if (record.layout !== 'adventure' || record.manaValue < EXPENSIVE_MANA_VALUE) return null;
  const adventure = record.faces[1]?.manaCost;
  if (!adventure) return null;
  const parsed = parsedCost(adventure);
  const manaValue = parsed.generic + colored(parsed);
  return manaValue < record.manaValue ? manaValue : null;
});

/** The colours a cast cost needs a source of (hybrid pips name either colour). */
export function costColors(cost: CastCost): ManaColor[] {
  return WUBRG.filter((c) => cost.pips[c] > 0 || cost.hybrid.some((h) => h.includes(c)));
}
