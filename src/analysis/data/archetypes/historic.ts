/**
 * Historic archetypes, as players named them on the Arena Historic ladder
 * and in Arena Opens, Historic Qualifiers and the Mythic Invitational around
 * the card data's date (2021 - April 2022).
 * Sources: MTGGoldfish Historic metagame (https://www.mtggoldfish.com/metagame/historic/full),
 * Untapped.gg's Historic meta (https://mtga.untapped.gg/meta), MTGTop8 Historic archetypes
 * (https://www.mtgtop8.com/format?f=HI), Wizards' Arena event coverage
 * (https://magic.wizards.com/en/news/mtg-arena).
 */
import { any, def, req, type ArchetypeDefinition } from './types.js';

export const HISTORIC: readonly ArchetypeDefinition[] = [
  // Kethis Combo (Historic, 2020-21): Diligent Excavator and Emry mill legends into the graveyard, Kethis replays them
  // (Mox Amber, Fblthp) again and again, and Jace, Wielder of Mysteries wins once the library is empty.
  def('Kethis Combo', 'combo', undefined, [req('Kethis, the Hidden Hand'), any(2, 'Diligent Excavator', 'Jace, Wielder of Mysteries'), any(1, 'Mox Amber', 'Emry, Lurker of the Loch', 'Fblthp, the Lost', 'Tamiyo, Collector of Tales')]),
  def('{colors} Food', 'midrange', undefined, [req("Witch's Oven", 'Trail of Crumbs', 'Gilded Goose'), any(2, 'Cauldron Familiar', 'Mayhem Devil', 'Savvy Hunter'), any(1, 'Korvold, Fae-Cursed King', 'Bake into a Pie')]),
  // Temur (or Gruul) Adventures (Historic, 2020-22): Lucky Clover and Edgewall Innkeeper over adventure creatures.
  def('{colors} Adventures', 'midrange', undefined, [req('Lucky Clover', 'Edgewall Innkeeper'), any(2, 'Bonecrusher Giant', 'Brazen Borrower', 'Lovestruck Beast', 'Beanstalk Giant'), any(1, 'Escape to the Wilds', 'Flaxen Intruder', 'Fae of Wishes')]),
  // Dimir Rogues (Arena Historic results, 2021): Soaring Thought-Thief and Thieves' Guild Enforcer mill the opponent
  // while Drown in the Loch and counters hold it off; Lurrus as companion.
  def('Dimir Rogues', 'tempo', 'UB', [req('Soaring Thought-Thief', "Thieves' Guild Enforcer", 'Merfolk Windrobber'), any(2, 'Drown in the Loch', 'Into the Story'), any(1, 'Fatal Push', 'Spell Pierce', 'Consider')]),
  // Mono-Red Aggro (Arena Historic results, 2021-22): cheap creatures (Fervent Champion, Soul-Scar Mage, Bloodthirsty
  // Adversary) with burn and Kumano Faces Kakkazan.
  def('Mono-Red Aggro', 'aggro', 'R', [req('Fervent Champion', 'Soul-Scar Mage', 'Bloodthirsty Adversary', 'Kumano Faces Kakkazan'), any(2, 'Bonecrusher Giant', 'Play with Fire', "Kami's Flare"), any(1, 'Light Up the Stage', 'Chandra, Torch of Defiance', 'Shock')], ['Muxus, Goblin Grandee', 'Goblin Warchief']),
  // Gruul Aggro (Arena Historic ladder, 2021-22): Pelt Collector and Kazandu Mammoth, Embercleave on top.
  def('Gruul Aggro', 'aggro', 'RG', [req('Embercleave', 'Pelt Collector'), any(2, 'Kazandu Mammoth', 'Reckless Stormseeker', 'Gruul Spellbreaker'), any(1, 'Bonecrusher Giant', 'Lovestruck Beast', 'Questing Beast')]),
  def('Izzet Phoenix', 'tempo', 'UR', [req('Arclight Phoenix'), any(2, 'Chart a Course', 'Sprite Dragon', 'Crackling Drake'), any(1, 'Opt', 'Consider', 'Expressive Iteration')]),
  def('Azorius Control', 'control', 'WU', [req('Shark Typhoon', 'Absorb', 'Dream Trawler', 'Time Wipe'), any(2, 'Memory Deluge', 'Teferi, Hero of Dominaria', "Dovin's Veto"), any(1, 'Doomskar', 'The Wandering Emperor', 'Censor')]),
  def('Mono-Red Goblins', 'aggro', 'R', [req('Muxus, Goblin Grandee', 'Goblin Warchief', 'Conspicuous Snoop'), any(2, 'Skirk Prospector', 'Goblin Instigator', 'Legion Warboss', 'Krenko, Tin Street Kingpin'), any(1, 'Goblin Chainwhirler', 'Battle Cry Goblin', 'Wily Goblin')]),
  def('Rakdos Arcanist', 'midrange', 'BR', [req('Dreadhorde Arcanist'), any(2, 'Thoughtseize', 'Fatal Push', 'Kolaghan\'s Command'), any(1, 'Bonecrusher Giant', 'Ledger Shredder')]),
  def('Jeskai Control', 'control', 'URW', [req('Shark Typhoon', 'Sublime Epiphany', 'Memory Deluge'), any(2, 'Expressive Iteration', 'Lightning Helix', 'Fires of Invention'), any(1, 'Teferi, Hero of Dominaria', 'Brazen Borrower')], ['Arclight Phoenix']),
  // Orzhov and Azorius (Staggering Insight, Dovin's Veto) builds alike: "{colors} Auras".
  def('{colors} Auras', 'aggro', 'W+UB', [req('Sram, Senior Edificer', 'Kor Spiritdancer'), any(2, 'Sentinel\'s Eyes', 'All That Glitters', 'Ethereal Armor'), any(1, 'Kaya\'s Ghostform', 'Selfless Savior', 'Staggering Insight', 'Light-Paws, Emperor\'s Voice')]),
  def('{colors} Elves', 'aggro', 'G+B', [req('Elvish Warmaster', 'Jaspera Sentinel', 'Allosaurus Shepherd'), any(2, 'Llanowar Elves', 'Elvish Archdruid', 'Marwyn, the Nurturer'), any(1, 'Collected Company', 'Skemfar Elderhall', 'Leaf-Crowned Visionary')], ["Esika's Chariot", 'Werewolf Pack Leader']),
  def('Abzan Greasefang', 'combo', undefined, [req('Greasefang, Okiba Boss'), any(3, 'Parhelion II'), any(1, 'Stitcher\'s Supplier', 'Grinning Ignus')]),
  def('Rakdos Sacrifice', 'midrange', 'BR', [req('Mayhem Devil', 'Woe Strider'), any(2, 'Cauldron Familiar', 'Priest of Forgotten Gods'), any(1, 'Claim the Firstborn', 'Village Rites')], ['Trail of Crumbs', 'Gilded Goose']),
  def('Selesnya Company', 'midrange', 'GW', [req('Collected Company'), any(2, 'Heliod, Sun-Crowned', 'Conclave Mentor'), any(1, 'Thalia\'s Lieutenant', 'Luminarch Aspirant')], ['Elvish Warmaster']),
  def('Five-Color Niv-Mizzet', 'control', undefined, [req('Niv-Mizzet Reborn'), any(2, 'Omen of the Sea', 'Growth Spiral'), any(1, 'Dimir Charm', 'Kolaghan\'s Command')]),
  def('Mono-White Aggro', 'aggro', 'W', [req('Luminarch Aspirant', 'Adeline, Resplendent Cathar', "Thalia's Lieutenant"), any(2, 'Hopeful Initiate', 'Brutal Cathar', 'Elite Spellbinder'), any(1, 'The Wandering Emperor', 'Portable Hole', 'Fateful Absence')]),
  def('Lotus Field Combo', 'combo', 'UG', [req('Lotus Field'), any(2, 'Hidden Strings', 'Pore Over the Pages', 'Vizier of Tumbling Sands'), any(1, "Thassa's Oracle", 'Emergence Zone')]),
  // Dimir Ninjas (Arena Historic after Kamigawa: Neon Dynasty, 2022): cheap evasive creatures returned by ninjutsu
  // (Ingenious Infiltrator, Moon-Circuit Hacker, Ninja of the Deep Hours), with Fatal Push and Thoughtseize.
  def('{colors} Ninjas', 'tempo', undefined, [req('Ninja of the Deep Hours', 'Ingenious Infiltrator', 'Moon-Circuit Hacker'), any(2, 'Changeling Outcast', 'Faerie Seer', 'Spectral Sailor', 'Silver-Fur Master', 'Biting-Palm Ninja'), any(1, 'Fatal Push', 'Infernal Grasp', 'Thoughtseize', 'Consider')]),
  // Selesnya Humans (Arena Historic, 2021-22): a curve of Human one- and two-drops (Thalia's Lieutenant, Luminarch
  // Aspirant, Adeline) with Collected Company as more of them; Heliod and Conclave Mentor, or a toolbox of Llanowar
  // Elves and Scavenging Ooze, make it Selesnya Company.
  def('Selesnya Humans', 'aggro', 'GW', [req("Thalia's Lieutenant", 'Champion of the Parish'), any(2, 'Luminarch Aspirant', 'Adeline, Resplendent Cathar', 'Thalia, Guardian of Thraben', 'Hopeful Initiate', 'Esper Sentinel'), any(1, 'Collected Company', 'Yasharn, Implacable Earth', 'Elite Spellbinder')], ['Heliod, Sun-Crowned', 'Conclave Mentor', 'Llanowar Elves', 'Scavenging Ooze']),
  // Cycling (Arena Historic, 2021-22): cheap cycling cards and lands feed Flourishing Fox, Drannith Stinger and Valiant
  // Rescuer, and Zenith Flare finishes; Shark Typhoon is cycled more than cast.
  def('{colors} Cycling', 'aggro', undefined, [req('Flourishing Fox', 'Drannith Stinger', 'Zenith Flare'), any(2, 'Valiant Rescuer', 'Drannith Stinger', 'Zenith Flare', 'Flourishing Fox'), any(1, 'Shark Typhoon', 'Irrigated Farmland', 'Sheltered Thicket', 'Boon of the Wish-Giver')]),
  // Temur Energy (Kaladesh Remastered in Historic, 2020-21): energy creatures (Rogue Refiner, Longtusk Cub, Whirler
  // Virtuoso) with Harnessed Lightning and Glorybringer: a midrange deck.
  def('Temur Energy', 'midrange', 'URG', [req('Rogue Refiner', 'Longtusk Cub', 'Whirler Virtuoso'), any(2, 'Harnessed Lightning', 'Attune with Aether', 'Bristling Hydra', 'Servant of the Conduit'), any(1, 'Glorybringer', 'Torrential Gearhulk', 'Aethersphere Harvester')], ['Aetherworks Marvel']),
];
