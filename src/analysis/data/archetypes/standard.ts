/**
 * Standard archetypes, as players named them on the Arena ladder and in
 * Arena Opens, Set Championships and MTGO Standard Challenges around the card
 * data's date (Innistrad: Crimson Vow and Kamigawa: Neon Dynasty Standard,
 * November 2021 - April 2022). Alchemy reuses these: its card pool is
 * Standard's plus the Arena-only cards (alchemy.ts).
 * Sources: MTGGoldfish Standard and Arena Standard metagame
 * (https://www.mtggoldfish.com/metagame/standard/full), MTGTop8 Standard archetypes
 * (https://www.mtgtop8.com/format?f=ST), Untapped.gg's Arena meta
 * (https://mtga.untapped.gg/meta), and the archetype list of Badaro's MTGOFormatData
 * (https://github.com/Badaro/MTGOFormatData, Formats/Standard).
 */
import { any, def, req, type ArchetypeDefinition } from './types.js';

export const STANDARD: readonly ArchetypeDefinition[] = [
  // Simic Food (Standard, Throne of Eldraine, late 2019): Oko's Food and Elks, Gilded Goose, Hydroid Krasis, Nissa and
  // Mass Manipulation.
  def('Simic Food', 'midrange', 'UG', [req('Oko, Thief of Crowns'), any(2, 'Gilded Goose', 'Hydroid Krasis', 'Nissa, Who Shakes the World'), any(1, 'Paradise Druid', 'Mass Manipulation', 'Wicked Wolf')]),
  // Temur Reclamation (Standard, 2019-20): Wilderness Reclamation untaps the lands at the end step, so Expansion //
  // Explosion and the counterspells are cast on the opponent's turn.
  def('Temur Reclamation', 'control', 'UG+R', [req('Wilderness Reclamation'), any(2, 'Expansion', 'Growth Spiral'), any(1, 'Brazen Borrower', "Thassa's Intervention", 'Shark Typhoon')]),
  // Adventures (Standard, 2019-20): Edgewall Innkeeper draws off twenty adventure creatures, Embercleave closes.
  def('{colors} Adventures', 'midrange', undefined, [req('Edgewall Innkeeper', 'Lucky Clover'), any(2, 'Bonecrusher Giant', 'Lovestruck Beast', 'Beanstalk Giant', 'Brazen Borrower'), any(1, 'Embercleave', 'Flaxen Intruder', 'Murderous Rider')]),
  def('Mono-White Aggro', 'aggro', 'W', [req('Luminarch Aspirant', 'Adeline, Resplendent Cathar', 'Intrepid Adversary'), any(2, 'Hopeful Initiate', 'Brutal Cathar', 'Elite Spellbinder', 'Sungold Sentinel'), any(1, 'The Wandering Emperor', 'Portable Hole', 'Lion Sash', 'Fateful Absence')]),
  def('Izzet Epiphany', 'control', 'UR', [req("Alrund's Epiphany"), any(2, 'Galvanic Iteration', 'Memory Deluge'), any(1, 'Expressive Iteration', 'Consider', 'Unexpected Windfall'), any(1, 'Goldspan Dragon', 'Smoldering Egg', 'Saw It Coming')]),
  // Gruul Werewolves (Crimson Vow Standard, MTGO Challenges and Arena ladder, late 2021 - early 2022): daybound two- and three-drops under Tovolar.
  def('Gruul Werewolves', 'aggro', 'RG', [req('Tovolar, Dire Overlord', 'Werewolf Pack Leader', "Tovolar's Huntmaster"), any(2, 'Kessig Naturalist', 'Outland Liberator', 'Reckless Stormseeker'), any(1, "Esika's Chariot", 'Ranger Class', 'Bloodthirsty Adversary')]),
  def('Mono-Green Aggro', 'aggro', 'G', [req("Esika's Chariot", "Tovolar's Huntmaster", 'Werewolf Pack Leader'), any(2, 'Jaspera Sentinel', 'Ascendant Packleader', 'Old-Growth Troll'), any(1, 'Snakeskin Veil', 'Blizzard Brawl', 'Kazandu Mammoth', 'Ranger Class')]),
  def('Orzhov Midrange', 'midrange', 'WB', [req('The Wandering Emperor', 'Wedding Announcement', 'Invoke Despair', 'Graveyard Trespasser'), any(2, 'Infernal Grasp', 'Vanishing Verse', 'The Meathook Massacre'), any(1, 'Elite Spellbinder', 'Brutal Cathar', 'Lolth, Spider Queen')]),
  def('Jund Midrange', 'midrange', 'BRG', [req("Esika's Chariot", 'Culling Ritual', 'Tovolar, Dire Overlord'), any(2, 'Bloodtithe Harvester', 'Fable of the Mirror-Breaker', 'Binding the Old Gods'), any(1, 'Infernal Grasp', 'Sorin the Mirthless', 'Goldspan Dragon')]),
  def('Mono-Red Aggro', 'aggro', 'R', [req('Kumano Faces Kakkazan', 'Bloodthirsty Adversary', 'Reckless Stormseeker'), any(2, 'Play with Fire', "Kami's Flare", 'Frost Bite'), any(1, 'Fable of the Mirror-Breaker', 'Thundering Raiju', 'Chandra, Dressed to Kill', 'Magda, Brazen Outlaw')]),
  // Mono-Blue Tempo of Innistrad Standard and Alchemy (MTGGoldfish and Arena results, late 2021 - early 2022).
  def('Mono-Blue Tempo', 'tempo', 'U', [req('Delver of Secrets', 'Suspicious Stowaway', 'Spectral Adversary', 'Faerie Vandal', 'Ledger Shredder'), any(2, 'Consider', 'Fading Hope', 'Spell Pierce'), any(1, 'Jwari Disruption', 'Saw It Coming', 'Essence Scatter', 'Thirst for Discovery')]),
  // The Runes are the deck; Runeforge Champion is one of its tutors (a list with Jukai Naturalist and Kodama instead read 'Naya Spirits').
  def('Naya Runes', 'aggro', 'RGW', [req('Rune of Sustenance', 'Rune of Might', 'Rune of Speed', 'Rune of Flight'), any(2, 'Runeforge Champion', 'Jukai Naturalist', 'Kami of Transience'), any(1, 'Sigarda\'s Splendor', 'Kabira Takedown', 'Showdown of the Skalds', 'Kodama of the West Tree')]),
  // Esper Midrange (Arena and Standard events, early 2022): creatures (Spectral Adversary, Graveyard Trespasser) with
  // Kaito and Wedding Announcement; no main-deck counterspells (it read as Esper Control).
  def('Esper Midrange', 'midrange', 'WUB', [req('Kaito Shizuki', 'Wedding Announcement', 'Spectral Adversary'), any(2, 'The Wandering Emperor', 'Graveyard Trespasser', 'Brutal Cathar'), any(1, 'Infernal Grasp', 'Vanishing Verse', 'Power Word Kill')], ['Hullbreaker Horror', 'Saw It Coming']),
  def('Esper Control', 'control', 'WUB', [req('Hullbreaker Horror', 'Doomskar', 'The Wandering Emperor'), any(2, 'Memory Deluge', 'Saw It Coming', 'Fading Hope'), any(1, 'Infernal Grasp', 'Power Word Kill', 'Vanishing Verse')], ['Luminarch Aspirant', 'Wedding Announcement']),
  // Temur Treasures (World Championship 2021 finalist; Standard, late 2021 - early 2022): Magda, Prosperous Innkeeper
  // and Goldspan Dragon make Treasure for Wrenn and Seven and a blue splash.
  def('Temur Treasures', 'ramp', 'RGU', [req('Magda, Brazen Outlaw', 'Prosperous Innkeeper'), any(2, 'Goldspan Dragon', 'Jaspera Sentinel'), any(1, 'Wrenn and Seven', "Esika's Chariot", 'Saw It Coming')]),
  def('Jeskai Hinata', 'midrange', 'URW', [req('Hinata, Dawn-Crowned'), any(2, 'Magma Opus', 'Fading Hope'), any(1, 'Expressive Iteration', 'Memory Deluge')]),
  // Crimson Vow Vampires ran as Rakdos or splashed blue (Grixis): the colours name it (MTGGoldfish Standard, Dec 2021 - Jan 2022).
  def('{colors} Vampires', 'midrange', 'BR+U', [req('Voldaren Epicure', 'Florian, Voldaren Scion'), any(2, 'Bloodtithe Harvester', 'Voldaren Bloodcaster'), any(1, 'Olivia, Crimson Bride', 'Sorin the Mirthless')]),
  def('Selesnya Enchantments', 'aggro', 'GW', [req('Jukai Naturalist', 'Generous Visitor'), any(2, 'Michiko\'s Reign of Truth', 'Weaver of Harmony', 'Kami of Transience'), any(1, 'Eidolon of Blossoms', 'Sterling Grove')]),
  def('Izzet Dragons', 'midrange', 'UR', [req('Goldspan Dragon'), any(2, 'Smoldering Egg', 'Crackling Drake', 'Lier, Disciple of the Drowned'), any(1, 'Expressive Iteration', 'Consider')], ["Alrund's Epiphany"]),
  def('Boros Aggro', 'aggro', 'RW', [req('Luminarch Aspirant', 'Adeline, Resplendent Cathar', 'Bloodthirsty Adversary'), any(2, 'Kumano Faces Kakkazan', 'Fable of the Mirror-Breaker'), any(1, 'Play with Fire', 'Portable Hole')]),
  def('Dimir Control', 'control', 'UB', [req('Hullbreaker Horror', 'Lier, Disciple of the Drowned', 'Tergrid, God of Fright'), any(2, 'Memory Deluge', 'Power Word Kill', 'Infernal Grasp'), any(1, 'Saw It Coming', 'Behold the Multiverse')]),
  // Dimir Ninjas (Arena Standard after Kamigawa: Neon Dynasty, 2022): Moon-Circuit Hacker and Thousand-Faced Shadow
  // returned by ninjutsu onto evasive bodies, with Fading Hope and black removal.
  def('{colors} Ninjas', 'tempo', undefined, [req('Moon-Circuit Hacker', 'Thousand-Faced Shadow'), any(2, 'Silver-Fur Master', 'Biting-Palm Ninja', 'Satoru Umezawa', 'Spectral Adversary', 'Eyetwitch'), any(1, 'Fading Hope', 'Consider', 'Infernal Grasp', 'Kaito Shizuki')]),
  // Rakdos Sacrifice ("Rakdos Anvil", Arena Standard, Feb - Apr 2022): Oni-Cult Anvil and Experimental Synthesizer fed
  // by Deadly Dispute, Fell Stinger and Jadar; its few Vampires are incidental.
  def('Rakdos Sacrifice', 'midrange', 'BR', [req('Oni-Cult Anvil'), any(2, 'Deadly Dispute', 'Experimental Synthesizer', 'Fell Stinger', 'Jadar, Ghoulcaller of Nephalia'), any(1, 'Bloodtithe Harvester', 'Fable of the Mirror-Breaker', 'Voldaren Epicure')]),
];
