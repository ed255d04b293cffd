/** Real decklists used across tests (cards as of the April-2022 snapshot unless noted). */
import { COMMANDER_EXAMPLE_REQUEST, DEMO_REQUEST, STANDARD_EXAMPLE_REQUEST } from '../../src/http/examples.js';

export const MONO_RED_STANDARD = STANDARD_EXAMPLE_REQUEST.decklist;
export const LEGACY_BURN = DEMO_REQUEST.decklist;
export const KRENKO_COMMANDER = COMMANDER_EXAMPLE_REQUEST.decklist;

export const MODERN_BURN = [
  '4 Goblin Guide', '4 Monastery Swiftspear', '4 Burning-Tree Emissary', '4 Lightning Bolt', '4 Lava Spike', '4 Rift Bolt',
  '4 Skewer the Critics', '4 Light Up the Stage', '4 Searing Blaze', '4 Skullcrack', '20 Mountain',
].join('\n');

export const PAUPER_BURN = [
  '4 Lightning Bolt', '4 Chain Lightning', '4 Lava Spike', '4 Rift Bolt', '4 Fireblast', '4 Searing Blaze', '4 Firebolt',
  '4 Skewer the Critics', "4 Kaervek's Torch", '4 Thermo-Alchemist', '20 Mountain',
].join('\n');

const MAGDA_SPELLS = [
  'Kumano Faces Kakkazan', 'Bloodthirsty Adversary', 'Reckless Stormseeker', 'Chandra, Dressed to Kill', 'Fable of the Mirror-Breaker',
  'Thundering Raiju', 'Play with Fire', "Kami's Flare", 'Frost Bite', 'Den of the Bugbear', 'Sokenzan, Crucible of Defiance',
];
/** Brawl (Historic Brawl in 2022): exactly 100 with the commander. */
export const MAGDA_BRAWL = ['Commander', '1 Magda, Brazen Outlaw', '', 'Deck', ...MAGDA_SPELLS.map((n) => `1 ${n}`), '88 Mountain'].join('\n');
/** Standard Brawl: exactly 60 with the commander. */
export const MAGDA_STANDARD_BRAWL = ['Commander', '1 Magda, Brazen Outlaw', '', 'Deck', ...MAGDA_SPELLS.map((n) => `1 ${n}`), '48 Mountain'].join('\n');

/** Timeless, from the 2026 Scryfall sample (today's keys include timeless). */
export const TIMELESS_SULTAI = [
  '4 Abhorrent Oculus', '4 Abrupt Decay', '4 Bitter Triumph', "4 Bloodchief's Thirst", '4 Brainstorm', '4 Breeding Pool',
  '4 Cavern of Souls', '4 Duress', '4 Flooded Strand', '4 Flusterstorm', '4 Growth Spiral', '4 Eternal Witness',
  '4 Drowned Secrets', '4 Auroral Procession', '3 Borne Upon a Wind', '1 Demonic Tutor',
].join('\n');

/** Replaces `count` basic Mountains of a list with other lines. */
export function swapMountains(list: string, count: number, lines: string[]): string {
  return list.replace(/^(\d+) Mountain$/m, (_m, n: string) => `${Number(n) - count} Mountain\n${lines.join('\n')}`);
}
