/**
 * Metrics that do not measure a plan, as data: the score leaves them out of
 * its weighted mean (they still show in score_breakdown) when win-conditions.ts
 * recognises the plan. Each exemption says why, from how the decks play
 * (their primers and tournament coverage, late 2021 - April 2022).
 */
import type { PlayMetric } from '../../contract/score-metrics.js';
import type { Role } from '../../domain/roles.js';

export interface PlanExemption {
  metrics: readonly PlayMetric[];
  why: string;
}

/** Any complete curated combo kill: the combo is the threat. */
export const COMBO_KILL_EXEMPTION: PlanExemption = {
  metrics: ['threat_density'],
  why: 'A combo deck wins with its combination, not with a density of threats.',
};

/** Roles that assemble a combo: in a deck with a complete combo kill they count toward synergy. */
/**
 * A Commander list named cEDH (archetype-name.ts: the cEDH staples) sets its
 * own land count, as a recognised plan does: cEDH lists run far fewer lands
 * than the casual template's 36-38 (our judgement; the corpus's Kinnan list
 * plays 24, beside 29 ramp pieces).
 */
export const CEDH_LAND_COUNT = {
  why: 'cEDH lists run far fewer lands than the casual template: fast mana (Sol Ring, Mana Crypt, Moxen, dorks) and tutors stand in for the rest.',
} as const;

/**
 * A 100-card deck whose curve is top-heavy (average mana value as cast above
 * the curve warning's 3.8 for singleton decks, tuning.ts) is not told its
 * lands are too many: Burgess's count reads the commander's mana value, not
 * the curve, and such a deck is asked to lower its curve first (our judgement;
 * the Witherbloom precon was told "Cut 4 lands" and "Lower the curve" at once).
 */
export const TOP_HEAVY_COMMANDER_LANDS = {
  why: 'A curve this top-heavy wants its extra lands: Burgess\'s count reads the commander\'s mana value, not the deck\'s curve.',
} as const;

export const COMBO_ENGINE_ROLES: readonly Role[] = ['tutor', 'selection', 'card_advantage', 'ramp'];

