/**
 * Strengths, weaknesses, recommendations and the analysis warnings: one small
 * function per topic (legality, colours, lands, curve, interaction, card
 * advantage, plan, Commander template), each specific, with cards and numbers.
 * Thresholds and targets are in tuning.ts.
 */
import type { Static } from 'typebox';
import type { AnalysisWarning, CommanderTemplate, DeckFacts, Legality, MacroArchetype, ScoreBreakdown } from '../contract/schemas.js';
import type { FormatRules } from '../domain/formats.js';
import type { Role } from '../domain/roles.js';
import type { ManaColor } from '../domain/cards.js';
import { landCountMessage, warning } from '../contract/warnings.js';
import { listText, plural } from '../domain/text.js';
import { BASIC_LAND_TYPES } from '../domain/names.js';
import { overTappedBudget, type ManaBaseResult, type ShortColor } from './manabase.js';
import type { ColorlessNeed } from './colorless-need.js';
import { pairOf, type NamedSwap, type UntappedSwap } from './land-swaps.js';
import { onlyUntappedCount } from './early-spells.js';
import { adventureFirst } from './cast-cost.js';
import type { DeckCard } from '../domain/deck.js';
import { ADVICE_GATES, FULL_PRICE_EXPENSIVE_SHARE, type AdviceFamily, type TemplateSlot } from './data/advice-plans.js';
import { isCostReduced, type WinConditions } from './win-conditions.js';
import type { TemplateSlotAsk } from './commander.js';
import { COMMANDER_TEMPLATE } from './data/commander-brackets.js';
import type { PlayMetric } from '../contract/score-metrics.js';
import { ALCHEMY_REBALANCED, REBALANCED_FORMATS } from './data/alchemy-rebalanced.js';
import {
  ADVICE_METRIC_THRESHOLDS as T,
  AGGRESSIVE_MACROS,
  COLOR_ADVICE,
  HUNDRED_CARD_DECK,
  CARD_ADVANTAGE_TARGET,
  CURVE_WARNING,
  KARSTEN_LANDS,
  EARLY_GAME,
  EXPENSIVE_MANA_VALUE,
  INTERACTION_TARGET,
  LOW_CURVE_AGGRO,
  LOW_INTERACTION_FRACTION,
  SPLASH_SHARE,
  SYNERGY_SHARE_TARGET,
  HARD_TO_CAST_ODDS,
  HARD_TO_CAST_MIN_LANDS,
  ILLEGAL_CARDS_ADVISED,
  MANA_PRAISE_MIN_LANDS,
  TOO_MANY_COLORS,
  UNMADE_SPELLS_LISTED,
  deckTarget,
} from './tuning.js';

const COLOR_NAMES = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const;

export interface AdviceInput {
  format: FormatRules;
  deckSize: number;
  facts: DeckFacts;
  roles: Record<Role, number>;
  averageManaValue: number;
  expensiveCopies: number;
  mana: ManaBaseResult;
  /** The name and macro archetype the answer shows, and whether the name is a tournament deck's (cEDH in Commander): gates and strengths read these, never the broad detector. */
  /** `confidence`: how sure the name is (archetype_detail.confidence); a low one is a description, not a plan to praise. */
  archetype: { name: string; macro: MacroArchetype; tournament: boolean; confidence: number };
  legality: Legality;
  breakdown: ScoreBreakdown;
  template?: Static<typeof CommanderTemplate>;
  /** The template's slots this deck is held to (commander.ts templateSlotAsks), as the score read them. */
  templateAsks?: readonly TemplateSlotAsk[];
  /** How the deck wins (win-conditions.ts): gates the advice and names the closers. */
  wins: WinConditions;
  /** Metrics the recognised plans leave out of the score (score-input.ts `exemptMetrics`): the advice says nothing of them. */
  exemptMetrics: ReadonlySet<PlayMetric>;
  /** The nonland cards of the deck proper (the curve topic reads their cost reductions). */
  nonlandCards: DeckCard[];
  /** Copies of a card in the deck proper (main deck and commander): the legality topic tells copies over the limit in the sideboard apart. */
  mainCopies: (name: string) => number;
  /** Per piece of colour advice (mana.shortColors, same order), the dual lands named for its swap; absent: none named. */
  landSwaps?: NamedSwap[][];
  /** For a deck over its budget of tapped lands, the untapped duals named to replace them; absent: none named. */
  untappedSwaps?: UntappedSwap[];
  /** The deck's card that stops its own nonbasic lands (Back to Basics), for which colour advice names no dual (land-swaps.ts). */
  nonbasicLock?: string;
  /** For a deck short of colourless sources (mana.colorless), lands that make {C} it may play (land-swaps.ts); absent: none named. */
  colorlessLands?: string[];
  /** When the deck is a pile of single copies (facts.ts isSingleCopyPile): its spells that are the only copy of their card, of its spells. */
  singleCopies?: { copies: number; of: number };
  /** Copies in the deck proper whose names no card matched: some may be lands the count cannot see. */
  unresolvedCopies?: number;
}

export interface Advice {
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
  warnings: AnalysisWarning[];
}

/** What several topics need to know about the deck beyond the input. */
interface Context {
  singleton: boolean;
  aggressive: boolean;
  /** Whether a recommendation family speaks to this deck's plan (data/advice-plans.ts). */
  applies: (family: AdviceFamily) => boolean;
  /** Whether a recognised plan leaves a metric out of the score (data/score-plans.ts): advice then says nothing of it. */
  planExempts: (metric: PlayMetric) => boolean;
  /** The Commander template's advice speaks to this deck: it asks for the card draw and removal, so the general topics do not ask again. */
  templateAsks: boolean;
}

function gate(input: AdviceInput, planExempts: (metric: PlayMetric) => boolean): (family: AdviceFamily) => boolean {
  return (family) => {
    const g = ADVICE_GATES[family];
    if (g.skipMacros.includes(input.archetype.macro)) return false;
    if (g.skipWithComboKill && input.wins.hasComboKill) return false;
    if (g.skipWhenPlanExempts !== null && planExempts(g.skipWhenPlanExempts)) return false;
    if (g.skipForTournamentDeck && input.archetype.tournament) return false;
    return !(g.skipWithAnyPlan && input.wins.plans.length > 0);
  };
}

