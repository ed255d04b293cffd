/**
 * Dual-land cycles that colour advice may name in a swap ("replace 2 Mountain
 * with 2 Stomping Ground"), in the order of preference among lands untapped
 * on the turn a spell needs them. Card names only: which colours a land makes
 * and in which formats it is legal are read from its card record, so the
 * list never claims what the card data can say.
 *
 * Source of the cycles and their entry conditions: the lands' Oracle text, as
 * grouped by the MTG Wiki's "Dual land" page
 * (https://mtg.fandom.com/wiki/Dual_land, cycles by name). The order is our
 * judgement of what strong players pick: no drawback first (original duals),
 * then 2 life (shock lands), lands that are untapped in the turns that
 * matter with the deck's basics (check lands from turn 2, fast lands on turns
 * 1-3), one colour per game (pathways), life per tap (pain lands), fetch
 * lands (only for the colours of the deck's lands they find), then the
 * lands that always enter tapped, those with an upside first.
 *
 * `untapped` is the first and last turn on which a land of the cycle can be
 * played untapped as the turn's land drop, on curve: check lands need a
 * land of their types already out (turn 2), slow lands two other lands
 * (turn 3), fast lands at most two other lands (turns 1-3), snarls a basic
 * type revealed from hand (counted from turn 2, the hand may hold none on
 * turn 1). `null`: always enters tapped.
 */
export interface DualLandCycle {
  cycle: string;
  untapped: { from: number; until: number } | null;
  lands: readonly string[];
  /**
   * On Wizards' Reserved List (never reprinted, hundreds each): a Commander
   * deck is pointed to them only when it already plays one; a precon or a
   * casual list gets the shock lands first, as its players would buy.
   */
  reservedList?: boolean;
}

const ALWAYS = Number.POSITIVE_INFINITY;

export const DUAL_LAND_CYCLES: readonly DualLandCycle[] = [
  { cycle: 'original dual lands', untapped: { from: 1, until: ALWAYS }, lands: ['Tundra', 'Underground Sea', 'Badlands', 'Taiga', 'Savannah', 'Scrubland', 'Volcanic Island', 'Bayou', 'Plateau', 'Tropical Island'] , reservedList: true },
  { cycle: 'shock lands', untapped: { from: 1, until: ALWAYS }, lands: ['Hallowed Fountain', 'Watery Grave', 'Blood Crypt', 'Stomping Ground', 'Temple Garden', 'Godless Shrine', 'Steam Vents', 'Overgrown Tomb', 'Sacred Foundry', 'Breeding Pool'] },
  { cycle: 'check lands', untapped: { from: 2, until: ALWAYS }, lands: ['Glacial Fortress', 'Drowned Catacomb', 'Dragonskull Summit', 'Rootbound Crag', 'Sunpetal Grove', 'Isolated Chapel', 'Sulfur Falls', 'Woodland Cemetery', 'Clifftop Retreat', 'Hinterland Harbor'] },
  { cycle: 'fast lands', untapped: { from: 1, until: 3 }, lands: ['Seachrome Coast', 'Darkslick Shores', 'Blackcleave Cliffs', 'Copperline Gorge', 'Razorverge Thicket', 'Concealed Courtyard', 'Spirebluff Canal', 'Blooming Marsh', 'Inspiring Vantage', 'Botanical Sanctum'] },
  { cycle: 'pathways', untapped: { from: 1, until: ALWAYS }, lands: ['Hengegate Pathway', 'Clearwater Pathway', 'Blightstep Pathway', 'Cragcrown Pathway', 'Branchloft Pathway', 'Brightclimb Pathway', 'Riverglide Pathway', 'Darkbore Pathway', 'Needleverge Pathway', 'Barkchannel Pathway'] },
  { cycle: 'pain lands', untapped: { from: 1, until: ALWAYS }, lands: ['Adarkar Wastes', 'Underground River', 'Sulfurous Springs', 'Karplusan Forest', 'Brushland', 'Caves of Koilos', 'Shivan Reef', 'Llanowar Wastes', 'Battlefield Forge', 'Yavimaya Coast'] },
  // A fetch land makes the colours of the deck's lands it can find (counted as the deck's sources are), untapped when they are.
  { cycle: 'fetch lands', untapped: { from: 1, until: ALWAYS }, lands: ['Flooded Strand', 'Polluted Delta', 'Bloodstained Mire', 'Wooded Foothills', 'Windswept Heath', 'Marsh Flats', 'Scalding Tarn', 'Verdant Catacombs', 'Arid Mesa', 'Misty Rainforest'] },
  { cycle: 'snarls', untapped: { from: 2, until: ALWAYS }, lands: ['Shineshadow Snarl', 'Vineglimmer Snarl', 'Frostboil Snarl', 'Necroblossom Snarl', 'Furycalm Snarl'] },
  { cycle: 'slow lands', untapped: { from: 3, until: ALWAYS }, lands: ['Deserted Beach', 'Shipwreck Marsh', 'Haunted Ridge', 'Rockfall Vale', 'Overgrown Farmland', 'Shattered Sanctum', 'Stormcarved Coast', 'Deathcap Glade', 'Sundown Pass', 'Dreamroot Cascade'] },
  { cycle: 'scry lands', untapped: null, lands: ['Temple of Enlightenment', 'Temple of Deceit', 'Temple of Malice', 'Temple of Abandon', 'Temple of Plenty', 'Temple of Silence', 'Temple of Epiphany', 'Temple of Malady', 'Temple of Triumph', 'Temple of Mystery'] },
  { cycle: 'Triomes', untapped: null, lands: ['Savai Triome', 'Ketria Triome', 'Indatha Triome', 'Raugrin Triome', 'Zagoth Triome'] },
  { cycle: 'gain lands', untapped: null, lands: ['Tranquil Cove', 'Dismal Backwater', 'Bloodfell Caves', 'Rugged Highlands', 'Blossoming Sands', 'Scoured Barrens', 'Swiftwater Cliffs', 'Jungle Hollow', 'Wind-Scarred Crag', 'Thornwood Falls'] },
  { cycle: 'guildgates', untapped: null, lands: ['Azorius Guildgate', 'Dimir Guildgate', 'Rakdos Guildgate', 'Gruul Guildgate', 'Selesnya Guildgate', 'Orzhov Guildgate', 'Izzet Guildgate', 'Golgari Guildgate', 'Boros Guildgate', 'Simic Guildgate'] },
  // Artifact lands: the only duals that can replace an artifact land in an affinity or metalcraft deck.
  { cycle: 'bridges', untapped: null, lands: ['Razortide Bridge', 'Mistvault Bridge', 'Drossforge Bridge', 'Slagwoods Bridge', 'Thornglint Bridge', 'Goldmire Bridge', 'Silverbluff Bridge', 'Darkmoss Bridge', 'Rustvale Bridge', 'Tanglepool Bridge'] },
  { cycle: 'bounce lands', untapped: null, lands: ['Azorius Chancery', 'Dimir Aqueduct', 'Rakdos Carnarium', 'Gruul Turf', 'Selesnya Sanctuary', 'Orzhov Basilica', 'Izzet Boilerworks', 'Golgari Rot Farm', 'Boros Garrison', 'Simic Growth Chamber'] },
];

/**
 * Lands that make colourless mana ({C}) and nothing of a colour, which advice names for a deck short of sources for
 * its {C} pips (colorless-need.ts), after Eldrazi Temple and before Wastes come the pain lands of the cycles above,
 * which keep both their colours and add {C}.
 */
export const COLORLESS_LANDS = { first: ['Eldrazi Temple'], last: ['Wastes'] } as const;
