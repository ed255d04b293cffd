/**
 * How the deck wins: curated combo kills, and plans that win through many
 * pieces (burn, mill, equipment, a wide board, prison). A deck with a
 * recognised plan is never told it has no way to win; the score's
 * win_condition_clarity and the advice read the same result. Exported for the
 * archetype step, which may name decks after their plan.
 */
import { copies, type DeckCard } from '../domain/deck.js';
import type { CardRecord } from '../domain/cards.js';
import type { Role } from '../domain/roles.js';
import { COST_REDUCING_KEYWORDS, COST_REDUCING_TEXT, REDUCED_MANA_VALUE } from './data/advice-plans.js';
import { COMBO_KILLS, FAST_MANA, LOCK_PIECES, MASS_PLANS, type ComboKill } from './data/win-conditions.js';
import { TWO_CARD_COMBOS } from './data/commander-brackets.js';
import { perCard, perRoleSet } from './card-memo.js';
import { manaFacts } from './mana-facts.js';

export interface WinPlan {
  key: string;
  label: string;
  /** `combo`: a curated kill whose pieces are all present; `package`: curated pieces that bring a giant threat early; `mass`: enough copies of a kind of card. */
  kind: 'combo' | 'package' | 'mass';
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

/** Whether a curated kill already holds both cards of a pair, in different groups. */
const covers = (combo: ComboKill, [a, b]: [string, string]) => combo.needs.some((g) => g.includes(a)) && combo.needs.some((g) => g.includes(b));

/**
 * The curated kills, plus every two-card infinite combo of the brackets' list
 * (data/commander-brackets.ts) that none of them holds, as a kill of its own
 * (Godo and Helm of the Host): the bracket and the ways to win read one list.
 */
const KILLS: readonly ComboKill[] = [
  ...COMBO_KILLS,
  ...TWO_CARD_COMBOS.filter((pair) => !COMBO_KILLS.some((combo) => covers(combo, pair))).map(([a, b]) => ({
    key: `pair:${a}+${b}`.toLowerCase().replace(/[^a-z0-9:+]+/g, '_'),
    label: `${a} and ${b}, a two-card infinite combo`,
    needs: [[a], [b]],
  })),
];

/** Every card a combo kill names: a deck's names are gathered only among these (most decks hold none). */
const COMBO_PIECES: ReadonlySet<string> = new Set(KILLS.flatMap((combo) => combo.needs.flat()));

/** `names`: the deck's cards that are combo pieces (COMBO_PIECES), with their copies. */
function comboPlans(names: ReadonlyMap<string, number>, singleton: boolean): WinPlan[] {
  // Every combo needs a piece of each of its groups (one group at least): a deck holding no piece, most decks, completes none.
  if (names.size === 0) return [];
  const engines = (combo: ComboKill) => !singleton || !combo.singletonEngines || combo.needs.at(-1)!.filter((n) => names.has(n)).length >= combo.singletonEngines;
  const enough = (combo: ComboKill) => !combo.minCopies || combo.needs[0]!.reduce((n, c) => n + (names.get(c) ?? 0), 0) >= combo.minCopies;
  const found = KILLS.filter((combo) => combo.needs.every((group) => group.some((n) => names.has(n))) && engines(combo) && enough(combo));
  return found.filter((combo) => !combo.heldBy?.some((key) => found.some((other) => other.key === key))).map((combo) => ({
    key: combo.key,
    label: combo.label,
    kind: combo.package ? ('package' as const) : ('combo' as const),
    cards: combo.needs.flatMap((group) => group.filter((n) => names.has(n))),
  }));
}

/** What the plans read of a card's roles, as bits. */
const BURN = 1;
const MILL = 2;
const CREATURE = 4;
const GEAR = 8;
const EVASIVE_CREATURE = 16;
const TOKEN_MAKER = 32;
const THREAT = 64;
const WIN_CONDITION = 128;
const RAMP_CREATURE = 256;
const INTERACTION = 512;
/** A threat that stays on the board (a creature, planeswalker or vehicle), not a spell that hits once (Lava Axe). */
const BOARD_THREAT = 1024;
/** A creature that makes tokens as its controller casts spells (Young Pyromancer, Monastery Mentor). */
const SPELL_TOKENS = 2048;
const INSTANT_OR_SORCERY = 4096;

/** Once per role set: a deck's cards are read by several plans, each by a role or two. */
const planBits = perRoleSet((roles) => {
  // A creature card that is no threat (a Spirit Guide, roles.ts) never reaches the board.
  const creature = roles.has('creature') && roles.has('threat');
  return (
    // A planeswalker's ping (Wrenn and Six) is no burn plan's piece: it does not close a game from 20.
    (roles.has('direct_damage') && !roles.has('planeswalker') ? BURN : 0) |
    (roles.has('mill') ? MILL : 0) |
    (creature ? CREATURE : 0) |
    // A removal aura answers, a land aura ramps (Utopia Sprawl): neither suits up a creature.
    (roles.has('equipment') || (roles.has('aura') && !roles.has('removal') && !roles.has('ramp')) ? GEAR : 0) |
    (creature && roles.has('evasion') ? EVASIVE_CREATURE : 0) |
    (roles.has('token_maker') ? TOKEN_MAKER : 0) |
    (roles.has('threat') ? THREAT : 0) |
    (roles.has('win_condition') ? WIN_CONDITION : 0) |
    (creature && roles.has('ramp') ? RAMP_CREATURE : 0) |
    (roles.has('interaction') ? INTERACTION : 0) |
    boardBits(roles)
  );
});

/** The bits of what stays on the board and what is cast once (the attrition, control and spell-token plans read them). */
function boardBits(roles: ReadonlySet<Role>): number {
  const spell = roles.has('instant') || roles.has('sorcery');
  // An adventure creature (Bonecrusher Giant // Stomp) is an instant too, and a body on the board.
  const board = roles.has('threat') && (roles.has('creature') || roles.has('planeswalker') || roles.has('vehicle') || !spell);
  return (board ? BOARD_THREAT : 0) | (roles.has('creature') && roles.has('token_maker') && roles.has('spells_matter') ? SPELL_TOKENS : 0) | (spell ? INSTANT_OR_SORCERY : 0);
}

/**
 * A one-mana creature that taps for mana (Llanowar Elves): half a land, as
 * Karsten counts mana creatures, since it can be killed and comes a turn late.
 */
const ONE_DROP_DORK_WEIGHT = 0.5;

/** A deck reads as singleton for the combo engines' count when at least this many different spells are all one copy. */
const SINGLETON_MIN_SPELLS = 20;

/** The nonland cards with their plan bits, in deck order. */
interface Pieces {
  cards: DeckCard[];
  bits: number[];
}

function copiesWith({ cards, bits }: Pieces, bit: number): number {
  let total = 0;
  for (let i = 0; i < cards.length; i++) if (bits[i]! & bit) total += cards[i]!.quantity;
  return total;
}

function namesWith({ cards, bits }: Pieces, bit: number): string[] {
  return cards.filter((_, i) => bits[i]! & bit).map((c) => c.name);
}

/** A creature that grows when one's own spell targets it (Heroic, Favored Hoplite; Illuminator Virtuoso's connive). */
const growsWhenTargeted = perCard((record: CardRecord): boolean => record.keywords.includes('Heroic') || record.oracleText.includes('cast a spell that targets'));

/** A payoff that drains or pings as creatures die or are sacrificed (Blood Artist, Zulaport Cutthroat, Cruel Celebrant, Mayhem Devil). */
const DRAIN_ON_DEATH = /whenever [^.]*(creature[^.]* dies|sacrifices a permanent)[^.]*(opponent loses|target player loses|each player loses|deals \d+ damage to (any target|each opponent|target player))/i;
const drainsOnDeath = perCard((record: CardRecord): boolean => DRAIN_ON_DEATH.test(record.oracleText));

/** Plans that need numbers: each is recognised from its share of a 60-card deck (data/win-conditions.ts). */
function massPlans(pieces: Pieces, deckSize: number, averageManaValue: number): WinPlan[] {
  const scale = Math.max(deckSize, 1) / 60;
  const plans: WinPlan[] = [];
  // A plan's cards are listed only when the deck reaches it.
  const add = (key: keyof typeof MASS_PLANS, cards: () => string[], enough: boolean) => {
    if (enough) plans.push({ key, label: MASS_PLANS[key].label, kind: 'mass', cards: cards() });
  };
  const reached = (key: Exclude<keyof typeof MASS_PLANS, 'control' | 'big_threats' | 'cycling'>, bit: number) => copiesWith(pieces, bit) >= MASS_PLANS[key].perSixty * scale;
  const creatures = copiesWith(pieces, CREATURE);
  add('burn', () => namesWith(pieces, BURN), reached('burn', BURN) && averageManaValue <= MASS_PLANS.burn.maxAverageManaValue);
  add('mill', () => namesWith(pieces, MILL), reached('mill', MILL));
  const infect = pieces.cards.filter((c) => c.record!.keywords.includes('Infect'));
  add('infect', () => infect.map((c) => c.name), copies(infect) >= MASS_PLANS.infect.perSixty * scale);
  const heroic = pieces.cards.filter((c) => growsWhenTargeted(c.record!));
  add('heroic', () => heroic.map((c) => c.name), copies(heroic) >= MASS_PLANS.heroic.perSixty * scale);
  add('equipment', () => namesWith(pieces, GEAR), reached('equipment', GEAR) && creatures >= MASS_PLANS.equipment.creaturesPerSixty * scale);
  add('creatures', () => namesWith(pieces, CREATURE), creatures >= MASS_PLANS.creatures.perSixty * scale && averageManaValue <= MASS_PLANS.creatures.maxAverageManaValue);
  add('evasive', () => namesWith(pieces, EVASIVE_CREATURE), reached('evasive', EVASIVE_CREATURE));
  add('tokens', () => namesWith(pieces, TOKEN_MAKER), reached('tokens', TOKEN_MAKER));
  const spells = copiesWith(pieces, INSTANT_OR_SORCERY) >= MASS_PLANS.spell_tokens.spellsPerSixty * scale;
  add('spell_tokens', () => namesWith(pieces, SPELL_TOKENS), reached('spell_tokens', SPELL_TOKENS) && spells);
  // The commander's repeated tokens (Talrand's Drakes, Krenko's Goblins), with a few other token makers beside it.
  // A creature commander: a planeswalker's one Servo a turn (Saheeli, the Gifted) makes no army.
  const engine = pieces.cards.some((c, i) => c.section === 'commander' && pieces.bits[i]! & TOKEN_MAKER && c.roles.has('repeatable_value') && c.roles.has('creature'));
  add('commander_tokens', () => namesWith(pieces, TOKEN_MAKER), engine && reached('commander_tokens', TOKEN_MAKER));
  const drains = pieces.cards.filter((c) => drainsOnDeath(c.record!));
  add('drain', () => drains.map((c) => c.name), copies(drains) >= MASS_PLANS.drain.perSixty * scale);
  const payoffs = pieces.cards.filter((c) => manaFacts(c.record!).rewardsCycling);
  const cyclers = copies(pieces.cards, (c) => c.record!.keywords.some((k) => k.endsWith('cycling') || k === 'Cycling'));
  add('cycling', () => payoffs.map((c) => c.name), copies(payoffs) >= MASS_PLANS.cycling.perSixty * scale && cyclers >= MASS_PLANS.cycling.cyclersPerSixty * scale);
  const locks = pieces.cards.filter((c) => LOCK_PIECES.has(c.name));
  add('prison', () => locks.map((c) => c.name), copies(locks) >= MASS_PLANS.prison.perSixty * scale && copiesWith(pieces, THREAT) > 0);
  return plans;
}

/**
 * The ways to win read when the deck has no other plan: midrange's and tempo's, a dozen threats (creatures,
 * planeswalkers, vehicles) behind a dozen answers (per sixty); else ramp's, mana pieces into threats of six mana or
 * more; else control's, a pile of answers and a few finishers (`landFinishers`: the creature lands that close games,
 * Hall of Storm Giants).
 */
function fallbackPlans(pieces: Pieces, deckSize: number, landFinishers: DeckCard[]): WinPlan[] {
  const scale = Math.max(deckSize, 1) / 60;
  const { attrition, big_threats, control } = MASS_PLANS;
  const answers = copiesWith(pieces, INTERACTION);
  if (copiesWith(pieces, BOARD_THREAT) >= attrition.perSixty * scale && answers >= attrition.interactionPerSixty * scale) {
    return [{ key: 'attrition', label: attrition.label, kind: 'mass', cards: namesWith(pieces, BOARD_THREAT) }];
  }
  const giants = pieces.cards.filter((c, i) => pieces.bits[i]! & BOARD_THREAT && c.record!.manaValue >= big_threats.minManaValue);
  const ramp = copies(pieces.cards, (c) => c.roles.has('ramp'));
  if (copies(giants) >= big_threats.perSixty * scale && ramp >= big_threats.rampPerSixty * scale) {
    return [{ key: 'big_threats', label: big_threats.label, kind: 'mass', cards: giants.map((c) => c.name) }];
  }
  const finishers = copiesWith(pieces, WIN_CONDITION) + copies(landFinishers);
  if (answers >= control.interactionPerSixty * scale && finishers >= control.finishers) {
    return [{ key: 'control', label: control.label, kind: 'mass', cards: [...namesWith(pieces, WIN_CONDITION), ...landFinishers.map((c) => c.name)] }];
  }
  return [];
}

/** The deck's ways to win, read from the deck proper (main and commander). */
export function detectWinConditions(main: DeckCard[], deckSize: number): WinConditions {
  // Sets filled in loops: building them from filter/map or flatMap arrays was most of this function's time.
  const names = new Map<string, number>();
  for (const card of main) if (card.record && COMBO_PIECES.has(card.record.name)) names.set(card.record.name, (names.get(card.record.name) ?? 0) + card.quantity);
  const nonlands = main.filter((c) => !c.land && c.record);
  const pieces: Pieces = { cards: nonlands, bits: nonlands.map((c) => planBits(c.roles)) };
  const n = copies(nonlands);
  const averageManaValue = n ? nonlands.reduce((s, c) => s + paidManaValue(c.record!) * c.quantity, 0) / n : 0;
  // Singleton: every spell one copy (Commander, Brawl); a 60-card deck with four of a ritual is not.
  const singleton = nonlands.length >= SINGLETON_MIN_SPELLS && nonlands.every((c) => c.quantity === 1);
  const combos = comboPlans(names, singleton);
  // A combo deck's commander engine is no separate way to win (Urza's Constructs beside Dramatic Scepter).
  const mass = massPlans(pieces, deckSize, averageManaValue).filter((p) => p.key !== 'commander_tokens' || !combos.some((c) => c.kind === 'combo'));
  const found = [...combos, ...mass];
  // Creature lands that are finishers (Hall of Storm Giants, Celestial Colonnade) close games too (roles.ts).
  const landFinishers = main.filter((c) => c.land && c.roles.has('win_condition'));
  const plans = found.length > 0 ? found : fallbackPlans(pieces, deckSize, landFinishers);
  const planCards = new Set<string>();
  for (const plan of plans) for (const name of plan.cards) planCards.add(name);
  // Closing cards, fast mana and one-drop dorks counted in one pass over the nonland cards.
  let closingCopies = copies(landFinishers);
  let fastMana = 0;
  let dorks = 0;
  nonlands.forEach((c, i) => {
    const bits = pieces.bits[i]!;
    if (bits & WIN_CONDITION || planCards.has(c.name) || planCards.has(c.record!.name)) closingCopies += c.quantity;
    if (FAST_MANA.has(c.record!.name)) fastMana += c.quantity;
    if (bits & RAMP_CREATURE && c.record!.manaValue <= 1) dorks += c.quantity;
  });
  return {
    plans,
    closingCopies,
    hasComboKill: plans.some((p) => p.kind === 'combo'),
    fastManaCopies: fastMana + ONE_DROP_DORK_WEIGHT * dorks,
  };
}
