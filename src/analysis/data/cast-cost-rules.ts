/**
 * How cards are really paid for, as data (issue 11). Each entry says why.
 *
 * X spells: the smallest X players actually cast the card for. The default is
 * 2 (a 2-mana X creature or burn spell does little at X = 0 or 1); named
 * families differ. Our own judgement from how the cards are played, not a
 * published table.
 */
import { REANIMATOR_ENABLERS } from './win-conditions.js';

export const DEFAULT_X = 2;

export const X_BY_CARD: Record<string, number> = {
  // Torment of Hailfire is a finisher: cast late for a large X.
  'Torment of Hailfire': 5,
  // Walking Ballista and Stonecoil Serpent are played for X = 1 on turn 2 as often as larger.
  'Walking Ballista': 1,
  'Stonecoil Serpent': 1,
  // Hangarback Walker ({X}{X}) is played for X = 1 on turn 2.
  'Hangarback Walker': 1,
  // Prismatic Ending exiles a 1-drop (Ragavan, Dragon's Rage Channeler) for two mana more often than a 2-drop for three.
  'Prismatic Ending': 1,
  // Chalice of the Void is played for 1 (or 0 against a 0-cost deck): X = 1.
  'Chalice of the Void': 1,
  // Engineered Explosives is played for the number of colours it needs, usually 0 to 2.
  'Engineered Explosives': 0,
  // Green Sun's Zenith and Finale of Devastation fetch a 1-drop on turn 2 at the least.
  "Green Sun's Zenith": 1,
  'Finale of Devastation': 1,
};

/**
 * Cards a deck puts onto the battlefield with another card when that card is
 * in it: the plan's cheat spells and what they cheat in. A creature or
 * artifact of mana value at least `minManaValue` is then not meant to be cast.
 */
export const CHEAT_PLANS: Array<{ enablers: string[]; minManaValue: number; types: string[]; subtypes?: string[]; legendary?: boolean; alsoNeeds?: readonly string[] }> = [
  { enablers: ['Oath of Druids', 'Sneak Attack', 'Show and Tell', 'Natural Order'], minManaValue: 7, types: ['Creature'] },
  // Reanimation needs the giant in the graveyard first: with no way to bin it (a new player's Sheoldred pile), it is cast.
  { enablers: ['Reanimate', 'Animate Dead', 'Exhume', 'Necromancy'], minManaValue: 7, types: ['Creature'], alsoNeeds: REANIMATOR_ENABLERS },
  // Indomitable Creativity turns tokens into the deck's one or two giant creatures (Archon of Cruelty, Serra's Emissary).
  // Xenagos, God of Revels (five mana) comes in beside the Wurm in Pioneer's Izzet Creativity; a creature of five or more
  // in a Creativity deck is there to be put in, not cast.
  { enablers: ['Indomitable Creativity'], minManaValue: 5, types: ['Creature'] },
  // Goryo's Vengeance returns only a legendary creature (Griselbrand), Persist only a nonlegendary one (Archon of Cruelty).
  { enablers: ["Goryo's Vengeance"], minManaValue: 7, types: ['Creature'], legendary: true },
  { enablers: ['Persist'], minManaValue: 7, types: ['Creature'], legendary: false },
  // Neoform and Eldritch Evolution fetch Griselbrand from the library off a sacrificed Allosaurus Rider (Modern Neoform, 2019).
  { enablers: ['Neoform', 'Eldritch Evolution'], minManaValue: 7, types: ['Creature'] },
  { enablers: ['Tinker', 'Transmute Artifact'], minManaValue: 7, types: ['Artifact'] },
  // Kaalia of the Vast puts an Angel, Demon or Dragon from the hand onto the battlefield attacking: a Kaalia deck's
  // big fliers are not cast (a new player's Kaalia list was told to lower its curve of them).
  { enablers: ['Kaalia of the Vast'], minManaValue: 5, types: ['Creature'], subtypes: ['Angel', 'Demon', 'Dragon'] },
  // Stoneforge Mystic puts an Equipment into play for {1}{W} (Batterskull, Kaldra Compleat: Legacy Stoneblade lists, 2022).
  { enablers: ['Stoneforge Mystic'], minManaValue: 5, types: ['Artifact'], subtypes: ['Equipment'] },
];

