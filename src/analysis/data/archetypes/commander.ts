/**
 * Commander, Brawl and Standard Brawl decks are named after their commander
 * and plan ("Krenko Goblins", "Muldrotha graveyard value"). The plan comes,
 * in order, from: cEDH staples (a deck with many of them is "<commander>
 * cEDH"), the plan players build a well-known commander for (this table),
 * the deck's dominant creature type, else its broad plan.
 * Sources: EDHREC commander pages and their top theme per commander
 * (https://edhrec.com/commanders), the cEDH Decklist Database's staples
 * (https://cedh-decklist-database.com/), Commander precon product pages
 * (https://magic.wizards.com/en/products), Arena Brawl decks on Untapped.gg and MTGGoldfish.
 */
import type { Macro } from './types.js';

export interface CommanderPlan {
  readonly plan: string;
  readonly macro: Macro;
  /**
   * Cards of a type the plan needs: a commander built more than one way is
   * named for this plan only when the deck plays that many (an Atraxa list with
   * three planeswalkers is no Superfriends deck).
   */
  readonly needs?: { readonly type: string; readonly copies: number };
  /** The plan the commander's other common build is named for, when `needs` is not met (Atraxa: counters and proliferate). */
  readonly otherwise?: { readonly plan: string; readonly macro: Macro };
}