/** 5+ drops cast for less than their mana value (affinity, delve, evoke...) or "costs less" text, or cast first as a cheaper adventure. */
function costReducedExpensive(cards: DeckCard[]): number {
  const reduced = (c: DeckCard) =>
    Boolean(c.record) && c.record!.manaValue >= EXPENSIVE_MANA_VALUE &&
    (isCostReduced(c.record!) || adventureFirst(c.record!) !== null);
  return cards.reduce((sum, c) => sum + (reduced(c) ? c.quantity : 0), 0);
}

type Topic = (input: AdviceInput, ctx: Context) => Partial<Advice>;

const s = (n: number) => (n > 1 ? 's' : '');

const facesOf = (name: string) => name.split(' // ');

/** An original card Arena rebalanced, in a format that plays the A- version instead (data/alchemy-rebalanced.ts). */
function rebalancedName(name: string, format: FormatRules): string | null {
  if (!REBALANCED_FORMATS.has(format.id)) return null;
  const rebalanced = facesOf(name).map((face) => `A-${face}`).join(' // ');
  return ALCHEMY_REBALANCED.has(rebalanced) ? rebalanced : null;
}

/** A rebalanced A- card in a format that plays the original (Standard, the paper formats): the original's name. */
function originalName(name: string, format: FormatRules): string | null {
  if (REBALANCED_FORMATS.has(format.id) || !ALCHEMY_REBALANCED.has(name)) return null;
  return facesOf(name).map((face) => face.replace(/^A-/, '')).join(' // ');
}

/** The companion's breaks, named: cut them, or play the companion in the sideboard no more. */
function companionAdvice(l: Legality): string[] {
  const c = l.companion;
  if (!c || c.condition_met !== false) return [];
  const shown = c.violations.slice(0, 5);
  const more = c.violations.length - shown.length;
  return [`${c.name}'s condition ("${c.condition}") is broken by ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}: cut or replace them, or drop ${c.name} as companion.`];
}

/** Legality first: nothing else matters if the deck cannot be registered. */
const legality: Topic = ({ legality: l, format, deckSize, nonlandCards, mainCopies, wins }) => {
  if (l.status !== 'illegal') return {};
  // Cutting the extra copies of a deck at its size leaves it short (a precon printed with two Mossfire Valley was told
  // 'Cut 1', which leaves 99): it is told to put a basic land, or another card, in their place.
  const overLimit = (c: { name: string; copies: number; limit: number }) => {
    const extra = c.copies - c.limit;
    // Copies past the limit in the sideboard are cut there (a Vintage list with three Mental Missteps in its sideboard
    // was told to replace two with basic lands).
    if (mainCopies(c.name) <= c.limit) return `Cut ${extra} ${c.name} from the sideboard (${c.copies} copies, limit ${c.limit}).`;
    // A name no card has (a misspelt Mountain) is for the unresolved-name warning to fix, not for a replacement.
    const nonland = nonlandCards.find((n) => n.name === c.name);
    if (deckSize - extra >= format.deckSize.cards || (nonland && !nonland.record)) return `Cut ${extra} ${c.name} (${c.copies} copies, limit ${c.limit}).`;
    const land = !nonland;
    return `Replace ${extra} ${c.name} with ${land ? plural(extra, 'basic land') : `${extra === 1 ? 'another card' : `${extra} other cards`}`} (${c.copies} copies, limit ${c.limit}).`;
  };
  const replace = (name: string) => {
    const rebalanced = rebalancedName(name, format);
    if (rebalanced) return `Play ${rebalanced} instead of ${name}: ${format.name} uses the rebalanced version.`;
    const original = originalName(name, format);
    if (original) return `Play ${original} instead of ${name}: the rebalanced version is for Arena's Alchemy, Historic and Brawl; ${format.name} uses the original.`;
    // A piece of the deck's own kill is no card to swap for another (Walking Ballista beside Heliod, after its ban).
    const kill = wins.plans.find((p) => p.kind === 'combo' && p.cards.includes(name));
    if (kill) return `Replace ${name}: it is not allowed in ${format.name}, and it is a piece of the deck's kill (${kill.label}), so the deck needs another way to win there.`;
    return `Replace ${name}: it is not allowed in ${format.name}.`;
  };
  const plain = l.illegal_cards.filter((name) => !rebalancedName(name, format) && !originalName(name, format));
  const collapsed = plain.length > ILLEGAL_CARDS_ADVISED.advised;
  const replaceAll = `Replace the ${plain.length} cards not allowed in ${format.name}: ${plain.slice(0, ILLEGAL_CARDS_ADVISED.named).join(', ')} and ${plain.length - ILLEGAL_CARDS_ADVISED.named} more (legality.illegal_cards lists them all).`;
  return {
    weaknesses: [`Not legal in ${format.name}: ${l.notes.filter((n) => !n.startsWith('Maybeboard')).slice(0, 3).join(' ')}`],
    recommendations: [
      ...(l.copy_limit_cards ?? []).map(overLimit),
      ...(collapsed ? [replaceAll, ...l.illegal_cards.filter((name) => !plain.includes(name)).map(replace)] : l.illegal_cards.map(replace)),
      ...companionAdvice(l),
      ...(l.color_identity_violations ?? []).map(
        (v) => `Replace ${v.name} (identity ${v.card_identity.join('')}) with a card inside ${v.commander_identity.join('') || 'colourless'}.`,
      ),
    ],
  };
};

/**
 * A deck above its format's minimum (a new player's 64-card pile): each card past it makes the best ones rarer. Not
 * with Yorion as companion, whose condition asks for 80 cards or more, nor when the deck is illegal (legality speaks).
 */
const overMinimum: Topic = ({ format, deckSize: size, legality: l }) => {
  const minimum = format.deckSize.cards;
  if (format.deckSize.rule !== 'minimum' || size <= minimum || l.status === 'illegal' || l.companion?.name === 'Yorion, Sky Nomad') return {};
  const extra = size - minimum;
  return { recommendations: [`Cut ${plural(extra, 'card')} to play ${minimum}: each card over the minimum makes the deck's best cards less likely to be drawn.`] };
};

/**
 * The swap of a piece of colour advice: the named duals ("replace 2 Mountain
 * with 2 Stomping Ground, and 1 Swamp with 1 Overgrown Tomb"; one copy each,
 * unnumbered, in singleton formats), the basics of the wanted colour that
 * replace lands of a colour with sources to spare (`basics`), then any land no
 * dual was found for in the unnamed wording, which is the whole clause when
 * none was.
 */
