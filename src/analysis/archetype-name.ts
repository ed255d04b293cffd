/**
 * The deck's name as players say it. Constructed decks take the name of the
 * best-matching definition of their format (data/archetypes/<format>.ts),
 * else a colour-and-plan name ("Dimir Midrange", "Gruul Werewolves");
 * Commander, Brawl and Standard Brawl decks are named after their commander
 * and plan ("Krenko Goblins"). The broad plan stays in `macro`.
 *
 * Definitions are indexed by signature card, so a deck only checks the
 * definitions that share a card with it.
 */
import type { ManaColor } from '../domain/cards.js';
import { copies, type DeckCard } from '../domain/deck.js';
import type { FormatId, FormatRules } from '../domain/formats.js';
import type { ArchetypeResult, DeckProfile } from './archetype.js';
import { ARCHETYPE_DEFINITIONS, DEFINITION_SOURCES } from './data/archetypes/index.js';
import { CEDH_ENGINE_STAPLES, CEDH_STAPLES, COMMANDER_PLANS } from './data/archetypes/commander.js';
import { BROAD_CREATURE_TYPES, COLOR_NAMES, FOUR_COLOR_NAME, PLAN_MACROS, PLAN_WORDS, TRIBE_PLURALS } from './data/archetypes/fallback.js';
import type { ArchetypeDefinition, Macro } from './data/archetypes/types.js';
import { ARCHETYPE_NAMING, KARSTEN_LANDS } from './tuning.js';
import { perCardText } from './card-memo.js';

export type NamingBasis = 'definition' | 'colors_and_plan' | 'commander';

export interface NamedArchetype {
  name: string;
  macro: Macro;
  confidence: number;
  basis: NamingBasis;
  /** The name is a deck players take to tournaments: a definition of the format's metagame, or cEDH. The score reads it as evidence of power. */
  tournament: boolean;
  /** Deck cards that matched the definition's signature (or the commander and plan cards). */
  matchedCards: string[];
  definitionSource?: string;
  /** One sentence: why this name. */
  reason: string;
}

/** What naming reads of a deck: its main deck and commander(s), spell colours, curve and the broad plan. */
export interface NamingInput {
  format: FormatRules;
  main: readonly DeckCard[];
  commanders: readonly DeckCard[];
  colors: readonly ManaColor[];
  deckSize: number;
  lands: number;
  averageManaValue: number;
  profile: DeckProfile;
  broad: ArchetypeResult;
  /** Mostly single copies in a format of four (facts.ts isSingleCopyPile): no tournament definition names it. */
  singleCopyPile?: boolean;
}

const N = ARCHETYPE_NAMING;
const round2 = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;

/** The key a card is matched by: front face, lower case, Alchemy's A- prefix dropped (A-Alrund's Epiphany is still the Epiphany deck). */
export const cardKey = perCardText((name: string): string => name.split(' // ')[0]!.trim().toLowerCase().replace(/^a-/, ''));

function deckCardName(card: DeckCard): string {
  return card.record?.name ?? card.name;
}

// ---------------------------------------------------------------- the index

interface FormatIndex {
  definitions: readonly ArchetypeDefinition[];
  /** The same definitions with their cards keyed and colours read, in the same order: what scoring reads. */
  keyed: readonly KeyedDefinition[];
  /** Signature card key -> indices of the definitions that name it. */
  byCard: Map<string, number[]>;
}

/** A definition as scoring reads it, worked out once with the index rather than per deck. */
interface KeyedDefinition {
  definition: ArchetypeDefinition;
  /** Its colour spec split ('UR+G': core UR, splash G), or null for any colours. */
  colors: { core: string; splash: string } | null;
  excludes: readonly string[];
  groups: ReadonlyArray<{ keys: readonly string[]; weight: number; required: boolean }>;
  /** Its whole signature weight: ties between equal coverages go to the heavier. */
  weight: number;
}

function keyedDefinition(definition: ArchetypeDefinition): KeyedDefinition {
  const [core = '', splash = ''] = definition.colors?.split('+') ?? [];
  return {
    definition,
    colors: definition.colors ? { core, splash } : null,
    excludes: (definition.excludes ?? []).map(cardKey),
    groups: definition.groups.map((g) => ({ keys: g.cards.map(cardKey), weight: g.weight, required: Boolean(g.required) })),
    weight: definition.groups.reduce((s, g) => s + g.weight, 0),
  };
}

const INDEXES = new Map<FormatId, FormatIndex>();

