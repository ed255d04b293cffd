/**
 * What the mana base reads of a card alone, worked out once per card and
 * kept in one object: castability's plan counts and land entry, the colours,
 * subtypes and fetch search a land source counts with, the kind of nonland
 * source, and the land count's cantrips and land-matters cards. On a deck
 * never seen before every per-card lookup is a cache miss, so one lookup per
 * card (the first, in castability) serves the whole mana base instead of one
 * per question. The readers of a card's land text live here too.
 */
import { colorMask, WUBRG, type CardRecord, type ManaColor } from '../domain/cards.js';
import { BASIC_LAND_TYPES } from '../domain/names.js';
import { abilityCost } from '../domain/text.js';
import { LAND_SEARCH_MAX_MANA_VALUE, type NONLAND_SOURCE_WEIGHT } from './tuning.js';
import { perCard, perCardText } from './card-memo.js';

const isManaColor = (c: string): c is ManaColor => (WUBRG as string[]).includes(c);

/** A land that always enters tapped (no "unless", no "if", no life to pay). */
function alwaysEntersTapped(oracleText: string): boolean {
  return oracleText.split(/(?<=\.)\s+|\n/).some((sentence) => /enters( the battlefield)? tapped\.$/i.test(sentence.trim()) && !/^if\b|unless|you may pay/i.test(sentence.trim()));
}

/** The land face a modal double-faced card can be played as (a transformed land back, as Legion's Landing's, is not played from hand). */
export function modalLandFace(record: CardRecord): CardRecord['faces'][number] | undefined {
  return record.layout === 'modal_dfc' ? record.faces.find((f, i) => i > 0 && f.types.includes('Land')) : undefined;
}

/**
 * A land that gives no mana the turn it is played, whatever the turn: it
 * enters tapped, or it fetches its land tapped (Evolving Wilds, Fabled Passage).
 */
const entersTapped = perCardText((oracleText: string): boolean => alwaysEntersTapped(oracleText) || /search your library[^.]*onto the battlefield tapped/i.test(oracleText));

/**
 * A land that cannot be untapped the turn it is the first land: it always
 * enters tapped, or only untapped when another land is already out (check
 * lands "unless you control a Mountain", slow lands "two or more other
 * lands"). Fast lands ("two or fewer") and shock lands are untapped.
 */
const tappedOnTurnOne = perCardText((oracleText: string): boolean => {
  if (entersTapped(oracleText)) return true;
  // Ash Barrens finds its colour by landcycling, for {1} from the hand: not on turn 1, when it is only a colourless land
  // (Pauper Izzet Skred's three read as untapped red sources for a turn-1 Lightning Bolt).
  if (/basic landcycling/i.test(oracleText)) return true;
  return /enters( the battlefield)? tapped unless you control (an? |two or more)/i.test(oracleText);
});

/**
 * Why a land that always enters tapped may cost its deck less than a turn's mana: a bounce land returns a land and
 * taps for two (Simic Growth Chamber: ramp that Amulet Titan is built on), a land that untaps once four lands are out
 * costs only the early turns (Fabled Passage), an artifact land counts for a deck's artifact costs (Drossforge Bridge
 * in Affinity), a cycling land is a spell to cycle in a deck that rewards cycling (Irrigated Farmland under Flourishing
 * Fox). 'plain': none of these (a Guildgate, a gain land, Evolving Wilds).
 */
export type TappedLandKind = 'bounce' | 'untaps_later' | 'artifact' | 'cycling' | 'plain';

