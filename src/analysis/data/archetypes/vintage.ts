/**
 * Vintage archetypes, as players named them in MTGO Vintage Challenge results
 * around the card data's date (late 2021 - April 2022).
 * Sources: MTGGoldfish Vintage metagame (https://www.mtggoldfish.com/metagame/vintage/full),
 * MTGTop8 Vintage archetypes (https://www.mtgtop8.com/format?f=VI), the archetype list of
 * Badaro's MTGOFormatData (https://github.com/Badaro/MTGOFormatData, Formats/Vintage), and the
 * Vintage Challenge metagame reports on TheManaDrain (https://www.themanadrain.com/).
 */
import { any, def, fewLands, req, type ArchetypeDefinition } from './types.js';

export const VINTAGE: readonly ArchetypeDefinition[] = [
  // Death and Taxes (Vintage, 2019-22): as in Legacy, Thalia and Aether Vial, Stoneforge Mystic and Mother of Runes,
  // Wasteland and Strip Mine beside Karakas and Mishra's Factory.
  def('Death and Taxes', 'aggro', 'W', [req('Thalia, Guardian of Thraben', 'Aether Vial'), any(2, 'Stoneforge Mystic', 'Mother of Runes', 'Flickerwisp'), any(2, 'Karakas', 'Strip Mine', 'Recruiter of the Guard'), any(1, 'Palace Jailer', 'Skyclave Apparition', 'Spirit of the Labyrinth', 'Containment Priest')]),
  fewLands(def('Shops', 'aggro', undefined, [req("Mishra's Workshop"), any(2, 'Lodestone Golem', 'Trinisphere', 'Sphere of Resistance', 'Tangle Wire'), any(1, 'Walking Ballista', 'Stonecoil Serpent', 'Golos, Tireless Pilgrim', 'Arcbound Ravager'), any(1, 'Chalice of the Void', 'Foundry Inspector')])),
  fewLands(def('Dredge', 'combo', undefined, [req('Bazaar of Baghdad'), any(3, 'Narcomoeba', 'Ichorid', 'Prized Amalgam', 'Bridge from Below'), any(1, 'Golgari Grave-Troll', 'Stinkweed Imp', 'Golgari Thug'), any(1, 'Cabal Therapy', 'Creeping Chill', 'Serum Powder')])),
  fewLands(def('Doomsday', 'combo', undefined, [req('Doomsday'), any(3, "Thassa's Oracle", 'Laboratory Maniac'), any(1, 'Gush', 'Dark Ritual', "Lion's Eye Diamond")])),
  // Tinker and Time Vault are the restricted package of most blue decks: a deck built on Paradoxical Outcome is PO.
  // A lone Tinker and Blightsteel is the package most blue decks carried: Grixis Thieves and Jeskai Mentor are not Blue Tinker.
  fewLands(def('Blue Tinker', 'control', undefined, [req('Tinker'), any(2, 'Blightsteel Colossus', 'Voltaic Key'), any(1, 'Mana Drain', 'Force of Will'), any(1, 'Jace, the Mind Sculptor', 'Urza, Lord High Artificer', 'Tezzeret the Seeker')], ['Paradoxical Outcome', 'Thief of Sanity', 'Monastery Mentor'])),
  // Grixis Thieves (MTGO Vintage Challenge results, 2019-21): Thief of Sanity, Dack Fayden and Mana Drain.
  def('Grixis Thieves', 'control', 'UBR', [req('Thief of Sanity'), any(2, 'Dack Fayden', 'Mana Drain'), any(1, 'Force of Will', 'Jace, the Mind Sculptor', 'Snapcaster Mage')]),
  // Jeskai Mentor (MTGO Vintage Challenge results, 2018-21): Monastery Mentor and Young Pyromancer make tokens from thirty cheap spells.
  def('Jeskai Mentor', 'control', 'URW', [req('Monastery Mentor'), any(2, 'Young Pyromancer', 'Mana Drain'), any(1, 'Force of Will', 'Swords to Plowshares', 'Preordain')]),
  fewLands(def('Oath of Druids', 'combo', undefined, [req('Oath of Druids'), any(2, 'Griselbrand', 'Emrakul, the Aeons Torn', 'Atraxa, Praetors\' Voice'), any(1, 'Forbidden Orchard')])),
  // Murktide tempo of 2021-22 Vintage Challenges (Ragavan, Dragon's Rage Channeler, Murktide Regent, Force of Will), in UR or Jeskai.
  def('{colors} Murktide', 'tempo', undefined, [req('Murktide Regent'), any(2, "Dragon's Rage Channeler", 'Ragavan, Nimble Pilferer'), any(1, 'Force of Will', 'Mental Misstep', 'Pyroblast')]),
  // Force-and-Drain control with planeswalkers, Jeskai or Esper (Time Vault and Key in some), no Tinker (MTGO Vintage Challenges, 2020-22).
  def('{colors} Control', 'control', 'UW+RB', [req('Mana Drain', 'Force of Will'), any(2, 'Swords to Plowshares', 'Solitude', 'Teferi, Time Raveler'), any(1, 'Jace, the Mind Sculptor', 'Dack Fayden', 'Mavinda, Students\' Advocate')], ['Tinker', 'Doomsday', 'Oath of Druids', 'Standstill']),
  fewLands(def('Breach', 'combo', undefined, [req('Underworld Breach'), any(2, 'Brain Freeze', "Lion's Eye Diamond"), any(1, 'Mystic Forge', 'Force of Will')])),
  fewLands(def('Dark Petition Storm', 'combo', undefined, [req('Tendrils of Agony', 'Dark Petition'), any(2, 'Dark Ritual', 'Yawgmoth\'s Will', 'Necropotence'), any(1, 'Bolas\'s Citadel', 'Force of Will')], ['Paradoxical Outcome', 'Goblin Charbelcher'])),
  // Belcher (Vintage, 2019-21): Moxen, Lotus, Lion's Eye Diamond and rituals into Goblin Charbelcher on one land.
  fewLands(def('Belcher', 'combo', undefined, [req('Goblin Charbelcher'), any(2, "Lion's Eye Diamond", 'Land Grant', 'Chrome Mox'), any(1, 'Dark Ritual', 'Manamorphose', 'Simian Spirit Guide', 'Elvish Spirit Guide')])),
  fewLands(def('Survival', 'combo', undefined, [req('Survival of the Fittest'), any(2, 'Vengevine', 'Hollow One', 'Fatestitcher'), any(1, 'Basking Rootwalla', 'Bazaar of Baghdad')])),
  // A Dredge list with a Hogaak stays Dredge: its dredge cards mark it (Ichorid and Bridge from Below are Hogaak's too).
  fewLands(def('Bazaar Hogaak', 'combo', undefined, [req('Hogaak, Arisen Necropolis'), any(2, 'Bazaar of Baghdad'), any(1, 'Vengevine', 'Bridge from Below')], ['Narcomoeba', 'Golgari Grave-Troll', 'Stinkweed Imp', 'Golgari Thug', 'Shambling Shell'])),
  // Landstill (Vintage, 2019-22): Standstill behind counterspells; creature lands (Mishra's Factory, Mutavault) win while the opponent waits.
  def('Landstill', 'control', undefined, [req('Standstill'), any(2, "Mishra's Factory", 'Mutavault', 'Celestial Colonnade'), any(1, 'Force of Will', 'Mana Drain', 'Swords to Plowshares')]),
  // BUG Midrange (MTGO Vintage Challenge results, 2021-22): Deathrite Shaman, Ice-Fang Coatl, Uro and Oko behind Force of Will and Wasteland.
  def('BUG Midrange', 'midrange', 'BUG', [req('Deathrite Shaman', 'Oko, Thief of Crowns', "Uro, Titan of Nature's Wrath"), any(2, 'Ice-Fang Coatl', 'Tarmogoyf', 'Endurance'), any(1, 'Force of Will', 'Wasteland'), any(1, 'Abrupt Decay', "Assassin's Trophy", 'Fatal Push')]),
  def('White Eldrazi', 'aggro', 'W', [req('Thought-Knot Seer', 'Reality Smasher'), any(2, 'Eldrazi Temple', 'Ancient Tomb'), any(1, 'Thalia, Guardian of Thraben', 'Containment Priest')]),
  fewLands(def('Paradoxical Outcome', 'combo', undefined, [req('Paradoxical Outcome'), any(2, 'Mox Opal', 'Sol Ring', 'Mana Vault')])),
  // Omni-Tell (MTGO Vintage, 2019-22): Show and Tell puts Omniscience or a giant into play, behind Force of Will and Mana Drain.
  def('Omni-Tell', 'combo', 'U+BR', [req('Show and Tell'), any(2, 'Omniscience', 'Emrakul, the Aeons Torn', 'Griselbrand'), any(1, 'Force of Will', 'Mana Drain', 'Gush', 'Ancestral Recall')]),
];
