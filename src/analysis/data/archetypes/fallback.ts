/**
 * The words of a colour-and-plan name, built the way players build it:
 * the colour name ("Mono-White", "Dimir", "Jund", "4c") then the plan
 * ("Aggro", "Midrange") or the dominant tribe ("Gruul Werewolves").
 * Sources: the guild, shard and wedge names of Ravnica, Alara and Khans of
 * Tarkir as Wizards names them (https://magic.wizards.com/en/news/feature/color-pie-2017-08-28),
 * and the "4c"/"5c" shorthand of MTGGoldfish and MTGTop8 archetype names.
 */
import type { ArchetypeKey } from '../../archetype.js';
import type { Macro } from './types.js';

/** Colour names keyed by the deck's colours in WUBRG order. */
export const COLOR_NAMES: Readonly<Record<string, string>> = {
  '': 'Colorless',
  W: 'Mono-White', U: 'Mono-Blue', B: 'Mono-Black', R: 'Mono-Red', G: 'Mono-Green',
  WU: 'Azorius', UB: 'Dimir', BR: 'Rakdos', RG: 'Gruul', WG: 'Selesnya',
  WB: 'Orzhov', UR: 'Izzet', BG: 'Golgari', WR: 'Boros', UG: 'Simic',
  WUB: 'Esper', UBR: 'Grixis', BRG: 'Jund', WRG: 'Naya', WUG: 'Bant',
  WBG: 'Abzan', WUR: 'Jeskai', UBG: 'Sultai', WBR: 'Mardu', URG: 'Temur',
  WUBRG: '5c',
};
/** Four colours: players name the deck "4c" (or by the missing colour, which fewer readers know). */
export const FOUR_COLOR_NAME = '4c';

/** The plan word for each broad plan the detector reads (archetype.ts); tribal decks use the tribe instead. */
export const PLAN_WORDS: Readonly<Record<Exclude<ArchetypeKey, 'tribal'>, string>> = {
  burn: 'Burn',
  aggro: 'Aggro',
  control: 'Control',
  tempo: 'Tempo',
  ramp: 'Ramp',
  tokens: 'Tokens',
  aristocrats: 'Aristocrats',
  spellslinger: 'Spells',
  reanimator: 'Reanimator',
  mill: 'Mill',
  landfall: 'Landfall',
  counters: 'Counters',
  voltron: 'Voltron',
  combo: 'Combo',
  midrange: 'Midrange',
  unclassified: 'Midrange',
};

/** The macro plan of each broad plan: how the deck means to win (fast, fair, late, by a combination, by mana, by tempo). */
export const PLAN_MACROS: Readonly<Record<ArchetypeKey, Macro>> = {
  burn: 'aggro',
  aggro: 'aggro',
  tribal: 'aggro',
  control: 'control',
  tempo: 'tempo',
  ramp: 'ramp',
  tokens: 'midrange',
  aristocrats: 'midrange',
  spellslinger: 'control',
  reanimator: 'combo',
  mill: 'control',
  landfall: 'ramp',
  counters: 'midrange',
  voltron: 'aggro',
  combo: 'combo',
  midrange: 'midrange',
  unclassified: 'midrange',
};

/** Creature types whose plural is not the type plus "s". */
export const TRIBE_PLURALS: Readonly<Record<string, string>> = {
  Elf: 'Elves', Dwarf: 'Dwarves', Werewolf: 'Werewolves', Wolf: 'Wolves', Merfolk: 'Merfolk', Fungus: 'Fungi',
  Sphinx: 'Sphinxes', Fox: 'Foxes', Ox: 'Oxen', Pegasus: 'Pegasi', Thrull: 'Thrulls', Ninja: 'Ninjas', Sliver: 'Slivers',
  // Invariant plurals as players write them ("Bant Eldrazi", "Mono-Green Kithkin", "Samurai").
  Eldrazi: 'Eldrazi', Kithkin: 'Kithkin', Samurai: 'Samurai', Moonfolk: 'Moonfolk', Homunculus: 'Homunculi', Cyclops: 'Cyclopes',
  Octopus: 'Octopuses', Mouse: 'Mice', Mongoose: 'Mongooses', Leech: 'Leeches', Witch: 'Witches',
};

/**
 * Creature types that are a race many tribes carry (Human Werewolf, Human
 * Wizard, Human Soldier): a deck is named for one only when no other type
 * comes close (tuning.ts, ARCHETYPE_NAMING.tribe.overBroadType).
 */
export const BROAD_CREATURE_TYPES: readonly string[] = ['Human'];
