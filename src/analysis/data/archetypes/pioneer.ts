/**
 * Pioneer archetypes, as players named them in MTGO Pioneer Challenge results
 * and the Pioneer Regional Championship season around the card data's date
 * (January-April 2022).
 * Sources: MTGGoldfish Pioneer metagame (https://www.mtggoldfish.com/metagame/pioneer/full),
 * MTGTop8 Pioneer archetypes (https://www.mtgtop8.com/format?f=PI), the archetype list of
 * Badaro's MTGOFormatData (https://github.com/Badaro/MTGOFormatData, Formats/Pioneer).
 */
import { any, def, req, type ArchetypeDefinition } from './types.js';

export const PIONEER: readonly ArchetypeDefinition[] = [
  // Sultai Delirium (Pioneer, Players Tour Brussels 2020): Traverse the Ulvenwald for Ishkanah or Emrakul once delirium is
  // on, Uro, Tireless Tracker and Satyr Wayfinder's self-mill.
  def('Sultai Delirium', 'midrange', 'BUG', [req('Traverse the Ulvenwald'), any(2, "Uro, Titan of Nature's Wrath", 'Tireless Tracker', 'Satyr Wayfinder', 'Ishkanah, Grafwidow'), any(1, 'Emrakul, the Promised End', 'Liliana, the Last Hope', 'Grim Flayer')]),
  // Izzet Creativity (Pioneer, early 2022): Indomitable Creativity on Treasure or Shark tokens puts Worldspine Wurm and
  // Xenagos onto the battlefield, behind counterspells and removal.
  def('Izzet Creativity', 'combo', 'UR+G', [req('Indomitable Creativity'), any(2, 'Worldspine Wurm', 'Xenagos, God of Revels'), any(1, 'Big Score', 'Fires of Invention', 'Shark Typhoon', 'Make Disappear')]),
  // Rakdos Arcanist (Pioneer, 2021): Dreadhorde Arcanist recasts Thoughtseize and Fatal Push, Kroxa refills.
  def('Rakdos Arcanist', 'midrange', 'BR', [req('Dreadhorde Arcanist'), any(2, 'Thoughtseize', 'Fatal Push', "Kolaghan's Command", "Kroxa, Titan of Death's Hunger"), any(1, 'Bonecrusher Giant', 'Young Pyromancer')]),
  // Enchantress (Pioneer leagues, 2020): Setessan Champion and Eidolon of Blossoms draw from a pile of enchantments,
  // closing with Sigil of the Empty Throne's Angels or Starfield of Nyx.
  def('{colors} Enchantress', 'midrange', undefined, [req('Setessan Champion', 'Eidolon of Blossoms'), any(2, 'Sigil of the Empty Throne', 'Starfield of Nyx', "Archon of Sun's Grace"), any(1, 'Wolfwillow Haven', 'Banishing Light', 'Elspeth Conquers Death')]),
  // Cycling (Pioneer, 2020-21): cheap cycling cards and the Triomes feed Flourishing Fox, Drannith Stinger and Zenith Flare.
  def('{colors} Cycling', 'aggro', undefined, [req('Flourishing Fox', 'Drannith Stinger', 'Zenith Flare'), any(2, 'Valiant Rescuer', 'Drannith Stinger', 'Zenith Flare', 'Flourishing Fox'), any(1, 'Imposing Vantasaur', 'Savai Triome', 'Raugrin Triome', 'Irrigated Farmland')]),
  // Hammer (Pioneer Challenges, 2020-21): Colossus Hammer put on a cheap creature for free by Sigarda's Aid or Open the
  // Armory, Kor Blademaster's double strike; Orzhov or Boros.
  def('{colors} Hammer', 'aggro', undefined, [req('Colossus Hammer'), any(2, "Sigarda's Aid", 'Open the Armory'), any(1, 'Kor Blademaster', 'Dragon Hunter', 'Mardu Woe-Reaper', 'Wishclaw Talisman')]),
  def('Rakdos Midrange', 'midrange', 'BR', [req('Bloodtithe Harvester', 'Graveyard Trespasser', 'Rankle, Master of Pranks', 'Fable of the Mirror-Breaker'), any(2, 'Thoughtseize', 'Fatal Push'), any(1, 'Bonecrusher Giant', 'Kolaghan\'s Command', 'Heartless Act', 'Dreadhorde Butcher')]),
  def('Mono-Green Devotion', 'ramp', 'G', [req('Nykthos, Shrine to Nyx'), any(2, 'Old-Growth Troll', 'Storm the Festival', 'Karn, the Great Creator'), any(1, 'Llanowar Elves', 'Elvish Mystic', 'Wolfwillow Haven'), any(1, 'Nissa, Who Shakes the World', 'Cavalier of Thorns', 'The Great Henge')]),
  def('Izzet Phoenix', 'tempo', 'UR', [req('Arclight Phoenix'), any(2, 'Chart a Course', 'Sprite Dragon', 'Crackling Drake'), any(1, 'Consider', 'Opt', 'Treasure Cruise', 'Temporal Trespass')]),
  def('Lotus Field Combo', 'combo', 'UG', [req('Lotus Field'), any(2, 'Hidden Strings', 'Pore Over the Pages', 'Vizier of Tumbling Sands'), any(2, "Thassa's Oracle", 'Emergence Zone', 'Fae of Wishes'), any(1, 'Arboreal Grazer', 'Dig Through Time', "Thespian's Stage")]),
  def('Mono-White Humans', 'aggro', 'W', [req("Thalia's Lieutenant", 'Kytheon, Hero of Akros', 'Dauntless Bodyguard'), any(2, 'Thalia, Guardian of Thraben', 'Luminarch Aspirant', 'Adeline, Resplendent Cathar'), any(1, 'Hopeful Initiate', 'Brutal Cathar', 'Elite Spellbinder')]),
  def('Abzan Greasefang', 'combo', undefined, [req('Greasefang, Okiba Boss'), any(3, 'Parhelion II'), any(1, 'Grinning Ignus', 'Stitcher\'s Supplier', 'Raffine\'s Informant', 'Can\'t Stay Away')]),
  def('Azorius Spirits', 'tempo', 'WU', [req('Supreme Phantom', 'Mausoleum Wanderer'), any(2, 'Spectral Sailor', 'Empyrean Eagle', 'Rattlechains'), any(1, 'Brineborn Cutthroat', 'Spell Queller', 'Collected Company')]),
  def('Mono-Blue Spirits', 'tempo', 'U', [req('Supreme Phantom', 'Mausoleum Wanderer'), any(2, 'Spectral Sailor', 'Rattlechains', 'Ghostly Pilferer'), any(1, 'Geistwave', 'Curious Obsession')]),
  // Dimir Rogues (2020-21 Pioneer, MTGGoldfish and MTGO results): mill the opponent to unlock Thieves' Guild Enforcer and Drown in the Loch.
  def('Dimir Rogues', 'tempo', 'UB', [req("Soaring Thought-Thief", "Thieves' Guild Enforcer"), any(2, 'Merfolk Windrobber', 'Ruin Crab', 'Drown in the Loch'), any(1, 'Fatal Push', 'Thoughtseize', 'Opt', 'Consider')]),
  def('Winota', 'aggro', undefined, [req('Winota, Joiner of Forces'), any(2, 'Llanowar Elves', 'Gruul Spellbreaker', 'Legion Warboss'), any(1, 'Collected Company', 'Bonecrusher Giant')]),
  def('Azorius Control', 'control', 'WU', [req('Supreme Verdict', 'Shark Typhoon', 'Dream Trawler'), any(2, 'Memory Deluge', 'The Wandering Emperor', 'Teferi, Hero of Dominaria'), any(1, 'Absorb', 'Censor', 'Fateful Absence')], ['Supreme Phantom']),
  def('Mono-Red Aggro', 'aggro', 'R', [req('Monastery Swiftspear', 'Kumano Faces Kakkazan', 'Bloodthirsty Adversary'), any(2, 'Soul-Scar Mage', 'Burning-Tree Emissary', 'Play with Fire'), any(1, 'Light Up the Stage', 'Eidolon of the Great Revel', 'Ghitu Lavarunner')]),
  def('Niv to Light', 'control', undefined, [req('Niv-Mizzet Reborn'), any(2, 'Bring to Light', 'Omen of the Sea'), any(1, 'Hero\'s Downfall', 'Absorb')]),
  def('Sultai Ramp', 'ramp', 'UG+B', [req('Ulamog, the Ceaseless Hunger', 'Emergent Ultimatum'), any(2, 'Ugin, the Spirit Dragon', 'Growth Spiral'), any(1, 'Binding the Old Gods', 'Thassa\'s Oracle')]),
  def('Boros Heroic', 'aggro', 'W+R', [req('Favored Hoplite', 'Gods Willing', 'Feather, the Redeemed'), any(2, 'Monastery Swiftspear', 'Illuminator Virtuoso'), any(1, 'Sigarda\'s Aid', 'Defiant Strike')]),
  // Jund Sacrifice (Pioneer, 2020-22): Witch's Oven and Cauldron Familiar feed Mayhem Devil and Trail of Crumbs.
  def('{colors} Sacrifice', 'midrange', undefined, [req("Witch's Oven"), any(2, 'Cauldron Familiar', 'Mayhem Devil'), any(1, 'Trail of Crumbs', 'Woe Strider', 'Korvold, Fae-Cursed King')]),
  // Mono-Black Devotion (Pioneer, 2020-22): Gray Merchant of Asphodel drains for the deck's black devotion, Nightmare
  // Shepherd keeps the creatures coming, Nykthos and Bolas's Citadel for the long game.
  def('Mono-Black Devotion', 'midrange', 'B', [req('Gray Merchant of Asphodel'), any(2, 'Nightmare Shepherd', 'Ayara, First of Locthwain', 'Nykthos, Shrine to Nyx'), any(1, "Bolas's Citadel", 'Phyrexian Obliterator', 'Erebos, Bleak-Hearted')]),
  // Mono-Black Aggro (Pioneer, 2020-21, MTGGoldfish and SCG results): recursive one- and two-drops, Rankle and discard.
  def('Mono-Black Aggro', 'aggro', 'B', [req('Knight of the Ebon Legion', 'Gutterbones', 'Bloodsoaked Champion'), any(2, 'Scrapheap Scrounger', 'Rankle, Master of Pranks', 'Spawn of Mayhem'), any(1, 'Thoughtseize', 'Fatal Push', 'Murderous Rider')]),
  // Boros Burn (Pioneer, 2020-22, MTGGoldfish and MTGO results): prowess creatures and Eidolon behind burn that goes face.
  // Four-Colour Ascendancy (Pioneer, 2020-21): Jeskai Ascendancy with Sylvan Awakening and cheap cantrips.
  def('4c Ascendancy', 'combo', undefined, [req('Jeskai Ascendancy'), any(2, 'Sylvan Awakening'), any(1, 'Dive Down', "Tamiyo's Safekeeping", 'Sylvan Caryatid')]),
  // Dimir Inverter (Pioneer, 2020, until Inverter of Truth's ban in August 2020): Inverter of Truth and Thassa's Oracle
  // behind Drown in the Loch and counters.
  def('Dimir Inverter', 'combo', 'UB', [req('Inverter of Truth'), any(2, "Thassa's Oracle"), any(1, 'Drown in the Loch', 'Fatal Push', 'Thought Erasure')]),
  // Auras (MTGO Pioneer results, 2020-22): Sram and hexproof creatures (Alseid, Selfless Savior) carry All That
  // Glitters and Sentinel's Eyes, as Historic's builds do.
  def('{colors} Auras', 'aggro', 'W+UB', [req('Sram, Senior Edificer', 'Kor Spiritdancer'), any(2, "Sentinel's Eyes", 'All That Glitters', 'Ethereal Armor'), any(1, "Kaya's Ghostform", 'Selfless Savior', 'Hateful Eidolon', "Alseid of Life's Bounty")]),
  // Gruul Aggro (Pioneer, 2020): Llanowar Elves and Steel Leaf Champion, Embercleave and Gruul Spellbreaker on top. Its
  // red cards are required: a mono-green pile with four Lightning Strikes on 28 Forests read as this deck at 8.4.
  def('Gruul Aggro', 'aggro', 'RG', [req('Embercleave', 'Gruul Spellbreaker', "Domri's Ambush"), any(2, 'Steel Leaf Champion', 'Pelt Collector', 'Kraul Harpooner'), any(1, 'Bonecrusher Giant', 'Questing Beast', 'Llanowar Elves')]),
  def('Boros Burn', 'aggro', 'RW', [req('Boros Charm', 'Skewer the Critics', 'Eidolon of the Great Revel'), any(2, 'Monastery Swiftspear', 'Soul-Scar Mage', 'Light Up the Stage'), any(1, 'Play with Fire', 'Lightning Strike', 'Stoke the Flames')]),
  def('Jund Citadel', 'midrange', undefined, [req("Bolas's Citadel"), any(2, 'Sorin, Imperious Bloodlord', 'Bloodghast', 'Kroxa, Titan of Death\'s Hunger'), any(1, 'Thoughtseize', 'Fatal Push')]),
  // Jeskai Fires (Pioneer Players Tour and MTGO results, 2020): Fires of Invention casts two big spells a turn for free
  // (Cavaliers, Kenrith, Dream Trawler), with Teferi, Time Raveler and Deafening Clarion.
  def('Jeskai Fires', 'midrange', 'WUR', [req('Fires of Invention'), any(2, 'Cavalier of Flame', 'Cavalier of Gales', 'Kenrith, the Returned King', 'Dream Trawler', 'Agent of Treachery'), any(1, 'Teferi, Time Raveler', 'Deafening Clarion', 'Sphinx of Foresight', 'Bonecrusher Giant')]),
  // Izzet Ensoul (Pioneer, 2020-21): Ensoul Artifact on Darksteel Citadel, Ornithopter or Stonecoil Serpent, with
  // Shrapnel Blast and cheap artifacts.
  def('Izzet Ensoul', 'aggro', 'UR', [req('Ensoul Artifact'), any(2, 'Darksteel Citadel', 'Ornithopter', 'Stonecoil Serpent', 'Gingerbrute'), any(1, 'Shrapnel Blast', 'Spikefield Hazard', 'Hangarback Walker')]),
  // Vehicles (Kaladesh-era Mardu or Boros, still Pioneer-legal): Heart of Kiran, Aethersphere Harvester and Smuggler's
  // Copter crewed by cheap creatures, with Unlicensed Disintegration and Gideon.
  def('{colors} Vehicles', 'aggro', 'RW+B', [req('Heart of Kiran', 'Aethersphere Harvester', "Smuggler's Copter"), any(2, 'Scrapheap Scrounger', 'Toolcraft Exemplar', 'Veteran Motorist', 'Pia Nalaar', 'Inventor\'s Apprentice'), any(1, 'Gideon, Ally of Zendikar', 'Unlicensed Disintegration', 'Fatal Push')]),
  // Temur Marvel (Kaladesh-era Aetherworks Marvel, Pioneer-legal): energy from Attune with Aether and Rogue Refiner spins
  // Aetherworks Marvel into Ulamog.
  def('Temur Marvel', 'ramp', 'URG', [req('Aetherworks Marvel'), any(2, 'Ulamog, the Ceaseless Hunger', 'Attune with Aether', 'Rogue Refiner', 'Harnessed Lightning'), any(1, 'Servant of the Conduit', 'Whirler Virtuoso', 'Glorybringer')]),
  // Izzet Prowess (Pioneer, 2020-22): Monastery Swiftspear, Soul-Scar Mage, Sprite Dragon and Stormwing Entity grown by
  // cheap burn and cantrips: an aggressive deck, not a control one.
  def('Izzet Prowess', 'aggro', 'UR', [req('Monastery Swiftspear', 'Soul-Scar Mage', 'Sprite Dragon', 'Stormwing Entity'), any(2, 'Sprite Dragon', 'Stormwing Entity', 'Soul-Scar Mage', 'Bonecrusher Giant'), any(1, 'Play with Fire', 'Spikefield Hazard', 'Fading Hope', 'Consider', 'Opt')], ['Arclight Phoenix', 'Thing in the Ice']),
];