/** Well-known commanders and the plan players name their decks by (EDHREC's top theme). Keys are Oracle names. */
export const COMMANDER_PLANS: Readonly<Record<string, CommanderPlan>> = {
  'Muldrotha, the Gravetide': { plan: 'graveyard value', macro: 'midrange' },
  'Meren of Clan Nel Toth': { plan: 'graveyard value', macro: 'midrange' },
  'Tergrid, God of Fright': { plan: 'discard and sacrifice', macro: 'midrange' },
  "Sythis, Harvest's Hand": { plan: 'Enchantress', macro: 'midrange' },
  "Tuvasa the Sunlit": { plan: 'Enchantress', macro: 'midrange' },
  'Ghalta, Primal Hunger': { plan: 'Stompy', macro: 'ramp' },
  'Kodama of the West Tree': { plan: 'Modified', macro: 'ramp' },
  'Lolth, Spider Queen': { plan: 'Sacrifice', macro: 'midrange' },
  'Leinore, Autumn Sovereign': { plan: 'Counters', macro: 'midrange' },
  'Adeline, Resplendent Cathar': { plan: 'Aggro', macro: 'aggro' },
  'Birgi, God of Storytelling': { plan: 'Treasure', macro: 'midrange' },
  "Atraxa, Praetors' Voice": { plan: 'Superfriends', macro: 'midrange', needs: { type: 'Planeswalker', copies: 8 }, otherwise: { plan: 'Counters', macro: 'midrange' } },
  'Korvold, Fae-Cursed King': { plan: 'Sacrifice', macro: 'midrange' },
  'Prossh, Skyraider of Kher': { plan: 'Tokens', macro: 'midrange' },
  'Willowdusk, Essence Seer': { plan: 'Lifegain', macro: 'midrange' },
  'Teysa Karlov': { plan: 'Aristocrats', macro: 'midrange' },
  'Yuriko, the Tiger\'s Shadow': { plan: 'Ninjas', macro: 'tempo' },
  'Kaalia of the Vast': { plan: 'Angels, Demons and Dragons', macro: 'aggro' },
  'Lord Windgrace': { plan: 'Lands', macro: 'ramp' },
  // Commander 2016's Stalwart Unity: everyone draws and ramps, and the deck wins late behind a table it has kept friendly.
  'Kynaios and Tiro of Meletis': { plan: 'Group Hug', macro: 'control' },
  'Omnath, Locus of Creation': { plan: 'Landfall', macro: 'ramp' },
  'Tatyova, Benthic Druid': { plan: 'Lands', macro: 'ramp' },
  'Niv-Mizzet, Parun': { plan: 'Spellslinger', macro: 'control' },
  'Talrand, Sky Summoner': { plan: 'Spellslinger', macro: 'control' },
  'Kess, Dissident Mage': { plan: 'Spellslinger', macro: 'control' },
  'Zur the Enchanter': { plan: 'Enchantments', macro: 'control' },
  'Brago, King Eternal': { plan: 'Blink', macro: 'control' },
  'Chulane, Teller of Tales': { plan: 'Value', macro: 'ramp' },
  'Prosper, Tome-Bound': { plan: 'Treasure', macro: 'midrange' },
  'Sefris of the Hidden Ways': { plan: 'Reanimator', macro: 'midrange' },
  'Selvala, Heart of the Wilds': { plan: 'Ramp', macro: 'ramp' },
  'Uril, the Miststalker': { plan: 'Voltron', macro: 'aggro' },
  'Light-Paws, Emperor\'s Voice': { plan: 'Auras', macro: 'aggro' },
  'Wilhelt, the Rotcleaver': { plan: 'Zombies', macro: 'midrange' },
  'Gisa and Geralf': { plan: 'Zombies', macro: 'midrange' },
  'Karador, Ghost Chieftain': { plan: 'graveyard value', macro: 'midrange' },
  'Animar, Soul of Elements': { plan: 'Creatures', macro: 'ramp' },
  // Galazeth is built around artifacts, or (more often on Arena) around instants and sorceries paid with its Treasure:
  // two Brawl lists with two and six artifacts read "Artifacts".
  'Galazeth Prismari': { plan: 'Artifacts', macro: 'midrange', needs: { type: 'Artifact', copies: 12 }, otherwise: { plan: 'Spellslinger', macro: 'control' } },
  'Urza, Lord High Artificer': { plan: 'Artifacts', macro: 'combo' },
  'Osgir, the Reconstructor': { plan: 'Artifacts', macro: 'midrange' },
  'Kotori, Pilot Prodigy': { plan: 'Vehicles', macro: 'aggro' },
  // Upgrades Unleashed (Neon Dynasty precon): each Aura and Equipment makes a Spirit token, and modified creatures grow; go-wide, not Voltron.
  'Chishiro, the Shattered Blade': { plan: 'Modified', macro: 'aggro' },
  // Gitrog draws off every land put into the graveyard: a lands and dredge deck (Dakmor Salvage, Crop Rotation, Zuran Orb).
  'The Gitrog Monster': { plan: 'Lands', macro: 'midrange' },
  // Five-colour Dragons: eminence and cost reducers pay for a deck of 5- and 6-drops, so it ramps rather than curves out.
  'The Ur-Dragon': { plan: 'Dragons', macro: 'ramp' },
  'Najeela, the Blade-Blossom': { plan: 'Warriors', macro: 'aggro' },
  // Prismari Performance (Commander 2021 precon): magecraft copies and Elemental tokens off every instant and sorcery.
  'Zaffai, Thunder Conductor': { plan: 'Spellslinger', macro: 'midrange' },
  // A decayed Zombie each end step, fodder for sacrifice payoffs (Standard Brawl's aristocrats deck of early 2022).
  'Jadar, Ghoulcaller of Nephalia': { plan: 'Aristocrats', macro: 'midrange' },
  // Merciless Rage (Commander 2019 precon): Anje discards madness cards for free.
  'Anje Falkenrath': { plan: 'Madness', macro: 'aggro' },
  // Arcane Maelstrom (Commander 2020 precon): copies of instants under Talrand and Melek.
  'Kalamax, the Stormsire': { plan: 'Spellslinger', macro: 'control' },
  // Feather returns each instant and sorcery cast on one's own creature: pump and protection spells on a low curve.
  'Feather, the Redeemed': { plan: 'Heroic', macro: 'aggro' },
  // Isshin doubles attack triggers (Hellrider, Raiyuu, Professional Face-Breaker): a creature deck that attacks every turn.
  'Isshin, Two Heavens as One': { plan: 'Attack Triggers', macro: 'aggro' },
  // Zaxara makes a Hydra for each X spell: mana doublers and rocks into big X spells and Hydras.
  'Zaxara, the Exemplary': { plan: 'Hydras', macro: 'ramp' },
  // Faceless Menace (Commander 2019 precon): Kadena casts a morph a turn for nothing and draws off each one turned up.
  'Kadena, Slinking Sorcerer': { plan: 'Morph', macro: 'midrange' },
  // Marchesa's +1/+1 counters bring back each creature that dies: sacrifice outlets and drain payoffs (EDHREC's top theme).
  'Marchesa, the Black Rose': { plan: 'Aristocrats', macro: 'midrange' },
  // Yarok doubles enter-the-battlefield triggers (Panharmonicon's kind): blink and value creatures.
  'Yarok, the Desecrated': { plan: 'ETB Value', macro: 'midrange' },
  // Timeless Wisdom (Commander 2020 precon): Gavi rewards cycling, and two dozen cycling cards and lands feed it.
  'Gavi, Nest Warden': { plan: 'Cycling', macro: 'midrange' },
  // Oloro gains 2 life each upkeep from the command zone: lifegain payoffs and drain loops (Sanguine Bond, Exquisite Blood).
  'Oloro, Ageless Ascetic': { plan: 'Lifegain', macro: 'midrange' },
  // Nekusar punishes each card its opponents draw: wheels and draw-punishers (Megrim, Underworld Dreams).
  'Nekusar, the Mindrazer': { plan: 'Wheels', macro: 'combo' },
  // Nicol Bolas, Dragon-God copies the loyalty abilities of the other planeswalkers: a Superfriends deck.
  'Nicol Bolas, Dragon-God': { plan: 'Superfriends', macro: 'control' },
  // Subjective Reality (Commander 2018 precon): Aminatou blinks and stacks the top of the library.
  'Aminatou, the Fateshifter': { plan: 'Blink', macro: 'control' },
  // Heliod's lifegain puts +1/+1 counters (and, with Walking Ballista, wins): Arena Brawl's lifegain deck.
  'Heliod, Sun-Crowned': { plan: 'Lifegain', macro: 'midrange' },
  // Kethis makes legendary spells cheaper and replays legends from the graveyard: planeswalkers and legends.
  'Kethis, the Hidden Hand': { plan: 'Legends', macro: 'midrange' },
};

/**
 * Fast mana, free interaction and two-card wins that cEDH lists share and
 * casual ones rarely run (cEDH Decklist Database staples), by what they do.
 * A deck with at least tuning.ts's ARCHETYPE_NAMING.cedhStaples of them, of
 * which enough are fast mana or pieces of a compact win (`cedhEngine`), is
 * named "<commander> cEDH": free counterspells and tutors alone are what a
 * tuned casual list runs too (a Yuriko ninjas list with Force of Will,
 * Rhystic Study and Vampiric Tutor but Sol Ring its only fast mana read cEDH).
 */
export const CEDH_STAPLE_GROUPS = {
  fastMana: [
    'Mana Crypt', 'Mana Vault', 'Chrome Mox', 'Mox Diamond', 'Mox Opal', 'Mox Amber', 'Jeweled Lotus', 'Lotus Petal',
    'Grim Monolith', 'Dark Ritual', 'Elvish Spirit Guide', 'Simian Spirit Guide', 'Carpet of Flowers', 'Dockside Extortionist', "Gaea's Cradle", "Lion's Eye Diamond",
  ],
  compactWins: [
    "Thassa's Oracle", 'Demonic Consultation', 'Tainted Pact', 'Ad Nauseam', 'Underworld Breach',
    'Dramatic Reversal', 'Isochron Scepter', 'Basalt Monolith', 'Rings of Brighthearth', 'Thrasios, Triton Hero',
  ],
  interaction: [
    'Force of Will', 'Force of Negation', 'Pact of Negation', 'Fierce Guardianship', 'Deflecting Swat', 'Mental Misstep',
    'Flusterstorm', 'Mindbreak Trap', 'Swan Song', 'Veil of Summer',
  ],
  engines: [
    'Mystic Remora', 'Rhystic Study', 'Vampiric Tutor', 'Demonic Tutor', 'Imperial Seal', 'Mystical Tutor', 'Worldly Tutor',
    'Enlightened Tutor', 'Gamble',
  ],
} as const;

export const CEDH_STAPLES: readonly string[] = Object.values(CEDH_STAPLE_GROUPS).flat();

/** The staples that make a table fast or end it at once: fast mana and compact-win pieces. */
export const CEDH_ENGINE_STAPLES: readonly string[] = [...CEDH_STAPLE_GROUPS.fastMana, ...CEDH_STAPLE_GROUPS.compactWins];