/** By plan key (data/win-conditions.ts). */
export const PLAN_EXEMPTIONS: Readonly<Record<string, PlanExemption>> = {
  dredge: {
    metrics: ['land_count', 'color_consistency', 'mana_curve', 'card_advantage', 'early_game', 'interaction_removal'],
    why: 'Dredge puts its cards into play from the graveyard: it casts few spells, draws by dredging and races rather than answers.',
  },
  marit_lage: {
    metrics: ['land_count', 'mana_curve'],
    why: 'Lands decks play lands as their spells (Loam, Crop Rotation): the extra lands are the plan.',
  },
  tron: {
    metrics: ['land_count', 'color_consistency'],
    why: 'The three Tron lands make seven colourless mana: Tron runs fewer lands than its curve suggests, and few coloured sources on purpose, casting its coloured spells late or through Expedition Map and Chromatic Star.',
  },
  loam_lands: {
    metrics: ['land_count'],
    why: 'Life from the Loam returns its Wastelands and cycling lands again and again: Loam decks play lands as spells, and more of them than their curve suggests.',
  },
  field_of_the_dead: {
    metrics: ['land_count'],
    why: 'Field of the Dead wants seven or more differently named lands out, each of them then a Zombie: Field decks play more lands than their curve suggests, by design.',
  },
  cloudpost: {
    metrics: ['land_count'],
    why: 'Cloudpost, Glimmerpost and Vesuva (locus lands) each make two or more mana once a few are out, and map effects find them: Post runs fewer lands than its curve suggests.',
  },
  flicker_tron: {
    metrics: ['land_count', 'color_consistency', 'interaction_removal'],
    why: 'The three Tron lands make seven colourless mana: Flicker Tron runs fewer lands than its curve suggests, finds them with Expedition Map and Ancient Stirrings, and casts its coloured spells as its few coloured sources allow. It defends with Moment\'s Peace and the Stonehorn Dignitary lock rather than removal.',
  },
  spy_misery: {
    metrics: ['land_count', 'color_consistency', 'card_advantage'],
    why: 'Spy plays one land or none: Lotus Petal, Wild Cantor and rituals make its mana and colours, and it wins the turn it mills its deck, drawing nothing.',
  },
  cycling: {
    metrics: ['land_count', 'card_advantage'],
    why: 'A cycling deck cycles most of its cards and its Triomes for new ones: it runs fewer lands than its curve as printed suggests (Boros Cycling plays 21), and its cards come from cycling, not from draw spells.',
  },
  jace_erasure: {
    metrics: ['interaction_removal', 'threat_density'],
    why: "Turbo Fog answers no creature: its Fogs hold every attack off while Jace's Erasure mills the opponent, and it plays no threat but the Erasure.",
  },
  storm: {
    metrics: ['land_count'],
    why: 'Storm makes its mana with rituals and Lion\'s Eye Diamond, not lands.',
  },
  charbelcher: {
    metrics: ['land_count', 'color_consistency', 'card_advantage'],
    why: 'Belcher plays one land or none, so that Goblin Charbelcher reveals its whole library: rituals, Spirit Guides and fast mana make its mana and colours, and it wins the turn it goes off, drawing nothing.',
  },
  doomsday: {
    metrics: ['land_count'],
    why: 'Doomsday runs few lands and fast mana: its pile needs only a few mana.',
  },
  cephalid_breakfast: {
    metrics: ['card_advantage', 'mana_curve'],
    why: 'Cephalid Breakfast digs for its two-card loop with cantrips and guards it with free counterspells; it wins the turn the loop is assembled, drawing nothing more.',
  },
  self_mill: {
    metrics: ['land_count', 'mana_curve', 'card_advantage'],
    why: 'Oops All Spells plays no land card so that Balustrade Spy mills its whole library: fast mana and modal land backs make its mana, and the combo, not its curve or card draw, decides the game.',
  },
  living_end: {
    metrics: ['early_game', 'interaction_removal'],
    why: 'Living End cycles until its turn-three cascade; the cascade spell is its play and its answer.',
  },
  crashing_footfalls: {
    metrics: ['early_game'],
    why: 'The plan is a turn-three cascade into Crashing Footfalls.',
  },
  valakut: {
    metrics: ['card_advantage'],
    why: 'Titan Shift ramps to six or seven lands and wins at once with Valakut: it spends its cards on ramp, not on drawing more.',
  },
  infect: {
    metrics: ['card_advantage', 'interaction_removal'],
    why: 'Infect wins in one or two attacks of pumped infect creatures: it spends its cards on pump and protection (Vines of Vastwood, Apostle\'s Blessing), not on drawing more or on removal.',
  },
  amulet_titan: {
    metrics: ['card_advantage', 'interaction_removal'],
    why: 'Amulet Titan spends its cards on lands, bounce lands and ways to find Primeval Titan, and wins the race to it rather than answering the opponent or drawing more.',
  },
  lotus_field: {
    metrics: ['land_count', 'interaction_removal'],
    why: 'Lotus Field Combo untaps its lands with Hidden Strings and Pore Over the Pages and plays extra lands on purpose (25-27); it wins with its combo rather than by answering threats.',
  },
  ad_nauseam: {
    metrics: ['interaction_removal', 'threat_density', 'card_advantage'],
    why: 'Ad Nauseam draws its deck in one spell and wins with Lightning Storm or Thassa\'s Oracle; its sideboard, not its main deck, answers the opponent.',
  },
  blitz: {
    metrics: ['interaction_removal', 'card_advantage'],
    why: 'Izzet Blitz fills its deck with cheap pump and protection spells for one lethal hit: removal or card draw would dilute them.',
  },
  walls: {
    metrics: ['interaction_removal', 'threat_density'],
    why: 'Walls wins in one turn with endless mana from Axebane Guardian: its walls block while it assembles the loop, and its sideboard holds the counters that protect it.',
  },
  heroic: {
    metrics: ['interaction_removal'],
    why: 'Heroic decks protect and pump their own creatures (Gods Willing, Sheltering Light) and bring removal in from the sideboard.',
  },
  equipment: {
    metrics: ['interaction_removal'],
    why: 'Equipment and aura decks (Hammer Time, Bogles) protect one threat instead of answering the opponent\'s.',
  },
  elves: {
    metrics: ['interaction_removal'],
    why: 'Elves wins by outracing with mana creatures and Craterhoof, not by answering threats.',
  },
};
