/** Commander extras: a bracket estimate and the deck against a common template. */
import { COMMANDER_DRAW_ENGINE, SIXTY_CARD_COMMANDER_LANDS, TEMPLATE_SLOT_WEIGHTS } from './tuning.js';
import type { Static } from 'typebox';
import type { CommanderBracket, CommanderTemplate, MacroArchetype } from '../contract/schemas.js';
import { nameKey } from '../domain/names.js';
import { COMMANDER_TEMPLATE, GAME_CHANGERS_2026_02_09, LATE_COMBO_MANA_VALUE, MASS_LAND_DENIAL, TWO_CARD_COMBOS } from './data/commander-brackets.js';
import { inDeck, type DeckCard } from '../domain/deck.js';
import type { CardRecord } from '../domain/cards.js';
import { perCard, perRoleSet } from './card-memo.js';
import { advantageWithoutDraw } from './roles.js';
import { TEMPLATE_SLOT_SKIPS, type TemplateSlot } from './data/advice-plans.js';

const GAME_CHANGER_KEYS = new Set(GAME_CHANGERS_2026_02_09.map(nameKey));
const LAND_DENIAL_KEYS = new Set(MASS_LAND_DENIAL.map(nameKey));
const LABELS = ['', 'Exhibition', 'Core', 'Upgraded', 'Optimized', 'cEDH'];
/** Each combo with its two name keys, keyed once rather than on every request. */
const COMBO_KEYS = TWO_CARD_COMBOS.map(([a, b]) => ({ label: `${a} + ${b}`, first: nameKey(a), second: nameKey(b) }));
/** The keys of every combo piece: a deck's keys are gathered only among these (most decks hold none). */
const COMBO_PIECE_KEYS: ReadonlySet<string> = new Set(COMBO_KEYS.flatMap((c) => [c.first, c.second]));

const RAMP = 1;
const CARD_DRAW = 2;
const TARGETED_REMOVAL = 4;
const BOARD_WIPE = 8;
const LAND_DENIAL = 16;
const EXTRA_TURN = 32;

/** What the template and the bracket read of a card's roles, as bits, once per role set (a card may fill several slots). */
const slotBits = perRoleSet(
  (roles) =>
    (roles.has('ramp') ? RAMP : 0) |
    (roles.has('card_advantage') ? CARD_DRAW : 0) |
    (roles.has('removal') || (roles.has('burn') && !roles.has('board_wipe') && !roles.has('creature')) || roles.has('counterspell') ? TARGETED_REMOVAL : 0) |
    (roles.has('board_wipe') ? BOARD_WIPE : 0) |
    (roles.has('mass_land_denial') ? LAND_DENIAL : 0) |
    (roles.has('extra_turn') ? EXTRA_TURN : 0),
);

/**
 * A permanent that makes one's own spells (or a chosen type's) cost less: the template counts it as ramp, as
 * Commander players do (Dragonlord's Servant, Urza's Incubator, Herald's Horn in an Ur-Dragon list were not).
 */
const reducesCosts = perCard((record: CardRecord): boolean => {
  const text = record.oracleText;
  return !record.types.includes('Instant') && !record.types.includes('Sorcery') && /cost \{[1-9]\} less to cast/.test(text) && (text.includes('spells you cast') || text.includes('of the chosen type'));
});

/**
 * A creature that draws one card as it enters (Elvish Visionary, Wall of Omens) is card advantage but no card draw
 * in the template's sense, which counts engines and draw spells (our reading of The Command Zone's): a precon of
 * value creatures would otherwise fill the slot without drawing a card after turn five. Nor is a Mind Rot.
 */
const advantageNotDraw = perCard(advantageWithoutDraw);

/**
 * A creature whose burn is an answer: it deals its damage as it enters (Flametongue Kavu, Inferno Titan). A creature
 * that pings now and then (Shivan Hellkite) or as it dies (Goblin Arsonist) is no targeted removal in a Commander game:
 * a new player's Lathliss pile read 27 removal spells from its dragons.
 */