function swapClause(c: ShortColor, named: NamedSwap[] | undefined, singleton: boolean, basicOf: (color: ManaColor) => string, basics: BasicSwap[] = []): string {
  const unnamedText = (from: string) => `for example a land that also makes ${COLOR_NAMES[c.color]} mana in place of ${from}`;
  const withDuals = (named ?? []).filter((n) => n.duals.length > 0);
  if (withDuals.length === 0 && basics.length === 0) return c.swapFrom ? ` (${unnamedText(c.swapFrom)})` : '';
  const groups = [
    ...withDuals.map((n) => `${n.count - n.unnamed} ${n.land} with ${listText(n.duals.map((d) => (singleton ? d.name : `${d.count} ${d.name}`)))}`),
    ...basics.map((b) => `${b.count} ${b.land} with ${b.count} ${basicOf(c.color)}, which leaves ${COLOR_NAMES[b.color]} ${b.keeps} ${b.untapped ? 'untapped ' : ''}sources where its spells need ${b.needs}`),
  ];
  const rest = (named ?? []).filter((n) => n.unnamed > 0).map((n) => `${n.unnamed} ${n.land}`);
  const parts = [`replace ${groups[0]}`, ...groups.slice(1), ...(rest.length ? [unnamedText(rest.join(' and '))] : [])];
  return ` (${parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : parts[0]})`;
}

/** The basic land of each colour, for a swap that gives one colour's spare sources to another. */
const BASIC_OF = Object.fromEntries(Object.entries(BASIC_LAND_TYPES).map(([type, color]) => [color, type])) as Record<ManaColor, string>;

/**
 * The basic land of a colour as the deck plays it: its snow basic when it plays more of those than plain ones (Skred,
 * Ice-Fang Coatl and Arctic Foxes count snow permanents; Pauper Izzet Skred was told to play a plain Mountain).
 */
function basicOfDeck(mainCopies: (name: string) => number): (color: ManaColor) => string {
  return (color) => {
    const plain = BASIC_OF[color];
    const snow = `Snow-Covered ${plain}`;
    return mainCopies(snow) > mainCopies(plain) ? snow : plain;
  };
}

/** A colour's sources and what its own early spells need of them; `untapped`: its need is a turn-1 spell's, which only untapped lands meet. */
type Spare = Map<ManaColor, { sources: number; needs: number; untapped: boolean }>;

/** Copies of a land of `color` that become basics of the colour a piece of advice wants: `color` keeps `keeps` of the `needs` sources its own early spells need. */
interface BasicSwap {
  land: string;
  count: number;
  color: ManaColor;
  keeps: number;
  needs: number;
  untapped: boolean;
}

/**
 * Sources each colour has beyond what its own early spells need (Karsten's
 * requirement), which a swap to another colour's basic can take without
 * making that colour short; shared by the pieces of advice in turn.
 */
function spareSources(mana: ManaBaseResult, turnOne: ReadonlySet<ManaColor> = NO_COLORS): Spare {
  const sources = mana.manaBase.color_sources;
  // A colour the advice finds short has nothing to spare, whatever its total; a turn-1 spell the advice leaves alone
  // (Play with Fire, which a Werewolves deck casts later) does not hold its colour's sources back from another. A colour
  // whose one-drop creatures want it on turn 1 (`turnOne`) counts as its turn-1 need does, untapped lands only: Dimir
  // Ninjas (Thousand-Faced Shadow; 14 blue sources, 11 untapped, for Fading Hope's 13) was told that an Island made a
  // Swamp left blue 14 where it needs 13.
  const short = new Set(mana.shortColors.map((e) => e.color));
  const spare: Spare = new Map();
  for (const e of mana.earlySpells) {
    if (short.has(e.color)) continue;
    const untapped = onlyUntappedCount(e.turn) && turnOne.has(e.color) && e.sources < sources[e.color];
    spare.set(e.color, { sources: untapped ? e.sources : sources[e.color], needs: e.required, untapped });
  }
  return spare;
}

/**
 * The copies no dual was found for that a basic of the wanted colour can
 * replace, as far as the colour they make has sources to spare (Selesnya
 * Enchantments, with its Branchloft Pathways already played, could turn a
 * Plains into a Forest: white 15 of 13). Takes the spare sources it uses.
 */
function basicSwaps(named: NamedSwap[], spare: Spare): { basics: BasicSwap[]; left: NamedSwap[] } {
  const basics: BasicSwap[] = [];
  const left = named.map((w) => {
    const own = spare.get(w.color);
    const n = own ? Math.min(w.unnamed, own.sources - own.needs) : 0;
    if (n <= 0) return w;
    own!.sources -= n;
    basics.push({ land: w.land, count: n, color: w.color, keeps: own!.sources, needs: own!.needs, untapped: own!.untapped });
    return { ...w, count: w.count - n, unnamed: w.unnamed - n };
  });
  return { basics, left };
}

/**
 * An aggressive deck's swap takes a basic of the wanted colour, as far as the colour it replaces has sources to
 * spare, before a dual that enters tapped on the spell's turn (Gruul Werewolves was told to play four Rugged
 * Highlands beside its twenty two-drops; three of its Mountains could be Forests). Karsten's budget of tapped lands
 * in an aggressive deck is three.
 */
function untappedFirst(named: NamedSwap[], spare: Spare): { basics: BasicSwap[]; left: NamedSwap[] } {
  const asUnnamed = named.map((w) => {
    const tapped = w.duals.filter((d) => d.tapped).reduce((n, d) => n + d.count, 0);
    const own = spare.get(w.color);
    const n = own ? Math.min(tapped, Math.max(0, own.sources - own.needs)) : 0;
    if (n === 0) return w;
    // The last-named duals are the tapped ones (untapped candidates come first): drop n copies from the end.
    let drop = n;
    const duals = [...w.duals].reverse().flatMap((d) => {
      const cut = d.tapped ? Math.min(drop, d.count) : 0;
      drop -= cut;
      return d.count - cut > 0 ? [{ ...d, count: d.count - cut }] : [];
    }).reverse();
    return { ...w, duals, unnamed: w.unnamed + n };
  });
  return basicSwaps(asUnnamed, spare);
}

/** What the colour advice reads of the deck beside the short colour: `lock`, its card that stops nonbasic lands; `tappedFull`, over its budget of tapped lands. */
interface ColorAdviceContext {
  singleton: boolean;
  formatName: string;
  /** The basic land of a colour as this deck plays it (basicOfDeck). */
  basicOf: (color: ManaColor) => string;
  spare: Spare;
  aggressive: boolean;
  lock?: string;
  tappedFull?: boolean;
}

