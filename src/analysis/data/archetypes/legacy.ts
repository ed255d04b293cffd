/**
 * Legacy archetypes, as players named them in MTGO Legacy Challenge results
 * around the card data's date (January-April 2022, after Ragavan and
 * Expressive Iteration were banned in Legacy).
 * Sources: MTGGoldfish Legacy metagame (https://www.mtggoldfish.com/metagame/legacy/full),
 * MTGTop8 Legacy archetypes (https://www.mtgtop8.com/format?f=LE), the archetype
 * list of Badaro's MTGOFormatData (https://github.com/Badaro/MTGOFormatData, Formats/Legacy),
 * and The Source's Legacy deck index (https://www.mtgthesource.com/forums/).
 */
import { any, def, fewLands, req, type ArchetypeDefinition } from './types.js';

export const LEGACY: readonly ArchetypeDefinition[] = [
  // Manaless Dredge (Legacy, 2015-22): no lands at all; Street Wraith, Gitaxian Probe and Serum Powder dig for a dredger
  // (Golgari Grave-Troll, Stinkweed Imp), and Narcomoeba, Ichorid, Phantasmagorian and Nether Shadow come back free.
  fewLands(def('Manaless Dredge', 'combo', undefined, [req('Golgari Grave-Troll', 'Stinkweed Imp'), any(3, 'Narcomoeba', 'Ichorid', 'Phantasmagorian', 'Nether Shadow'), any(1, 'Street Wraith', 'Gitaxian Probe', 'Serum Powder', 'Mesmeric Fiend')], ['Faithless Looting', 'Careful Study', 'Breakthrough'])),
  // 4c Loam (Legacy, 2016-20): Life from the Loam with cycling lands and Wasteland, Knight of the Reliquary and
  // Tarmogoyf, Punishing Fire with Grove of the Burnwillows, Chalice and Mox Diamond; not Lands' Dark Depths.
  def('{colors} Loam', 'midrange', undefined, [req('Life from the Loam'), any(2, 'Knight of the Reliquary', 'Tarmogoyf'), any(2, 'Punishing Fire', 'Grove of the Burnwillows'), any(1, 'Mox Diamond', 'Chalice of the Void', 'Burning Wish', "Green Sun's Zenith")], ['Dark Depths', "Thespian's Stage"]),
  // Bogles (Legacy GW Hexproof, fringe 2015-22): auras on Slippery Bogle and Gladecover Scout, Daybreak Coronet and Rancor.
  def('Bogles', 'aggro', 'GW', [req('Slippery Bogle', 'Gladecover Scout'), any(2, 'Ethereal Armor', 'Daybreak Coronet', 'Kor Spiritdancer'), any(1, 'Rancor', 'Spider Umbra', 'Hyena Umbra', 'Utopia Sprawl')]),
  // Zoo (Legacy, 2012-14 and since): Wild Nacatl and Kird Ape on dual lands, Knight of the Reliquary, burn and Swords.
  def('{colors} Zoo', 'aggro', 'RG+W', [req('Wild Nacatl', 'Kird Ape'), any(2, 'Knight of the Reliquary', 'Tarmogoyf', 'Goblin Guide'), any(1, 'Chain Lightning', 'Lightning Helix', 'Price of Progress')]),
  // Landstill (Legacy, 2020-22): Standstill behind counterspells and Swords, creature lands (Mishra's Factory,
  // Mutavault, Stalking Stones) attack while the opponent will not cast into it.
  def('Landstill', 'control', undefined, [req('Standstill'), any(2, "Mishra's Factory", 'Mutavault', 'Stalking Stones', 'Celestial Colonnade'), any(1, 'Force of Will', 'Swords to Plowshares', 'Counterspell')]),
  // Hogaak (Legacy, 2019-21): Stitcher's Supplier and Hedron Crab fill the graveyard, Bridge from Below, Gravecrawler and
  // Bloodghast convoke Hogaak, and Altar of Dementia mills the opponent with the loop.
  def('Hogaak', 'combo', undefined, [req('Hogaak, Arisen Necropolis'), any(2, 'Bridge from Below', 'Altar of Dementia', "Stitcher's Supplier"), any(1, 'Gravecrawler', 'Bloodghast', 'Vengevine')], ['Golgari Grave-Troll', 'Stinkweed Imp', 'Golgari Thug']),
  def('Izzet Delver', 'tempo', 'UR', [req('Delver of Secrets', 'Murktide Regent'), any(2, "Dragon's Rage Channeler", 'Daze'), any(1, 'Force of Will', 'Brainstorm', 'Ponder'), any(1, 'Lightning Bolt', 'Pyroblast')], ['Doomsday']),
  def('{colors} Delver', 'tempo', undefined, [req('Delver of Secrets'), any(2, 'Daze', 'Force of Will'), any(1, 'Brainstorm', 'Ponder')], ['Doomsday']),
  fewLands(def('Doomsday', 'combo', undefined, [req('Doomsday'), any(3, "Thassa's Oracle", "Laboratory Maniac"), any(1, 'Dark Ritual', 'Lotus Petal', "Lion's Eye Diamond"), any(1, 'Edge of Autumn', 'Street Wraith', 'Gitaxian Probe')])),
  def('Death and Taxes', 'aggro', 'W', [req('Thalia, Guardian of Thraben', 'Aether Vial'), any(2, 'Stoneforge Mystic', 'Mother of Runes', 'Flickerwisp'), any(2, 'Rishadan Port', 'Karakas', 'Recruiter of the Guard'), any(1, 'Palace Jailer', 'Skyclave Apparition', 'Spirit of the Labyrinth', 'Sanctum Prelate')]),
  fewLands(def('Elves', 'combo', 'G+B', [req('Heritage Druid', 'Nettle Sentinel', 'Wirewood Symbiote'), any(2, 'Craterhoof Behemoth', 'Natural Order', 'Glimpse of Nature'), any(1, 'Quirion Ranger', "Gaea's Cradle", 'Green Sun\'s Zenith')])),
  // Depths (MTGO Legacy results, 2021-22): Dark Depths with Thespian's Stage or Vampire Hexmage, found by Crop Rotation and Elvish Reclaimer; no Life from the Loam.
  def('{colors} Depths', 'combo', undefined, [req('Dark Depths'), any(2, "Thespian's Stage", 'Vampire Hexmage'), any(1, 'Crop Rotation', 'Elvish Reclaimer', 'Sylvan Scrying')], ['Life from the Loam', 'Cloudpost', 'Veteran Explorer']),
  // Nic Fit (The Source's primer; Legacy results 2019-22): Veteran Explorer's basics fuel Pernicious Deed and Green Sun's
  // Zenith for big creatures; a Dark Depths pair is its side plan, not its name (a list with one of each read "Golgari Depths").
  def('Nic Fit', 'midrange', 'BG', [req('Veteran Explorer'), any(2, 'Pernicious Deed', 'Cabal Therapy'), any(1, "Green Sun's Zenith", 'Sylvan Library', 'Thragtusk', 'Grave Titan')]),
  // Food Chain (MTGO Legacy results, 2019-22): Food Chain exiles Misthollow Griffin or Eternal Scourge, recast from exile,
  // for endless mana for creatures, into Walking Ballista or Hydroid Krasis.
  def('Food Chain', 'combo', undefined, [req('Food Chain'), any(2, 'Misthollow Griffin', 'Eternal Scourge'), any(1, 'Manipulate Fate', 'Squee, the Immortal', 'Walking Ballista')]),
  // Infect (MTGO Legacy results, 2019-22): Glistener Elf and Blighted Agent pumped by free spells (Invigorate, Berserk).
  def('Infect', 'aggro', 'G+U', [req('Glistener Elf', 'Blighted Agent'), any(2, 'Inkmoth Nexus', 'Invigorate', 'Berserk'), any(1, 'Vines of Vastwood', 'Become Immense', 'Mutagenic Growth', 'Noble Hierarch')]),
  // Ninjas (MTGO Legacy results, 2021-22): cheap evasive creatures returned by ninjutsu (Ninja of the Deep Hours,
  // Ingenious Infiltrator) behind Daze and Force of Will.
  def('{colors} Ninjas', 'tempo', undefined, [req('Ninja of the Deep Hours', 'Ingenious Infiltrator', 'Fallen Shinobi'), any(2, 'Moon-Circuit Hacker', 'Changeling Outcast', 'Ingenious Infiltrator'), any(1, 'Daze', 'Force of Will')]),
  // Dredge (MTGO Legacy results, 2019-22): Careful Study, Faithless Looting and Breakthrough fill the graveyard with
  // dredgers; Ichorid, Narcomoeba and Bridge from Below come back free, Dread Return brings Griselbrand.
  // Its dredgers are required: Oops All Spells' Narcomoebas and Bridges (milled by Balustrade Spy) are no Dredge deck,
  // and Oops plays no dredger (a Manaless Dredge list with one Balustrade Spy read 'Oops All Spells').
  fewLands(def('Dredge', 'combo', undefined, [req('Ichorid', 'Golgari Grave-Troll', 'Stinkweed Imp'), any(2, 'Narcomoeba', 'Bridge from Below', 'Putrid Imp'), any(1, 'Breakthrough', 'Careful Study', 'Faithless Looting', 'Cabal Therapy')], ['Balustrade Spy', 'Undercity Informer'])),
  // Grixis Control (Legacy, 2019-22): Baleful Strix, Snapcaster Mage and Kolaghan's Command behind Force of Will, Jace
  // and Hymn to Tourach (it read 'Grixis Tempo'); no Delver or Shadow.
  def('Grixis Control', 'control', 'UBR', [req('Force of Will'), any(2, 'Baleful Strix', "Kolaghan's Command", 'Snapcaster Mage'), any(2, 'Jace, the Mind Sculptor', 'Hymn to Tourach', 'Toxic Deluge', 'Counterspell')], ['Delver of Secrets', "Dragon's Rage Channeler", "Death's Shadow", 'Murktide Regent']),
  // Jund (Legacy, 2016-20): Deathrite Shaman, Tarmogoyf and Bloodbraid Elf behind discard, Liliana and Abrupt Decay.
  def('Jund', 'midrange', 'BRG', [req('Deathrite Shaman', 'Bloodbraid Elf'), any(2, 'Tarmogoyf', 'Liliana of the Veil'), any(1, 'Abrupt Decay', 'Hymn to Tourach', 'Lightning Bolt')]),
  // Aluren (MTGO Legacy leagues, 2019-22): Aluren casts creatures for free; Imperial Recruiter chains find Cavern Harpy and
  // Parasitic Strix, whose loop drains the opponent.
  def('Aluren', 'combo', undefined, [req('Aluren'), any(2, 'Imperial Recruiter', 'Cavern Harpy'), any(1, 'Parasitic Strix', 'Dream Stalker', 'Baleful Strix')]),
  // Bomberman (MTGO Legacy results, 2019-22): Auriok Salvagers returns Lion's Eye Diamond for endless mana into Pyrite
  // Spellbomb or Walking Ballista; Monastery Mentor and Mystic Forge are its other plans.
  def('Bomberman', 'combo', undefined, [req('Auriok Salvagers'), any(2, "Lion's Eye Diamond"), any(1, 'Pyrite Spellbomb', 'Walking Ballista', 'Trinket Mage'), any(1, 'Monastery Mentor', 'Mox Opal', 'Mystic Forge')]),
  def('Lands', 'control', undefined, [req('Life from the Loam'), any(2, 'Dark Depths', "Thespian's Stage", 'Exploration'), any(1, 'Mox Diamond', 'Crop Rotation', 'Elvish Reclaimer', "Sevinne's Reclamation"), any(1, 'Punishing Fire', 'Maze of Ith', 'Glacial Chasm')]),
  fewLands(def('Reanimator', 'combo', undefined, [req('Reanimate', 'Animate Dead', 'Exhume'), any(2, 'Entomb', 'Faithless Looting'), any(2, 'Griselbrand', 'Archon of Cruelty', 'Atraxa, Praetors\' Voice', 'Sheoldred, Whispering One', 'Chancellor of the Annex')], ['Doomsday', 'Oath of Druids'])),
  def('8-Cast', 'aggro', undefined, [req('Thought Monitor', 'Sojourner\'s Companion', 'Kappa Cannoneer'), any(2, 'Emry, Lurker of the Loch', 'Thoughtcast'), any(1, 'Memnite', "Mishra's Bauble", 'Retrofitter Foundry', 'Patchwork Automaton')]),
  fewLands(def('The Epic Storm', 'combo', 'UBR', [req('Tendrils of Agony', 'Burning Wish'), any(2, "Lion's Eye Diamond", 'Infernal Tutor', 'Past in Flames'), any(1, 'Dark Ritual', 'Cabal Ritual', 'Rite of Flame'), any(1, 'Ad Nauseam', 'Empty the Warrens')])),
  fewLands(def('ANT', 'combo', 'UB', [req('Tendrils of Agony'), any(2, 'Infernal Tutor', 'Ad Nauseam', "Lion's Eye Diamond"), any(1, 'Dark Ritual', 'Cabal Ritual')], ['Burning Wish'])),
  // Street Wraith, cycled for free, is a black card in the card data ({3}{B}{B} in the April-2022 snapshot): black is allowed.
  fewLands(def('Belcher', 'combo', 'R+GB', [req('Goblin Charbelcher'), any(2, 'Empty the Warrens', 'Burning Wish', 'Land Grant'), any(2, 'Rite of Flame', 'Desperate Ritual', 'Seething Song', 'Pyretic Ritual', "Lion's Eye Diamond"), any(1, 'Elvish Spirit Guide', 'Simian Spirit Guide', 'Tinder Wall')])),
  fewLands(def('Oops All Spells', 'combo', undefined, [req('Balustrade Spy', 'Undercity Informer'), any(2, 'Narcomoeba', 'Dread Return', "Thassa's Oracle"), any(1, 'Lotus Petal', 'Chrome Mox', 'Elvish Spirit Guide', 'Simian Spirit Guide'), any(1, "Summoner's Pact", 'Manamorphose', "Agadeem's Awakening")], ['Golgari Grave-Troll', 'Stinkweed Imp'])),
  def("{colors} Death's Shadow", 'tempo', undefined, [req("Death's Shadow"), any(2, 'Street Wraith', 'Thoughtseize'), any(1, "Dragon's Rage Channeler", 'Gurmag Angler'), any(1, 'Daze', 'Force of Will', 'Stubborn Denial')]),
  fewLands(def('Sneak and Show', 'combo', 'U+R', [req('Sneak Attack', 'Show and Tell'), any(2, 'Emrakul, the Aeons Torn', 'Griselbrand'), any(1, 'Force of Will', 'Brainstorm')], ['Oath of Druids'])),
  // Cephalid Breakfast (MTGO Legacy results, 2020-22): Nomads en-Kor or Shuko on Cephalid Illusionist mills the deck into Thassa's Oracle.
  def('Cephalid Breakfast', 'combo', undefined, [req('Cephalid Illusionist'), any(2, 'Nomads en-Kor', 'Shuko', "Steelshaper's Gift"), any(1, "Thassa's Oracle", 'Narcomoeba', 'Dread Return')]),
  // Enchantress (MTGO Legacy results, 2021-22): enchantments draw cards behind Elephant Grass and Solitary Confinement; Helm of Obedience with Rest in Peace, or Sigil of the Empty Throne, wins.
  def('Enchantress', 'control', 'GW', [req('Argothian Enchantress', "Enchantress's Presence", "Serra's Sanctum"), any(2, 'Utopia Sprawl', 'Wild Growth', 'Sterling Grove'), any(1, 'Elephant Grass', 'Solitary Confinement', 'Sphere of Safety', 'Ghostly Prison'), any(1, 'Helm of Obedience', 'Sigil of the Empty Throne')]),
  def('Burn', 'aggro', 'R+W', [req('Fireblast', 'Price of Progress', 'Chain Lightning', 'Lava Spike', 'Rift Bolt'), any(2, 'Goblin Guide', 'Monastery Swiftspear', 'Eidolon of the Great Revel'), any(2, 'Lightning Bolt'), any(1, 'Skewer the Critics', 'Light Up the Stage', 'Searing Blaze')], ['Delver of Secrets']),
  def('Mono-Red Prison', 'control', 'R', [req('Chalice of the Void', 'Blood Moon', 'Trinisphere'), any(2, 'Ancient Tomb', 'City of Traitors', 'Simian Spirit Guide'), any(1, 'Goblin Rabblemaster', 'Fury', 'Karn, the Great Creator')], ["Painter's Servant", 'Sneak Attack']),
  def('High Tide', 'combo', 'U', [req('High Tide'), any(2, 'Time Spiral', 'Candelabra of Tawnos', 'Turnabout'), any(1, 'Brain Freeze', 'Merchant Scroll', 'Cunning Wish'), any(1, 'Force of Will', 'Flusterstorm', 'Brainstorm')]),
  def('Painter', 'combo', 'R+WU', [req("Painter's Servant"), any(2, 'Grindstone', 'Imperial Recruiter'), any(1, 'Goblin Welder', 'Karn, the Great Creator')]),
  def('{colors} Stoneblade', 'control', undefined, [req('Stoneforge Mystic'), any(2, 'Batterskull', 'Kaldra Compleat', 'Sword of Fire and Ice'), any(2, 'Force of Will', 'Brainstorm', 'Counterspell'), any(1, 'Swords to Plowshares', 'Solitude', 'Teferi, Time Raveler')], ['Thalia, Guardian of Thraben', 'Aether Vial']),
  def('Merfolk', 'aggro', 'U', [req('Lord of Atlantis', 'Master of the Pearl Trident', 'Silvergill Adept'), any(2, "Kumena's Speaker", 'Merfolk Trickster', 'Svyelun of Sea and Sky', 'Cursecatcher'), any(1, 'Force of Will', 'Daze', 'Aether Vial')]),
  def('Maverick', 'midrange', 'GW', [req('Knight of the Reliquary'), any(2, 'Green Sun\'s Zenith', 'Thalia, Guardian of Thraben'), any(1, 'Mother of Runes', 'Scavenging Ooze', 'Stoneforge Mystic')]),
  def('Cloudpost', 'ramp', undefined, [req('Cloudpost', 'Glimmerpost'), any(2, 'Vesuva', 'Karn, the Great Creator'), any(1, 'Ulamog, the Ceaseless Hunger', 'Emrakul, the Aeons Torn', 'Kozilek, Butcher of Truth')]),
  // Esper Vial (MTGO Legacy results, 2020-21): Aether Vial into Recruiter of the Guard, Soulherder and Flickerwisp loops,
  // Meddling Mage and Spell Queller behind Force of Will.
  def('Esper Vial', 'midrange', 'WUB', [req('Aether Vial'), any(2, 'Recruiter of the Guard', 'Soulherder', 'Flickerwisp'), any(1, 'Force of Will', 'Brainstorm'), any(1, 'Meddling Mage', 'Spell Queller', 'Baleful Strix')]),
  // Force-and-Swords control with planeswalkers and no Miracles, Stoneforge or Delver core (Jeskai and 4c Control, MTGO Legacy results 2020-22).
  def('{colors} Control', 'control', 'WU+RBG', [req('Force of Will'), any(2, 'Swords to Plowshares', 'Counterspell', 'Force of Negation', 'Supreme Verdict'), any(2, 'Jace, the Mind Sculptor', 'Teferi, Time Raveler', 'Teferi, Hero of Dominaria', "Uro, Titan of Nature's Wrath", 'Narset, Parter of Veils')], ['Terminus', 'Entreat the Angels', 'Stoneforge Mystic', 'Delver of Secrets', "Dragon's Rage Channeler", 'Monastery Mentor', 'Sneak Attack', 'Show and Tell', 'Doomsday', 'Aether Vial', 'Standstill']),
  def('{colors} Miracles', 'control', undefined, [req('Terminus', 'Entreat the Angels'), any(2, 'Brainstorm', 'Ponder', 'Portent'), any(2, 'Force of Will', 'Counterspell', 'Swords to Plowshares'), any(1, "Uro, Titan of Nature's Wrath", 'Jace, the Mind Sculptor', 'Teferi, Time Raveler', 'Solitude')]),
  def('Goblins', 'aggro', undefined, [req('Goblin Lackey', 'Goblin Matron', 'Goblin Ringleader'), any(2, 'Aether Vial', 'Goblin Warchief', 'Goblin Piledriver'), any(1, 'Muxus, Goblin Grandee', 'Skirk Prospector', 'Gempalm Incinerator', 'Siege-Gang Commander')]),
  // Mono-Red Sneak Attack (MTGO Legacy results, 2020-22): Sneak Attack and Through the Breach put Emrakul or Griselbrand
  // into play behind Chalice of the Void and Blood Moon, on Ancient Tomb, City of Traitors and Simian Spirit Guide; no blue.
  def('Mono-Red Sneak Attack', 'combo', 'R', [req('Sneak Attack'), any(2, 'Through the Breach', 'Emrakul, the Aeons Torn', 'Griselbrand', 'Archon of Cruelty'), any(1, 'Chalice of the Void', 'Blood Moon', 'Ancient Tomb', 'City of Traitors', 'Simian Spirit Guide')], ['Show and Tell']),
  // Eldrazi Stompy ("Colorless Eldrazi", MTGO Legacy results, 2020-22): Eldrazi Temple and the Sol lands cast Thought-Knot
  // Seer and Reality Smasher a turn or two early, behind Chalice of the Void. Cloudpost's Eldrazi are a ramp deck (Cloudpost).
  def('Eldrazi Stompy', 'aggro', undefined, [req('Eldrazi Temple'), any(2, 'Thought-Knot Seer', 'Reality Smasher', 'Matter Reshaper', 'Endbringer'), any(1, 'Ancient Tomb', 'City of Traitors', 'Chalice of the Void', 'Cavern of Souls')], ['Cloudpost']),
  // MUD (Legacy colourless artifact ramp, 2019-22): Ancient Tomb, City of Traitors, Grim Monolith and Metalworker into
  // Karn and big artifacts (Wurmcoil Engine, Myr Battlesphere), with Chalice and Trinisphere; no red (Red Prison, Painter).
  def('MUD', 'ramp', undefined, [req('Ancient Tomb', 'City of Traitors'), any(2, 'Grim Monolith', 'Thran Dynamo', 'Metalworker', 'Kuldotha Forgemaster'), any(1, 'Karn, Scion of Urza', 'Karn, the Great Creator', 'Wurmcoil Engine', 'Myr Battlesphere', 'Sundering Titan')], ['Eldrazi Temple', 'Sneak Attack', 'Blood Moon', "Painter's Servant", 'Goblin Rabblemaster']),
  // Shardless BUG (Legacy, 2014-21): Shardless Agent cascades into Ancestral Vision, behind Baleful Strix, Hymn to
  // Tourach and Force of Will: a Sultai midrange deck.
  def('Shardless BUG', 'midrange', 'UBG', [req('Shardless Agent'), any(2, 'Ancestral Vision', 'Baleful Strix', 'Hymn to Tourach', 'Brainstorm'), any(1, 'Force of Will', 'Jace, the Mind Sculptor', 'Abrupt Decay')]),
  // Pox (Legacy, 2010-22): Smallpox and Pox make both players sacrifice lands, creatures and cards while creature lands
  // and recursive threats (Nether Spirit, Bloodghast) survive them.
  def('Pox', 'control', 'B', [req('Smallpox', 'Pox'), any(2, 'Liliana of the Veil', 'The Rack', 'Nether Spirit', 'Bloodghast'), any(1, "Mishra's Factory", 'Mutavault', 'Wasteland')]),
];
