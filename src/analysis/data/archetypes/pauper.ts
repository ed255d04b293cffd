/**
 * Pauper archetypes, as players named them in MTGO Pauper Challenge and
 * League results around the card data's date (February-April 2022, after the
 * January 2022 bans of Atog, Prophetic Prism and Bonder's Ornament).
 * Sources: MTGGoldfish Pauper metagame (https://www.mtggoldfish.com/metagame/pauper/full),
 * MTGTop8 Pauper archetypes (https://www.mtgtop8.com/format?f=PAU), the archetype list of
 * Badaro's MTGOFormatData (https://github.com/Badaro/MTGOFormatData, Formats/Pauper), and
 * Alex Ullman's Pauper metagame columns on Hipsters of the Coast and ChannelFireball.
 */
import { any, def, fewLands, req, type ArchetypeDefinition } from './types.js';

export const PAUPER: readonly ArchetypeDefinition[] = [
  // Goblins (MTGO Pauper leagues, 2020-21): Mogg War Marshal and Goblin Cohort go wide, Goblin Bushwhacker, Sledder
  // and Goblin Grenade finish, with a little burn.
  def('Goblins', 'aggro', 'R', [req('Goblin Bushwhacker', 'Goblin Grenade', 'Goblin Sledder'), any(2, 'Mogg War Marshal', 'Goblin Cohort', 'Mogg Conscripts', 'Foundry Street Denizen'), any(1, 'Lightning Bolt', 'Fireblast', 'Sparksmith')], ['Kuldotha Rebirth']),
  // UG Turbo Fog (MTGO Pauper leagues, 2020-21): Moment's Peace, Tangle and Weather the Storm hold off the board while
  // Jace's Erasure mills the opponent a card for each of its many cantrips.
  def('Turbo Fog', 'control', 'UG', [req("Jace's Erasure"), any(2, "Moment's Peace", 'Tangle', 'Fog', 'Weather the Storm'), any(1, 'Accumulated Knowledge', 'Muddle the Mixture', 'Stream of Thought')]),
  def('Affinity', 'aggro', undefined, [req('Myr Enforcer', 'Frogmite', 'Thoughtcast'), any(2, 'Seat of the Synod', 'Vault of Whispers', 'Great Furnace'), any(1, 'Galvanic Blast', 'Somber Hoverguard', 'Gearseeker Serpent', 'Makeshift Munitions')], ['Kuldotha Rebirth']),
  // Kuldotha Boros (MTGO Pauper results, 2021-22): Glint Hawk and Kor Skyfisher return Ichor Wellspring and artifact
  // lands, Kuldotha Rebirth makes Goblins of them, Galvanic Blast and Bonesplitter close.
  def('Kuldotha Boros', 'aggro', 'RW', [req('Kuldotha Rebirth'), any(2, 'Glint Hawk', 'Kor Skyfisher'), any(1, 'Ichor Wellspring', 'Galvanic Blast', 'Bonesplitter')]),
  def('Kuldotha Red', 'aggro', 'R', [req('Kuldotha Rebirth'), any(2, 'Goblin Bushwhacker', 'Experimental Synthesizer', 'Implement of Combustion'), any(1, 'Fireblast', 'Galvanic Blast', 'Fling')]),
  def('Stompy', 'aggro', 'G+R', [req('Nettle Sentinel', 'Skarrgan Pit-Skulk', 'Quirion Ranger'), any(2, 'Rancor', 'Vines of Vastwood', 'Elephant Guide'), any(1, 'Burning-Tree Emissary', 'Hunger of the Howlpack', 'Savage Swipe')]),
  def('Dimir Faeries', 'tempo', 'UB', [req('Spellstutter Sprite'), any(2, 'Faerie Seer', 'Ninja of the Deep Hours', 'Moon-Circuit Hacker'), any(1, 'Counterspell', 'Snap', 'Cast Down', "Chainer's Edict")]),
  // Flicker Tron needs its loop: Tower with Moment's Peace and Pulse of Murasa but no Ghostly Flicker is a Tron deck of another kind (below).
  def('Flicker Tron', 'control', undefined, [req("Urza's Tower"), req('Ghostly Flicker', 'Mnemonic Wall', 'Stonehorn Dignitary'), any(1, 'Moment\'s Peace', 'Mystical Teachings', 'Pulse of Murasa')]),
  // Tron without the Flicker loop (Pauper leagues, 2020-22; "Mono-Green Tron" with Ulamog's Crusher, "Stompy Tron"): the Tron lands found by Expedition Map and Ancient Stirrings into big colourless threats.
  def('{colors} Tron', 'ramp', undefined, [req("Urza's Tower"), any(2, "Urza's Mine", "Urza's Power Plant"), any(1, 'Expedition Map', 'Ancient Stirrings', 'Mind Stone'), any(1, "Ulamog's Crusher", 'Eldrazi Devastator', 'Mulldrifter')], ['Ghostly Flicker', 'Dinrova Horror']),
  // Infect (MTGO Pauper leagues, 2020-22): Glistener Elf, Blight Mamba and Ichorclaw Myr pumped to ten poison, behind protection spells.
  def('Infect', 'aggro', 'G+U', [req('Glistener Elf', 'Blight Mamba', 'Ichorclaw Myr'), any(2, 'Rancor', 'Groundswell', 'Mutagenic Growth', 'Vines of Vastwood', 'Gather Courage'), any(1, "Apostle's Blessing", "Tamiyo's Safekeeping", 'Rot Wolf')]),
  // Tortured Existence (MTGO Pauper, 2021-22): the enchantment trades creatures in the graveyard for ones in hand; Stinkweed Imp and landcyclers fill it.
  def('Tortured Existence', 'midrange', 'BG', [req('Tortured Existence'), any(2, 'Stinkweed Imp', 'Twisted Abomination', 'Krosan Tusker', 'Mulch'), any(1, 'Satyr Wayfinder', 'Golgari Brownscale', 'Gurmag Angler')]),
  // Heroic (MTGO Pauper, 2021-22): heroic creatures grown and protected by cheap targeting spells.
  def('{colors} Heroic', 'aggro', undefined, [req('Akroan Skyguard', 'Lagonna-Band Trailblazer', 'Wingsteed Rider', 'Favored Hoplite'), any(2, "Gods Willing", "Apostle's Blessing", 'Defiant Strike'), any(1, 'Ethereal Armor', 'Cartouche of Solidarity', 'Benevolent Bodyguard')]),
  def('Bogles', 'aggro', undefined, [req('Slippery Bogle', 'Gladecover Scout', 'Silhana Ledgewalker'), any(2, 'Ethereal Armor', 'Ancestral Mask', 'Rancor'), any(1, 'Utopia Sprawl', 'Armadillo Cloak', 'Cartouche of Solidarity')]),
  def('Mono-Red Burn', 'aggro', 'R', [req('Lava Spike', 'Rift Bolt', 'Chain Lightning', "Kaervek's Torch"), any(2, 'Fireblast', 'Lightning Bolt'), any(1, 'Skewer the Critics', 'Firebolt', 'Searing Blaze')], ['Kuldotha Rebirth', 'Goblin Bushwhacker', 'Goblin Grenade']),
  def('Boros Synthesizer', 'midrange', 'RW', [req('Experimental Synthesizer'), any(2, 'Glint Hawk', 'Kor Skyfisher'), any(1, 'Reckless Impulse', 'Galvanic Blast')], ['Kuldotha Rebirth']),
  def('Dinrova Tron', 'control', undefined, [req("Urza's Tower"), any(3, 'Dinrova Horror'), any(1, 'Ghostly Flicker', 'Mnemonic Wall')]),
  def('Elves', 'combo', 'G', [req('Birchlore Rangers', 'Lys Alana Huntmaster', 'Timberwatch Elf'), any(2, 'Llanowar Elves', 'Fyndhorn Elves', 'Quirion Ranger'), any(1, 'Distant Melody', 'Winding Way')]),
  def('Walls Combo', 'combo', undefined, [req('Freed from the Real', 'Axebane Guardian'), any(2, 'Overgrown Battlement', 'Drift of Phantasms')]),
  // Dimir Delver ("Dimir Terror", MTGO Pauper Challenges 2021-22): Delver, Ninja and Gurmag Angler with black removal, no Faeries.
  def('Dimir Delver', 'tempo', 'UB', [req('Delver of Secrets'), any(2, 'Ninja of the Deep Hours', 'Gurmag Angler', 'Augur of Bolas'), any(1, 'Snuff Out', 'Cast Down', 'Agony Warp', "Chainer's Edict")], ['Spellstutter Sprite']),
  // Izzet Blitz (MTGO Pauper, 2020-22): free and cheap spells pump Kiln Fiend or Nivix Cyclops, then Temur Battle Rage or Assault Strobe.
  def('Izzet Blitz', 'combo', 'UR', [req('Kiln Fiend', 'Nivix Cyclops'), any(2, 'Temur Battle Rage', 'Assault Strobe'), any(1, 'Mutagenic Growth', "Apostle's Blessing", 'Manamorphose', 'Gitaxian Probe')]),
  def('Mono-Blue Delver', 'tempo', 'U', [req('Delver of Secrets'), any(2, 'Spellstutter Sprite', 'Ninja of the Deep Hours'), any(1, 'Counterspell', 'Brainstorm', 'Ponder')]),
  def('Gruul Ponza', 'ramp', 'RG', [req('Stone Rain', 'Molten Rain', 'Mwonvuli Acid-Moss'), any(2, 'Arbor Elf', 'Utopia Sprawl')]),
  def('Familiars', 'combo', 'WU', [req('Sunscape Familiar', 'Ghostly Flicker'), any(2, 'Mnemonic Wall', 'Stonehorn Dignitary')], ["Urza's Tower"]),
  // Orzhov Pestilence (MTGO Pauper results, 2021-22): Pestilence and Crypt Rats sweep the board while Guardian of the Guildpact survives them.
  def('Orzhov Pestilence', 'control', 'WB', [req('Pestilence'), any(2, 'Guardian of the Guildpact', 'Crypt Rats'), any(1, 'Kor Skyfisher', 'Thraben Inspector', 'Dawnbringer Cleric'), any(1, "Evincar's Justice", 'Journey to Nowhere')]),
  def('Mono-Black Control', 'control', 'B', [req('Gray Merchant of Asphodel'), any(1, 'Chittering Rats'), any(2, 'Crypt Rats', 'Pestilence', "Chainer's Edict"), any(1, 'Unearth', 'Corrupt', "Evincar's Justice", 'Cuombajj Witches')]),
  // Soul Sisters (Pauper leagues, 2019-22): Soul Warden and Soul's Attendant gain a life a creature, fed to Celestial
  // Unicorn and Healer's Hawk, with Battle Screech's birds.
  def('Soul Sisters', 'aggro', 'W', [req('Soul Warden', "Soul's Attendant"), any(2, 'Celestial Unicorn', "Ajani's Pridemate", "Healer's Hawk"), any(1, 'Suture Priest', 'Battle Screech', 'Priest of Ancient Lore')]),
  // Orzhov Monarch (Pauper leagues, 2020-22): Thorn of the Black Rose and Palace Sentinels hold the monarch behind
  // Guardian of the Guildpact, Chittering Rats and removal.
  def('Orzhov Monarch', 'midrange', 'WB', [req('Thorn of the Black Rose', 'Palace Sentinels'), any(2, 'Guardian of the Guildpact', 'Chittering Rats', 'Kor Skyfisher'), any(1, 'Journey to Nowhere', 'Snuff Out', "Chainer's Edict", 'Cuombajj Witches')]),
  // White Weenie (Pauper leagues, 2019-22): Battle Screech and Raise the Alarm tokens, Rally the Peasants, Squadron Hawk.
  def('White Weenie', 'aggro', 'W', [req('Battle Screech'), any(2, 'Rally the Peasants', 'Raise the Alarm', 'Squadron Hawk'), any(1, 'Kor Skyfisher', 'Thraben Inspector', 'Prismatic Strands')]),
  // Rakdos Monarch (Pauper leagues, 2021-22): Thorn of the Black Rose's monarch, Crypt Rats and Gray Merchant of Asphodel.
  def('Rakdos Monarch', 'midrange', 'BR', [req('Thorn of the Black Rose'), any(2, 'Gray Merchant of Asphodel', 'Crypt Rats'), any(1, "Kaervek's Torch", 'Chainer\'s Edict', 'Cuombajj Witches')]),
  // Boros Monarch (Pauper leagues, 2019-22): Palace Sentinels' monarch, Kor Skyfisher and Squadron Hawk, Battle Screech.
  // Without the monarch, Battle Screech with Rally the Peasants is Boros Bully (below).
  def('Boros Monarch', 'midrange', 'RW', [req('Palace Sentinels'), any(2, 'Kor Skyfisher', 'Squadron Hawk', 'Battle Screech'), any(1, 'Thraben Inspector', 'Lone Missionary', 'Journey to Nowhere')]),
  // Rakdos Madness (Pauper leagues, 2021-22): Faithless Looting and Voldaren Epicure feed madness (Kitchen Imp, Fiery Temper, Alms of the Vein) and burn.
  def('Rakdos Madness', 'aggro', 'RB', [req('Kitchen Imp', 'Alms of the Vein', 'Bump in the Night'), any(2, 'Faithless Looting', 'Fiery Temper'), any(1, 'Voldaren Epicure', 'Insolent Neonate', 'Fireblast')]),
  // Moggwarts (Pauper leagues, spring 2022): Skirk Prospector sacrifices Putrid Goblin, which First Day of Class brings back
  // without its -1/-1 counter: endless mana and triggers for Makeshift Munitions or Flamewave Invoker.
  def('Moggwarts', 'combo', 'RB', [req('First Day of Class'), any(2, 'Putrid Goblin', 'Skirk Prospector'), any(1, 'Makeshift Munitions', 'Flamewave Invoker'), any(1, 'Goblin Matron', 'Mogg War Marshal')]),
  // Tireless Tribe (Pauper leagues, 2021-22): Tireless Tribe discards for toughness, Inside Out turns it into power, and
  // Distortion Strike or Shadow Rift sends it through unblocked.
  def('Tireless Tribe', 'combo', 'U+W', [req('Tireless Tribe'), any(2, 'Inside Out'), any(1, 'Distortion Strike', 'Shadow Rift'), any(1, 'Circular Logic', 'Brainstorm', 'Preordain')]),
  def('{colors} Ephemerate', 'control', undefined, [req('Ephemerate'), any(2, 'Stonehorn Dignitary', 'Mnemonic Wall', 'Archaeomancer', 'Ghostly Flicker'), any(1, 'Kor Skyfisher', 'Lone Missionary', 'Mulldrifter')], ["Urza's Tower", 'Sunscape Familiar']),
  // Boros Bully (Pauper leagues, 2020-22): Battle Screech and Raise the Alarm tokens with Rally the Peasants for an alpha
  // strike, and red for Lightning Bolt, Faithless Looting and Fireblast.
  def('Boros Bully', 'aggro', 'RW', [req('Rally the Peasants'), any(2, 'Battle Screech', 'Raise the Alarm', 'Kor Skyfisher', 'Thraben Inspector'), any(1, 'Lightning Bolt', 'Faithless Looting', 'Fireblast')], ['Palace Sentinels']),
  // Balustrade Spy combo (Pauper, 2021-22): one land or none; Lotus Petal, Wild Cantor and rituals cast Balustrade Spy,
  // which mills the whole deck, and Songs of the Damned pays for a flashed-back Haunting Misery.
  fewLands(def('Spy Combo', 'combo', undefined, [req('Balustrade Spy'), any(2, 'Haunting Misery', 'Songs of the Damned', 'Lotus Petal', 'Wild Cantor'), any(1, 'Dark Ritual', 'Cabal Ritual', 'Manamorphose')])),
];