/**
 * The advice for a colour short of its requirement. Copies no dual was found
 * for could only become basics of the wanted colour, which costs the colour
 * they make now: in a singleton format (each dual once), and for a turn-1
 * spell (only a dual untapped on turn 1 counts), such a swap is advised only
 * as far as that colour has sources to spare, and the advice names the duals
 * left and says what the rest costs. So is it in a deck whose own card stops nonbasic lands (`lock`: Back to Basics),
 * and in one already over its budget of tapped lands (`tappedFull`), which is named untapped duals only (land-swaps.ts).
 */
function colorRecommendation(c: ShortColor, named: NamedSwap[] | undefined, odds: string, ctx: ColorAdviceContext): string {
  const { singleton, formatName, spare, lock } = ctx;
  // An aggressive deck, and one over its budget of tapped lands, wants the dual untapped on the spell's turn.
  const aggressive = ctx.aggressive || ctx.tappedFull === true;
  // Named duals come from data/dual-lands.ts: a land outside its cycles is not known to be missing, only not named.
  const need = `${c.sources} of the ${c.required} sources needed to cast ${c.spell} on turn ${c.turn}${odds}`;
  const turnOne = onlyUntappedCount(c.turn);
  // A deck whose own card stops nonbasic lands (`lock`) is offered basics only, as far as a colour has sources to spare.
  if (!named || (!lock && !ctx.tappedFull && (!(singleton || turnOne) || named.every((w) => w.unnamed === 0)))) {
    const { basics, left } = aggressive && named ? untappedFirst(named, spare) : { basics: [], left: named };
    return `Make ${c.add} more land${s(c.add)} produce ${COLOR_NAMES[c.color]}${swapClause(c, left, singleton, ctx.basicOf, basics)}: ${need}.`;
  }
  const { basics, left } = basicSwaps(named, spare);
  const stranded = left.reduce((n, w) => n + w.unnamed, 0);
  const fixable = left.map((w) => ({ ...w, count: w.count - w.unnamed, unnamed: 0 }));
  const add = c.add - stranded;
  if (stranded === 0) return `Make ${add} more land${s(add)} produce ${COLOR_NAMES[c.color]}${swapClause(c, fixable, singleton, ctx.basicOf, basics)}: ${need}.`;
  const given = listText([...new Set(left.filter((w) => w.unnamed > 0).map((w) => COLOR_NAMES[w.color]))]);
  const wanted = COLOR_NAMES[c.color];
  const untapped = turnOne ? ' untapped on turn 1' : aggressive ? ` untapped on turn ${c.turn}` : '';
  const lands = `${wanted} and ${given}${untapped}`;
  const none = lock ? `its ${lock} stops nonbasic lands` : add > 0 ? `beyond these, the usual dual cycles have no more lands legal in ${formatName} that make ${lands}` : `the usual dual cycles have no ${singleton || left.some((w) => w.limitReached) ? 'other ' : ''}land legal in ${formatName} that makes ${lands}`;
  const later = turnOne ? `${c.spell} will at times come down a turn late` : `keep ${c.spell} as a later play or cut it`;
  const rest = `${none}, so more ${wanted}${turnOne ? ' on turn 1' : aggressive ? ' untapped' : ''} would cost ${given} sources: ${later}`;
  if (add === 0) return `${COLOR_NAMES[c.color][0]!.toUpperCase()}${COLOR_NAMES[c.color].slice(1)} is short: ${need}; ${rest}.`;
  return `Make ${add} more land${s(add)} produce ${COLOR_NAMES[c.color]}${swapClause(c, fixable, singleton, ctx.basicOf, basics)}: ${need}; ${rest}.`;
}

/** Colours that some land makes, with under half the sources (all, tapped or not) their early spells need. */
function starvedColors(mana: ManaBaseResult): ManaBaseResult['earlySpells'] {
  const sources = mana.manaBase.color_sources;
  return mana.earlySpells.filter((e) => sources[e.color] > 0 && sources[e.color] < e.required * SPLASH_SHARE);
}

/** A starved colour the deck leans on, and the cards that need it. */
interface LeanedColor {
  e: ManaBaseResult['earlySpells'][number];
  cards: string[];
}

/**
 * What the colour topics read of starved colours: those the deck leans on (none when its plan leaves colour
 * consistency out of the score, as Tron's colourless lands do), and whether it should play fewer colours: three
 * starved colours, or two it leans on (a pile on two of each basic was told to cut its red cards and its green ones).
 */
function colorVerdict(input: AdviceInput, planExempts: (metric: PlayMetric) => boolean): { starved: ManaBaseResult['earlySpells']; leaned: LeanedColor[]; fewerColors: boolean } {
  const starved = starvedColors(input.mana);
  const leaned = planExempts('color_consistency') ? [] : starvedMainColors(starved, input.nonlandCards, input.deckSize, input.mana);
  return { starved, leaned, fewerColors: starved.length >= TOO_MANY_COLORS.starvedColors || leaned.length >= TOO_MANY_COLORS.leanedColors };
}

/**
 * Starved colours (under half their sources) that the deck leans on, not splashes: at least
 * TOO_MANY_COLORS.mainColorCopies copies per 60 of nonland cards need them; with those cards' names. A colour no land
 * makes has its own advice.
 */
function starvedMainColors(starved: ManaBaseResult['earlySpells'], nonlandCards: DeckCard[], deckSize: number, mana: ManaBaseResult): LeanedColor[] {
  const unmade = new Set(mana.unmadeColors.map((u) => u.color));
  return starved.flatMap((e) => {
    const pip = `{${e.color}}`;
    const needing = nonlandCards.filter((c) => c.record?.manaCost.includes(pip));
    const copiesNeeding = needing.reduce((n, c) => n + c.quantity, 0);
    if (unmade.has(e.color) || (copiesNeeding * KARSTEN_LANDS.deckSize) / deckSize < TOO_MANY_COLORS.mainColorCopies) return [];
    return [{ e, cards: needing.map((c) => c.name) }];
  });
}

/**
 * Spells the lands seldom cast on their turn even given enough lands (castability's `on_play_given_lands` under
 * HARD_TO_CAST_ODDS), beyond what the colour advice already speaks to: colours nothing makes, colours a swap is
 * advised for, a deck told to play fewer colours, and a plan that casts its coloured spells late (Tron).
 */
const hardToCast: Topic = (input, { planExempts }) => {
  const { mana, facts, wins, nonlandCards, legality } = input;
  const verdict = colorVerdict(input, planExempts);
  // A deck on a handful of lands makes its mana another way (Pauper's one-land Balustrade Spy: Lotus Petal, Wild Cantor,
  // rituals): the lands' odds do not judge its spells.
  if ((facts.lands * KARSTEN_LANDS.deckSize) / Math.max(input.deckSize, 1) < HARD_TO_CAST_MIN_LANDS || planExempts('color_consistency') || verdict.fewerColors) return {};
  // A combo's pieces are cast with its own mana (Ad Nauseam's Lightning Storm); lands whose mana only creatures may
  // spend (Sliver Hive) pay for creatures the model does not credit them with.
  // A card outside the commander's identity is told to leave (legality): lands of its colour would be illegal too.
  const outside = (legality.color_identity_violations ?? []).map((v) => v.name);
  const spoken = new Set([...mana.unmadeColors.flatMap((u) => u.spells), ...mana.shortColors.map((c) => c.spell), ...wins.plans.filter((p) => p.kind !== 'mass').flatMap((p) => p.cards), ...outside, ...verdict.leaned.flatMap((l) => l.cards)]);
  const creatures = new Set(mana.restrictedManaLands ? nonlandCards.filter((c) => c.record?.types.includes('Creature')).map((c) => c.name) : []);
  const hard = (mana.manaBase.castability ?? []).filter((c) => c.on_play_given_lands < HARD_TO_CAST_ODDS && !spoken.has(c.card) && !creatures.has(c.card));
  if (hard.length === 0) return {};
  const odds = listText(hard.map((c) => `${c.card} (${c.mana_cost}) ${(c.on_play_given_lands * 100).toFixed(1)}% on turn ${c.turn}`), UNMADE_SPELLS_LISTED);
  const names = listText(hard.map((c) => c.card), UNMADE_SPELLS_LISTED);
  return {
    weaknesses: [`Hard to cast: ${odds}, even given enough lands; the lands make too little of their colours.`],
    recommendations: [`Cut ${names} or make more lands produce their colours: even given enough lands, ${hard.length === 1 ? 'it comes' : 'they come'} down on time less than ${Math.round(HARD_TO_CAST_ODDS * 100)}% of the time.`],
  };
};

/** Colours: each colour short of Karsten's requirement that the model confirms and the deck can fix by a swap, or praise. */
const colors: Topic = (input, { singleton, aggressive, planExempts }) => {
  const { mana, landSwaps, format, facts, deckSize } = input;
  const advice: Advice = { strengths: [], weaknesses: [], recommendations: [], warnings: [] };
  for (const u of mana.unmadeColors) {
    const name = COLOR_NAMES[u.color];
    const spells = listText(u.spells, UNMADE_SPELLS_LISTED);
    advice.weaknesses.push(`No ${name} mana: no land or cheap mana source makes it, so ${spells} cannot be cast on time.`);
    advice.recommendations.push(`Add lands that make ${name} mana or cut ${spells}: nothing in the deck makes ${name} mana in time to cast ${u.spells.length === 1 ? 'it' : 'them'}.`);
    advice.warnings.push(warning('COLOR_SOURCES_MISSING', { colorName: name, spells, count: u.spells.length }));
  }
  const { starved, leaned, fewerColors } = colorVerdict(input, planExempts);
  if (fewerColors) {
    const counts = listText(starved.map((e) => `${COLOR_NAMES[e.color]} ${mana.manaBase.color_sources[e.color]} of ${e.required}`));
    advice.weaknesses.push(`Too many colours for its lands: ${counts} sources that the spells of each need.`);
    advice.recommendations.push(`Play fewer colours: build around two of its ${facts.colors.length} colours and cut the others' spells; ${counts} sources are under half of what the spells of each need.`);
  } else {
    for (const { e, cards } of leaned) {
      const name = COLOR_NAMES[e.color];
      const sources = mana.manaBase.color_sources[e.color];
      advice.weaknesses.push(`Barely any ${name} mana: ${sources} sources where ${e.spell} (${e.manaCost}) needs ${e.required}, for ${plural(cards.length, 'card')} that need ${name}.`);
      advice.recommendations.push(`Cut the ${name} cards (${listText(cards, UNMADE_SPELLS_LISTED)}) or make ${name} a main colour: ${sources} ${name} sources are under half of the ${e.required} its spells need.`);
    }
  }
  const spare = spareSources(mana, oneDropColors(input.nonlandCards));
  for (const [i, c] of mana.shortColors.entries()) {
    // The model's odds are for the spell's turn on curve: said only when that is the turn the need is read at.
    const sameTurn = c.castabilityTurn === null || c.castabilityTurn === c.turn;
    const odds = c.castability === null || !sameTurn ? '' : `; ${(c.castability * 100).toFixed(1)}% to cast it then on the play given enough lands`;
    // A deck told to play fewer colours is not also told to buy duals for each.
    if (!fewerColors) {
      advice.recommendations.push(colorRecommendation(c, landSwaps?.[i], odds, { singleton, formatName: format.name, basicOf: basicOfDeck(input.mainCopies), spare, aggressive, lock: input.nonbasicLock, tappedFull: overTappedBudget(mana.tapped) }));
      advice.weaknesses.push(`Short on ${COLOR_NAMES[c.color]} mana: ${c.sources} sources for ${c.spell} (${c.manaCost}), which needs ${c.required}.`);
    }
    advice.warnings.push(warning('COLOR_SOURCES_SHORT', { colorName: COLOR_NAMES[c.color], sources: c.sources, required: c.required, spell: c.spell, turn: c.turn }));
  }
  if (mana.colorless?.short) colorlessAdvice(mana.colorless, input.colorlessLands ?? [], advice);
  // Praise only what holds for every colour: a colour left without advice (a light splash, a
  // one-of, a turn-1 spell the deck casts when it can) may still be short of its requirement. A requirement scaled
  // to a handful of lands is met by one (Belcher's lone Taiga, R 1/1): a mana base of so few lands is no strength.
  const landsToPraise = (MANA_PRAISE_MIN_LANDS * deckSize) / KARSTEN_LANDS.deckSize;
  // A one-colour deck's basics meet its needs by construction: nothing to praise (26 Swamps under a curve of 1.9).
  if (facts.lands >= landsToPraise && facts.colors.length >= 2 && mana.earlySpells.length > 0 && mana.earlySpells.every((e) => e.sources >= e.required)) {
    advice.strengths.push(`Mana base casts its spells on time (${mana.earlySpells.map((e) => `${e.color} ${e.sources}/${e.required}`).join(', ')} sources against Karsten's requirement scaled to its lands).`);
  }
  return advice;
};