const burnsOnEntering = perCard((record: CardRecord): boolean => {
  if (!record.types.includes('Creature')) return false;
  return record.oracleText.split('\n').some((line) => /^When(ever)? .* enters/.test(line) && / deals? (\d+|X) damage to (target|any target|up to|each of up to)/.test(line));
});

interface BracketFacts {
  key: string;
  gameChanger: boolean;
  landDenial: boolean;
}

/** What the bracket reads of a name: its key (the lists are keyed), and whether the card is a Game Changer or mass land denial by the lists. */
function bracketFactsFor(name: string, record: CardRecord | undefined): BracketFacts {
  const key = nameKey(name);
  const gameChanger = record?.gameChanger !== null && record?.gameChanger !== undefined ? record.gameChanger : GAME_CHANGER_KEYS.has(key);
  return { key, gameChanger, landDenial: LAND_DENIAL_KEYS.has(key) };
}

/** The same, once per card for an entry under the card's own name (joinDeck names resolved entries so). */
const bracketFactsOf = perCard((record) => bracketFactsFor(record.name, record));
const bracketFacts = (c: DeckCard): BracketFacts => (c.record && c.record.name === c.name ? bracketFactsOf(c.record) : bracketFactsFor(c.name, c.record));

/**
 * The deck's two-card combos, early (bracket 4) and late (allowed in bracket 3: LATE_COMBO_MANA_VALUE). A combo
 * with the commander as a piece is never late: the commander is always at hand (Godo fetches Helm of the Host).
 */
function combosOf(deck: DeckCard[], facts: BracketFacts[]): { early: string[]; late: string[] } {
  const manaValues = new Map<string, number>();
  facts.forEach(({ key }, i) => {
    const card = deck[i]!;
    if (COMBO_PIECE_KEYS.has(key)) manaValues.set(key, card.section === 'commander' ? -Infinity : (card.record?.manaValue ?? 0));
  });
  const early: string[] = [];
  const late: string[] = [];
  for (const c of COMBO_KEYS) {
    const first = manaValues.get(c.first);
    const second = manaValues.get(c.second);
    if (first === undefined || second === undefined) continue;
    (first + second >= LATE_COMBO_MANA_VALUE ? late : early).push(c.label);
  }
  return { early, late };
}

