// Words the page shows for the API's identifiers: role names, formats, card groups.

/** `cards[].roles` as a player says them. */
export const ROLE_LABELS = {
  land: 'Land',
  creature: 'Creature',
  artifact: 'Artifact',
  enchantment: 'Enchantment',
  equipment: 'Equipment',
  vehicle: 'Vehicle',
  aura: 'Aura',
  planeswalker: 'Planeswalker',
  instant: 'Instant',
  sorcery: 'Sorcery',
  interaction: 'Interaction',
  removal: 'Removal',
  counterspell: 'Counterspell',
  burn: 'Burn',
  direct_damage: 'Direct damage',
  board_wipe: 'Board wipe',
  discard: 'Discard',
  card_advantage: 'Card advantage',
  selection: 'Card selection',
  recursion: 'Recursion',
  repeatable_value: 'Value engine',
  ramp: 'Ramp',
  tutor: 'Tutor',
  threat: 'Threat',
  win_condition: 'Win condition',
  token_maker: 'Token maker',
  counters: '+1/+1 counters',
  sacrifice: 'Sacrifice',
  landfall: 'Landfall',
  spells_matter: 'Spells matter',
  reanimation: 'Reanimation',
  mill: 'Mill',
  lifegain: 'Lifegain',
  evasion: 'Evasion',
  haste: 'Haste',
  mass_land_denial: 'Mass land denial',
  extra_turn: 'Extra turn',
};

/** Card types already shown by the group heading are not repeated as roles. */
export const TYPE_ROLES = new Set(['land', 'creature', 'artifact', 'enchantment', 'planeswalker', 'instant', 'sorcery', 'threat']);

export const roleLabel = (role) => ROLE_LABELS[role] ?? role.replaceAll('_', ' ');

/** The twelve formats, in the order of the format menu. */
export const FORMATS = [
  ['standard', 'Standard'], ['alchemy', 'Alchemy'], ['historic', 'Historic'], ['timeless', 'Timeless'], ['pioneer', 'Pioneer'],
  ['modern', 'Modern'], ['legacy', 'Legacy'], ['vintage', 'Vintage'], ['pauper', 'Pauper'],
  ['commander', 'Commander'], ['brawl', 'Brawl'], ['standardbrawl', 'Standard Brawl'],
];
export const formatName = (id) => FORMATS.find(([f]) => f === id)?.[1] ?? id;

/** Best-of changes the sideboard limit only on Arena's constructed formats (7 in bo1, 15 in bo3); elsewhere the choice is hidden. */
export const BEST_OF_FORMATS = new Set(['standard', 'alchemy', 'historic', 'timeless', 'pioneer']);
export const COMMANDER_FORMATS = new Set(['commander', 'brawl', 'standardbrawl']);

/** Groups of the card list, in the order deck sites use; a card goes to the first type its front face has. */
export const TYPE_GROUPS = [
  ['Land', 'Lands'], ['Creature', 'Creatures'], ['Planeswalker', 'Planeswalkers'], ['Battle', 'Battles'],
  ['Instant', 'Instants'], ['Sorcery', 'Sorceries'], ['Artifact', 'Artifacts'], ['Enchantment', 'Enchantments'],
];
export const GROUP_ORDER = ['Creatures', 'Planeswalkers', 'Battles', 'Instants', 'Sorceries', 'Artifacts', 'Enchantments', 'Lands', 'Other', 'Not found'];

export const COLOR_NAMES = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };
