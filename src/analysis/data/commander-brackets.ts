/**
 * Commander Brackets data. Source: Wizards of the Coast, Commander Brackets
 * (beta), introduced 2025-02-11, updated 2025-04-22, 2025-10-21 and
 * 2026-02-09. The Game Changers list is the 2026-02-09 one (53 cards, as
 * Scryfall's is:gamechanger listed them on 2026-06-26); the card data's own
 * flag wins when the source has one.
 */
export const GAME_CHANGERS_2026_02_09 = [
  'Ad Nauseam', 'Ancient Tomb', 'Aura Shards', 'Biorhythm', "Bolas's Citadel", 'Braids, Cabal Minion', 'Chrome Mox',
  'Coalition Victory', 'Consecrated Sphinx', 'Crop Rotation', 'Cyclonic Rift', 'Demonic Tutor', 'Drannith Magistrate',
  'Enlightened Tutor', 'Farewell', 'Field of the Dead', 'Fierce Guardianship', 'Force of Will', "Gaea's Cradle", 'Gamble',
  'Gifts Ungiven', 'Glacial Chasm', 'Grand Arbiter Augustin IV', 'Grim Monolith', 'Humility', 'Imperial Seal', 'Intuition',
  "Jeska's Will", "Lion's Eye Diamond", 'Mana Vault', "Mishra's Workshop", 'Mox Diamond', 'Mystical Tutor',
  'Narset, Parter of Veils', 'Natural Order', 'Necropotence', 'Notion Thief', 'Opposition Agent', 'Orcish Bowmasters',
  'Panoptic Mirror', 'Rhystic Study', 'Seedborn Muse', "Serra's Sanctum", 'Smothering Tithe', 'Survival of the Fittest',
  "Teferi's Protection", "Tergrid, God of Fright // Tergrid's Lantern", "Thassa's Oracle", 'The One Ring',
  'The Tabernacle at Pendrell Vale', 'Underworld Breach', 'Vampiric Tutor', 'Worldly Tutor',
];

/** Mass land denial named by the brackets page; cards matched by text are added to these. */
export const MASS_LAND_DENIAL = ['Armageddon', 'Ruination', 'Sunder', 'Winter Orb', 'Blood Moon', 'Back to Basics', 'Ravages of War', 'Catastrophe', 'Jokulhaups', 'Obliterate', 'Decree of Annihilation', 'Static Orb', 'Hokori, Dust Drinker', 'Magus of the Moon', 'Contamination', 'Epicenter', 'Boom // Bust'];

/**
 * Two-card combos whose pieces cost this much mana together or more come up
 * late (Exquisite Blood and Sanguine Bond, 10; Kiki-Jiki and Zealous
 * Conscripts, 10): bracket 3 allows them, as it forbids only two-card combos
 * that come up early. Our reading of the brackets page; Oracle and
 * Consultation (3), Scepter and Reversal (4), Kiki-Jiki and Pestermite (8)
 * are early, and so is any combo with the commander as a piece (Godo, Bandit
 * Warlord fetches Helm of the Host as it enters).
 */
export const LATE_COMBO_MANA_VALUE = 10;

/**
 * A small curated list of well-known two-card infinite combos: each pair loops
 * on its own, with no third card (Nim Deathmantle and Ashnod's Altar need a
 * creature that leaves two or more bodies, such as Wurmcoil Engine, so they
 * are not here).
 */
export const TWO_CARD_COMBOS: Array<[string, string]> = [
  ["Thassa's Oracle", 'Demonic Consultation'],
  ["Thassa's Oracle", 'Tainted Pact'],
  ['Laboratory Maniac', 'Demonic Consultation'],
  ['Isochron Scepter', 'Dramatic Reversal'],
  ['Dramatic Scepter', 'Dramatic Reversal'],
  ['Kiki-Jiki, Mirror Breaker', 'Zealous Conscripts'],
  ['Kiki-Jiki, Mirror Breaker', 'Pestermite'],
  ['Kiki-Jiki, Mirror Breaker', 'Deceiver Exarch'],
  // Kiki copies a creature that returns or untaps it (review round 7: Winota and blink lists held both).
  ['Kiki-Jiki, Mirror Breaker', 'Restoration Angel'],
  ['Kiki-Jiki, Mirror Breaker', 'Felidar Guardian'],
  ['Splinter Twin', 'Deceiver Exarch'],
  ['Splinter Twin', 'Pestermite'],
  ['Heliod, Sun-Crowned', 'Walking Ballista'],
  ['Mikaeus, the Unhallowed', 'Triskelion'],
  ['Exquisite Blood', 'Sanguine Bond'],
  ['Dualcaster Mage', 'Twinflame'],
  ['Worldgorger Dragon', 'Animate Dead'],
  ['Food Chain', 'Eternal Scourge'],
  // Prossh recast from the command zone with Food Chain: each cast nets Kobolds and mana, without end.
  ['Prossh, Skyraider of Kher', 'Food Chain'],
  ['Basalt Monolith', 'Power Artifact'],
  // Not Underworld Breach with Lion's Eye Diamond: each loop exiles three cards, so it needs a third card (Brain Freeze)
  // to go on; Commander Spellbook lists it as a three-card combo (review round 11, a Kess storm list).
  ['Basalt Monolith', 'Rings of Brighthearth'],
  ['Power Artifact', 'Grim Monolith'],
  ['Devoted Druid', 'Vizier of Remedies'],
  ['Niv-Mizzet, Parun', 'Curiosity'],
  ['Peregrine Drake', 'Deadeye Navigator'],
  ['Bloodchief Ascension', 'Mindcrank'],
  ['Kinnan, Bonder Prodigy', 'Basalt Monolith'],
  // Not Sword of the Meek with Thopter Foundry: each loop costs {1}, so it is endless only with a third card (Urza,
  // Lord High Artificer, or Krark-Clan Ironworks); a Breya list was read as having a two-card infinite.
  ['Godo, Bandit Warlord', 'Helm of the Host'],
  ['Helm of the Host', 'Aurelia, the Warleader'],
  // Najeela's extra combats untap her warriors; these untap the lands that pay for the next one.
  ['Najeela, the Blade-Blossom', 'Derevi, Empyrial Tactician'],
  ['Najeela, the Blade-Blossom', "Nature's Will"],
  ['Najeela, the Blade-Blossom', "Druids' Repository"],
  ['Professor Onyx', 'Chain of Smog'],
  // Each Treasure Pitiless Plunderer makes comes with a Squirrel (Chatterfang), which Chatterfang's ability, paid with
  // that Treasure, sacrifices: endless deaths for Blood Artist and its kind (Commander Spellbook).
  ['Chatterfang, Squirrel General', 'Pitiless Plunderer'],
  // Umbral Mantle untaps Selvala for {3} and makes her bigger, so each untap adds more mana than it costs.
  ['Selvala, Heart of the Wilds', 'Umbral Mantle'],
  ['Witherbloom Apprentice', 'Chain of Smog'],
];

/** Common Commander template (The Command Zone): lands 36-38, ramp 10-12, draw 10, removal 10-12, wipes 3-4. */
export const COMMANDER_TEMPLATE = {
  lands: { min: 36, max: 38 },
  ramp: { min: 10, max: 12 },
  card_draw: { min: 10, max: 12 },
  targeted_removal: { min: 10, max: 12 },
  board_wipes: { min: 3, max: 4 },
} as const;