/** `cedh`: the list is named cEDH (archetype-name.ts: built on the cEDH staples), which shows the intent bracket 5 is. */
export function estimateBracket(cards: DeckCard[], cedh = false): Static<typeof CommanderBracket> {
  const deck = cards.filter(inDeck);
  const facts = deck.map(bracketFacts);
  const gameChangers = deck.filter((_, i) => facts[i]!.gameChanger).map((c) => c.name);
  const landDenial = deck.filter((c, i) => slotBits(c.roles) & LAND_DENIAL || facts[i]!.landDenial).map((c) => c.name);
  const extraTurns = deck.filter((c) => slotBits(c.roles) & EXTRA_TURN).map((c) => c.name);
  const { early, late } = combosOf(deck, facts);
  const combos = [...early, ...late];

  const reasons: string[] = [];
  let bracket = 2;
  if (gameChangers.length > 0) {
    bracket = Math.max(bracket, gameChangers.length <= 3 ? 3 : 4);
    reasons.push(`${gameChangers.length} Game Changer${gameChangers.length > 1 ? 's' : ''}: ${gameChangers.join(', ')} (${gameChangers.length <= 3 ? 'up to 3 allowed in bracket 3' : 'more than 3 means bracket 4'}).`);
  } else {
    reasons.push('No Game Changers.');
  }
  if (landDenial.length > 0) {
    bracket = Math.max(bracket, 4);
    reasons.push(`Mass land denial (bracket 4 and up): ${landDenial.join(', ')}.`);
  }
  if (extraTurns.length > 0) {
    if (extraTurns.length >= 3) bracket = Math.max(bracket, 4);
    reasons.push(`${extraTurns.length} extra-turn card${extraTurns.length > 1 ? 's' : ''}: ${extraTurns.join(', ')}${extraTurns.length >= 3 ? ' (enough to chain: bracket 4)' : ' (few, allowed from bracket 2)'}.`);
  }
  if (early.length > 0) {
    bracket = Math.max(bracket, 4);
    reasons.push(`Two-card infinite combo${early.length > 1 ? 's' : ''} (bracket 4 and up): ${early.join('; ')}.`);
  }
  if (late.length > 0) {
    bracket = Math.max(bracket, 3);
    reasons.push(`Two-card infinite combo${late.length > 1 ? 's' : ''} that come${late.length > 1 ? '' : 's'} up late, ${LATE_COMBO_MANA_VALUE}+ mana together (allowed from bracket 3): ${late.join('; ')}.`);
  }
  if (cedh) {
    bracket = 5;
    reasons.push('Built on the cEDH staples (fast mana, free interaction, compact wins): a cEDH list, bracket 5.');
  }
  if (bracket === 2) reasons.push('Nothing above bracket 2 (Core) was found; brackets 1 and 5 depend on intent and speed, which a list cannot show.');
  return {
    bracket,
    label: LABELS[bracket]!,
    reasons,
    game_changers: gameChangers,
    mass_land_denial: landDenial,
    extra_turns: extraTurns,
    two_card_combos: combos,
  };
}

/** The deck size The Command Zone's template is written for. */
const COMMANDER_TEMPLATE_DECK_SIZE = 100;

/** The template's land range for a deck of this size: written for 100 cards; 60-card Brawl uses the 60-card range. */
export function scaledLandRange(deckSize: number): { min: number; max: number } {
  return deckSize >= 90 ? COMMANDER_TEMPLATE.lands : SIXTY_CARD_COMMANDER_LANDS;
}

/**
 * The deck against the template. `landVerdict`: the mana base's verdict on the land count, which the lands row
 * gives too (one verdict per answer: ramp beyond the template's lowers the floor, a deck at Burgess's own count
 * above 38 keeps its lands); without it the row is judged by the range alone. min and max stay the template's.
 */
export function templateCounts(cards: DeckCard[], landVerdict?: 'low' | 'ok' | 'high'): Static<typeof CommanderTemplate> {
  // One pass over the deck proper for every slot (five passes were a visible share of a Commander analysis).
  let size = 0;
  const n = { lands: 0, ramp: 0, card_draw: 0, targeted_removal: 0, board_wipes: 0 };
  for (const card of cards) {
    if (!inDeck(card)) continue;
    const { quantity, land } = card;
    const slots = slotBits(card.roles);
    size += quantity;
    // A card may fill several slots (a land, a ramp card that draws).
    if (land) n.lands += quantity;
    if (slots & RAMP || (card.record && reducesCosts(card.record))) n.ramp += quantity;
    if (slots & CARD_DRAW && !(card.record && advantageNotDraw(card.record))) n.card_draw += card.section === 'commander' && card.roles.has('repeatable_value') ? COMMANDER_DRAW_ENGINE.cards : quantity;
    if (slots & TARGETED_REMOVAL || (card.record && burnsOnEntering(card.record))) n.targeted_removal += quantity;
    if (slots & BOARD_WIPE) n.board_wipes += quantity;
  }
  const judge = (count: number, range: { min: number; max: number }) => ({
    count,
    min: range.min,
    max: range.max,
    status: (count < range.min ? 'low' : count > range.max ? 'high' : 'ok') as 'low' | 'ok' | 'high',
  });
  // The template is for 100 cards: a 60-card Brawl deck is held to the same share of its deck, rounded down, as the advice
  // asks (a Standard Brawl list showed 'ramp 1 (10-12) low' beside advice scaled to 6-7).
  const scale = Math.min(1, size / COMMANDER_TEMPLATE_DECK_SIZE);
  const scaled = (range: { min: number; max: number }) => ({ min: Math.floor(range.min * scale), max: Math.floor(range.max * scale) });
  return {
    // Castability hook (issue 11): the 100-card land range scaled to the deck's size, so 60-card Brawl is not held to 36-38.
    lands: landVerdict ? { ...judge(n.lands, scaledLandRange(size)), status: landVerdict } : judge(n.lands, scaledLandRange(size)),
    ramp: judge(n.ramp, scaled(COMMANDER_TEMPLATE.ramp)),
    card_draw: judge(n.card_draw, scaled(COMMANDER_TEMPLATE.card_draw)),
    targeted_removal: judge(n.targeted_removal, scaled(COMMANDER_TEMPLATE.targeted_removal)),
    board_wipes: judge(n.board_wipes, scaled(COMMANDER_TEMPLATE.board_wipes)),
  };
}