/** Built once per format on first use; the definitions never change while the process runs. */
export function formatIndex(format: FormatId): FormatIndex {
  let index = INDEXES.get(format);
  if (index) return index;
  const definitions = ARCHETYPE_DEFINITIONS[format];
  const byCard = new Map<string, number[]>();
  definitions.forEach((definition, i) => {
    for (const group of definition.groups) {
      for (const card of group.cards) {
        const list = byCard.get(cardKey(card)) ?? [];
        if (!list.includes(i)) list.push(i);
        byCard.set(cardKey(card), list);
      }
    }
  });
  index = { definitions, keyed: definitions.map(keyedDefinition), byCard };
  INDEXES.set(format, index);
  return index;
}

// ---------------------------------------------------------------- definitions

interface DefinitionMatch {
  definition: ArchetypeDefinition;
  coverage: number;
  matched: string[];
  /** The definition's whole signature weight (KeyedDefinition). */
  weight: number;
}

/** 'UR+G' as core 'UR' and splash 'G': the deck plays both core colours (U and R) and no colour beyond core and splash (G). */
function colorsFit({ core, splash }: { core: string; splash: string }, colors: readonly ManaColor[]): boolean {
  for (const c of core) if (!colors.includes(c as ManaColor)) return false;
  return colors.every((c) => core.includes(c) || splash.includes(c));
}

/** Coverage of one definition by the deck's cards, or null when a required group, the colours or an exclusion rule it out. */
function scoreDefinition(keyed: KeyedDefinition, cards: ReadonlyMap<string, string>, colors: readonly ManaColor[]): DefinitionMatch | null {
  if (keyed.colors && !colorsFit(keyed.colors, colors)) return null;
  if (keyed.excludes.some((key) => cards.has(key))) return null;
  let total = 0;
  let held = 0;
  const matched: string[] = [];
  for (const group of keyed.groups) {
    total += group.weight;
    let hit = false;
    for (const key of group.keys) {
      const name = cards.get(key);
      if (!name) continue;
      hit = true;
      if (!matched.includes(name)) matched.push(name);
    }
    if (!hit && group.required) return null;
    if (hit) held += group.weight;
  }
  return { definition: keyed.definition, coverage: total > 0 ? held / total : 0, matched, weight: keyed.weight };
}

/** Every definition sharing a card with the deck, scored, best first (ties: more signature weight, then file order). */
export function matchDefinitions(format: FormatId, cards: ReadonlyMap<string, string>, colors: readonly ManaColor[]): DefinitionMatch[] {
  const index = formatIndex(format);
  const candidates = new Set<number>();
  for (const key of cards.keys()) for (const i of index.byCard.get(key) ?? []) candidates.add(i);
  return [...candidates]
    .sort((a, b) => a - b)
    .map((i) => scoreDefinition(index.keyed[i]!, cards, colors))
    .filter((m): m is DefinitionMatch => m !== null && m.coverage >= N.minimumCoverage)
    .sort((a, b) => b.coverage - a.coverage || b.weight - a.weight);
}

// ---------------------------------------------------------------- names

/** "Mono-Red", "Dimir", "Jund", "4c", "5c", "Colorless". */
export function colorName(colors: readonly ManaColor[]): string {
  if (colors.length === 4) return FOUR_COLOR_NAME;
  const key = colors.join('');
  return Object.hasOwn(COLOR_NAMES, key) ? COLOR_NAMES[key]! : FOUR_COLOR_NAME;
}

export function tribePlural(type: string): string {
  return Object.hasOwn(TRIBE_PLURALS, type) ? TRIBE_PLURALS[type]! : `${type}s`;
}

/** "Krenko, Mob Boss" -> "Krenko"; "Kodama of the West Tree" -> "Kodama"; "Edgar Markov" stays whole. */
export function commanderShortName(name: string): string {
  const front = name.split(' // ')[0]!;
  if (front.includes(',')) return front.split(',')[0]!.trim();
  // "Sefris of the Hidden Ways" is Sefris, "Tymna the Weaver" Tymna.
  const cut = [front.indexOf(' of '), front.indexOf(' the ')].filter((at) => at > 0);
  return cut.length > 0 ? front.slice(0, Math.min(...cut)) : front;
}

/**
 * How much the deck looks like a deck at all: its land share and its lands
 * against Karsten's regression for its curve. A pile (56 Mountains, 10 lands
 * under a curve of 5-drops) names no plan with confidence. Decks built on
 * few lands by design (Dredge, Storm, Shops) say so in their definition.
 */
