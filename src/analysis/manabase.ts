/**
 * Mana-base diagnostics: coloured sources (color-sources.ts), Karsten's early
 * requirements and the on-curve odds (early-spells.ts), and the land count
 * against a recommendation (land-count.ts), gathered into mana_base.
 */
import { WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import type { ColorCounts, ManaBase } from '../contract/schemas.js';
import type { FormatRules } from '../domain/formats.js';
import { copies, inDeck, type AssembledDeck, type DeckCard } from '../domain/deck.js';
import { karstenCastTarget, karstenTableFor, type KarstenDeckSize } from './data/karsten-2022.js';
import { countColorSources, nonlandSources, zeroCounts, type NonlandSource } from './color-sources.js';
import { deckCastability, type DeckCastability, type PoolLand } from './castability.js';
import { adventureFirst, type CastCost } from './cast-cost.js';
import { listText, plural } from '../domain/text.js';
import { perCard } from './card-memo.js';
import { fetchSearch, spentAsItMakesMana, tappedLandKind, tappedLandUpside } from './mana-facts.js';
import { FAST_MANA } from './data/win-conditions.js';
import { isCostReduced } from './win-conditions.js';
import { TOP_HEAVY_COMMANDER_LANDS } from './data/score-plans.js';
import { CANTRIP_LAND_WEIGHT, CASUAL_MULTIPLAYER_TURN_DELAY, COLOR_ADVICE, COMMANDER_EXPECTED_RAMP_WEIGHT, COMMANDER_RAMP_MAX_MANA_VALUE, CURVE_WARNING, LANDCYCLER_LAND_WEIGHT, TAPPED_LAND_BUDGET, LAND_STAND_INS, MODAL_LAND_WEIGHT, NONLAND_SOURCE_MAX_MANA_VALUE, PLAN_LAND_COUNT, SPELL_LAND_SHARE, SPLASH_SHARE, UNMADE_SPELLS_LISTED } from './tuning.js';
import { castOnCurve, castOnCurveNote, hardestEarlySpells, requirementNote, type CastOnCurve, type EarlySpell } from './early-spells.js';
import { colorlessNeed, colorlessNote, type ColorlessNeed } from './colorless-need.js';
import { burgessLandCount, commanderLandRange, landCountNote, shiftedFloor, landCountStatus, recommendedLandCount, type LandCountInput, type LandCountStatus } from './land-count.js';

export type { EarlySpell } from './early-spells.js';

export interface ManaBaseInput {
  deck: AssembledDeck;
  format: FormatRules;
  deckSize: number;
  /** Colours the deck uses (its spells', or the commander identity). */
  usableColors: ManaColor[];
  averageManaValue: number;
  /** Aggressive deck with a low curve: may play fewer lands than the formula says. */
  lowCurveAggro: boolean;
  /** Aggressive deck: its 1-drop creatures want turn 1, so they may drive colour advice. */
  aggressive?: boolean;
  /** The answer names the deck aggro or tempo: its budget of tapped lands is an aggressive deck's (a control deck the broad reading calls aggro keeps a slow deck's). */
  aggressiveByName?: boolean;
  commanders: CardRecord[];
  commanderIdentity: ManaColor[];
  /**
   * Why a plan the deck was recognised to play sets its own land count (the
   * score's exemption of land_count for that plan, data/score-plans.ts), or
   * null: the formula's low or high verdict is then not applied.
   */
  landCountPlan?: string | null;
  /** A casual Commander deck for a multiplayer table (not cEDH, not Arena's one-on-one Brawl): its colour needs are read a turn later (tuning.ts CASUAL_MULTIPLAYER_TURN_DELAY). */
  casualMultiplayer?: boolean;
  /**
   * Cards the legality review tells the deck to replace (banned, not in the format, over the copy limit): no colour
   * advice is built for them (a Historic list was told to replace its banned Counterspell, then to make a Mountain a
   * Sulfur Falls to cast it).
   */
  cardsToReplace?: ReadonlySet<string>;
}

export interface ManaBaseResult {
  manaBase: ManaBase & { land_count_status: LandCountStatus };
  earlySpells: EarlySpell[];
  recommendedLands: number;
  /** Whether the recommendation is Burgess's count for a 100-card deck's commander (kept within the template's range), not a curve's. */
  landsByCommander: boolean;
  /**
   * Lands the recommendation takes off for cheap nonland mana, cantrips and modal land backs. They let a deck play
   * fewer lands but never make its lands too many: a count above the recommendation is measured, and cut, to the
   * recommendation plus this (Izzet Dragons on 26 lands and five modal spells was told to cut 7 and scored 5).
   */
  landShare: number;
  /** What the share stands for, in the land note's words ('cheap nonland mana and cantrips', or a Commander deck's ramp beyond the template's). */
  landShareWords: string;
  shortColors: ShortColor[];
  /** Colours that spells the deck casts need and nothing in the deck makes. */
  unmadeColors: UnmadeColor[];
  /**
   * The deck plays a land whose coloured mana only some spells may spend (Cavern of Souls, Sliver Hive, Ancient
   * Ziggurat): the model does not read such mana as the deck spends it, so its creature spells' odds are not
   * held against them.
   */
  restrictedManaLands: boolean;
  /** Average mana value of the spells the deck casts, as cast (the land formula's input). */
  averageAsCast: number;
  /** The deck's lands that always enter tapped against what its speed affords (`tappedReview`). */
  tapped: TappedReview;
  /** Its most demanding {C} spell against the lands that make colourless mana, or null when it casts none (colorless-need.ts). */
  colorless: ColorlessNeed | null;
}

/** A colour the deck can and should fix: how many lands to turn into sources of it, and which land to swap. */
export interface ShortColor extends EarlySpell {
  add: number;
  /** The lands a swap would replace, with counts ("2 Forest and 1 Mountain"), or null. */
  swapFrom: string | null;
  /** The same lands one by one, with the one colour each makes now (what a dual replacing it must keep). */
  swaps: SwapFrom[];
  /** The model's probability for the spell on the play given enough lands, or null. */
  castability: number | null;
  /** The turn that probability is for: the spell's turn on curve, which a casual Commander deck's need (`turn`) reads a turn later. */
  castabilityTurn: number | null;
}

/** A colour no land or cheap mana source of the deck makes, and the spells it casts that need it (in deck order). */
export interface UnmadeColor {
  color: ManaColor;
  spells: string[];
}

/** Copies of one mono-coloured land a swap would replace. */
export interface SwapFrom {
  land: string;
  count: number;
  color: ManaColor;
}

/** Cards the on-curve odds draw from: the library, so a commander in the command zone is left out. */
function libraryCount(input: ManaBaseInput): number {
  if (!input.format.commander) return Math.max(input.deckSize, 1);
  return Math.max(input.deckSize - copies(input.deck.cards, (c) => c.section === 'commander'), 1);
}

/**
 * What the land count reads of the deck's cards, counted in one pass (one
 * facts lookup and one cost lookup per card) rather than one pass per count.
 */
interface LandCountTallies {
  lands: number;
  /** Mana value the deck pays per spell it casts, summed over copies, and those copies (the land formula's average). */
  castValue: number;
  castCopies: number;
  /** Copies of the cards the plan does not cast. */
  notCast: number;
  /** 1-mana instants and sorceries that draw a card (read once per card, not on every request). */
  cantrips: number;
  /** Lands the deck's stand-ins are worth (LAND_STAND_INS: Aether Vial). */
  standIns: number;
  /** Lands its modal double-faced cards with a land back are worth (MODAL_LAND_WEIGHT). */
  modalLands: number;
  landMatters: number;
  artifactLands: number;
  /** Lands that are spells too, creature lands and cycling lands: each counts as half a land when the count is judged too high (SPELL_LAND_SHARE). */
  spellLands: number;
  /** Landcyclers: left out of the average as cast and worth LANDCYCLER_LAND_WEIGHT of a land each. */
  landcyclers: number;
}

function tallyLandCount(main: DeckCard[], cast: DeckCastability): LandCountTallies {
  const t: LandCountTallies = { lands: 0, castValue: 0, castCopies: 0, notCast: 0, cantrips: 0, standIns: 0, modalLands: 0, landMatters: 0, artifactLands: 0, spellLands: 0, landcyclers: 0 };
  for (let i = 0; i < main.length; i++) {
    const card = main[i]!;
    const cost = cast.costs[i];
    if (cost?.notCast) t.notCast += card.quantity;
    const facts = cast.facts[i];
    if (card.land) t.lands += card.quantity;
    // A landcycler is mostly a land drop: its six-mana body does not raise the curve the lands are counted for.
    else if (facts?.landcycler) t.landcyclers += card.quantity;
    else if (cost && !cost.notCast) {
      t.castValue += (adventureFirst(card.record!) ?? cost.manaValue) * card.quantity;
      t.castCopies += card.quantity;
    }
    if (!facts) continue;
    if (!card.land && facts.cantrip) t.cantrips += card.quantity;
    if (!card.land && facts.modal) t.modalLands += (card.record!.rarities.includes('mythic') ? MODAL_LAND_WEIGHT.mythic : MODAL_LAND_WEIGHT.other) * card.quantity;
    const standIn = card.record ? LAND_STAND_INS[card.record.name] : undefined;
    if (standIn) t.standIns += standIn * card.quantity;
    if (facts.landMatters) t.landMatters += card.quantity;
    if (card.land && facts.artifact) t.artifactLands += card.quantity;
    // A cycling land (Forgotten Cave, Barren Moor) is a card drawn when the land is not needed.
    if (card.land && (facts.creatureLand || card.record!.keywords.includes('Cycling'))) t.spellLands += card.quantity;
  }
  return t;
}

/**
 * Weight and copies of the cheap nonland mana (Karsten's weights): mana value 2 or less, or 3 or less in a
 * 100-card Commander deck, whose template counts Cultivate and the three-mana rocks as ramp.
 */
function cheapNonland(nonland: NonlandSource[], maxManaValue: number): { weight: number; copies: number } {
  let weight = 0;
  let n = 0;
  for (const source of nonland) {
    if (source.mana_value > maxManaValue) continue;
    weight += source.weight * source.quantity;
    n += source.quantity;
  }
  return { weight, copies: n };
}

/**
 * Lands the deck's cheap nonland mana, cantrips, modal land backs and Aether
 * Vial stand in for (Karsten's weights; CANTRIP_LAND_WEIGHT, MODAL_LAND_WEIGHT, LAND_STAND_INS). Burgess's Commander count already assumes
 * the template's ramp, so 100-card decks subtract only what is beyond it.
 */
function nonlandLandShare(cheapWeight: number, t: LandCountTallies, commanderCount: boolean): number {
  return commanderCount ? Math.max(0, cheapWeight - COMMANDER_EXPECTED_RAMP_WEIGHT) : cheapWeight + t.cantrips * CANTRIP_LAND_WEIGHT + t.standIns + t.modalLands + t.landcyclers * LANDCYCLER_LAND_WEIGHT;
}

/**
 * The plan decides the land count when the deck does not cast many of its
 * cards (dredge, cascade, cheat and cycling plans) or runs on fast mana, or when it plays extra
 * lands on purpose (landfall and extra land drops): the formula then does
 * not hold it to a midrange count in that direction. A recognised plan whose
 * land count the score leaves out (`landCountPlan`: Tron, Lands, Storm...)
 * decides it in both directions.
 */
function planStatus(status: LandCountStatus, t: LandCountTallies, fastMana: number, landCountPlan: string | null, fastManaCovers: boolean): LandCountStatus {
  if ((status === 'low' || status === 'high') && landCountPlan !== null) return 'normal';
  if (status === 'low' && (t.notCast >= PLAN_LAND_COUNT.notCastCopies || fastMana >= PLAN_LAND_COUNT.fastManaCopies || fastManaCovers)) return 'normal';
  const wantsLands = t.landMatters >= PLAN_LAND_COUNT.landMattersCopies || t.artifactLands >= PLAN_LAND_COUNT.artifactLands;
  if (status === 'high' && wantsLands) return 'normal';
  return status;
}

/** Whether a spell's colour needs set the mana base (see COLOR_ADVICE in tuning.ts). */
function drivesColorAdvice(s: EarlySpell, main: DeckCard[], singleton: boolean, aggressive: boolean): boolean {
  // The spell is a card of `main` (its early picks come from there), so its card is looked up only for a turn-1 spell.
  // One 1-drop of a singleton deck is no plan to build the lands for (Kaito's one Eyetwitch).
  const record = main.find((c) => c.name === s.spell)?.record;
  if (s.turn === 1 && (singleton || !(aggressive && record?.types.includes('Creature')))) return false;
  // A convoke spell's coloured pips are paid by creatures of its colour too (Kiki Chord's Chord of Calling: Noble
  // Hierarch, Birds and Wall of Roots tap for its GGG): its lands are not the measure of it.
  if (record?.keywords.includes('Convoke')) return false;
  return singleton || copies(main, (c) => c.name === s.spell) >= COLOR_ADVICE.minCopies;
}

/**
 * A land a colour swap may replace: a basic, or an artifact land, which only an artifact dual replaces (land-swaps.ts),
 * not a modal land back (a spell the deck casts) nor a dual (it already makes two). Any other land of one colour is there
 * for what it does: Gaea's Cradle in cEDH Najeela, Bojuka Bog in Pauper Faeries, Otawara in Amulet Titan were each
 * told to make way for a dual.
 */
const isSwappableLand = (l: PoolLand): boolean => l.land && (l.basic || l.artifact) && l.colors.size === 1;

/**
 * A card that searches for a basic land (Fabled Passage, Evolving Wilds,
 * Cultivate): with one in the deck, a swap keeps one basic of each kind, so
 * the search still finds that colour. Five-Color Niv-Mizzet, with one basic
 * of each and three Fabled Passages, was told to swap all five for shock lands.
 */
const searchesForBasics = (card: DeckCard): boolean => card.record !== undefined && findsBasics(card.record);
/** A fetch land of the deck (mana-facts.ts `fetchSearch`). */
const fetchesLand = (card: DeckCard): boolean => card.land && card.record !== undefined && fetchSearch(card.record) !== null;
const findsBasics = perCard((record) => /search your library for [^.]*\bbasic land/i.test(record.oracleText));

/** A card that wants Forests on the battlefield: Utopia Sprawl enchants one, Arbor Elf untaps one. */
const needsForests = perCard((record) => /Enchant Forest|Untap target Forest/.test(record.oracleText));

/** The lands a swap may take, by name: each swappable land's copies, less `keepBasic` of each basic, and no Forest when the deck's mana wants them (Pauper Ponza was told to swap six for Guildgates). */
function promisedLands(pool: PoolLand[], keepBasic: number, keepForests: boolean): Map<string, number> {
  const swappable = (l: PoolLand) => isSwappableLand(l) && !(keepForests && l.basic && l.name.endsWith('Forest'));
  return new Map(pool.filter(swappable).map((l) => [l.name, l.basic ? Math.max(0, l.quantity - keepBasic) : l.quantity]));
}

/** Takes `add` lands from `left` (name -> copies not yet promised to another swap), basics first, then the most numerous. */
function takeSwaps(candidates: PoolLand[], left: Map<string, number>, add: number): SwapFrom[] {
  const parts: SwapFrom[] = [];
  let wanted = add;
  const order = (a: PoolLand, b: PoolLand) => Number(b.basic) - Number(a.basic) || (left.get(b.name) ?? 0) - (left.get(a.name) ?? 0) || a.name.localeCompare(b.name);
  for (const land of [...candidates].sort(order)) {
    const n = Math.min(wanted, left.get(land.name) ?? 0);
    if (n <= 0) continue;
    parts.push({ land: land.name, count: n, color: [...land.colors][0]! });
    left.set(land.name, (left.get(land.name) ?? 0) - n);
    wanted -= n;
  }
  return parts;
}

/** "2 Forest and 1 Mountain", or null. */
const swapText = (swaps: SwapFrom[]): string | null => (swaps.length ? swaps.map((p) => `${p.count} ${p.land}`).join(' and ') : null);

/**
 * A colour short of its requirement gets advice only when the castability
 * model agrees the spell is hard to cast, and only for as many sources as the
 * deck has lands of one other colour left to swap: a swap never costs a colour
 * (a Stomping Ground made black gives up green), never takes extra slots, and
 * two pieces of advice never promise the same land.
 */
function feasibleShortColors(early: EarlySpell[], cast: DeckCastability, input: ManaBaseInput, main: DeckCard[]): ShortColor[] {
  const short: ShortColor[] = [];
  const singleton = input.format.copyLimit === 1;
  // Built on the first colour short of its requirement: most decks have none.
  let left: Map<string, number> | null = null;
  // A singleton deck keeps one basic of each kind too: its last Island answers Blood Moon and Back to Basics, and its fetches find it.
  // So does a deck with fetch lands (Flooded Strand): its basics are what it fetches against Blood Moon and Wasteland,
  // and for no life (a Modern Jeskai list was told to swap its only Mountain and Plains for shock lands).
  const keepBasic = () => (singleton || main.some((c) => searchesForBasics(c) || fetchesLand(c)) ? 1 : 0);
  const keepForests = () => main.some((c) => c.record !== undefined && needsForests(c.record));
  for (const s of early) {
    if (s.sources >= s.required || s.sources < s.required * SPLASH_SHARE || !drivesColorAdvice(s, main, singleton, Boolean(input.aggressive))) continue;
    const promised = (left ??= promisedLands(cast.pool, keepBasic(), keepForests()));
    const model = cast.spells.find((c) => c.card === s.spell);
    if (model && model.on_play_given_lands >= karstenCastTarget(s.manaValue)) continue;
    // Colourless utility lands are there by design, and never candidates.
    const candidates = cast.pool.filter((l) => !l.colors.has(s.color) && isSwappableLand(l));
    const swappable = candidates.reduce((n, l) => n + (promised.get(l.name) ?? 0), 0);
    const add = Math.min(s.required - s.sources, swappable);
    if (add <= 0) continue;
    const swaps = takeSwaps(candidates, promised, add);
    // Every field written out (in the early spell's order) rather than spread: a spread object here took a slow path.
    const { color, spell, manaCost, manaValue, pips, required, sources, turn } = s;
    short.push({ color, spell, manaCost, manaValue, pips, required, sources, turn, add, swapFrom: swapText(swaps), swaps, castability: model?.on_play_given_lands ?? null, castabilityTurn: model?.turn ?? null });
  }
  return short;
}

function loneOneShot(s: NonlandSource, main: DeckCard[]): boolean {
  if (s.quantity !== 1) return false;
  const record = main.find((c) => c.name === s.card)?.record;
  return record !== undefined && spentAsItMakesMana(record);
}

/**
 * Colours that no land and no cheap nonland source (mana value 2 or less, as
 * the land advice counts them) makes, with the spells the deck casts that
 * need them (a hybrid pip only when none of its colours is made): a Treasure
 * from a 5-drop comes too late to cast them on time. None when no land makes
 * coloured mana: the land count is then the problem, and its verdict says so.
 * Cards the plan does not cast (dredged, cheated in, cast for free) have no say.
 */
function unmadeColors(main: DeckCard[], costs: ReadonlyArray<CastCost | undefined>, lands: ColorCounts, nonland: NonlandSource[], usable: ManaColor[]): UnmadeColor[] {
  const made = new Set<ManaColor>(WUBRG.filter((c) => lands[c] > 0));
  if (made.size === 0) return [];
  for (const s of nonland) if (s.mana_value <= NONLAND_SOURCE_MAX_MANA_VALUE && !loneOneShot(s, main)) for (const c of s.colors) made.add(c);
  if (usable.every((c) => made.has(c))) return [];
  const byColor = new Map<ManaColor, string[]>();
  const need = (c: ManaColor, name: string) => {
    const spells = byColor.get(c) ?? byColor.set(c, []).get(c)!;
    if (!spells.includes(name)) spells.push(name);
  };
  for (let i = 0; i < main.length; i++) {
    const cost = costs[i];
    if (!cost || cost.notCast) continue;
    for (const c of WUBRG) if (cost.pips[c] > 0 && !made.has(c)) need(c, main[i]!.name);
    for (const options of cost.hybrid) if (!options.some((c) => made.has(c))) need(options[0]!, main[i]!.name);
  }
  return WUBRG.filter((c) => byColor.has(c)).map((color) => ({ color, spells: byColor.get(color)! }));
}

/** The formula's verdict a plan set aside, and the plan's own reason when a recognised plan sets its land count. */
interface PlanVerdict {
  verdict: LandCountStatus;
  why: string | null;
  /** A reason that is no plan's (a deck at Burgess's own count above the template's range), as a whole sentence. */
  keptBy: string | null;
}

/** mana_base.notes: the land count and the plan's verdict on it, each colour nothing makes, each colour's requirement and on-curve odds, the cards not cast (pushed in order, no spread arrays). */
function manaNotes(landNote: string, early: EarlySpell[], onCurve: CastOnCurve[], cast: DeckCastability, context: { all: ColorCounts; table: KarstenDeckSize; lands: number; commanderFormat: boolean; unmade: UnmadeColor[]; colorless: ColorlessNeed | null }, plan: PlanVerdict | null): string[] {
  const notes = [landNote];
  if (plan?.keptBy) notes.push(`${plan.keptBy} The formula's ${plan.verdict} verdict is not applied.`);
  else if (plan?.why) notes.push(`The plan sets this land count: ${plan.why} The formula's ${plan.verdict} verdict is not applied.`);
  else if (plan) notes.push(`The plan sets this land count (cards it does not cast, fast mana, or lands it wants on purpose): the formula's ${plan.verdict} verdict is not applied.`);
  for (const u of context.unmade) notes.push(`${u.color}: no land or cheap mana source makes it, so ${listText(u.spells, UNMADE_SPELLS_LISTED)} cannot be cast on time.`);
  for (const s of early) notes.push(requirementNote(s, context.all, context.table, context.lands));
  if (context.colorless) notes.push(colorlessNote(context.colorless, context.table, context.lands));
  for (const c of onCurve) notes.push(castOnCurveNote(c, context.commanderFormat));
  for (const n of cast.notCast) notes.push(`${n.card} is not counted as a spell to cast: ${n.reason}.`);
  return notes;
}

/** Copies of fast mana (data/win-conditions.ts FAST_MANA) in the main deck that are not already nonland sources of the land discount. */
function uncountedFastMana(cards: DeckCard[], nonland: NonlandSource[]): number {
  let n = 0;
  for (const c of cards) if (inDeck(c) && c.record && FAST_MANA.has(c.record.name) && !nonland.some((s) => s.card === c.name)) n += c.quantity;
  return n;
}

/** What a count above the recommendation is there for: the nonland share, and lands that become creatures when the share alone does not cover it. */
function aboveWords(shareWords: string, share: boolean, shareCovers: boolean): string {
  if (shareCovers) return shareWords;
  return share ? `${shareWords}, and lands that become creatures,` : 'lands that become creatures';
}

/** What the land note says the nonland share stands for: cheap mana and cantrips, and the modal land backs and Aether Vial the deck plays. */
function standInWords(t: LandCountTallies, commanderCount: boolean): string {
  if (commanderCount) return "ramp beyond the template's ten pieces";
  return listText(['cheap nonland mana', 'cantrips', ...(t.modalLands > 0 ? ['modal land backs'] : []), ...(t.landcyclers > 0 ? ['landcyclers'] : []), ...(t.standIns > 0 ? ['Aether Vial'] : [])]);
}

/** Why a 100-card deck above the template's range but at Burgess's own count keeps its lands. */
function burgessKeepsWhy(burgess: number, colors: number, max: number): string {
  return `Burgess's count for this commander (${plural(colors, 'colour')} and its mana value) is ${burgess} before the template's range holds it to ${max}: the deck keeps to Burgess's count.`;
}

/** The land count against the recommendation, cheap nonland mana and cantrips discounted, and the plan's say. */
function landCountOf(input: ManaBaseInput, t: LandCountTallies, nonland: NonlandSource[], commanderFormat: boolean) {
  const commanderCount = commanderFormat && input.deckSize >= 90;
  const cheap = cheapNonland(nonland, commanderCount ? COMMANDER_RAMP_MAX_MANA_VALUE : NONLAND_SOURCE_MAX_MANA_VALUE);
  const averageManaValue = t.castCopies > 0 ? t.castValue / t.castCopies : 0;
  const landInput: LandCountInput = { format: input.format, deckSize: input.deckSize, averageManaValue, commanders: input.commanders, commanderIdentity: input.commanderIdentity };
  const share = Math.round(nonlandLandShare(cheap.weight, t, commanderCount) * 10) / 10;
  const recommended = Math.max(0, Math.round((recommendedLandCount(landInput) - share) * 10) / 10);
  // The template's 36-38 lands assume its 10-12 ramp pieces: ramp beyond them lowers the range's floor as it lowers the target.
  const range = shiftedFloor(commanderLandRange(landInput), share);
  // Cheap mana and cantrips let a deck play fewer lands; they never make its lands "too many".
  const discounted = landCountStatus(t.lands, recommended, input.lowCurveAggro, range);
  // Nor do lands that are threats too (Mutavault): each is half a spell when the count is judged too high.
  const spellLands = t.spellLands * SPELL_LAND_SHARE;
  const formulaStatus = discounted === 'high' && landCountStatus(t.lands - spellLands, recommended + share, input.lowCurveAggro, range) !== 'high' ? 'normal' : discounted;
  // Fast mana the nonland discount did not count (Chrome Mox, Spirit Guides) fills the gap to the recommendation.
  const fastManaCovers = formulaStatus === 'low' && landCountStatus(t.lands + uncountedFastMana(input.deck.cards, nonland), recommended, input.lowCurveAggro, range) !== 'low';
  // Burgess's 100-card count reads the commander's mana value, not the curve: a top-heavy deck keeps its extra lands.
  const topHeavyKeeps = formulaStatus === 'high' && commanderCount && averageManaValue > CURVE_WARNING.averageManaValue.singleton;
  // The template's 38 keeps Burgess's count in one target; a deck at Burgess's own count (Niv-Mizzet Reborn's 41) is not cut to it.
  const burgess = burgessLandCount(landInput);
  // A commander whose cost falls as the game goes (Karador's creature cards in the graveyard) is not cast at its mana value.
  const burgessKeeps = formulaStatus === 'high' && !topHeavyKeeps && burgess !== undefined && burgess > range!.max && !input.commanders.some(isCostReduced) && landCountStatus(t.lands, burgess - share, input.lowCurveAggro) !== 'high';
  const status = topHeavyKeeps || burgessKeeps ? 'normal' : planStatus(formulaStatus, t, cheap.copies, input.landCountPlan ?? null, fastManaCovers);
  const why = topHeavyKeeps ? TOP_HEAVY_COMMANDER_LANDS.why : (input.landCountPlan ?? null);
  const keptBy = burgessKeeps ? burgessKeepsWhy(burgess!, input.commanderIdentity.length, range!.max) : null;
  // The note gives the formula's own verdict; when the plan sets it aside, the next note says why.
  const shareWords = standInWords(t, commanderCount);
  const aboveBy = discounted === 'high' && formulaStatus === 'normal' ? aboveWords(shareWords, share > 0, landCountStatus(t.lands, recommended + share, input.lowCurveAggro, range) !== 'high') : null;
  return { averageManaValue, recommended, byCommander: burgess !== undefined, share, shareWords, formulaStatus, status, why, keptBy, note: landCountNote(landInput, t.lands, recommended, formulaStatus, share, shareWords, aboveBy) };
}

/**
 * The land cards that always enter tapped and cost the deck a turn's mana each (a Guildgate, a gain land, Evolving
 * Wilds): not a bounce land, nor an artifact land in a deck whose spells count artifacts, nor a cycling land in a deck
 * that rewards cycling, nor, outside an aggressive deck, a land that untaps once four lands are out (mana-facts.ts
 * `tappedLandKind`).
 */
function costlyTappedLands(tapped: PoolLand[], cards: TappedCards, aggressive: boolean): { costly: PoolLand[]; bounce: PoolLand[] } {
  const countsArtifacts = cards.facts.some((f, i) => !cards.main[i]!.land && f?.countsArtifacts === true);
  const rewardsCycling = cards.facts.some((f) => f?.rewardsCycling === true);
  const kindOf = (l: PoolLand) => {
    const record = cards.byName.get(l.name)?.record;
    return record ? tappedLandKind(record) : 'plain';
  };
  const costly = tapped.filter((l) => {
    const kind = kindOf(l);
    if (kind === 'artifact') return !countsArtifacts;
    if (kind === 'cycling') return !rewardsCycling;
    return kind === 'plain' || (kind === 'untaps_later' && aggressive);
  });
  return { costly, bounce: tapped.filter((l) => kindOf(l) === 'bounce') };
}

/** The deck's cards as the tapped-land review reads them: each name's record and mana facts, kept once per deck. */
interface TappedCards {
  main: DeckCard[];
  facts: DeckCastability['facts'];
  byName: Map<string, { record: CardRecord | undefined; facts: DeckCastability['facts'][number] }>;
}

/** The tapped lands advice may replace, in the order it replaces them (TappedReview `replaceable`). */
function replaceOrder(lands: PoolLand[], cards: TappedCards): PoolLand[] {
  const upside = (l: PoolLand) => {
    const r = cards.byName.get(l.name)?.record;
    return r ? Number(tappedLandUpside(r)) : 0;
  };
  return lands.filter((l) => cards.byName.get(l.name)?.facts?.creatureLand !== true).sort((a, b) => upside(a) - upside(b) || b.quantity - a.quantity);
}

/** The lands that always enter tapped and cost a turn's mana, how many copies, and what the deck's speed affords. */
export interface TappedReview {
  lands: PoolLand[];
  /**
   * Those advice may replace, in the order it replaces them: not a land that becomes a creature (Lumbering Falls is
   * a threat too); lands with no upside first (Guildgates, Evolving Wilds before Scoured Barrens), the most copies first.
   * Empty when the deck is within its budget.
   */
  replaceable: PoolLand[];
  /** Bounce lands, which always enter tapped but are not counted: each returns a land and taps for two. */
  bounce: PoolLand[];
  copies: number;
  budget: number;
  /** The kind of deck the budget is for ("an aggressive deck with one-drops of 60 cards"). */
  who: string;
  /** Whether the budget asks lands untapped by turn 2 (an aggressive deck) or by turn 3. */
  untappedBy: number;
  /** The deck is held to an aggressive deck's budget (named aggro or tempo). */
  aggressive: boolean;
}

/** The deck has more lands that always enter tapped than its budget affords: its advice names untapped duals only. */
export const overTappedBudget = (review: TappedReview): boolean => review.copies > review.budget;

/**
 * The budget of tapped lands for this deck (tuning.ts TAPPED_LAND_BUDGET): one-drops make an aggressive deck's
 * first turn count, except in a singleton deck of a multiplayer format, whose forty life give it longer.
 */
function tappedReview(main: DeckCard[], cast: DeckCastability, input: ManaBaseInput): TappedReview {
  const B = TAPPED_LAND_BUDGET;
  const aggressive = input.aggressiveByName === true;
  const tapped = cast.pool.filter((l) => l.land && l.tapped);
  // Most decks have no land that always enters tapped: they pay nothing for the cards' lookup.
  const cards: TappedCards | null = tapped.length > 0 ? { main, facts: cast.facts, byName: new Map(main.map((c, i) => [c.name, { record: c.record, facts: cast.facts[i] }])) } : null;
  const { costly: lands, bounce } = cards ? costlyTappedLands(tapped, cards, aggressive) : { costly: tapped, bounce: tapped };
  const oneDrops = () => main.reduce((n, c) => n + (!c.land && c.record?.manaValue === 1 ? c.quantity : 0), 0);
  const withOneDrops = aggressive && input.format.copyLimit > 1 && (oneDrops() * B.perCards) / input.deckSize >= B.oneDropCopies;
  const perCards = withOneDrops ? B.aggressiveWithOneDrops : aggressive ? B.aggressive : B.other;
  const kind = withOneDrops ? 'an aggressive deck with one-drops' : aggressive ? 'an aggressive deck' : 'even a slow deck';
  const copiesOf = lands.reduce((n, l) => n + l.quantity, 0);
  const budget = Math.round((perCards * input.deckSize) / B.perCards);
  return {
    lands,
    // Most decks are within their budget: they pay nothing for the order of replacement.
    replaceable: cards && copiesOf > budget ? replaceOrder(lands, cards) : [],
    bounce,
    copies: copiesOf,
    budget,
    who: `${kind} of ${input.deckSize} cards`,
    untappedBy: aggressive ? B.untappedByAggressive : B.untappedByOther,
    aggressive,
  };
}

export function analyzeManaBase(input: ManaBaseInput): ManaBaseResult {
  const main = input.deck.cards.filter(inDeck);
  const commanderFormat = Boolean(input.format.commander);
  const library = libraryCount(input);
  const cast = deckCastability(main, input.usableColors, { library, commander: commanderFormat, twoPlayer: commanderFormat && input.format.arena });
  const tallies = tallyLandCount(main, cast);
  const sources = countColorSources(cast.pool);
  const nonland = nonlandSources(main, cast.facts, input.usableColors);
  const table = karstenTableFor(input.deckSize, commanderFormat);
  const turnDelay = input.casualMultiplayer ? CASUAL_MULTIPLAYER_TURN_DELAY : 0;
  const earlySpells = hardestEarlySpells({ main, costs: cast.costs, table, sources, lands: tallies.lands, nonland, turnDelay, singleton: input.format.copyLimit === 1 });
  const requirements = zeroCounts();
  for (const s of earlySpells) requirements[s.color] = s.required;
  const unmade = unmadeColors(main, cast.costs, sources.all, nonland, input.usableColors);
  // A spell stranded by a colour nothing makes gets that advice, not a swap for its other colour; a card to replace gets none.
  const stranded = unmade.length > 0 ? new Set(unmade.flatMap((u) => u.spells)) : null;
  const replaced = input.cardsToReplace;
  const advisable = stranded || replaced ? earlySpells.filter((e) => !stranded?.has(e.spell) && !replaced?.has(e.spell)) : earlySpells;
  const shortColors = feasibleShortColors(advisable, cast, input, main);
  const onCurve = earlySpells.map((s) => castOnCurve(s, library));
  const lands = landCountOf(input, tallies, nonland, commanderFormat);
  const planVerdict = lands.status !== lands.formulaStatus ? { verdict: lands.formulaStatus, why: lands.why, keptBy: lands.keptBy } : null;
  const colorless = colorlessNeed({ main, costs: cast.costs, pool: cast.pool, spells: cast.spells, table, lands: tallies.lands, turnDelay, singleton: input.format.copyLimit === 1 });
  return {
    manaBase: {
      land_count: tallies.lands,
      land_count_status: lands.status,
      recommended_land_count: lands.recommended,
      color_sources: sources.all,
      early_color_requirements: requirements,
      color_consistency_status: shortColors.length > 0 || unmade.length > 0 || colorless?.short ? 'review' : 'ok',
      cast_on_curve: onCurve,
      notes: manaNotes(lands.note, earlySpells, onCurve, cast, { all: sources.all, table, lands: tallies.lands, commanderFormat, unmade, colorless }, planVerdict),
      castability: cast.spells,
      hardest_to_cast: cast.hardest,
      not_cast: cast.notCast,
      nonland_sources: nonland,
    },
    earlySpells,
    recommendedLands: lands.recommended,
    landsByCommander: lands.byCommander,
    landShare: lands.share,
    landShareWords: lands.shareWords,
    shortColors,
    unmadeColors: unmade,
    restrictedManaLands: cast.facts.some((f, i) => main[i]!.land && f?.restrictedMana === true),
    averageAsCast: lands.averageManaValue,
    tapped: tappedReview(main, cast, input),
    colorless,
  };
}