/** Decks with this many dredge cards run a graveyard plan (Vintage Dredge plays 7 beside Bazaar of Baghdad): their graveyard cards are not cast. */
export const DREDGE_PLAN_MIN_COPIES = 6;

/**
 * Graveyard-plan cards never cast in a dredge deck: they act from the
 * graveyard (Narcomoeba, Prized Amalgam, Ichorid, Bridge from Below, Creeping
 * Chill), are dredged, flashed back, unearthed or return by landfall
 * (Bloodghast).
 */
export const DREDGE_PLAN_CARDS = [
  'Bridge from Below', 'Narcomoeba', 'Prized Amalgam', 'Ichorid', 'Creeping Chill', 'Fatestitcher', 'Serum Powder', 'Dread Return',
  'Hogaak, Arisen Necropolis', 'Street Wraith', 'Vengevine', 'Silversmote Ghoul', 'Cabal Therapy', 'Bloodghast',
];

/**
 * Cards another card of the deck puts into play from the graveyard, so a deck
 * with that enabler does not cast them:
 * - self-mill combo (Legacy Oops All Spells, MTGGoldfish and MTGTop8 2021-22):
 *   Balustrade Spy or Undercity Informer mills a deck with no land cards
 *   whole; Narcomoeba enters from the graveyard, and Dread Return, flashed
 *   back by sacrificing three creatures, returns Thassa's Oracle;
 * - Pioneer Greasefang (MTGO Pioneer Challenge results, Feb - Apr 2022):
 *   Parhelion II is milled or discarded, and Greasefang returns it;
 * - Vintage Bazaar Survival: Bazaar of Baghdad discards its creatures.
 */
export const GRAVEYARD_ENABLED_PLANS: Array<{ enablers: string[]; cards: string[]; reason: string }> = [
  {
    enablers: ['Balustrade Spy', 'Undercity Informer'],
    cards: ['Narcomoeba', 'Dread Return', "Thassa's Oracle"],
    reason: 'the self-mill plan (Balustrade Spy, Undercity Informer) uses it from the graveyard',
  },
  // Legacy Cephalid Breakfast (MTGO Legacy results, 2020-22): Nomads en-Kor or Shuko targets Cephalid Illusionist again and
  // again, milling the whole library; Narcomoeba's three bodies flash back Dread Return for Thassa's Oracle.
  {
    enablers: ['Cephalid Illusionist'],
    cards: ['Narcomoeba', 'Dread Return', "Thassa's Oracle"],
    reason: 'the Cephalid Illusionist loop mills the deck, and the plan uses it from the graveyard',
  },
  { enablers: ['Greasefang, Okiba Boss'], cards: ['Parhelion II'], reason: 'Greasefang returns it from the graveyard' },
  // Vintage Bazaar Survival and Bazaar Hogaak (MTGO Vintage Challenge results, 2021-22): Bazaar of Baghdad and Survival of
  // the Fittest discard these; Vengevine, Ichorid, Bloodghast and Narcomoeba return, Prized Amalgam too, Bridge from Below
  // works from the graveyard, Fatestitcher is unearthed, Basking Rootwalla is cast for its madness {0}, Hollow One for 0-1.
  {
    enablers: ['Bazaar of Baghdad'],
    cards: ['Vengevine', 'Fatestitcher', 'Basking Rootwalla', 'Hollow One', 'Ichorid', 'Bridge from Below', 'Bloodghast', 'Narcomoeba', 'Prized Amalgam'],
    reason: 'Bazaar of Baghdad discards it, and the plan returns it from the graveyard or casts it for its discard cost',
  },
];