/** A deck short of lands that make {C} for its most demanding {C} spell: how many more, and which lands do. */
function colorlessAdvice(n: ColorlessNeed, lands: string[], advice: Advice): void {
  const add = n.required - n.sources;
  const named = lands.length ? `, such as ${lands.length > 1 ? `${lands.slice(0, -1).join(', ')} or ${lands.at(-1)}` : lands[0]},` : '';
  const odds = n.castability === null ? '' : `; ${(n.castability * 100).toFixed(1)}% to cast it then on the play given enough lands`;
  advice.recommendations.push(`Play ${add} more ${add === 1 ? 'land' : 'lands'} that make colourless mana${named} in place of other lands: ${n.spell} (${n.manaCost}) needs ${n.required} sources of {C} to cast on turn ${n.turn} and has ${n.sources}${odds}. Mana from a coloured land cannot pay {C}.`);
  advice.weaknesses.push(`Short on colourless mana: {C} from ${plural(n.sources, 'land')} for ${n.spell} (${n.manaCost}), which needs ${n.required}.`);
  advice.warnings.push(warning('COLORLESS_SOURCES_SHORT', { sources: n.sources, required: n.required, spell: n.spell, turn: n.turn }));
}

const NO_COLORS: ReadonlySet<ManaColor> = new Set();

/** Colours of the deck's one-drop creatures played as a plan (COLOR_ADVICE.minCopies or more copies): its turn-1 plays. */
function oneDropColors(cards: readonly DeckCard[]): ReadonlySet<ManaColor> {
  const colors = new Set<ManaColor>();
  for (const c of cards) if (c.record?.manaValue === 1 && c.quantity >= COLOR_ADVICE.minCopies && c.record.types.includes('Creature')) for (const color of c.record.colors) colors.add(color);
  return colors;
}

/** A colour's sources beyond what its own early spells need (0 for a colour without early spells or found short). */
const spareOf = (spare: Spare, color: ManaColor): number => (spare.get(color)?.sources ?? 0) - (spare.get(color)?.needs ?? 0);

/** Copies of a two-colour tapped land that become a basic of one colour, the other having sources to spare beyond its early spells' needs. */
function tappedToBasics(mana: ManaBaseResult, over: number, named: ReadonlySet<string>, basicOf: (color: ManaColor) => string): string[] {
  const spare = spareSources(mana);
  const swaps: string[] = [];
  for (const land of mana.tapped.replaceable) {
    const pair = pairOf(land);
    if (over <= 0 || named.has(land.name) || !pair) continue;
    // The colour with more sources to spare gives up one source per copy; the basic makes the other.
    const [given, kept] = spareOf(spare, pair[0]) >= spareOf(spare, pair[1]) ? pair : [pair[1], pair[0]];
    const own = spare.get(given);
    const n = own ? Math.min(land.quantity, over, own.sources - own.needs) : 0;
    if (n <= 0) continue;
    own!.sources -= n;
    over -= n;
    swaps.push(`${n} ${land.name} with ${n} ${basicOf(kept)}`);
  }
  return swaps;
}

/** Lands that always enter tapped, beyond what the deck's speed affords: each one is a turn's mana lost. */
const tappedLands: Topic = ({ mana, facts, untappedSwaps, format, mainCopies }) => {
  const { copies: tapped, budget, who, lands, untappedBy } = mana.tapped;
  if (tapped <= budget) return {};
  const byCount = [...lands].sort((a, b) => b.quantity - a.quantity);
  const names = listText(byCount.map((l) => `${l.quantity} ${l.name}`), UNMADE_SPELLS_LISTED);
  const bounceCopies = mana.tapped.bounce.reduce((n, l) => n + l.quantity, 0);
  const bounce = bounceCopies > 0 ? `; ${plural(bounceCopies, 'bounce land')} (${listText(mana.tapped.bounce.map((l) => l.name), UNMADE_SPELLS_LISTED)}) ${bounceCopies === 1 ? 'is' : 'are'} not counted: each returns a land and taps for two` : '';
  const singleton = format.copyLimit === 1;
  const duals = (untappedSwaps ?? []).map((w) => `${w.duals.reduce((n, d) => n + d.count, 0)} ${w.land} with ${listText(w.duals.map((d) => (singleton ? d.name : `${d.count} ${d.name}`)))}`);
  const dualCopies = (untappedSwaps ?? []).reduce((n, w) => n + w.duals.reduce((m, d) => m + d.count, 0), 0);
  const swaps = [...duals, ...tappedToBasics(mana, tapped - budget - dualCopies, new Set((untappedSwaps ?? []).map((w) => w.land)), basicOfDeck(mainCopies))];
  const why = `${tapped} lands enter tapped where ${who} affords about ${budget}`;
  return {
    weaknesses: [`Tapped lands: ${tapped} of ${facts.lands} lands always enter tapped (${names}), where ${who} affords about ${budget}${bounce}.`],
    recommendations: swaps.length > 0 ? [`Replace ${listText(swaps)}: ${why}${duals.length > 0 ? `, and the duals named enter untapped on turn ${untappedBy}` : ''}.`] : [],
    warnings: [warning('TAPPED_LANDS', { tapped, lands: facts.lands, names, budget, who })],
  };
};

/** Lands: too few, too many, or lean on purpose. */
const lands: Topic = (input, ctx) => {
  const { mana, facts } = input;
  const averageManaValue = Math.round(mana.averageAsCast * 100) / 100;
  const recommended = Math.round(mana.recommendedLands);
  const have = facts.lands;
  const byCommander = mana.landsByCommander;
  const message = landCountMessage({ lands: have, recommended, averageManaValue, byCommander });
  switch (mana.manaBase.land_count_status) {
    case 'low':
      return {
        weaknesses: [`Few lands: ${message}`],
        recommendations: [lowLandAdvice(input, ctx, recommended)],
        warnings: [warning('LOW_LAND_COUNT', { lands: have, recommended, averageManaValue, byCommander })],
      };
    case 'high': {
      // Cut to the recommendation before cheap mana and modal land backs, which never make lands too many.
      const share = Math.round(mana.landShare);
      const target = recommended + share;
      const before = share > 0 ? `; about ${target} before ${share} for ${mana.landShareWords}` : '';
      return {
        weaknesses: [`Many lands: ${message}`],
        recommendations: [`Cut ${have - target} land${s(have - target)} for spells (${have} now, about ${recommended} recommended${before}).`],
        warnings: [warning('HIGH_LAND_COUNT', { lands: have, recommended, averageManaValue, byCommander })],
      };
    }
    case 'acceptable_for_low_curve_aggro':
      // Cards no name matched may be lands (Affinity's Blinkmoss Marsh, missing from the data): a count that may be short is no strength.
      return (input.unresolvedCopies ?? 0) > 0 ? {} : { strengths: [`Lean mana base (${have} lands) that suits a low curve (average mana value ${averageManaValue.toFixed(2)}).`] };
    case 'normal':
      return {};
  }
};

