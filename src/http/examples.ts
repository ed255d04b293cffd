/**
 * Example and demo decks. The Standard example is a Kamigawa-era Mono-Red
 * Aggro list (legal in the April 2022 snapshot's Standard, and on Arena's
 * Alchemy, Historic and in Pioneer then); the Commander
 * example is a 100-card Krenko, Mob Boss goblins deck. The demo deck is Legacy
 * Burn: a non-rotating format whose cards have not been banned in decades,
 * so its verdict does not rot when card data is refreshed.
 */
import type { AnalyzeInput } from '../service/service.js';

export const STANDARD_EXAMPLE_REQUEST: AnalyzeInput = {
  decklist: [
    'Deck',
    '4 Kumano Faces Kakkazan',
    '4 Bloodthirsty Adversary',
    '4 Reckless Stormseeker',
    '3 Chandra, Dressed to Kill',
    '4 Fable of the Mirror-Breaker',
    '4 Thundering Raiju',
    '4 Play with Fire',
    '4 Kami\'s Flare',
    '3 Frost Bite',
    '2 Magda, Brazen Outlaw',
    '2 Den of the Bugbear',
    '2 Sokenzan, Crucible of Defiance',
    '20 Mountain',
    '',
    'Sideboard',
    '2 Abrade',
    '2 Cinderclasm',
  ].join('\n'),
  format: 'standard',
  best_of: 'bo1',
};

const KRENKO_99 = [
  'Sol Ring', 'Arcane Signet', 'Fire Diamond', 'Mind Stone', 'Thought Vessel', "Wayfarer's Bauble",
  "Commander's Sphere", 'Ruby Medallion', 'Coldsteel Heart', 'Worn Powerstone', 'Goblin Chieftain', 'Goblin King',
  'Goblin Warchief', 'Goblin Matron', 'Goblin Recruiter', 'Goblin Lackey', 'Goblin Piledriver', 'Goblin Rabblemaster',
  'Goblin Instigator', 'Goblin Ringleader', 'Goblin Sharpshooter', 'Skirk Prospector', 'Siege-Gang Commander',
  'Beetleback Chief', 'Legion Loyalist', 'Mogg War Marshal', 'Goblin Bombardment', 'Impact Tremors',
  'Purphoros, God of the Forge', 'Goblin Trashmaster', 'Battle Cry Goblin', 'Conspicuous Snoop',
  'Krenko, Tin Street Kingpin', 'Legion Warboss', 'Muxus, Goblin Grandee', 'Pashalik Mons', 'Boggart Shenanigans',
  'Foundry Street Denizen', 'Mogg Fanatic', 'Goblin Cratermaker', 'Hellrider', 'Shared Animosity', 'Coat of Arms',
  "Vanquisher's Banner", "Herald's Horn", 'Goblin Motivator', 'Reckless Bushwhacker', 'Goblin Dark-Dwellers',
  'Treasure Nabber', 'Lightning Bolt', 'Chaos Warp', 'Blasphemous Act', 'Vandalblast', 'Abrade',
  'Thrill of Possibility', 'Faithless Looting', 'Skullclamp', 'Outpost Siege', 'Valakut Exploration',
  'Goblin Oriflamme', "Krenko's Command", 'Mogg Infestation', 'Ib Halfheart, Goblin Tactician',
];

export const COMMANDER_EXAMPLE_REQUEST: AnalyzeInput = {
  decklist: ['Commander', '1 Krenko, Mob Boss', '', 'Deck', ...KRENKO_99.map((n) => `1 ${n}`), '36 Mountain'].join('\n'),
  format: 'commander',
  best_of: 'bo1',
};

export const DEMO_REQUEST: AnalyzeInput = {
  decklist: [
    '4 Monastery Swiftspear',
    '4 Goblin Guide',
    '4 Eidolon of the Great Revel',
    '4 Lightning Bolt',
    '4 Chain Lightning',
    '4 Lava Spike',
    '4 Rift Bolt',
    '4 Fireblast',
    '4 Price of Progress',
    '4 Skewer the Critics',
    '2 Light Up the Stage',
    '18 Mountain',
    '',
    '3 Smash to Smithereens',
    '2 Pyroblast',
  ].join('\n'),
  format: 'legacy',
  best_of: 'bo3',
};

/** A Modern list with the kinds of mistakes the page explains: a banned card and a fifth copy. */
export const ILLEGAL_EXAMPLE_REQUEST: AnalyzeInput = {
  decklist: [
    '4 Goblin Guide', '4 Monastery Swiftspear', '4 Lightning Bolt', '4 Lava Spike', '4 Rift Bolt', '4 Skewer the Critics',
    '4 Light Up the Stage', '4 Searing Blaze', '4 Skullcrack', '4 Chrome Mox', '1 Lightning Bolt', '19 Mountain',
  ].join('\n'),
  format: 'modern',
  best_of: 'bo3',
};