export function deckShapeFactor(lands: number, deckSize: number, averageManaValue: number, fewLands = false): number {
  if (deckSize === 0) return 0;
  const { share, ratio } = N.deckShape;
  const landShare = lands / deckSize;
  const shareFit = Math.min(
    fewLands ? 1 : 1 - Math.max(0, share.low - landShare) / share.lowSpread,
    1 - Math.max(0, landShare - share.high) / share.highSpread,
  );
  const expected = ((KARSTEN_LANDS.intercept + KARSTEN_LANDS.perManaValue * averageManaValue) * deckSize) / KARSTEN_LANDS.deckSize;
  const ratioFit = fewLands ? 1 : (lands / expected - ratio.zeroAt) / (ratio.fullAt - ratio.zeroAt);
  return Math.max(0, Math.min(1, shareFit, ratioFit));
}

function shapeOf(input: NamingInput, fewLands = false): number {
  return deckShapeFactor(input.lands, input.deckSize, input.averageManaValue, fewLands);
}

/** The tribe that names the deck, when most creatures share it and there are enough of them. */
function namingTribe(input: NamingInput): string | null {
  const tribe = leadingType(input.profile.tribes);
  const creatures = input.profile.roleCopies.creature;
  if (!tribe || creatures === 0) return null;
  // Singleton thresholds are for 100 cards; Standard Brawl's 60 scale down.
  const minimum = input.format.copyLimit === 1 ? Math.round((N.tribe.singletonCopies * input.deckSize) / 100) : N.tribe.copies;
  if (tribe.copies / creatures < N.tribe.ofCreatures || tribe.copies < minimum) return null;
  // Read last: it reads the deck's rules text.
  const rewarded = typeMentions(input.main, tribe.type) >= (input.format.copyLimit === 1 ? N.tribe.singletonPayoffCopies : N.tribe.payoffCopies);
  return rewarded ? tribe.type : null;
}

/**
 * Copies of the deck's cards whose rules text names a creature type (Thalia's Lieutenant's "Human", Tovolar's
 * "Werewolf"): a deck is named for a type it rewards, not one its creatures share by chance (Izzet Prowess's
 * Swiftspears and Soul-Scar Mages are Humans; it read 'Izzet Humans').
 */
const typeWords = new Map<string, RegExp>();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function typeMentions(cards: readonly DeckCard[], type: string): number {
  // One pattern per creature type, kept: there are a few hundred types.
  let word = typeWords.get(type);
  if (!word) typeWords.set(type, (word = new RegExp(`\\b(${escaped(type)}|${escaped(tribePlural(type))})\\b`)));
  let n = 0;
  for (const c of cards) if (c.record && word.test(withoutTokenMaking(c.record.oracleText))) n += c.quantity;
  return n;
}

/**
 * A card's text without the tokens it makes: a token's type rewards nothing (Adeline's Human tokens named an
 * Orzhov midrange list "Orzhov Humans"), while Krenko's "the number of Goblins you control" still names its tribe.
 */
const TOKEN_MAKING = /\bcreates? [^.]*tokens?/g;
const withoutTokenMaking = (text: string): string => text.replace(TOKEN_MAKING, '');

/** The most common type, unless it is a broad race (Human) and a class type comes close: Werewolves, not Humans. */
export function leadingType(tribes: DeckProfile['tribes']): DeckProfile['tribes'][number] | undefined {
  const [first] = tribes;
  if (!first || !BROAD_CREATURE_TYPES.includes(first.type)) return first;
  const close = tribes.find((t) => !BROAD_CREATURE_TYPES.includes(t.type) && t.copies >= first.copies * N.tribe.overBroadType);
  return close ?? first;
}

function tribalMacro(input: NamingInput): Macro {
  const max = input.format.copyLimit === 1 ? N.tribalAggroMaxManaValue.singleton : N.tribalAggroMaxManaValue.constructed;
  return input.averageManaValue <= max ? 'aggro' : 'midrange';
}

/** Name, macro and basis read from the broad plan: "Gruul Werewolves", "Dimir Midrange". */
function fallbackName(input: NamingInput): NamedArchetype {
  const tribe = namingTribe(input);
  const broad = input.broad;
  const plan = tribe ? tribePlural(tribe) : PLAN_WORDS[broad.key === 'tribal' ? 'midrange' : broad.key];
  // The contract's generic label for a deck that fits no plan at all.
  const name = !tribe && broad.key === 'unclassified' ? 'Unclassified' : `${colorName(input.colors)} ${plan}`;
  const confidence = round2(broad.confidence * N.confidence.fallbackFactor * shapeOf(input));
  return {
    name,
    macro: tribe ? tribalMacro(input) : PLAN_MACROS[broad.key],
    confidence,
    basis: 'colors_and_plan',
    tournament: false,
    matchedCards: [],
    reason: `No ${input.format.name} archetype definition matches; named by colours and plan (${tribe ? `${tribe} leads its creature types` : broad.reason.replace(/\.$/, '')}).`,
  };
}