/** The average mana value the curve advice holds this deck to, when it finds the deck top-heavy for its plan; else null. */
function topHeavyLimit({ facts, averageManaValue, expensiveCopies, nonlandCards, deckSize }: AdviceInput, { singleton, aggressive, applies }: Context): number | null {
  const W = CURVE_WARNING;
  const fullPrice = expensiveCopies - costReducedExpensive(nonlandCards);
  const topHeavyMatters = applies('lower_curve') && (expensiveCopies === 0 || fullPrice / expensiveCopies >= FULL_PRICE_EXPENSIVE_SHARE);
  const aggressiveLimit = !singleton ? W.averageManaValue.aggressive : deckSize >= HUNDRED_CARD_DECK ? W.averageManaValue.aggressiveCommander : W.averageManaValue.aggressiveSingleton;
  const averageLimit = aggressive ? aggressiveLimit : singleton ? W.averageManaValue.singleton : W.averageManaValue.constructed;
  const expensiveShare = facts.nonlands > 0 ? expensiveCopies / facts.nonlands : 0;
  return topHeavyMatters && (averageManaValue > averageLimit || expensiveShare > (singleton ? W.expensiveShare.singleton : W.expensiveShare.constructed)) ? averageLimit : null;
}

/**
 * Few lands. When the curve advice also finds the deck top-heavy, the lands
 * asked for are those of the lowered curve, by the same regression: a new
 * player's mono-green deck on 20 lands and an average of 3.5 was told to play
 * 27 lands and also to lower its curve, which together flood it.
 */
function lowLandAdvice(input: AdviceInput, ctx: Context, recommended: number): string {
  const have = input.facts.lands;
  const limit = topHeavyLimit(input, ctx);
  const over = limit === null ? 0 : input.mana.averageAsCast - limit;
  const lowered = Math.round(recommended - (KARSTEN_LANDS.perManaValue * over * input.deckSize) / KARSTEN_LANDS.deckSize);
  // Cards no name matched may be lands (Alchemy's Forsaken Crossroads, not in the data): the advice says so.
  const unknown = input.unresolvedCopies ?? 0;
  const unread = unknown > 0 ? `; ${plural(unknown, 'card')} could not be identified, and any lands among them count toward it` : '';
  if (limit === null || over <= 0 || ctx.singleton || lowered >= recommended) return `Play ${recommended - have} more land${s(recommended - have)} (${have} now, about ${recommended} recommended${unread}).`;
  const add = Math.max(0, lowered - have);
  const then = `about ${lowered} for an average mana value of ${limit.toFixed(1)}`;
  return add > 0
    ? `Play ${add} more land${s(add)} and lower the curve (${have} now; about ${recommended} recommended for this curve, ${then}).`
    : `Lower the curve rather than add lands (${have} now; about ${recommended} recommended for this curve, ${then}).`;
}

/** A pile of single copies in a format of four: the first thing a strong player tells it is to pick a plan and repeat it. */
const singleCopyPile: Topic = ({ singleCopies }) => {
  if (!singleCopies) return {};
  const share = `${singleCopies.copies} of its ${singleCopies.of} spells are single copies`;
  return {
    weaknesses: [`Inconsistent: ${share}, so no two games play alike and no plan comes together.`],
    recommendations: [`Pick one plan and play three or four copies of its best cards (${share}).`],
  };
};

/** Curve: top-heavy for the plan, or a fast start. */
const curve: Topic = (input, ctx) => {
  const { facts, averageManaValue, expensiveCopies, breakdown } = input;
  const { singleton } = ctx;
  const averageLimit = topHeavyLimit(input, ctx);
  if (averageLimit !== null) {
    const message = `Average mana value ${averageManaValue.toFixed(2)}, with ${expensiveCopies} of ${facts.nonlands} nonland cards at mana value ${EXPENSIVE_MANA_VALUE} or more.`;
    return {
      weaknesses: [`Top-heavy curve: ${message}`],
      // High by its average alone (no card at 5+): the trade is of its most expensive cards, whatever they cost.
      recommendations: [
        expensiveCopies > 0
          ? `Lower the curve: trade some of the ${expensiveCopies} cards at mana value ${EXPENSIVE_MANA_VALUE}+ for plays at 2 or 3.`
          : `Lower the curve: trade some of the most expensive cards for plays at 2 or 3 (average mana value ${averageManaValue.toFixed(2)}, above the ${averageLimit.toFixed(1)} this kind of deck aims for).`,
      ],
      warnings: [warning('CURVE_TOO_HIGH', { averageManaValue, expensive: expensiveCopies, nonlands: facts.nonlands })],
    };
  }
  // A singleton deck's cheap share is a low bar (30%): its fast start is a low curve too. A Rats pile at 3.17, its cheap
  // spells 28% beside thirty-one 3-drops, was praised for one.
  if (breakdown.early_game < T.earlyGameStrength || (singleton && averageManaValue > LOW_CURVE_AGGRO.singletonMaxAverageManaValue)) return {};
  const cheapPercent = Math.round((singleton ? EARLY_GAME.cheapShare.singleton : EARLY_GAME.cheapShare.constructed) * 100);
  return { strengths: [`Fast start: ${Math.round((breakdown.early_game / 10) * cheapPercent)}% or more of the spells cost ${EARLY_GAME.cheapManaValue} or less.`] };
};

/** Interaction: well under the usual count, or at it. */
const interaction: Topic = ({ roles, deckSize }, { singleton, applies, templateAsks }) => {
  const target = Math.round(deckTarget(INTERACTION_TARGET, singleton, deckSize));
  const have = roles.interaction;
  if (have < target * LOW_INTERACTION_FRACTION && applies('add_interaction')) {
    const message = `${plural(have, 'interaction card')} (removal, counterspells, burn that hits creatures, wipes); about ${target} is typical.`;
    return {
      weaknesses: [`Little interaction: ${message}`],
      // A commander deck's template advice asks for its removal ("Add 7 targeted removal spells"): one request, not two.
      recommendations: templateAsks ? [] : [`Add ${plural(target - have, 'removal or counter spell')} (${have} now, about ${target} typical).`],
      warnings: [warning('LOW_INTERACTION', { interaction: have, target })],
    };
  }
  return have >= target ? { strengths: [`Plenty of interaction: ${plural(have, 'card')} that answer the opponent.`] } : {};
};