const TEMPLATE_SLOTS = Object.keys(TEMPLATE_SLOT_SKIPS) as TemplateSlot[];

/** One template slot a deck is held to: its count and its range, scaled to the deck's size. */
export interface TemplateSlotAsk {
  slot: TemplateSlot;
  count: number;
  min: number;
  max: number;
  /** The range was scaled from the 100-card template (a 60-card Brawl deck). */
  scaled: boolean;
}

/**
 * The template's nonland slots this deck is held to (lands are the land
 * count's): the template is for 100 cards; Brawl and Standard Brawl decks of
 * 60 are held to the same share of their deck, rounded down. Aggressive decks
 * are not held to board wipes, nor Arena's Brawl decks to ramp
 * (data/advice-plans.ts TEMPLATE_SLOT_SKIPS). The advice asks for the slots
 * below their minimum and the score reads how much of them is filled, so the
 * two never disagree.
 */
export function templateSlotAsks(template: Static<typeof CommanderTemplate>, deckSize: number, macro: MacroArchetype, arena: boolean): TemplateSlotAsk[] {
  const asks: TemplateSlotAsk[] = [];
  for (const slot of TEMPLATE_SLOTS) {
    const skip = TEMPLATE_SLOT_SKIPS[slot];
    if (skip.macros.includes(macro) || (skip.arenaBrawl && arena)) continue;
    // templateCounts already scaled the range to the deck's size.
    const t = template[slot];
    asks.push({ slot, count: t.count, min: t.min, max: t.max, scaled: deckSize < COMMANDER_TEMPLATE_DECK_SIZE });
  }
  return asks;
}

/**
 * The template as the answer shows it: each nonland slot says whether the deck is held to it (`applies`: the slots
 * `asks` lists), so a 'low' the advice passes over is not read as advice missing.
 */
export function shownTemplate(template: Static<typeof CommanderTemplate>, asks: readonly TemplateSlotAsk[] | null): Static<typeof CommanderTemplate> {
  const shown = { ...template };
  for (const slot of TEMPLATE_SLOTS) shown[slot] = { ...template[slot], applies: asks !== null && asks.some((a) => a.slot === slot) };
  return shown;
}

/**
 * How much of its template slots a deck fills, 0-1: the mean over the slots
 * of count / minimum, each at most 1, weighted by TEMPLATE_SLOT_WEIGHTS (ramp
 * and card draw carry a four-player game, a board wipe is one card of a few).
 */
export function templateFill(asks: readonly TemplateSlotAsk[]): number {
  let filled = 0;
  let weight = 0;
  for (const a of asks) {
    const w = TEMPLATE_SLOT_WEIGHTS[a.slot];
    filled += w * (a.min > 0 ? Math.min(1, a.count / a.min) : 1);
    weight += w;
  }
  return weight > 0 ? filled / weight : 1;
}
