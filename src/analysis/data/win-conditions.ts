/**
 * How decks win, as data: the cards that end a game by themselves, the
 * combinations that win together, and the plans that win through many small
 * pieces. win-conditions.ts reads these tables; roles.ts reads KILL_CARDS.
 *
 * Sources: the cards' Oracle text (April-2022 MTGJSON) for what each piece
 * does; the combinations are the ones tournament coverage and the decks'
 * primers (MTGO Challenge and Legacy/Vintage/Modern league results,
 * late 2021 - April 2022) name as the decks' kills; the Commander pairs are
 * the staples of the cEDH and casual infinite-combo lists of the period.
 */

/** Cards that win or deal the last points on their own once they resolve, whatever their text looks like to a pattern. */
export const KILL_CARDS: ReadonlySet<string> = new Set([
  "Thassa's Oracle",
  'Laboratory Maniac',
  'Jace, Wielder of Mysteries',
  'Tendrils of Agony',
  'Grapeshot',
  'Brain Freeze',
  'Aetherflux Reservoir',
  'Empty the Warrens',
  'Blightsteel Colossus',
  'Marit Lage',
  'Approach of the Second Sun',
  'Living End',
  'Crashing Footfalls',
  'Craterhoof Behemoth',
  'Walking Ballista',
  'Torment of Hailfire',
  'Exsanguinate',
]);

/** One way to win that needs every group present: each group is satisfied by any one of its cards. */
export interface ComboKill {
  key: string;
  label: string;
  needs: ReadonlyArray<readonly string[]>;
  /**
   * A package, not a kill: its pieces bring a giant threat early (Stoneforge
   * Mystic's Equipment), and the deck still wins with its threats and answers,
   * so it counts as a way to win but not as a combo kill.
   */
  package?: true;
  /**
   * In a singleton deck, the distinct cards of the last group it needs: one High Tide beside Aetherflux Reservoir
   * in a Talrand list is no storm engine, where four copies of a ritual in a 60-card deck are.
   */
  singletonEngines?: number;
  /** The copies of its first group's cards the plan needs: one Epiphany is no extra-turn plan, in a singleton deck neither (a Galazeth Brawl list read as one). */
  minCopies?: number;
  /** Plans that hold this one: left out when the deck has one of them (Flicker Tron's Ulamog's Crusher is part of its Tron plan, not a second way to win). */
  heldBy?: readonly string[];
}

/** Cards that put a creature card from the hand or library into the graveyard early: Reanimator's enablers. */
export const REANIMATOR_ENABLERS = [
  'Entomb', 'Buried Alive', 'Faithless Looting', 'Careful Study', 'Unmarked Grave', "Stitcher's Supplier",
  'Collective Brutality', 'Putrid Imp', "Lion's Eye Diamond", 'Bazaar of Baghdad', 'Survival of the Fittest', 'Frantic Search',
  'Cathartic Reunion', 'Tormenting Voice', 'Thrilling Discovery', 'Satyr Wayfinder', 'Grisly Salvage', 'Mulch', 'Final Parting',
  "Jarad's Orders", 'Corpse Connoisseur', 'Intuition', 'Gamble', 'Thought Scour', 'Looter il-Kor', 'Street Wraith',
];