export const tappedLandKind = perCard((record): TappedLandKind => {
  if (/return a land you control to its owner's hand/i.test(record.oracleText)) return 'bounce';
  if (/\buntap (?:that land|it)\b/i.test(record.oracleText)) return 'untaps_later';
  if (record.keywords.includes('Cycling')) return 'cycling';
  return record.types.includes('Artifact') ? 'artifact' : 'plain';
});

/**
 * A tapped land with something beyond its mana (Scoured Barrens' life, a Temple's scry, a cycling land): advice
 * replaces those last, after the Guildgates and Evolving Wilds that only make or find mana.
 */
export const tappedLandUpside = perCard((record): boolean => /\bgain \d+ life|\bscry\b|\bsurveil\b|\bcycling\b|\bdraw\b/i.test(record.oracleText));

/** A source spent as it makes mana (Black Lotus, Lotus Petal): one use does not make a colour the deck can count on. */
const ONE_SHOT_MANA = /\{T\}, Sacrifice [^:]*: Add/;
/** Read once per card, as the card's other mana facts are. */
export const spentAsItMakesMana = perCard((record) => ONE_SHOT_MANA.test(record.oracleText));

/** A landfall that only returns the card from the graveyard (Bloodghast): no reason to play extra lands (a 28-land Vampires pile read as land-matters). In either templating: "a land enters the battlefield under your control" (2022) or "a land you control enters" (2024). */
const LANDFALL_RETURNS_ITSELF = /landfall — whenever a land (you control )?enters( the battlefield)?( under your control)?, you may return [^.]* from your graveyard/i;

/** A spell whose cost or strength counts the artifacts its controller has (affinity, metalcraft, improvise). */
const COUNTS_ARTIFACTS = /affinity for artifacts|for each artifact you control|metalcraft|improvise/i;

/** What a fetch land's search can find: the basic land types it names (lower case), basic lands only, any land. */
export interface FetchSearch {
  types: string[];
  basicOnly: boolean;
  anyLand: boolean;
}

/** What a land's colours are read from: the colours it makes, its subtypes in lower case, and its search when it is a fetch land. */
export interface LandFacts {
  colors: ManaColor[];
  /** The same colours as a bit mask (WUBRG order). */
  colorMask: number;
  /** It makes colourless mana ({C}: Eldrazi Temple, Urza's Tower, Wastes), which a {C} pip needs. */
  colorless: boolean;
  subtypes: string[];
  search: FetchSearch | null;
}

/**
 * A fetch land's search (null: it searches for nothing it sacrifices or pays for). A land with basic landcycling (Ash
 * Barrens) finds a basic for {1} as a fetch land does: Pauper Turbo Fog's four were counted as no blue source.
 */
function readSearch(record: CardRecord): FetchSearch | null {
  return /sacrifice|pay|landcycling/i.test(record.oracleText) ? searchOf(record) : null;
}

/** What a card's first library search looks for: the basic land types it names, basic lands only, any land. */
function searchOf(record: CardRecord): FetchSearch | null {
  const search = /search your library for (?:a|an|up to \w+) ([^.]*?)cards?/.exec(record.oracleText.toLowerCase());
  if (!search) return null;
  const wanted = search[1]!;
  const types = Object.keys(BASIC_LAND_TYPES).map((t) => t.toLowerCase()).filter((t) => wanted.includes(t));
  return { types, basicOnly: wanted.includes('basic'), anyLand: wanted.includes('land') };
}

/**
 * A land that makes a colour chosen as it enters (the Thriving lands, Shimmerdrift Vale, Temple of the
 * Dragon Queen): the card data lists only its fixed colour, but it is a source of whichever colour the deck
 * needs, counted for each as a fetch land is.
 */
const CHOSEN_COLOR = /choose a colou?r[^.]*\.[^]*mana of the chosen colou?r/i;

function readLandFacts(record: CardRecord): LandFacts {
  const colors = CHOSEN_COLOR.test(record.oracleText) ? [...WUBRG] : record.producedMana.filter(isManaColor);
  return { colors, colorMask: colorMask(colors), colorless: record.producedMana.includes('C'), subtypes: record.subtypes.map((s) => s.toLowerCase()), search: readSearch(record) };
}

/** A fetch land's search, read once per card, not on every request. */
export const fetchSearch = (record: CardRecord): FetchSearch | null => manaFacts(record).land.search;

export type NonlandSourceKind = keyof typeof NONLAND_SOURCE_WEIGHT;

/** A land's text that makes it a creature (Mutavault, Hall of Storm Giants); roles.ts reads its body from the same sentence. */
export const CREATURE_LAND = /becomes? an? [^.]*creature/i;
const RESTRICTED_MANA = /spend this mana only to cast/i;
/** Krosan Tusker's kind: plain cycling that also finds a basic land. */
const CYCLES_FOR_LAND = /when you cycle [^.]*search your library for a basic land/i;
const LAND_AURA = /^Enchant (land|Forest|Mountain|Island|Swamp|Plains)\b[^]*is tapped for mana, its controller adds an additional/m;
const UNTAPS_FOREST = /\{T\}: Untap target (Forest|land)\b/;

/**
 * A land search that puts a land onto the battlefield by its basic type (Farseek, Nature's Lore, Three Visits) or
 * from a creature (Sakura-Tribe Elder, Wood Elves), or at three mana (Cultivate, Kodama's Reach): the ramp
 * Commander decks are built on, which a search for a basic land at two mana or less did not cover.
 */
const LAND_ONTO_BATTLEFIELD = /search your library for (?:a|an|up to \w+) (?:basic land|(?:(?:Plains|Island|Swamp|Mountain|Forest)(?:,? or |, )?)+)(?: cards?)?[^.]*onto the battlefield/i;
/** A search that waits on combat, a death, landfall or a mana-costed ability (Ranging Raptors, Viridian Emissary, Frontier Guide) is no ramp on curve. */
const WAITING_SEARCH = /^(?:[\w ]+ — )?(?:whenever|landfall)|\bdies\b|deals combat damage|if an opponent controls more lands/i;
const manaCostedAbility = (line: string): boolean => abilityCost(line).includes('{');
function rampsALand(record: CardRecord): boolean {
  if (record.manaValue > LAND_SEARCH_MAX_MANA_VALUE) return false;
  return record.oracleText.split('\n').some((line) => LAND_ONTO_BATTLEFIELD.test(line) && !WAITING_SEARCH.test(line) && !manaCostedAbility(line));
}

/** What kind of nonland mana source a card is, if any (Karsten's kinds and weights). */
function readSourceKind(record: CardRecord): NonlandSourceKind | null {
  const text = record.oracleText;
  if (/create (?:a|an|one|two|three|\w+) treasure/i.test(text)) return 'treasure';
  // An aura on a land that taps for more (Utopia Sprawl, Wild Growth); a creature that untaps a Forest (Arbor Elf) is a dork.
  if (record.subtypes.includes('Aura') && LAND_AURA.test(text)) return 'land_aura';
  if (record.types.includes('Creature') && UNTAPS_FOREST.test(text)) return 'creature';
  if (record.types.includes('Land') || record.producedMana.length === 0 || record.faces.slice(1).some((f) => f.types.includes('Land'))) {
    const cheapSearch = /search your library for (?:a|up to \w+) basic land/i.test(text) && record.manaValue <= 2 && !record.types.includes('Creature');
    return cheapSearch || rampsALand(record) ? 'land_search' : null;
  }
  // A ritual adds mana as it resolves (Dark Ritual); Mana Drain's delayed mana and modal land backs are not rituals.
  if (record.types.includes('Instant') || record.types.includes('Sorcery')) return /^Add \{/m.test(record.faces[0]?.oracleText ?? '') ? 'ritual' : null;
  // Abilities a card grants in quotes (Old-Growth Troll's aura) are not its own.
  const own = text.replace(/"[^"]*"/g, '');
  // Mana for a sacrifice (Skirk Prospector, Ashnod's Altar) comes once per creature given up: a ritual's worth each time.
  if (/^Sacrifice an? [^:]*: Add \{/m.test(own)) return 'ritual';
  if (!/\{T\}[^:]*: Add/i.test(own)) return null;
  if (record.types.includes('Creature')) return 'creature';
  if (record.types.includes('Artifact')) return record.manaValue === 0 ? 'mox' : 'rock';
  return null;
}

/** Whether a face played as a land is tapped on turn 1 and whether it always enters tapped. */
export interface LandEntry {
  tappedTurnOne: boolean;
  tapped: boolean;
}

const entryOf = (face: CardRecord['faces'][number] | undefined): LandEntry | null =>
  face ? { tappedTurnOne: tappedOnTurnOne(face.oracleText), tapped: entersTapped(face.oracleText) } : null;

export interface ManaFacts {
  /** What the card adds to its deck's plan counts (the fuel of plans that decide costs). */
  cheapSpell: boolean;
  dredge: boolean;
  artifact: boolean;
  creature: boolean;
  /** How it enters played as a land: its front face when the deck counts it a land, else its modal land back (null without one). */
  asLand: LandEntry | null;
  modal: LandEntry | null;
  /** A 1-mana instant or sorcery that draws a card. */
  cantrip: boolean;
  /** It plays extra lands or rewards them (landfall, extra land drops). */
  landMatters: boolean;
  /** A land that becomes a creature (Mutavault, Den of the Bugbear): a threat as well as a land. */
  creatureLand: boolean;
  /** A spell that counts its controller's artifacts (affinity, metalcraft, improvise): artifact lands are part of its plan. */
  countsArtifacts: boolean;
  /** A card that rewards cycling (Flourishing Fox, Zenith Flare: "whenever you cycle"): cycling lands are part of its plan. */
  rewardsCycling: boolean;
  /** A nonland card that cycles for a land (Twisted Abomination, Krosan Tusker): mostly a land drop, seldom cast. */
  landcycler: boolean;
  /** A land whose coloured mana only some spells may spend (Cavern of Souls, Sliver Hive, Ancient Ziggurat). */
  restrictedMana: boolean;
  /** What a land source counts with: the colours it makes, its subtypes, its fetch search. */
  land: LandFacts;
  /** The kind of nonland mana source it is, or null. */
  sourceKind: NonlandSourceKind | null;
  /** A land_search source's search: the colours it makes are those of the deck's lands it can find. */
  rampSearch: FetchSearch | null;
}

export const manaFacts = perCard(
  (record): ManaFacts => ({
    cheapSpell: record.manaValue <= 2 && (record.types.includes('Instant') || record.types.includes('Sorcery')),
    dredge: record.keywords.includes('Dredge'),
    artifact: record.types.includes('Artifact'),
    creature: record.types.includes('Creature'),
    asLand: entryOf(record.faces[0]),
    modal: entryOf(modalLandFace(record)),
    cantrip: record.manaValue <= 1 && (record.types.includes('Instant') || record.types.includes('Sorcery')) && /draw (a|two|three) cards?/i.test(record.oracleText),
    landMatters: (record.keywords.includes('Landfall') && !LANDFALL_RETURNS_ITSELF.test(record.oracleText)) || /play an additional land|play up to \w+ additional lands/i.test(record.oracleText),
    land: readLandFacts(record),
    creatureLand: record.types.includes('Land') && CREATURE_LAND.test(record.oracleText),
    restrictedMana: record.types.includes('Land') && RESTRICTED_MANA.test(record.oracleText),
    countsArtifacts: !record.types.includes('Land') && COUNTS_ARTIFACTS.test(record.oracleText),
    // Zenith Flare counts "cards with a cycling ability in your graveyard".
    rewardsCycling: !record.types.includes('Land') && /whenever you cycle|cards? you've cycled|cards with a cycling ability/i.test(record.oracleText),
    landcycler: !record.types.includes('Land') && (record.keywords.some((k) => k.endsWith('cycling') && k !== 'Cycling') || CYCLES_FOR_LAND.test(record.oracleText)),
    sourceKind: readSourceKind(record),
    rampSearch: searchOf(record),
  }),
);
