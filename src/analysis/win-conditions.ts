/**
 * How the deck wins: curated combo kills, and plans that win through many
 * pieces (burn, mill, equipment, a wide board, prison). A deck with a
 * recognised plan is never told it has no way to win; the score's
 * win_condition_clarity and the advice read the same result. Exported for the
 * archetype step, which may name decks after their plan.
 */
import { copies, type DeckCard } from '../domain/deck.js';
import type { Role } from '../domain/roles.js';
import type { CardRecord } from '../domain/cards.js';
import { COST_REDUCING_KEYWORDS, COST_REDUCING_TEXT, REDUCED_MANA_VALUE } from './data/advice-plans.js';
import { COMBO_KILLS, FAST_MANA, LOCK_PIECES, MASS_PLANS } from './data/win-conditions.js';
import { perCard } from './card-memo.js';

export interface WinPlan {
  key: string;
  label: string;
  /** `combo`: a curated kill whose pieces are all present; `mass`: enough copies of a kind of card. */
  kind: 'combo' | 'mass';
  /** The deck's cards that carry the plan. */
  cards: string[];
}

export interface WinConditions {
  plans: WinPlan[];
  /** Copies of nonland cards that close games: win-condition cards plus the pieces of every recognised plan. */
  closingCopies: number;
  /** True when a curated combo kill is complete: the deck needs no pile of threats. */
  hasComboKill: boolean;
  /** Copies of fast mana (data/win-conditions.ts), one-mana dorks at half: mana sources that take no land drop. */
  fastManaCopies: number;
}

/** A card usually paid far below its mana value (affinity, delve, evoke, cycling...): data/advice-plans.ts. */
export const isCostReduced = perCard((record: CardRecord): boolean => record.keywords.some((k) => COST_REDUCING_KEYWORDS.has(k)) || COST_REDUCING_TEXT.test(record.oracleText));

/** The mana value the deck usually pays for a card. */
export function paidManaValue(record: CardRecord): number {
  return isCostReduced(record) ? Math.min(record.manaValue, REDUCED_MANA_VALUE) : record.manaValue;
}

/** Every card a combo kill names: a deck's names are gathered only among these (most decks hold none). */
const COMBO_PIECES: ReadonlySet<string> = new Set(COMBO_KILLS.flatMap((combo) => combo.needs.flat()));

/** `names`: the deck's cards that are combo pieces (COMBO_PIECES). */
function comboPlans(names: ReadonlySet<string>): WinPlan[] {
  // Every combo needs a piece of each of its groups (one group at least): a deck holding no piece, most decks, completes none.
  if (names.size === 0) return [];
  return COMBO_KILLS.filter((combo) => combo.needs.every((group) => group.some((n) => names.has(n)))).map((combo) => ({
    key: combo.key,
    label: combo.label,
    kind: 'combo' as const,
    cards: combo.needs.flatMap((group) => group.filter((n) => names.has(n))),
  }));
}

const hasRole = (role: Role) => (c: DeckCard) => c.roles.has(role);

/**
 * A one-mana creature that taps for mana (Llanowar Elves): half a land, as
 * Karsten counts mana creatures, since it can be killed and comes a turn late.
 */
const ONE_DROP_DORK_WEIGHT = 0.5;
const isOneDropDork = (c: DeckCard) => c.roles.has('creature') && c.roles.has('ramp') && c.record!.manaValue <= 1;

/** Plans that need numbers: each is recognised from its share of a 60-card deck (data/win-conditions.ts). */
function massPlans(nonlands: DeckCard[], deckSize: number, averageManaValue: number): WinPlan[] {
  const scale = Math.max(deckSize, 1) / 60;
  const plans: WinPlan[] = [];
  const add = (key: keyof typeof MASS_PLANS, pieces: DeckCard[], enough: boolean) => {
    if (enough) plans.push({ key, label: MASS_PLANS[key].label, kind: 'mass', cards: pieces.map((c) => c.name) });
  };
  const burn = nonlands.filter(hasRole('direct_damage'));
  add('burn', burn, copies(burn) >= MASS_PLANS.burn.perSixty * scale);
  const mill = nonlands.filter(hasRole('mill'));
  add('mill', mill, copies(mill) >= MASS_PLANS.mill.perSixty * scale);
  const creatures = nonlands.filter(hasRole('creature'));
  const gear = nonlands.filter((c) => c.roles.has('equipment') || (c.roles.has('aura') && !c.roles.has('removal')));
  add('equipment', gear, copies(gear) >= MASS_PLANS.equipment.perSixty * scale && copies(creatures) >= MASS_PLANS.equipment.creaturesPerSixty * scale);
  const cheapCreatures = copies(creatures) >= MASS_PLANS.creatures.perSixty * scale && averageManaValue <= MASS_PLANS.creatures.maxAverageManaValue;
  add('creatures', creatures, cheapCreatures);
  const evasive = creatures.filter(hasRole('evasion'));
  add('evasive', evasive, copies(evasive) >= MASS_PLANS.evasive.perSixty * scale);
  const tokens = nonlands.filter(hasRole('token_maker'));
  add('tokens', tokens, copies(tokens) >= MASS_PLANS.tokens.perSixty * scale);
  const locks = nonlands.filter((c) => LOCK_PIECES.has(c.name));
  add('prison', locks, copies(locks) >= MASS_PLANS.prison.perSixty * scale && copies(nonlands.filter(hasRole('threat'))) > 0);
  return plans;
}

/** The deck's ways to win, read from the deck proper (main and commander). */
export function detectWinConditions(main: DeckCard[], deckSize: number): WinConditions {
  // Sets filled in loops: building them from filter/map or flatMap arrays was most of this function's time.
  const names = new Set<string>();
  for (const card of main) if (card.record && COMBO_PIECES.has(card.record.name)) names.add(card.record.name);
  const nonlands = main.filter((c) => !c.land && c.record);
  const n = copies(nonlands);
  const averageManaValue = n ? nonlands.reduce((s, c) => s + paidManaValue(c.record!) * c.quantity, 0) / n : 0;
  const plans = [...comboPlans(names), ...massPlans(nonlands, deckSize, averageManaValue)];
  const pieces = new Set<string>();
  for (const plan of plans) for (const name of plan.cards) pieces.add(name);
  // Closing cards, fast mana and one-drop dorks counted in one pass over the nonland cards.
  let closingCopies = 0;
  let fastMana = 0;
  let dorks = 0;
  for (const c of nonlands) {
    if (c.roles.has('win_condition') || pieces.has(c.name) || pieces.has(c.record!.name)) closingCopies += c.quantity;
    if (FAST_MANA.has(c.record!.name)) fastMana += c.quantity;
    if (isOneDropDork(c)) dorks += c.quantity;
  }
  return {
    plans,
    closingCopies,
    hasComboKill: plans.some((p) => p.kind === 'combo'),
    fastManaCopies: fastMana + ONE_DROP_DORK_WEIGHT * dorks,
  };
}