/** Curated combinations; a deck holding one piece of every group has the kill. */
export const COMBO_KILLS: readonly ComboKill[] = [
  { key: 'doomsday', label: 'Doomsday pile into Thassa\'s Oracle', needs: [['Doomsday'], ["Thassa's Oracle", 'Laboratory Maniac', 'Jace, Wielder of Mysteries']] },
  // Pauper's one-land Spy (2021-22): Balustrade Spy mills the whole deck; Songs of the Damned pays for a flashed-back Haunting Misery.
  { key: 'spy_misery', label: 'Balustrade Spy mills the deck, then Haunting Misery, flashed back with Songs of the Damned, deals the damage', needs: [['Balustrade Spy'], ['Haunting Misery'], ['Songs of the Damned']] },
  { key: 'oracle_consultation', label: "Thassa's Oracle with an empty library", needs: [["Thassa's Oracle", 'Laboratory Maniac', 'Jace, Wielder of Mysteries'], ['Demonic Consultation', 'Tainted Pact']] },
  // A storm card alone is not a storm deck: it needs the rituals and engines that make the count.
  {
    key: 'storm',
    label: 'Storm kill',
    needs: [
      ['Grapeshot', 'Tendrils of Agony', 'Empty the Warrens', 'Brain Freeze', 'Aetherflux Reservoir'],
      // High Tide (Legacy Spiral Tide) doubles its Islands' mana for a Brain Freeze.
      // Vintage Paradoxical Outcome bounces its Moxen to recast them for the count.
      ['Dark Ritual', 'Cabal Ritual', 'Rite of Flame', 'Pyretic Ritual', 'Desperate Ritual', 'Seething Song', 'Manamorphose', "Lion's Eye Diamond", 'Past in Flames', 'Ad Nauseam', 'Underworld Breach', 'Bonus Round', 'High Tide', 'Paradoxical Outcome'],
    ],
    // A casual Veyran spellslinger with Grapeshot, Past in Flames, Seething Song and Manamorphose is no storm deck.
    singletonEngines: 4,
  },
  // Modern Ad Nauseam (MTGO results, 2021-22): at 1 life or less without losing, Ad Nauseam draws the deck; Lightning Storm or Thassa's Oracle wins.
  { key: 'ad_nauseam', label: "Ad Nauseam under Angel's Grace or Phyrexian Unlife draws the deck into Lightning Storm or Thassa's Oracle", needs: [['Ad Nauseam'], ["Angel's Grace", 'Phyrexian Unlife'], ['Lightning Storm', "Thassa's Oracle", 'Laboratory Maniac']] },
  // Pauper Izzet Blitz: free and cheap spells pump Kiln Fiend or Nivix Cyclops, which Temur Battle Rage or Assault Strobe turns into one lethal hit.
  { key: 'blitz', label: 'Kiln Fiend or Nivix Cyclops pumped by cheap spells, then Temur Battle Rage or Assault Strobe', needs: [['Kiln Fiend', 'Nivix Cyclops'], ['Temur Battle Rage', 'Assault Strobe']] },
  // The giant has to reach the graveyard first: a discard or self-mill enabler is a piece of the kill (a new player's
  // Sheoldred pile with Reanimate and Animate Dead but no way to bin its giants read as a reanimator deck).
  { key: 'reanimator', label: 'Reanimate a giant creature', needs: [['Reanimate', 'Animate Dead', 'Exhume', 'Necromancy', 'Persist', 'Unburial Rites'], ['Griselbrand', 'Archon of Cruelty', "Atraxa, Praetors' Voice", 'Chancellor of the Annex', 'Sire of Insanity', 'Ashen Rider', 'Grave Titan', "Ulamog's Crusher"], REANIMATOR_ENABLERS] },
  // One Epiphany in a ramp deck is a card of value, not its way to win (a Sultai Ultimatum list): the plan plays three or four.
  { key: 'epiphany', label: "Alrund's Epiphany extra turns", needs: [["Alrund's Epiphany", "A-Alrund's Epiphany"]], minCopies: 2 },
  // A singleton deck's one Prized Amalgam and one Shambling Shell are no engine (a Gisa zombie pile read as Dredge): it needs three dredgers.
  { key: 'dredge', label: 'Dredge engine (free creatures and zombie tokens from the graveyard)', needs: [['Bridge from Below', 'Narcomoeba', 'Prized Amalgam', 'Creeping Chill', 'Ichorid'], ['Golgari Grave-Troll', 'Stinkweed Imp', 'Golgari Thug', 'Shambling Shell', 'Darkblast', 'Life from the Loam', 'Dakmor Salvage', 'Golgari Brownscale']], singletonEngines: 3 },
  // Pauper's Tron casts Ulamog's Crusher and Eldrazi Devastator where Modern's casts Karn and Wurmcoil.
  { key: 'tron', label: 'Tron mana into giant colourless threats', needs: [["Urza's Tower"], ["Urza's Mine"], ["Urza's Power Plant"], ['Karn Liberated', 'Ulamog, the Ceaseless Hunger', 'Wurmcoil Engine', 'Karn, the Great Creator', "Ulamog's Crusher", 'Eldrazi Devastator']], heldBy: ['flicker_tron'] },
  { key: 'cloudpost', label: 'Cloudpost lands into a giant threat (Karn, Eldrazi, Primeval Titan)', needs: [['Cloudpost'], ['Glimmerpost', 'Vesuva'], ['Karn, the Great Creator', 'Ulamog, the Ceaseless Hunger', 'Emrakul, the Aeons Torn', 'Kozilek, Butcher of Truth', 'Primeval Titan', 'Wurmcoil Engine']] },
  // Pauper's Tron has none of those: its big mana loops Ghostly Flicker on Mnemonic Wall and a Stonehorn Dignitary or Dinrova Horror lock.
  { key: 'flicker_tron', label: 'Tron mana into a Ghostly Flicker loop (Mnemonic Wall with Stonehorn Dignitary or Dinrova Horror)', needs: [["Urza's Tower"], ["Urza's Mine"], ["Urza's Power Plant"], ['Ghostly Flicker'], ['Mnemonic Wall', 'Stonehorn Dignitary', 'Dinrova Horror']] },
  // Pauper Familiars (MTGO Pauper Challenge results, 2021-22): Sunscape Familiar cheapens Ghostly Flicker, which blinks
  // Mnemonic Wall (returning the Flicker) and a land for a free loop that mills with Sage's Row Denizen or locks with Stonehorn Dignitary.
  { key: 'flicker_familiars', label: "Sunscape Familiar makes a free Ghostly Flicker loop on Mnemonic Wall (mill with Sage's Row Denizen or lock with Stonehorn Dignitary)", needs: [['Sunscape Familiar'], ['Ghostly Flicker'], ['Mnemonic Wall', 'Archaeomancer'], ["Sage's Row Denizen", 'Stonehorn Dignitary']] },
  // Legacy Stoneblade (MTGO Legacy Challenge results, 2021-22): Stoneforge Mystic finds and puts into play its giant Equipment.
  // Pauper Jeskai Ephemerate: Stonehorn Dignitary flickered every turn (Ghostly Flicker with Mnemonic Wall) skips the opponent's combat for good; a lock the deck then wins behind.
  { key: 'stonehorn_lock', label: "Stonehorn Dignitary flickered every turn skips the opponent's combat", needs: [['Stonehorn Dignitary'], ['Ghostly Flicker', 'Ephemerate']], package: true },
  // Field of the Dead (Standard Golos Field 2019, Legacy and Commander): with seven or more differently named lands out,
  // each land makes a 2/2 Zombie; Scapeshift, Golos and Circuitous Route put several in at once. A Golos Field list read
  // no way to win and was told to cut six lands.
  { key: 'field_of_the_dead', label: 'Field of the Dead makes a Zombie with each land, Scapeshift, Golos or Circuitous Route putting several in at once', needs: [['Field of the Dead'], ['Scapeshift', 'Golos, Tireless Pilgrim', 'Circuitous Route', 'Hour of Promise']], package: true },
  { key: 'stoneforge', label: 'Stoneforge Mystic puts Batterskull or Kaldra Compleat into play', needs: [['Stoneforge Mystic'], ['Batterskull', 'Kaldra Compleat']], package: true },
  // Legacy Belcher (MTGO Legacy League and Challenge results, 2021-22): fast mana into Goblin Charbelcher, which, with one
  // land or none left in the library, deals damage equal to the whole library.
  { key: 'charbelcher', label: 'Fast mana into Goblin Charbelcher with almost no land in the library', needs: [['Goblin Charbelcher'], ["Lion's Eye Diamond", 'Rite of Flame', 'Desperate Ritual', 'Seething Song', 'Pyretic Ritual']] },
  { key: 'marit_lage', label: 'Dark Depths into Marit Lage', needs: [['Dark Depths'], ["Thespian's Stage", 'Vampire Hexmage']] },
  // Punishing Fire and Grove of the Burnwillows (Legacy Lands and 4c Loam, Modern Zoo and Jund of 2011-12): Fire returns
  // to hand each time an opponent gains life, Grove gives them that life: 2 damage a turn for {1}{R}, again and again.
  { key: 'punishing_grove', label: 'Punishing Fire returned again and again by Grove of the Burnwillows: 2 damage each turn', needs: [['Punishing Fire'], ['Grove of the Burnwillows']], package: true },
  // Life from the Loam returns Wasteland or a cycling land every turn (Legacy Lands and 4c Loam): a land destroyed or a
  // card drawn each turn, which grinds the opponent out. Such decks play lands as spells.
  { key: 'loam_lands', label: 'Life from the Loam returns Wasteland or cycling lands every turn: a land destroyed or a card drawn each turn', needs: [['Life from the Loam'], ['Wasteland', 'Strip Mine', 'Rishadan Port', 'Forgotten Cave', 'Tranquil Thicket', 'Lonely Sandbar', 'Barren Moor', 'Secluded Steppe']], package: true },
  // Pauper's Turbo Fog: each card drawn mills the opponent one; Fogs hold the board meanwhile.
  { key: 'jace_erasure', label: "Jace's Erasure mills the opponent a card for each card drawn, behind Fogs", needs: [["Jace's Erasure"], ["Moment's Peace", 'Tangle', 'Fog', 'Weather the Storm']] },
  // Vintage's blue control decks: Voltaic Key untaps Time Vault for a turn after each turn, found by the tutors.
  { key: 'vault_key', label: 'Time Vault untapped by Voltaic Key for endless turns', needs: [['Time Vault'], ['Voltaic Key', 'Manifold Key']] },
  { key: 'tinker', label: 'Tinker for a giant artifact', needs: [['Tinker', 'Paradoxical Outcome'], ['Blightsteel Colossus', 'Sphinx of the Steel Wind', 'Inkwell Leviathan']] },
  { key: 'oath', label: 'Oath of Druids for a giant creature', needs: [['Oath of Druids'], ['Griselbrand', 'Atraxa, Praetors\' Voice', 'Emrakul, the Aeons Torn', 'Sphinx of the Steel Wind']] },
  { key: 'living_end', label: 'Cascade into Living End', needs: [['Living End'], ['Shardless Agent', 'Violent Outburst', 'Demonic Dread', 'Ardent Plea', 'Electrodominance']] },
  { key: 'crashing_footfalls', label: 'Cascade into Crashing Footfalls', needs: [['Crashing Footfalls'], ['Shardless Agent', 'Violent Outburst', 'Ardent Plea', 'Electrodominance']] },
  { key: 'lotus_field', label: 'Lotus Field untaps into Thassa\'s Oracle or Approach', needs: [['Lotus Field'], ['Hidden Strings', 'Pore Over the Pages'], ["Thassa's Oracle", 'Approach of the Second Sun']] },
  // The undying and persist creatures are the loop; Blood Artist alone (a Meren aristocrats deck's) is no Yawgmoth kill.
  { key: 'yawgmoth', label: 'Yawgmoth with undying creatures', needs: [['Yawgmoth, Thran Physician'], ['Young Wolf', 'Strangleroot Geist', 'Geralf\'s Messenger', 'Kitchen Finks', 'Butcher Ghoul', 'Mikaeus, the Unhallowed']] },
  { key: 'valakut', label: 'Scapeshift or Primeval Titan fetches Mountains for Valakut', needs: [['Valakut, the Molten Pinnacle'], ['Scapeshift', 'Primeval Titan']] },
  { key: 'amulet_titan', label: 'Amulet of Vigor and Primeval Titan', needs: [['Amulet of Vigor'], ['Primeval Titan']] },
  { key: 'twin', label: 'Kiki-Jiki or Splinter Twin with an untapper', needs: [['Kiki-Jiki, Mirror Breaker', 'Splinter Twin'], ['Pestermite', 'Deceiver Exarch', 'Zealous Conscripts', 'Restoration Angel']] },
  { key: 'heliod_ballista', label: 'Heliod and Walking Ballista', needs: [['Heliod, Sun-Crowned'], ['Walking Ballista']] },
  { key: 'kinnan_monolith', label: 'Kinnan and Basalt Monolith', needs: [['Kinnan, Bonder Prodigy'], ['Basalt Monolith']] },
  { key: 'scepter_reversal', label: 'Isochron Scepter and Dramatic Reversal', needs: [['Isochron Scepter'], ['Dramatic Reversal']] },
  { key: 'worldgorger', label: 'Worldgorger Dragon loop', needs: [['Worldgorger Dragon'], ['Animate Dead', 'Necromancy', 'Dance of the Dead']] },
  { key: 'saheeli', label: 'Saheeli and Felidar Guardian', needs: [['Saheeli Rai', 'Saheeli, Sublime Artificer'], ['Felidar Guardian']] },
  { key: 'thopter_sword', label: 'Thopter Foundry and Sword of the Meek', needs: [['Thopter Foundry'], ['Sword of the Meek']] },
  // Pioneer Greasefang (Abzan and Esper): MTGO Pioneer Challenge and League results, Feb - Apr 2022; Parhelion II is milled or discarded, Greasefang returns it and crews it, and its attack makes two 4/4 flying vigilance Angels.
  { key: 'greasefang_parhelion', label: 'Greasefang returns Parhelion II to attack', needs: [['Greasefang, Okiba Boss'], ['Parhelion II']] },
  // Legacy Sneak and Show (MTGO Legacy Challenge results, late 2021 - Apr 2022; Vintage Oath lists play Show and Tell the same way).
  { key: 'sneak_show', label: 'Show and Tell or Sneak Attack into a giant creature', needs: [['Show and Tell', 'Sneak Attack'], ['Emrakul, the Aeons Torn', 'Griselbrand', "Atraxa, Praetors' Voice", 'Omniscience']] },
  // Modern and Historic Indomitable Creativity (MTGO Modern Challenge and Arena Historic results, Jan - Apr 2022): tokens turned into Archon of Cruelty or Serra's Emissary.
  { key: 'creativity', label: 'Indomitable Creativity into a giant creature', needs: [['Indomitable Creativity'], ['Archon of Cruelty', "Serra's Emissary", 'Xenagos, God of Revels', 'Worldspine Wurm']] },
  // Modern Goryo's Vengeance (MTGO Modern League and Challenge results, late 2021 - Apr 2022): a legendary giant discarded, then returned.
  { key: 'goryos', label: "Goryo's Vengeance returns a legendary giant", needs: [["Goryo's Vengeance"], ['Griselbrand', "Atraxa, Praetors' Voice"]] },
  // Legacy and Vintage Painter (primers of the period): Painter's Servant makes every card blue, Grindstone then mills the whole library.
  { key: 'painter_grindstone', label: "Painter's Servant and Grindstone mill the library", needs: [["Painter's Servant"], ['Grindstone']] },
  // Legacy Oops All Spells (MTGO Legacy Challenge results, 2021-22): with no land card in the deck, Balustrade Spy or Undercity
  // Informer mills it whole; Narcomoebas enter, and Dread Return, flashed back by sacrificing them, returns Thassa's Oracle.
  // Pauper Walls: Axebane Guardian (or Overgrown Battlement) untapped again and again by Freed from the Real or Galvanic Alchemist makes endless mana for Valakut Invoker or Vivien's Grizzly.
  { key: 'walls', label: 'Axebane Guardian untapped again and again (Freed from the Real, Galvanic Alchemist) makes endless mana for Valakut Invoker', needs: [['Axebane Guardian', 'Overgrown Battlement'], ['Freed from the Real', 'Galvanic Alchemist'], ['Valakut Invoker', "Vivien's Grizzly"]] },
  // Vintage Breach and cEDH (Elsha, Kess): Underworld Breach replays Lion's Eye Diamond from the graveyard for endless mana and Brain Freeze mills the opponents out.
  { key: 'breach_led', label: "Underworld Breach replays Lion's Eye Diamond for endless mana into Brain Freeze", needs: [['Underworld Breach'], ["Lion's Eye Diamond"], ['Brain Freeze']] },
  // Modern Grinding Breach: Underworld Breach with Grinding Station and a free artifact (Mishra's Bauble, Mox Amber) mills the deck into Thassa's Oracle or an escaped Grapeshot.
  { key: 'grinding_breach', label: "Underworld Breach and Grinding Station mill the deck into Thassa's Oracle or an escaped Grapeshot", needs: [['Underworld Breach'], ['Grinding Station'], ["Mishra's Bauble", 'Mox Amber', 'Retrofitter Foundry'], ["Thassa's Oracle", 'Grapeshot']] },
  // Legacy Food Chain: Food Chain exiles Misthollow Griffin or Eternal Scourge, which is recast from exile, for endless
  // mana that only creatures may spend: Walking Ballista or Hydroid Krasis turns it into the kill.
  { key: 'food_chain', label: 'Food Chain exiles Misthollow Griffin or Eternal Scourge again and again for endless creature mana, into Walking Ballista or Hydroid Krasis', needs: [['Food Chain'], ['Misthollow Griffin', 'Eternal Scourge'], ['Walking Ballista', 'Hydroid Krasis']] },
  // Pioneer Four-Colour Ascendancy: Sylvan Awakening makes the lands 2/2 hasty creatures, and Jeskai Ascendancy pumps
  // and untaps them with each noncreature spell cast.
  { key: 'ascendancy_awakening', label: 'Sylvan Awakening animates the lands and Jeskai Ascendancy pumps and untaps them with each spell', needs: [['Jeskai Ascendancy'], ['Sylvan Awakening']] },
  // Pioneer Dimir Inverter (2020, until Inverter of Truth's ban): Inverter exiles the library, Thassa's Oracle wins.
  // Historic Kethis Combo: Diligent Excavator mills the library as Kethis replays legends, then Jace, Wielder of Mysteries wins.
  { key: 'kethis_excavator', label: 'Diligent Excavator mills the library as Kethis replays legends, then Jace, Wielder of Mysteries wins', needs: [['Kethis, the Hidden Hand'], ['Diligent Excavator'], ['Jace, Wielder of Mysteries']] },
  { key: 'inverter', label: "Inverter of Truth empties the library, then Thassa's Oracle wins", needs: [['Inverter of Truth'], ["Thassa's Oracle"]] },
  // Legacy Aluren: with Aluren out, Cavern Harpy returns Parasitic Strix again and again, each entry draining 2.
  { key: 'aluren', label: 'Aluren: Cavern Harpy returns Parasitic Strix again and again, each entry draining 2', needs: [['Aluren'], ['Cavern Harpy'], ['Parasitic Strix']] },
  // Legacy Bomberman: Auriok Salvagers returns Lion's Eye Diamond for endless mana, spent on Pyrite Spellbomb or Walking Ballista.
  { key: 'salvagers_led', label: "Auriok Salvagers returns Lion's Eye Diamond for endless mana into Pyrite Spellbomb or Walking Ballista", needs: [['Auriok Salvagers'], ["Lion's Eye Diamond"], ['Pyrite Spellbomb', 'Walking Ballista']] },
  // Pauper Moggwarts: Skirk Prospector sacrifices Putrid Goblin, which First Day of Class returns without its counter.
  { key: 'moggwarts', label: 'Skirk Prospector, Putrid Goblin and First Day of Class make endless mana and triggers for Makeshift Munitions or Flamewave Invoker', needs: [['Skirk Prospector'], ['Putrid Goblin'], ['First Day of Class'], ['Makeshift Munitions', 'Flamewave Invoker']] },
  // Pauper Tireless Tribe: Tireless Tribe discards for toughness, Inside Out swaps it to power, then it goes through unblocked.
  { key: 'tireless_tribe', label: 'Tireless Tribe discards for toughness, Inside Out swaps it to power, and Distortion Strike or Shadow Rift sends it through', needs: [['Tireless Tribe'], ['Inside Out'], ['Distortion Strike', 'Shadow Rift']] },
  // Vintage Landstill: Standstill stops the opponent casting while the creature lands attack.
  { key: 'standstill_lands', label: "Standstill holds the opponent while creature lands attack (Mishra's Factory, Mutavault)", needs: [['Standstill'], ["Mishra's Factory", 'Mutavault', 'Celestial Colonnade', 'Stalking Stones']], package: true },
  // Legacy Enchantress: Helm of Obedience with Rest in Peace exiles the opponent's whole library for X = 1.
  { key: 'helm_rest', label: "Helm of Obedience with Rest in Peace exiles the opponent's library", needs: [['Helm of Obedience'], ['Rest in Peace', 'Leyline of the Void']] },
  { key: 'cephalid_breakfast', label: 'Cephalid Illusionist targeted again and again mills the deck; Narcomoeba flashes back Dread Return for Thassa\'s Oracle', needs: [['Cephalid Illusionist'], ['Nomads en-Kor', 'Shuko'], ["Thassa's Oracle"], ['Dread Return']] },
  { key: 'self_mill', label: "Balustrade Spy or Undercity Informer mills the deck, then Dread Return brings back Thassa's Oracle", needs: [['Balustrade Spy', 'Undercity Informer'], ["Thassa's Oracle", 'Laboratory Maniac'], ['Dread Return']] },
  // Commander infinite combos, staples of the period's casual and cEDH lists.
  { key: 'sanguine_blood', label: 'Sanguine Bond or Vito with Exquisite Blood: a drain loop', needs: [['Sanguine Bond', 'Vito, Thorn of the Dusk Rose'], ['Exquisite Blood']] },
  { key: 'dualcaster', label: 'Dualcaster Mage with Twinflame or Heat Shimmer', needs: [['Dualcaster Mage'], ['Twinflame', 'Heat Shimmer']] },
  { key: 'niv_curiosity', label: 'Niv-Mizzet with Curiosity', needs: [['Niv-Mizzet, Parun', 'Niv-Mizzet, the Firemind'], ['Curiosity', 'Ophidian Eye', 'Tandem Lookout']] },
  { key: 'mikaeus_triskelion', label: 'Mikaeus, the Unhallowed with Triskelion or Walking Ballista', needs: [['Mikaeus, the Unhallowed'], ['Triskelion', 'Walking Ballista']] },
  { key: 'elves', label: 'Elves: mana elves into an overrun (Craterhoof, Ezuri, Natural Order)', needs: [['Craterhoof Behemoth', 'Natural Order', 'Ezuri, Renegade Leader'], ["Heritage Druid", 'Elvish Archdruid', 'Priest of Titania']] },
];

