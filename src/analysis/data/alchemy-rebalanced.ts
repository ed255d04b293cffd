/**
 * Alchemy's rebalanced cards ("A-" names) in the April-2022 MTGJSON snapshot,
 * the card data the tests use: on Arena the rebalanced version replaces the
 * original in Alchemy (and Historic), so a list with the original is told to
 * play the A- version. Wizards of the Coast announce each rebalance in the
 * Alchemy rebalancing articles on magic.wizards.com; newer rebalances need
 * newer data here.
 */
/**
 * The formats where Arena's rebalanced version replaces the original: Alchemy,
 * Historic and (Historic) Brawl, as Wizards' Alchemy announcements say and the
 * card data's legalities show (the original Esika's Chariot is not legal
 * there); Standard and the paper formats keep the original.
 */
export const REBALANCED_FORMATS: ReadonlySet<string> = new Set(['alchemy', 'historic', 'brawl']);

export const ALCHEMY_REBALANCED: ReadonlySet<string> = new Set([
  "A-Acererak the Archlich",
  "A-Alrund's Epiphany",
  "A-Alrund, God of the Cosmos // A-Hakka, Whispering Raven",
  "A-Armory Veteran",
  "A-Base Camp",
  "A-Blood Artist",
  "A-Bruenor Battlehammer",
  "A-Canopy Tactician",
  "A-Cloister Gargoyle",
  "A-Cobbled Lancer",
  "A-Cosmos Charger",
  "A-Cosmos Elixir",
  "A-Death-Priest of Myrkul",
  "A-Demilich",
  "A-Divide by Zero",
  "A-Druid Class",
  "A-Dungeon Descent",
  "A-Dwarfhold Champion",
  "A-Elderfang Ritualist",
  "A-Elderleaf Mentor",
  "A-Ellywick Tumblestrum",
  "A-Elven Bow",
  "A-Esika's Chariot",
  "A-Faceless Haven",
  "A-Falcon Abomination",
  "A-Fates' Reversal",
  "A-Find the Path",
  "A-Fires of Invention",
  "A-Goldspan Dragon",
  "A-Goma Fada Vanguard",
  "A-Harald Unites the Elves",
  "A-Harald, King of Skemfar",
  "A-Hobbling Zombie",
  "A-Hullbreaker Horror",
  "A-Kargan Intimidator",
  "A-Kargan Warleader",
  "A-Lier, Disciple of the Drowned",
  "A-Luminarch Aspirant",
  "A-Nahiri, Heir of the Ancients",
  "A-Narfi, Betrayer King",
  "A-Omnath, Locus of Creation",
  "A-Phylath, World Sculptor",
  "A-Plate Armor",
  "A-Precipitous Drop",
  "A-Return Upon the Tide",
  "A-Sepulcher Ghoul",
  "A-Shessra, Death's Whisper",
  "A-Skemfar Avenger",
  "A-Skemfar Elderhall",
  "A-Skull Skaab",
  "A-Spell Satchel",
  "A-Stitched Assistant",
  "A-Symmetry Sage",
  "A-Teferi, Time Raveler",
  "A-Thornmantle Striker",
  "A-Triumphant Adventurer",
  "A-Tyvar Kell",
  "A-Vega, the Watcher",
  "A-Wizard Class",
]);