/**
 * A modal card with a land back is played as a land when the deck has more
 * such cards than lands (Oops All Spells plays ten and no land): its spell
 * face is then not counted as a spell to cast. Our judgement.
 */
export const MODAL_LANDS_AS_LANDS = 'the deck plays it as a land (it has more modal land backs than lands)';

/**
 * Cards a deck's spells bring back from the graveyard, so the deck does not
 * cast them from hand: Arclight Phoenix returns when its controller casts a
 * third instant or sorcery in a turn, and Phoenix decks (Pioneer and Modern
 * Izzet Phoenix, MTGGoldfish 2022) bin it with cheap spells instead of
 * hardcasting it. A deck with at least `minCheapSpells` instants and sorceries
 * of mana value 2 or less runs that plan (Pioneer Phoenix plays about 30).
 */
export const GRAVEYARD_RETURN_PLANS: Array<{ card: string; minCheapSpells: number; reason: string }> = [
  { card: 'Arclight Phoenix', minCheapSpells: 16, reason: 'the plan returns it from the graveyard with cheap spells' },
];

/**
 * The turn a deck wants a card when its plan, not its printed cost, sets it:
 * a Food deck (Witch's Oven beside it) loops Cauldron Familiar through the
 * Oven from the mid game and does not need it on turn 1 (our judgement of how
 * Jund and Golgari Food lists play it); a combo deck casts its kill late.
 */
export const PLAN_TURNS: Array<{ card: string; with: string[]; turn: number }> = [
  { card: 'Cauldron Familiar', with: ["Witch's Oven"], turn: 3 },
  // Lotus Field Combo casts Thassa's Oracle as its kill, once Hidden Strings and Pore Over the Pages have untapped
  // Lotus Field and drawn the deck down: from turn 5 at the earliest, not as a turn-2 {U}{U} play.
  { card: "Thassa's Oracle", with: ['Lotus Field'], turn: 5 },
  // Dimir Inverter casts Thassa's Oracle after Inverter of Truth ({2}{B}{B}) has exiled the library: turn 5, not turn 2.
  { card: "Thassa's Oracle", with: ['Inverter of Truth'], turn: 5 },
];

/** Decks with one of these cycle or cascade into a plan: their cycling cards are cycled, not cast. */
export const CYCLING_PLAN_ENABLERS = ['Living End', 'Doomsday', 'Violent Outburst', 'Shardless Agent', "Ardent Plea"];

/**
 * Keywords that pay the generic part of a cost with something other than
 * mana (artifacts, creatures, graveyard cards), and the turn from which a deck
 * built around them usually has enough of it: affinity, improvise and convoke
 * decks cast these on turn 2, delve decks (Murktide Regent) on turn 3.
 */
export const REDUCED_GENERIC_KEYWORDS: Record<string, number> = {
  Affinity: 2,
  Improvise: 2,
  Convoke: 2,
  Delve: 3,
  // Ghalta's "costs {X} less to cast, where X is the total power of creatures you control" (REDUCED_BY_TEXT): a creature
  // deck casts it around turn 4, not as a 12-drop (a kitchen Dinosaurs list's curve read 4.84).
  Power: 4,
  // Hollow One's "costs {2} less to cast for each card you've cycled or discarded this turn" (REDUCED_BY_TEXT): a
  // discard deck (Burning Inquiry, Goblin Lore) casts it on turn 2 for little, not as a 5-drop (a Hollow One list on 19
  // lands was told to play 22).
  Discard: 2,
};

/** Reductions a card's text gives, named as REDUCED_GENERIC_KEYWORDS names them (the card data has no keyword for them). */
export const REDUCED_BY_TEXT: Record<string, RegExp> = {
  Power: /costs \{x\} less to cast, where x is the total power of creatures you control/i,
  Discard: /costs \{2\} less to cast for each card you've cycled or discarded this turn/i,
};
