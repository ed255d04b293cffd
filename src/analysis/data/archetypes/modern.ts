/**
 * Modern archetypes, as players named them in MTGO Challenge and Preliminary
 * results around the card data's date (January-April 2022).
 * Sources: MTGGoldfish Modern metagame (https://www.mtggoldfish.com/metagame/modern/full),
 * MTGTop8 Modern archetypes (https://www.mtgtop8.com/format?f=MO), the archetype
 * list of Badaro's MTGOFormatData (https://github.com/Badaro/MTGOFormatData, Formats/Modern),
 * and Wizards' coverage of the 2022 Modern Challenges (https://magic.wizards.com/en/mtgo/decklists).
 */
import { any, def, fewLands, req, type ArchetypeDefinition } from './types.js';

export const MODERN: readonly ArchetypeDefinition[] = [
  // Hollow One (Modern, 2018-19): Burning Inquiry, Goblin Lore and Faithless Looting discard the hand, Hollow One and
  // Gurmag Angler come down for little, Bloodghast and Vengevine return from the graveyard.
  def('Hollow One', 'aggro', 'BR+G', [req('Hollow One'), any(2, 'Burning Inquiry', 'Goblin Lore', 'Flameblade Adept'), any(1, 'Bloodghast', 'Vengevine', 'Gurmag Angler', 'Street Wraith')]),
  // Skred Red (Modern leagues, 2021-22): snow Mountains power Skred, Blood Moon and Magus of the Moon lock out
  // nonbasic mana bases, Koth and Chandra close.
  def('Skred Red', 'midrange', 'R', [req('Skred'), any(2, 'Blood Moon', 'Magus of the Moon'), any(1, 'Koth of the Hammer', 'Chandra, Torch of Defiance', 'Scrying Sheets')]),
  // Azorius Blink (Modern, 2021): Ephemerate and Yorion blink Solitude, Skyclave Apparition and Omen of the Sea for
  // value, behind counterspells.
  def('Azorius Blink', 'midrange', 'WU', [req('Ephemerate'), any(2, 'Omen of the Sea', 'Yorion, Sky Nomad', 'Restoration Angel'), any(1, 'Solitude', 'Skyclave Apparition', 'Spell Queller')]),
  // Whirza (Modern, 2019-20): Urza, Lord High Artificer with Thopter Foundry and Sword of the Meek, a thopter a turn and
  // a life each, behind Mox Opal and Karn, the Great Creator.
  def('Whirza', 'combo', undefined, [req('Urza, Lord High Artificer', 'Thopter Foundry'), any(2, 'Sword of the Meek', 'Thopter Foundry'), any(1, 'Mox Opal', 'Karn, the Great Creator', 'Emry, Lurker of the Loch', 'Goblin Engineer')]),
  // Neoform (Modern, 2019): Neoform or Eldritch Evolution on a free Allosaurus Rider fetches Griselbrand, which draws the
  // deck into Laboratory Maniac or Lightning Storm.
  def('Neoform', 'combo', undefined, [req('Neoform', 'Eldritch Evolution'), req('Allosaurus Rider', 'Griselbrand'), any(2, 'Nourishing Shoal', 'Autochthon Wurm', 'Chancellor of the Tangle'), any(1, 'Laboratory Maniac', 'Lightning Storm', "Summoner's Pact")]),
  // Izzet Prowess (MTGO Modern results, late 2021 - early 2022): cheap prowess creatures and free spells; no Murktide.
  def('Izzet Prowess', 'aggro', 'UR', [req('Monastery Swiftspear', 'Soul-Scar Mage', 'Sprite Dragon'), any(2, 'Manamorphose', "Mishra's Bauble", 'Lava Dart'), any(1, 'Lightning Bolt', 'Unholy Heat', 'Expressive Iteration')], ['Murktide Regent']),
  // Bogles (Modern Hexproof, MTGO results 2021-22): auras on hexproof creatures.
  def('Bogles', 'aggro', 'GW', [req('Slippery Bogle', 'Gladecover Scout'), any(2, 'Ethereal Armor', 'Daybreak Coronet', 'Kor Spiritdancer'), any(1, 'All That Glitters', 'Hyena Umbra', 'Spider Umbra')]),
  def('Izzet Murktide', 'tempo', 'UR', [req('Murktide Regent'), any(2, "Dragon's Rage Channeler", 'Ragavan, Nimble Pilferer'), any(1, 'Counterspell', 'Spell Pierce'), any(1, 'Expressive Iteration', 'Consider'), any(1, 'Lightning Bolt', 'Unholy Heat')], ["Death's Shadow", 'Arclight Phoenix']),
  def("{colors} Death's Shadow", 'tempo', undefined, [req("Death's Shadow"), any(2, 'Thoughtseize', 'Street Wraith'), any(1, "Dragon's Rage Channeler", 'Ragavan, Nimble Pilferer', 'Murktide Regent'), any(1, 'Stubborn Denial', 'Drown in the Loch')]),
  def('Izzet Phoenix', 'tempo', 'UR+G', [req('Arclight Phoenix'), any(2, 'Sleight of Hand', 'Manamorphose', 'Lava Dart', 'Thought Scour'), any(1, 'Expressive Iteration', 'Consider'), any(1, 'Lightning Bolt', 'Unholy Heat')]),
  def('4c Omnath', 'midrange', undefined, [req('Omnath, Locus of Creation'), any(2, 'Wrenn and Six', 'Risen Reef'), any(1, 'Fury', 'Solitude', 'Endurance'), any(1, 'Prismatic Ending', 'Ice-Fang Coatl', 'Teferi, Time Raveler')]),
  // Spirits of 2020-21 (MTGO Modern Challenges): the Spirit lords, flash creatures and Collected Company, in Bant or Azorius colours.
  def('{colors} Spirits', 'tempo', undefined, [req('Supreme Phantom', 'Drogskol Captain', 'Mausoleum Wanderer'), any(2, 'Spell Queller', 'Spectral Sailor', 'Rattlechains', 'Selfless Spirit', 'Shacklegeist'), any(1, 'Collected Company', 'Noble Hierarch', 'Cavern of Souls')]),
  // Crab Mill (MTGO Modern Challenges, 2021-22): Hedron and Ruin Crab, Archive Trap, Glimpse the Unthinkable, Tasha's Hideous Laughter.
  def('{colors} Mill', 'control', 'U+B', [req('Hedron Crab', 'Ruin Crab', 'Archive Trap'), any(2, 'Glimpse the Unthinkable', "Tasha's Hideous Laughter", 'Maddening Cacophony', 'Visions of Beyond'), any(1, 'Fatal Push', 'Drown in the Loch', 'Thought Scour')]),
  // Ad Nauseam (MTGO Modern results, 2021-22): Angel's Grace or Phyrexian Unlife, then Ad Nauseam draws the deck.
  fewLands(def('Ad Nauseam', 'combo', undefined, [req('Ad Nauseam'), any(2, "Angel's Grace", 'Phyrexian Unlife'), any(1, 'Pentad Prism', 'Lotus Bloom', 'Spoils of the Vault', 'Sleight of Hand')])),
  // Gifts Storm (Modern, 2021-22): cost reducers, rituals, Gifts Ungiven and Past in Flames into Grapeshot or Empty the Warrens.
  // Grinding Breach (MTGO Modern results, late 2021 - early 2022): Underworld Breach with Grinding Station and free artifacts mills the deck into Thassa's Oracle or an escaped Grapeshot.
  def('Grinding Breach', 'combo', 'UR+B', [req('Grinding Station'), any(2, 'Underworld Breach'), any(1, 'Mox Amber', "Mishra's Bauble", 'Retrofitter Foundry'), any(1, "Thassa's Oracle", 'Grapeshot')]),
  def('Storm', 'combo', 'UR', [req('Grapeshot', 'Empty the Warrens'), any(2, 'Baral, Chief of Compliance', 'Goblin Electromancer', 'Past in Flames', 'Gifts Ungiven'), any(1, 'Manamorphose', 'Desperate Ritual', 'Pyretic Ritual', 'Seething Song')], ['Grinding Station']),
  // Heliod Company (MTGO Modern results, 2020-22): Heliod, Sun-Crowned with Walking Ballista or Spike Feeder, found by Collected Company.
  def('Heliod Company', 'combo', 'WG', [req('Heliod, Sun-Crowned'), any(2, 'Walking Ballista', 'Spike Feeder', 'Collected Company'), any(1, 'Ranger-Captain of Eos', 'Finale of Devastation', 'Chord of Calling', 'Giver of Runes')]),
  def('Hammer Time', 'aggro', 'W+U', [req('Colossus Hammer'), any(2, "Sigarda's Aid", 'Puresteel Paladin'), any(1, 'Stoneforge Mystic', "Steelshaper's Gift"), any(1, 'Ornithopter', 'Memnite', 'Esper Sentinel')]),
  def('Amulet Titan', 'combo', undefined, [req('Amulet of Vigor'), any(3, 'Primeval Titan'), any(1, 'Arboreal Grazer', 'Dryad of the Ilysian Grove', 'Azusa, Lost but Seeking'), any(1, 'Simic Growth Chamber', 'Gruul Turf', 'Selesnya Sanctuary', 'Boros Garrison')]),
  // Red, with white or green splashed: a five-colour pile with two Lightning Bolts and a Helix was named Burn.
  def('Burn', 'aggro', 'R+WG', [req('Lava Spike', 'Rift Bolt', 'Skewer the Critics', 'Boros Charm', 'Lightning Helix'), any(2, 'Goblin Guide', 'Monastery Swiftspear', 'Eidolon of the Great Revel'), any(2, 'Lightning Bolt'), any(1, 'Searing Blaze', 'Light Up the Stage', 'Skullcrack')], ['Kiln Fiend', 'Bedlam Reveler']),
  // Mono-Red Prowess (MTGO Modern leagues, 2020-21): Swiftspear, Soul-Scar Mage and Kiln Fiend pumped by free and cheap
  // spells (Manamorphose, Lava Dart, Mutagenic Growth), Bedlam Reveler to refill; no Goblin Guide, Eidolon or Boros Charm.
  def('Mono-Red Prowess', 'aggro', 'R', [req('Kiln Fiend', 'Bedlam Reveler', 'Soul-Scar Mage'), any(3, 'Manamorphose', 'Lava Dart', 'Mutagenic Growth', 'Gut Shot', 'Crash Through'), any(2, 'Monastery Swiftspear'), any(1, 'Lightning Bolt', 'Light Up the Stage')], ['Goblin Guide', 'Eidolon of the Great Revel', 'Boros Charm']),
  // Mardu and Rakdos Pyromancer (Modern, 2018-20): Young and Seasoned Pyromancer's tokens and Lingering Souls behind
  // discard, removal and Blood Moon.
  def('{colors} Pyromancer', 'midrange', 'BR+W', [req('Young Pyromancer', 'Seasoned Pyromancer'), any(2, 'Lingering Souls', 'Bedlam Reveler'), any(2, 'Inquisition of Kozilek', 'Thoughtseize', "Kolaghan's Command", 'Collective Brutality'), any(1, 'Blood Moon', 'Lightning Bolt')]),
  def('Living End', 'combo', undefined, [req('Living End'), any(2, 'Violent Outburst', 'Shardless Agent', 'Demonic Dread'), any(1, 'Street Wraith', 'Architects of Will', 'Curator of Mysteries', 'Striped Riverwinder')]),
  def('Crashing Footfalls', 'combo', undefined, [req('Crashing Footfalls'), any(2, 'Violent Outburst', 'Shardless Agent'), any(1, 'Fury', 'Subtlety', 'Force of Negation', 'Brazen Borrower')], ['Living End']),
  def('Yawgmoth', 'combo', 'BG', [req('Yawgmoth, Thran Physician'), any(2, 'Young Wolf', 'Strangleroot Geist', "Geralf's Messenger"), any(1, 'Chord of Calling', 'Eldritch Evolution', 'Blood Artist', 'Grist, the Hunger Tide')]),
  def('Mono-Green Tron', 'ramp', 'G', [req("Urza's Tower"), any(2, "Urza's Mine", "Urza's Power Plant"), any(2, 'Karn Liberated', 'Karn, the Great Creator', 'Ugin, the Spirit Dragon', 'Wurmcoil Engine'), any(1, 'Ancient Stirrings', 'Sylvan Scrying', 'Expedition Map', 'Chromatic Star')], ['Reality Smasher', 'Eldrazi Temple']),
  // Grixis Control (Modern, 2016-19): Snapcaster Mage, Kolaghan's Command and Cryptic Command, Tasigur and Gurmag Angler.
  def('Grixis Control', 'control', 'UBR', [req('Tasigur, the Golden Fang', 'Cryptic Command', "Kolaghan's Command"), any(2, 'Snapcaster Mage', 'Gurmag Angler'), any(1, 'Fatal Push', 'Logic Knot', 'Terminate', 'Electrolyze')], ["Death's Shadow", 'Murktide Regent']),
  // Bant Knightfall (Modern, 2016-17): Knight of the Reliquary with Retreat to Coralhelm untaps and grows on each fetched
  // land, Kessig Wolf Run pumps it, Collected Company finds the pieces.
  def('Bant Knightfall', 'combo', 'GWU', [req('Retreat to Coralhelm'), any(2, 'Knight of the Reliquary'), any(1, 'Kessig Wolf Run', 'Collected Company', 'Sylvan Scrying', 'Noble Hierarch')]),
  // Krark-Clan Ironworks (Modern, 2017-19, banned January 2019): Scrap Trawler and Myr Retriever return each other's
  // artifacts for endless mana, into Pyrite Spellbomb.
  def('Ironworks', 'combo', undefined, [req('Krark-Clan Ironworks'), any(2, 'Scrap Trawler', 'Myr Retriever'), any(1, 'Pyrite Spellbomb', 'Sai, Master Thopterist', 'Chromatic Star', 'Mox Opal')]),
  // Soul Sisters (Modern, 2012-19): Soul Warden and Soul's Attendant feed Ajani's Pridemate and Serra Ascendant; Martyr of Sands gains the rest.
  def('Soul Sisters', 'aggro', 'W', [req('Soul Warden', "Soul's Attendant"), any(2, "Ajani's Pridemate", 'Serra Ascendant'), any(1, 'Martyr of Sands', 'Ranger of Eos', 'Spectral Procession')]),
  // Abzan Midrange (Modern, 2015-19): Tarmogoyf, Siege Rhino and Liliana of the Veil behind discard and removal.
  def('Abzan Midrange', 'midrange', 'WBG', [req('Siege Rhino', 'Lingering Souls'), any(2, 'Tarmogoyf', 'Liliana of the Veil'), any(1, 'Thoughtseize', 'Inquisition of Kozilek', 'Abrupt Decay')]),
  // Blue Moon (Modern, 2017-20): Izzet control with Blood Moon, Cryptic Command and Jace, the Mind Sculptor; Thing in
  // the Ice and Snapcaster Mage close.
  def('Blue Moon', 'control', 'UR', [req('Blood Moon', 'Magus of the Moon'), any(2, 'Cryptic Command', 'Jace, the Mind Sculptor', 'Thing in the Ice'), any(1, 'Snapcaster Mage', 'Mana Leak', 'Remand')]),
  // Eldrazi and Taxes (Modern, 2017-19): hatebears (Thalia, Leonin Arbiter) and Aether Vial with Eldrazi Temple's Thought-Knot Seer and Reality Smasher.
  def('Eldrazi and Taxes', 'aggro', 'W', [req('Thought-Knot Seer', 'Reality Smasher'), any(2, 'Thalia, Guardian of Thraben', 'Leonin Arbiter'), any(1, 'Aether Vial', 'Eldrazi Temple'), any(1, 'Flickerwisp', 'Eldrazi Displacer', 'Blade Splicer')], ["Urza's Tower"]),
  // Ponza (MTGO Modern leagues, 2019-20): mana creatures and Utopia Sprawl into Stone Rain, Mwonvuli Acid-Moss and Blood Moon, then big threats.
  def('Ponza', 'ramp', 'RG', [req('Stone Rain', 'Mwonvuli Acid-Moss', 'Pillage'), any(2, 'Blood Moon', 'Magus of the Moon'), any(1, 'Utopia Sprawl', 'Arbor Elf', 'Birds of Paradise'), any(1, 'Inferno Titan', 'Glorybringer', 'Thragtusk')]),
  // Kiki Chord (Modern, 2015-17): Chord of Calling finds Kiki-Jiki and an untapper (Pestermite, Deceiver Exarch, Restoration Angel) among value creatures.
  def('Kiki Chord', 'combo', undefined, [req('Kiki-Jiki, Mirror Breaker'), any(2, 'Chord of Calling'), any(1, 'Restoration Angel', 'Pestermite', 'Deceiver Exarch', 'Zealous Conscripts'), any(1, 'Noble Hierarch', 'Birds of Paradise', 'Wall of Roots')]),
  def('Eldrazi Tron', 'ramp', undefined, [req("Urza's Tower"), req('Thought-Knot Seer', 'Reality Smasher', 'Matter Reshaper'), any(1, 'Chalice of the Void', "Eldrazi Temple")]),
  def('Indomitable Creativity', 'combo', undefined, [req('Indomitable Creativity'), any(2, 'Archon of Cruelty', 'Serra\'s Emissary'), any(1, 'Fable of the Mirror-Breaker', 'Wrenn and Six', 'Prismatic Ending')]),
  def('Azorius Control', 'control', 'WU', [req('Supreme Verdict', 'Teferi, Hero of Dominaria', 'Shark Typhoon'), any(2, 'Solitude', 'Memory Deluge', 'Teferi, Time Raveler'), any(1, 'Counterspell', 'Prismatic Ending', 'Spreading Seas')], ['Colossus Hammer']),
  def('Merfolk', 'aggro', 'U', [req('Lord of Atlantis', 'Master of the Pearl Trident', 'Silvergill Adept'), any(2, 'Kumena\'s Speaker', 'Merfolk Trickster', 'Svyelun of Sea and Sky')]),
  def('Dredge', 'combo', undefined, [req('Creeping Chill', 'Prized Amalgam', 'Stinkweed Imp'), any(2, 'Narcomoeba', 'Bridge from Below'), any(1, 'Cathartic Reunion', 'Thrilling Discovery', 'Conflagrate')]),
  def('Rakdos Scam', 'midrange', 'BR', [req('Grief'), any(2, 'Undying Malice', 'Not Dead After All'), any(1, 'Fury', 'Feign Death')]),
  def('Affinity', 'aggro', undefined, [req('Cranial Plating', 'Thought Monitor', 'Sojourner\'s Companion'), any(2, "Urza's Saga", 'Springleaf Drum', 'Signal Pest'), any(1, 'Ornithopter', 'Memnite', 'Frogmite')], ['Colossus Hammer']),
  def('Elves', 'combo', 'G', [req('Heritage Druid'), any(2, 'Nettle Sentinel', 'Elvish Archdruid'), any(1, 'Ezuri, Renegade Leader', 'Collected Company', 'Chord of Calling')]),
  def('Goblin Charbelcher', 'combo', undefined, [req('Goblin Charbelcher'), any(2, 'Manamorphose', 'Simian Spirit Guide', 'Pyretic Ritual')]),
  def('Hardened Scales', 'aggro', 'G+W', [req('Hardened Scales'), any(2, 'Arcbound Ravager', 'Walking Ballista', 'Hangarback Walker', 'Steel Overseer'), any(1, 'Ancient Stirrings', "Urza's Saga", 'Patchwork Automaton', 'The Ozolith')]),
  def('Infect', 'aggro', 'G+UBW', [req('Glistener Elf', 'Blighted Agent', 'Ichorclaw Myr'), any(2, 'Inkmoth Nexus', 'Might of Old Krosa', 'Scale Up', 'Groundswell'), any(1, 'Vines of Vastwood', 'Blossoming Defense', 'Mutagenic Growth', 'Noble Hierarch')]),
  def('Humans', 'aggro', undefined, [req('Champion of the Parish', "Thalia's Lieutenant"), any(2, 'Thalia, Guardian of Thraben', 'Meddling Mage', 'Kitesail Freebooter', 'Reflector Mage'), any(1, 'Aether Vial', 'Cavern of Souls', 'Unclaimed Territory', 'Ancient Ziggurat')]),
  def("Goryo's Vengeance", 'combo', undefined, [req("Goryo's Vengeance"), any(2, 'Griselbrand', 'Archon of Cruelty', 'Persist'), any(1, 'Unmarked Grave', 'Thought Scour', 'Ephemerate', 'Grief')]),
  def('Jund Saga', 'midrange', 'BRG', [req("Urza's Saga"), any(2, 'Wrenn and Six', 'Tarmogoyf', 'Ragavan, Nimble Pilferer', 'Scavenging Ooze'), any(1, 'Lightning Bolt', "Kolaghan's Command", 'Thoughtseize', 'Inquisition of Kozilek')]),
  // Golgari, Jund and Abzan midrange ("The Rock", Modern 2015-20): hand disruption, Tarmogoyf and Liliana of the Veil,
  // Dark Confidant or Scavenging Ooze, and Golgari removal; not Jund Saga (Urza's Saga), Death's Shadow, nor Abzan
  // Midrange's Siege Rhino and Lingering Souls.
  def('{colors} Midrange', 'midrange', 'BG+RW', [req('Liliana of the Veil', 'Tarmogoyf'), any(2, 'Thoughtseize', 'Inquisition of Kozilek'), any(2, 'Dark Confidant', 'Scavenging Ooze', 'Tireless Tracker'), any(1, "Assassin's Trophy", 'Abrupt Decay', 'Maelstrom Pulse', 'Fatal Push')], ["Urza's Saga", "Death's Shadow", 'Siege Rhino', 'Lingering Souls']),
  def('Titan Shift', 'ramp', 'RG', [req('Scapeshift', 'Valakut, the Molten Pinnacle'), any(2, 'Primeval Titan', "Summoner's Pact"), any(1, 'Sakura-Tribe Elder', 'Search for Tomorrow', 'Explore', 'Dryad of the Ilysian Grove')], ['Amulet of Vigor']),
  // Rakdos Midrange ("Rakdos Lurrus" while Lurrus was legal, MTGO Modern Challenges 2021-22): Ragavan, Dragon's Rage
  // Channeler and Bloodtithe Harvester behind discard, Bolt and Kolaghan's Command; no counterspells.
  def('Rakdos Midrange', 'midrange', 'BR', [req('Ragavan, Nimble Pilferer', "Dragon's Rage Channeler", 'Bloodtithe Harvester'), any(2, "Kolaghan's Command", "Kroxa, Titan of Death's Hunger", 'Dauthi Voidwalker', 'Bloodtithe Harvester'), any(1, 'Thoughtseize', 'Inquisition of Kozilek', 'Unholy Heat', 'Terminate')], ["Death's Shadow", 'Murktide Regent', "Urza's Saga", 'Grief']),
  // Dimir Faeries (MTGO Modern leagues, 2021-22): Spellstutter Sprite and Bitterblossom behind counterspells and flash
  // threats (Vendilion Clique, Brazen Borrower): a tempo deck that plays at instant speed.
  def('Dimir Faeries', 'tempo', 'UB', [req('Spellstutter Sprite', 'Bitterblossom'), any(2, 'Vendilion Clique', 'Brazen Borrower', 'Mistbind Clique', 'Bitterblossom'), any(1, 'Cryptic Command', 'Counterspell', 'Drown in the Loch', 'Spell Snare')]),
  // Mono-Blue Tron (MTGO Modern, 2018-20): the Tron lands found by Expedition Map and Tolaria West behind Remand,
  // Condescend and Thirst for Knowledge, into Wurmcoil Engine, Ugin and Karn. Mono-Green Tron is green.
  def('Mono-Blue Tron', 'ramp', 'U', [req("Urza's Tower"), any(2, 'Thirst for Knowledge', 'Condescend', 'Remand', 'Tolaria West', 'Talisman of Dominance'), any(2, 'Karn Liberated', 'Wurmcoil Engine', 'Ugin, the Spirit Dragon', 'Walking Ballista')]),
  // Abzan Company (Modern, 2016-18): Collected Company and Chord of Calling find Devoted Druid with Vizier of Remedies
  // for infinite mana, spent through Duskwatch Recruiter or Walking Ballista.
  def('Abzan Company', 'combo', 'WBG', [req('Devoted Druid', 'Vizier of Remedies'), any(2, 'Collected Company', 'Chord of Calling'), any(1, 'Duskwatch Recruiter', 'Walking Ballista', 'Kitchen Finks', 'Eternal Witness')]),
  // Eldrazi Stompy ("Colorless Eldrazi", Modern 2019-21): Eldrazi Temple casts Thought-Knot Seer and Reality Smasher a
  // turn early, with Chalice of the Void and Mutavault; no Tron lands (Eldrazi Tron), no Thalia (Eldrazi and Taxes), no
  // Noble Hierarch or Eldrazi Displacer (Bant Eldrazi).
  def('Eldrazi Stompy', 'aggro', undefined, [req('Eldrazi Temple'), any(2, 'Thought-Knot Seer', 'Reality Smasher', 'Matter Reshaper'), any(1, 'Chalice of the Void', 'Mutavault', 'Cavern of Souls')], ["Urza's Tower", 'Thalia, Guardian of Thraben', 'Noble Hierarch', 'Eldrazi Displacer']),
  // 8-Rack (Modern, 2016-22): mono-black discard empties the opponent's hand while The Rack and Shrieking Affliction punish it.
  def('8-Rack', 'control', 'B', [req('The Rack', 'Shrieking Affliction'), any(2, "Raven's Crime", 'Funeral Charm', 'Thoughtseize', 'Inquisition of Kozilek', 'Liliana of the Veil'), any(1, 'Smallpox', 'Wrench Mind', 'Castle Locthwain')]),
];