function definitionName(input: NamingInput, matches: DefinitionMatch[]): NamedArchetype {
  const [best, second] = matches as [DefinitionMatch, DefinitionMatch | undefined];
  const c = N.confidence.definition;
  const closeCall = second !== undefined && best.coverage - second.coverage < N.closeCallMargin;
  const shape = shapeOf(input, best.definition.fewLands);
  const confidence = round2((c.base + c.perCoverage * best.coverage - (closeCall ? c.closeCall : 0)) * input.profile.resolvedShare * shape);
  const name = best.definition.name.replace('{colors}', colorName(input.colors));
  const runnerUp = second ? `; next is ${second.definition.name.replace('{colors}', colorName(input.colors))} (${Math.round(second.coverage * 100)}%)` : '';
  return {
    name,
    macro: best.definition.macro,
    confidence,
    basis: 'definition',
    tournament: true,
    matchedCards: best.matched,
    definitionSource: DEFINITION_SOURCES[input.format.id],
    reason: `${name}: ${Math.round(best.coverage * 100)}% of its signature is in the deck (${best.matched.join(', ')})${runnerUp}.`,
  };
}

const STAPLE_KEYS = new Set(CEDH_STAPLES.map(cardKey));
const ENGINE_KEYS = new Set(CEDH_ENGINE_STAPLES.map(cardKey));

/** "<commander> cEDH", the table's plan, the tribe, else the broad plan; partners are named together ("Thrasios/Tymna"). */
function commanderName(input: NamingInput): NamedArchetype {
  const commander = input.commanders[0]!;
  const full = deckCardName(commander);
  const short = input.commanders.map((c) => commanderShortName(deckCardName(c))).join('/');
  const cedh = input.main.filter((c) => STAPLE_KEYS.has(cardKey(deckCardName(c)))).map(deckCardName);
  const c = N.confidence.commander;
  const shape = shapeOf(input);
  // One literal per answer rather than `{ ...base, name, ... }`: fields added after a leading spread take V8's slow path.
  const named = (name: string, macro: Macro, confidence: number, matchedCards: string[], reason: string, tournament = false): NamedArchetype =>
    ({ basis: 'commander', tournament, definitionSource: DEFINITION_SOURCES[input.format.id], name, macro, confidence, matchedCards, reason });
  if (cedh.length >= N.cedhStaples && cedh.filter((n) => ENGINE_KEYS.has(cardKey(n))).length >= N.cedhEngine) {
    return named(`${short} cEDH`, 'combo', round2(c.cedh * shape), [full, ...cedh], `${full} leads a deck with ${cedh.length} cEDH staples (fast mana, free interaction, compact wins).`, true);
  }
  // Own keys only: a pasted commander named "toString" must not find Object.prototype's.
  const front = full.split(' // ')[0]!;
  const table = Object.hasOwn(COMMANDER_PLANS, front) ? COMMANDER_PLANS[front] : undefined;
  const known = table && (!table.needs || copies(input.main, (c) => Boolean(c.record?.types.includes(table.needs!.type))) >= table.needs.copies) ? table : table?.otherwise;
  if (known) return named(`${short} ${known.plan}`, known.macro, round2(c.table * shape), [full], `${full} decks are built for ${known.plan}, and this one is led by it.`);
  const tribe = namingTribe(input);
  if (tribe) return named(`${short} ${tribePlural(tribe)}`, tribalMacro(input), round2(c.tribe * shape), [full], `${full} leads a deck whose leading creature type is ${tribe}.`);
  const key = input.broad.key === 'tribal' ? 'midrange' : input.broad.key;
  const confidence = round2(c.plan * input.broad.confidence * shape);
  return named(`${short} ${PLAN_WORDS[key]}`, PLAN_MACROS[key], confidence, [full], `${full} leads the deck; its plan reads as ${PLAN_WORDS[key]} from role shares.`);
}

/**
 * `without` leaves definitions out by name: the calibration test names each
 * corpus deck as if its own definition did not exist, to measure how often
 * the other paths are right on decks the data does not know.
 */
export function nameArchetype(input: NamingInput, without: ReadonlySet<string> = new Set()): NamedArchetype {
  if (input.format.commander && input.commanders.length > 0) return commanderName(input);
  if (input.singleCopyPile) return fallbackName(input);
  const cards = new Map<string, string>();
  for (const card of input.main) cards.set(cardKey(deckCardName(card)), deckCardName(card));
  const matches = matchDefinitions(input.format.id, cards, input.colors).filter((m) => !without.has(m.definition.name.replace('{colors}', colorName(input.colors))));
  return matches.length > 0 ? definitionName(input, matches) : fallbackName(input);
}
