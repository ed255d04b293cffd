/**
 * The deck's measurements, read once and shared by every later step: who is
 * in the deck proper, role copies, colours, average mana value, and the
 * `facts` block of the answer.
 */
import { WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import type { DeckFacts } from '../contract/schemas.js';
import type { FormatRules } from '../domain/formats.js';
import { copies, inDeck, type AssembledDeck, type DeckCard } from '../domain/deck.js';
import { ROLES, type Role } from '../domain/roles.js';
import { parsedCost } from './cast-cost.js';
import { spentAsItMakesMana } from './mana-facts.js';
import { perCard, perCardText, perRoleSet } from './card-memo.js';
import { NAME_COLOR_SOURCE_MAX_MANA_VALUE, NAME_OFF_COLOR_SHARE, SINGLE_COPY_PILE } from './tuning.js';
import { detectWinConditions, type WinConditions } from './win-conditions.js';

export interface DeckMeasures {
  /** Main deck and commander(s). */
  main: DeckCard[];
  commanders: DeckCard[];
  commanderNames: string[];
  /** Commanders with card data (for Burgess's land count). */
  commanderRecords: CardRecord[];
  deckSize: number;
  lands: number;
  nonlandCards: DeckCard[];
  /** Nonland cards with card data: the ones every ratio is computed over. */
  resolvedNonland: DeckCard[];
  resolvedNonlandCopies: number;
  /** Role copies among the nonland cards. */
  roles: Record<Role, number>;
  /** The colours the deck's spells are paid with, in WUBRG order (paidColors). */
  colors: ManaColor[];
  averageManaValue: number;
  /** How the deck wins (win-conditions.ts): the one reading score, advice and facts share. */
  wins: WinConditions;
}

/** Every role at zero, in ROLES order: copied, which keeps the object fast and its keys in the same order. */
const NO_ROLE_COPIES = Object.fromEntries(ROLES.map((r) => [r, 0])) as Readonly<Record<Role, number>>;

const ROLE_POSITION = new Map(ROLES.map((role, i) => [role, i]));
/** A role set as positions in ROLES, once per set. */
const rolePositions = perRoleSet((roles) => [...roles].map((role) => ROLE_POSITION.get(role)!));

/**
 * Copies per role. Counted by position in a plain array, and written by name
 * once per role present: a store by a role's name is a lookup among 37 keys,
 * and a deck makes hundreds of them.
 */
export function roleCopies(cards: DeckCard[]): Record<Role, number> {
  const byPosition: number[] = new Array<number>(ROLES.length).fill(0);
  for (const card of cards) for (const position of rolePositions(card.roles)) byPosition[position]! += card.quantity;
  const counts = { ...NO_ROLE_COPIES };
  for (let i = 0; i < ROLES.length; i++) if (byPosition[i]! > 0) counts[ROLES[i]!] = byPosition[i]!;
  return counts;
}

/**
 * The colours the deck's spells are paid with, in WUBRG order: each card's
 * colours, except that a hybrid pip (Burning-Tree Emissary's {R/G}) adds a
 * colour only when the deck pays no other colour it names, and then the one
 * most of those unpaid pips name, ties to the colour more of the deck's lands
 * make (the cost reading of cast-cost.ts). A Phyrexian pip (Dismember's {B/P})
 * is payable with 2 life, so it adds its colour only when one of the deck's
 * lands makes that colour and not every colour: Cavern of Souls or City of
 * Brass in mono-blue Merfolk does not make its Dismember a black card to pay.
 * The commander's colour identity is another matter (Phyrexian symbols are
 * part of it) and is left to the legality review.
 */
export function paidColors(cards: readonly DeckCard[]): ManaColor[] {
  const paid = new Set<ManaColor>();
  const hybrids: ManaColor[][] = [];
  const phyrexian = new Set<ManaColor>();
  const landsMaking = (c: ManaColor) => copies(cards, (l) => l.land && Boolean(l.record?.producedMana.includes(c)));
  for (const card of cards) {
    if (!card.record || card.land) continue;
    const pays = paymentOf(card.record);
    for (const c of pays.colors) paid.add(c);
    for (const h of pays.hybrid) hybrids.push(h);
    for (const c of pays.phyrexian) phyrexian.add(c);
  }
  for (const c of phyrexian) if (copies(cards, (l) => l.land && makesColorNotEvery(l, c)) > 0) paid.add(c);
  let unpaid = hybrids.filter((h) => !h.some((c) => paid.has(c)));
  while (unpaid.length > 0) {
    const weight = (c: ManaColor) => unpaid.filter((h) => h.includes(c)).length * 1000 + landsMaking(c);
    const pick = WUBRG.reduce((best, c) => (weight(c) > weight(best) ? c : best), WUBRG[0]!);
    paid.add(pick);
    unpaid = unpaid.filter((h) => !h.includes(pick));
  }
  return WUBRG.filter((c) => paid.has(c));
}

/**
 * The deck's colours as a player names the deck (archetype-name.ts): a colour that nothing in the deck makes, no land
 * and no mana source of mana value NAME_COLOR_SOURCE_MAX_MANA_VALUE or less, and that only a splash's share of its
 * spells needs (NAME_OFF_COLOR_SHARE), is a card the deck never casts or a mistake, not one of its colours: one Serra
 * Angel made a Gruul pile "Naya", two Corpse Knights made Rakdos Knights "Mardu", Griselbrand (cheated in) made
 * Mono-Red Sneak Attack black. A deck whose spells all want colours nothing makes keeps them (its lands are the problem).
 */
export function namedColors(main: readonly DeckCard[], colors: readonly ManaColor[]): readonly ManaColor[] {
  const made = new Set<string>();
  // A source spent as it makes mana (Lotus Petal) fixes a turn, not a colour the deck is built on; nor does a creature
  // that makes any colour (Jaspera Sentinel, Birds of Paradise): a new player's one Goldspan Dragon read 'Temur'.
  for (const c of main) if (c.record && (c.land || namesItsColors(c.record))) for (const m of c.record.producedMana) made.add(m);
  if (colors.every((c) => made.has(c))) return colors;
  const spells = main.filter((c) => c.record && !c.land);
  const total = copies(spells);
  const needing = (color: ManaColor) => copies(spells, (c) => paymentOf(c.record!).colors.includes(color));
  const named = colors.filter((c) => made.has(c) || needing(c) > total * NAME_OFF_COLOR_SHARE);
  return named.length > 0 ? named : colors;
}

/** A cheap nonland mana source that makes some colours, not every one, and stays on the battlefield: it names them. */
function namesItsColors(record: CardRecord): boolean {
  const made = record.producedMana;
  return record.manaValue <= NAME_COLOR_SOURCE_MAX_MANA_VALUE && !spentAsItMakesMana(record) && !WUBRG.every((w) => made.includes(w));
}

/** The colours of a cost's Phyrexian pips ({B/P}, {G/W/P}). */
const phyrexianColors = perCardText((cost: string): ManaColor[] => {
  const found = [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!.split('/')).filter((parts) => parts.includes('P'));
  return WUBRG.filter((c) => found.some((parts) => parts.includes(c)));
});

const NO_COLORS: readonly ManaColor[] = [];

/**
 * What a nonland card's front cost asks of paidColors, once per card: the
 * colours it pays for sure (its colours, or with hybrid or Phyrexian pips the
 * colours of its plain pips), its hybrid pips and its Phyrexian colours.
 */
const paymentOf = perCard((record): { colors: readonly ManaColor[]; hybrid: readonly ManaColor[][]; phyrexian: readonly ManaColor[] } => {
  const cost = record.faces[0]?.manaCost ?? record.manaCost;
  const parsed = parsedCost(cost);
  const phyrexian = phyrexianColors(cost);
  // A devoid card is colourless but pays coloured pips (Drowner of Hope's {5}{U}): its colours are its pips as well.
  if (parsed.hybrid.length === 0 && phyrexian.length === 0) return { colors: devoidPips(record.colors, parsed.pips), hybrid: [], phyrexian: NO_COLORS };
  return { colors: WUBRG.filter((c) => parsed.pips[c] > 0), hybrid: parsed.hybrid, phyrexian };
});

/** A card's colours, and those of its plain pips when it has none of its own (devoid). */
function devoidPips(colors: readonly ManaColor[], pips: Record<ManaColor, number>): readonly ManaColor[] {
  if (colors.length > 0) return colors;
  const paid = WUBRG.filter((c) => pips[c] > 0);
  return paid.length > 0 ? paid : colors;
}

/** A land that makes this colour among some, not any colour at all (Cavern of Souls, City of Brass). */
const makesColorNotEvery = (land: DeckCard, c: ManaColor): boolean => {
  const made = land.record?.producedMana ?? [];
  return made.includes(c) && !WUBRG.every((w) => made.includes(w));
};

/**
 * Copies of the deck's spells that are the only copy of their card, in a format of four copies (SINGLE_COPY_PILE),
 * not counting cards the format restricts to one; 0 in a singleton format.
 */
export function singleCopies(m: DeckMeasures, format: FormatRules): number {
  if (format.copyLimit === 1) return 0;
  const byName = new Map<string, number>();
  for (const c of m.resolvedNonland) byName.set(c.record!.name, (byName.get(c.record!.name) ?? 0) + c.quantity);
  let singles = 0;
  for (const c of m.resolvedNonland) if (byName.get(c.record!.name) === 1 && c.record!.legalities[format.id] !== 'restricted') singles += 1;
  return singles;
}

/** The deck is a pile of single copies (SINGLE_COPY_PILE): no tournament definition names it, and the advice says so. */
export function isSingleCopyPile(m: DeckMeasures, singles: number): boolean {
  return m.resolvedNonlandCopies >= SINGLE_COPY_PILE.minimumSpells && singles >= SINGLE_COPY_PILE.share * m.resolvedNonlandCopies;
}

export function measureDeck(deck: AssembledDeck): DeckMeasures {
  const main = deck.cards.filter(inDeck);
  const commanders = main.filter((c) => c.section === 'commander');
  const nonlandCards = main.filter((c) => !c.land);
  const resolvedNonland = nonlandCards.filter((c) => c.record);
  const resolvedNonlandCopies = copies(resolvedNonland);
  const deckSize = copies(main);
  const averageManaValue =
    resolvedNonlandCopies > 0 ? resolvedNonland.reduce((s, c) => s + c.record!.manaValue * c.quantity, 0) / resolvedNonlandCopies : 0;
  return {
    main,
    commanders,
    commanderNames: commanders.map((c) => c.name),
    commanderRecords: commanders.map((c) => c.record).filter((r): r is CardRecord => Boolean(r)),
    deckSize,
    lands: copies(main, (c) => c.land),
    nonlandCards,
    resolvedNonland,
    resolvedNonlandCopies,
    roles: roleCopies(nonlandCards),
    colors: paidColors(main),
    averageManaValue,
    wins: detectWinConditions(main, deckSize),
  };
}

/** The `facts` block: counts by card type over the deck proper, by role over its nonland cards. */
export function deckFacts(m: DeckMeasures, format: FormatRules, commanderColors: ManaColor[] | null): DeckFacts {
  const roles = m.roles;
  // Card types over the deck proper: the nonland counts plus the lands' own (artifact lands, Dryad Arbor), fewer cards to count than the whole deck again.
  const landRoles = roleCopies(m.main.filter((c) => c.land));
  const allRoles = (role: Role) => roles[role] + landRoles[role];
  return {
    lands: m.lands,
    nonlands: m.deckSize - m.lands,
    colors: m.colors,
    ...(format.commander ? { commander: m.commanderNames[0] ?? null, commanders: m.commanderNames, commander_colors: commanderColors ?? [] } : {}),
    artifact_count: allRoles('artifact'),
    creature_count: allRoles('creature'),
    interaction_count: roles.interaction,
    card_advantage_count: roles.card_advantage,
    selection_count: roles.selection,
    recursion_count: roles.recursion,
    repeatable_value_count: roles.repeatable_value,
    enchantment_count: allRoles('enchantment'),
    equipment_count: allRoles('equipment'),
    vehicle_count: allRoles('vehicle'),
    planeswalker_count: allRoles('planeswalker'),
    ramp_count: roles.ramp,
    tutor_count: roles.tutor,
    board_wipe_count: roles.board_wipe,
    threat_count: roles.threat,
    win_condition_count: m.wins.closingCopies,
  };
}