/** Card advantage: none at all (aggressive decks are only reminded), or plenty. */
const cardAdvantage: Topic = ({ roles, breakdown, deckSize, template }, { singleton, aggressive, applies, planExempts, templateAsks }) => {
  // A plan that draws another way (Dredge's dredging) is not judged on card draw, nor warned about it.
  if (roles.card_advantage === 0 && planExempts('card_advantage')) return {};
  if (roles.card_advantage === 0 && !aggressive && applies('add_card_advantage')) {
    // Looting (Faithless Looting draws two, then discards two) nets nothing: the words say "nets", not "draws".
    const message = 'No card in the deck nets more than one card: none draws extra cards or draws again and again.';
    // A commander deck's template advice asks for its card draw ("Add 10 card-draw cards"): one request, not two.
    return {
      weaknesses: [`No card advantage: ${message}`],
      recommendations: templateAsks ? [] : [`Add ${plural(Math.round(deckTarget(CARD_ADVANTAGE_TARGET, singleton, deckSize)), 'card-advantage card')} so long games do not run out of gas.`],
      warnings: [warning('NO_CARD_ADVANTAGE', { doesWithout: null })],
    };
  }
  if (roles.card_advantage === 0) {
    // The plan does without card advantage (aggressive, or a combo kill or plan): the warning stays, gently worded for which it is.
    return { warnings: [warning('NO_CARD_ADVANTAGE', { doesWithout: aggressive ? 'aggressive' : 'plan' })] };
  }
  if (breakdown.card_advantage < T.cardAdvantageStrength) return {};
  // A Commander deck the template's advice finds short of card draw is not praised for it in the same answer.
  if (templateAsks && template?.card_draw.status === 'low') return {};
  const selection = roles.selection ? `, plus ${roles.selection} for selection` : '';
  return { strengths: [`Card advantage: ${plural(roles.card_advantage, 'card')} that draw extra cards${selection}.`] };
};

/** The plan: focus, a way to win, threat density. */
const plan: Topic = ({ archetype, breakdown, roles, facts, wins }, { applies }) => {
  const advice: Advice = { strengths: [], weaknesses: [], recommendations: [], warnings: [] };
  const named = archetype.name !== 'Unclassified' && archetype.confidence >= T.namedPlanConfidence;
  if (named && breakdown.synergy_density >= T.synergyStrength && (breakdown.payoff_reliability ?? 0) >= T.synergyStrength) {
    const percent = Math.round((breakdown.synergy_density / 10) * Math.round(SYNERGY_SHARE_TARGET * 100));
    advice.strengths.push(`Focused ${archetype.name} plan: ${percent}% or more of the spells serve it.`);
  }
  if (breakdown.win_condition_clarity < T.winConditionWeakness) {
    advice.weaknesses.push(`Unclear way to win: ${plural(wins.closingCopies, 'card')} that close games (large or evasive threats, face damage, combo kills, alternate wins).`);
    if (applies('add_threats')) advice.recommendations.push('Add a few threats that end the game quickly once the deck is ahead.');
  }
  if (wins.plans.length > 0) advice.strengths.push(`Way to win: ${wins.plans.map((p) => p.label).join('; ')}.`);
  const threats = Math.max(roles.threat, wins.closingCopies);
  // A combo deck's closing cards are its kill's pieces, rituals among them (Belcher read 'Threat-dense: 31 threats'):
  // its way to win says what it has.
  if (threats > 0 && !wins.hasComboKill && breakdown.threat_density >= T.threatDensityStrength) {
    // Counted as the metric counts them; past `facts.threat_count`, the cards that close games are named as such.
    const what = threats > roles.threat ? `${threats} threats and cards that close games` : plural(threats, 'threat');
    advice.strengths.push(`Threat-dense: ${what} among ${facts.nonlands} spells.`);
  }
  return advice;
};

const TEMPLATE_LABELS: Record<TemplateSlot, string> = { ramp: 'ramp card', card_draw: 'card-draw card', targeted_removal: 'targeted removal spell', board_wipes: 'board wipe' };

/** Commander template: the slots below The Command Zone's ranges that this deck is held to (commander.ts templateSlotAsks). */
const commanderTemplate: Topic = ({ template, templateAsks, deckSize }, { applies }) => {
  if (!template || !applies('commander_template')) return {};
  const recommendations: string[] = [];
  for (const { slot, count, min, max, scaled } of templateAsks ?? []) {
    if (count >= min) continue;
    const t = COMMANDER_TEMPLATE[slot];
    const where = scaled ? `${min}-${max} in a ${deckSize}-card deck (the Commander template's ${t.min}-${t.max}, scaled)` : `${min}-${max} in a common Commander template`;
    recommendations.push(`Add ${plural(min - count, TEMPLATE_LABELS[slot])}: ${count} now, ${where}.`);
  }
  return { recommendations };
};

/** The topics in the order their advice appears: legality first, then the land count before the colours (a deck short of lands adds them before it swaps any). */
const TOPICS: Topic[] = [legality, overMinimum, singleCopyPile, lands, colors, tappedLands, hardToCast, curve, interaction, cardAdvantage, plan, commanderTemplate];

export function adviseDeck(input: AdviceInput): Advice {
  const singleton = input.format.copyLimit === 1;
  const planExempts = (metric: PlayMetric) => input.exemptMetrics.has(metric);
  const applies = gate(input, planExempts);
  const ctx: Context = { singleton, aggressive: AGGRESSIVE_MACROS.has(input.archetype.macro), applies, planExempts, templateAsks: input.template !== undefined && applies('commander_template') };
  const advice: Advice = { strengths: [], weaknesses: [], recommendations: [], warnings: [] };
  for (const topic of TOPICS) {
    const part = topic(input, ctx);
    append(advice.strengths, part.strengths);
    append(advice.weaknesses, part.weaknesses);
    append(advice.recommendations, part.recommendations);
    append(advice.warnings, part.warnings);
  }
  return advice;
}

/** Pushed one by one: `push(...list)` spreads each (mostly absent or one-item) list into a call, which costs more than the copy. */
function append<T>(to: T[], items: readonly T[] | undefined): void {
  if (items) for (const item of items) to.push(item);
}