/**
 * Plans that win through many pieces rather than one card. Each counts the
 * copies of cards with its roles and is recognised from `perSixty` copies in a
 * 60-card deck (scaled to the deck's size): a dozen burn spells deal 20, ten
 * mill cards or eight infect creatures are a real clock, four pieces of equipment on
 * cheap bodies are Hammer Time's and Bogles' plan, six lock pieces are a prison,
 * eight evasive creatures are the clock of Faeries and Delver decks, sixteen
 * token makers go wide enough to win with anthems. Sixteen cheap creatures
 * pressure the opponent whether they go wide (Humans) or carry one big
 * threat (Death's Shadow), so that plan's label names pressure, not width.
 * A dozen threats behind a dozen answers is the attrition plan of midrange,
 * read only when the deck has no other; a pile of answers behind a few
 * finishers is control's, read only when it has neither.
 */
export const MASS_PLANS = {
  // Burn decks are cheap (Modern Burn averages 1.4 as cast); a control deck's Lightning Helixes and Expansions at an average of 3 answer creatures (Five-Color Niv read 'Burn to the face').
  burn: { label: 'Burn to the face', perSixty: 12, maxAverageManaValue: 2.6 },
  mill: { label: 'Mill the opponent out', perSixty: 10 },
  infect: { label: 'Poison: infect creatures pumped to ten counters', perSixty: 8 },
  // Boros Heroic (Pioneer): creatures that grow each time a spell targets them, fed by pump and protection spells.
  heroic: { label: 'Heroic creatures grown by pump and protection spells', perSixty: 8 },
  equipment: { label: 'Equipment and auras on cheap creatures', perSixty: 6, creaturesPerSixty: 8 },
  creatures: { label: 'Pressure from many cheap creatures', perSixty: 16, maxAverageManaValue: 3 },
  evasive: { label: 'Evasive creatures backed by interaction', perSixty: 8 },
  tokens: { label: 'A wide board of tokens', perSixty: 16 },
  // Vintage Jeskai Mentor, Izzet Prowess lists: creatures that make tokens as instants and sorceries are cast (Monastery
  // Mentor, Young Pyromancer), behind twenty or more of those spells per sixty. The label names no card: `cards` lists
  // the deck's own (Mardu Pyromancer was told of a Monastery Mentor it does not play).
  spell_tokens: { label: 'Creatures that make tokens as its many instants and sorceries are cast', perSixty: 3, spellsPerSixty: 20 },
  prison: { label: 'Lock pieces backed by threats', perSixty: 6 },
  // Cycling (Pioneer and Historic, 2020-22): payoffs for cycling (Zenith Flare, Flourishing Fox, Drannith Stinger) fed by
  // sixteen or more cycling cards per sixty; Boros Cycling read only 'Pressure from many cheap creatures'.
  cycling: { label: 'Cycling payoffs fed by a deck of cycling cards', perSixty: 6, cyclersPerSixty: 16 },
  // A commander that makes creature tokens again and again (Talrand's Drakes, Krenko's Goblins) is the army the deck wins with, with its other token makers.
  commander_tokens: { label: 'The commander makes an army of tokens, with the other token makers', perSixty: 2.4 },
  // Aristocrats (Teysa, Korvold, Jund Sacrifice): each creature that dies drains the opponents (Blood Artist, Zulaport Cutthroat, Mayhem Devil).
  drain: { label: 'Drain the opponents as creatures die', perSixty: 3.5 },
  // Rakdos Arcanist's thirteen creatures and twenty-one removal and discard spells read 'Unclear way to win' beside
  // its two Kroxas: a dozen creatures behind a dozen answers (removal, discard, counters) is midrange's way to win when no other plan is there.
  // Planeswalkers and vehicles count among the threats: Vintage BUG Midrange's eleven creatures beside Oko and Jace read no plan.
  attrition: { label: 'Threats backed by interaction', perSixty: 12, interactionPerSixty: 12 },
  // A ramp deck's way to win, read when it has no other plan: mana pieces (10 per 100 cards), then giant threats of six
  // mana or more (Craterhoof Behemoth, Avenger of Zendikar, the Eldrazi): an upgraded Yisan and a Jodah list read
  // no way to win at all.
  big_threats: { label: 'Ramp into giant threats', perSixty: 3, rampPerSixty: 6, minManaValue: 6 },
  // Control's way to win, read when the deck has neither another plan nor a dozen threats: a pile of answers (18 per
  // sixty, half again attrition's), then a few finishers (Jeskai Control's two Teferis and two Halls of Storm Giants
  // read no way to win at all).
  control: { label: 'Answers first, then a few finishers', interactionPerSixty: 18, finishers: 2 },
} as const;

/** Cards that lock the opponent out (tax, denial, rule-changing permanents): the prison plan counts them. */
export const LOCK_PIECES: ReadonlySet<string> = new Set([
  'Chalice of the Void',
  'Trinisphere',
  'Sphere of Resistance',
  'Thorn of Amethyst',
  'Lodestone Golem',
  'Blood Moon',
  'Magus of the Moon',
  'Stony Silence',
  'Null Rod',
  'Collector Ouphe',
  'Tangle Wire',
  'Static Orb',
  'Ensnaring Bridge',
  'Thalia, Guardian of Thraben',
  'Deafening Silence',
  'Rest in Peace',
  'Wasteland',
  'Rishadan Port',
  'Phyrexian Revoker',
  'Pithing Needle',
  'Sanctum Prelate',
  'Glacial Chasm',
  'Solitary Confinement',
  'Karakas',
]);

/**
 * Fast mana: cards that make mana from the first turn for no land drop
 * (Moxen, rituals, Lion's Eye Diamond, spirit guides). Storm, Doomsday,
 * Shops and Tinker decks run few lands because these replace them, so the
 * score's land count counts each copy as a mana source. Source: the cards'
 * Oracle text; the list is the fast mana of the Legacy, Vintage, Pauper and
 * cEDH lists of the period.
 */
export const FAST_MANA: ReadonlySet<string> = new Set([
  'Black Lotus', 'Mox Pearl', 'Mox Sapphire', 'Mox Jet', 'Mox Ruby', 'Mox Emerald', 'Mox Opal', 'Mox Diamond', 'Chrome Mox', 'Mox Amber',
  "Lion's Eye Diamond", 'Lotus Petal', 'Mana Crypt', 'Mana Vault', 'Sol Ring', 'Grim Monolith', 'Basalt Monolith', 'Jeweled Lotus',
  'Dark Ritual', 'Cabal Ritual', 'Rite of Flame', 'Pyretic Ritual', 'Desperate Ritual', 'Seething Song', 'Manamorphose',
  'Simian Spirit Guide', 'Elvish Spirit Guide', 'Springleaf Drum', 'Sol Talisman',
  // Sol lands make two mana: a land and a piece of fast mana at once (Legacy MUD on 17 lands, eight of them these, was told to play 24).
  // Eldrazi Temple makes two for the Eldrazi of the decks that play it (Modern Eldrazi Stompy on 23 lands was told to play 25).
  'Ancient Tomb', 'City of Traitors', 'Eldrazi Temple',
]);

