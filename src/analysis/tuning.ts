/**
 * The tuning table: every threshold, weight and target that the score, the
 * advice, archetype detection and the mana base read. Change a number here and
 * nowhere else; the pinned scores in test/analysis/decks.test.ts show what it
 * moved. Each entry says why it has its value and, where there is one, whose
 * figure it is. Karsten's source table itself is data: data/karsten-2022.ts.
 */
import type { PlayMetric } from '../contract/score-metrics.js';
import type { ArchetypeKey } from './archetype.js';
import type { Role } from '../domain/roles.js';

/** A target that grows with deck size in 60-card formats and is fixed in singleton (100-card) ones. */
export interface DeckTarget {
  /** Copies wanted per 60 cards. */
  readonly per60: number;
  /** Copies wanted in a singleton deck (Commander's 99, Brawl's 59). */
  readonly singleton: number;
}

/** `[from, to]`: a fit is 0 at `from` and 1 at `to` (either direction). */
export type FitRange = readonly [from: number, to: number];

// ---------------------------------------------------------------- archetypes

/** Archetypes that win early and trade card quality for speed: lower curve targets, leaner mana, no card-advantage demand. */
export const AGGRESSIVE_ARCHETYPES: readonly ArchetypeKey[] = ['aggro', 'burn', 'tempo'];

/** Archetypes whose plan is to cast big spells late: a higher curve target. */
export const BIG_SPELL_ARCHETYPES: readonly ArchetypeKey[] = ['control', 'ramp'];

/** Shares of nonland copies (or curve points) at which each archetype starts to fit and fits fully. */
export const ARCHETYPE_FIT = {
  /** A quarter of the spells going face already reads as burn; half is the whole plan. */
  burn: { directDamage: [0.25, 0.5], averageManaValue: [3, 2] },
  /** Bodies (creatures, planeswalkers, vehicles) on a low curve. */
  aggro: { bodies: [0.3, 0.55], averageManaValue: [3.1, 2.2] },
  /** Most creatures share a type, and there are enough of them to matter (more in 100-card singleton). */
  tribal: { ofCreatures: [0.45, 0.8], copies: [8, 16], singletonCopies: [10, 25] },
  /** Answers and card draw (draw counting half), few creatures, a curve above aggro's. */
  control: { answers: [0.3, 0.6], cardAdvantageWeight: 0.5, creatures: [0.4, 0.15], averageManaValue: [2, 2.6] },
  /** Cheap threats backed by counters and removal (removal counting half); evasion adds up to 30 percent. */
  tempo: {
    answers: [0.1, 0.3],
    removalWeight: 0.5,
    threats: [0.15, 0.3],
    averageManaValue: [3, 2.2],
    withoutEvasion: 0.7,
    evasionBonus: 0.3,
    evasion: [0.05, 0.2],
  },
  /** Ramp pieces plus a high curve or big payoffs (cheap ramp pulls the average down, as in Tron). */
  ramp: { ramp: [0.1, 0.25], singletonRamp: [0.12, 0.25], averageManaValue: [2.5, 3.5], bigSpells: [0.05, 0.15] },
  tokens: { tokenMakers: [0.15, 0.4] },
  aristocrats: { sacrifice: [0.08, 0.2] },
  /** Mostly instants and sorceries, with cards that reward casting them. */
  spellslinger: { instantsAndSorceries: [0.4, 0.65], spellsMatter: [0.06, 0.15] },
  /** A few reanimation spells define the deck; the targets are few and big. */
  reanimator: { reanimation: [0.04, 0.12] },
  mill: { mill: [0.12, 0.3] },
  landfall: { landfall: [0.1, 0.25] },
  counters: { counters: [0.3, 0.5] },
  voltron: { equipmentAndAuras: [0.12, 0.3] },
  /** Tutors plus the selection and draw that assemble pieces. */
  combo: { tutors: [0.05, 0.15], dig: [0.15, 0.35] },
  /** The fallback fair deck: creatures, some interaction, a middling curve; discounted so a specific plan wins ties. */
  midrange: { creatures: [0.2, 0.4], interaction: [0.08, 0.2], averageManaValue: [2.2, 3], discount: 0.8 },
} as const satisfies Partial<Record<ArchetypeKey, Record<string, FitRange | number>>>;

/** How sure the archetype call is: the best fit and its margin over the runner-up, scaled by the share of resolved cards. */
export const ARCHETYPE_CONFIDENCE = {
  /** Below this fit no archetype is named. */
  minimumFit: 0.25,
  /** A runner-up is named only when it would have been named on its own. */
  runnerUpMinimumFit: 0.25,
  /** Confidence that a deck fits no known plan, when every card resolved. */
  unclassified: 0.3,
  base: 0.45,
  perFit: 0.35,
  perMargin: 0.4,
} as const;

/** Mana value from which a spell counts as a big payoff (the cards ramp decks look for). */
export const BIG_SPELL_MANA_VALUE = 6;

// ---------------------------------------------------------------- the score

/** Weight of each play metric in the overall score: casting spells on time (curve, lands, colours) matters most. */
export const SCORE_WEIGHTS = {
  mana_curve: 1.2,
  land_count: 1.2,
  color_consistency: 1.2,
  early_game: 0.8,
  threat_density: 1,
  interaction_removal: 1,
  card_advantage: 0.9,
  synergy_density: 0.9,
  win_condition_clarity: 0.8,
} as const satisfies Record<PlayMetric, number>;

/**
 * Highest score by legality status: an illegal deck cannot be registered. An
 * unknown status (a card unresolved, or no legality data for the format) says
 * nothing about the deck's quality, so it caps nothing: it lowers the
 * answer's confidence instead (UNKNOWN_LEGALITY_CONFIDENCE).
 */
export const SCORE_CAPS = { legal: 10, unknown: 10, illegal: 4 } as const;

/** Confidence is multiplied by this when legality is unknown: the answer may describe a deck that cannot be registered. */
export const UNKNOWN_LEGALITY_CONFIDENCE = 0.8;

/** The score's scale starts at 1, as the contract says. */
export const SCORE_FLOOR = 1;

/** Target average mana value of the nonland cards, by plan (100-card singleton decks run a little higher). */
export const CURVE_TARGETS = {
  aggressive: 2.1,
  bigSpells: { constructed: 3.1, singleton: 3.4 },
  other: { constructed: 2.7, singleton: 3.1 },
} as const;

/** mana_curve loses this much per point of average mana value off target, and per share of 5+ drops beyond the allowance. */
export const MANA_CURVE_PENALTY = {
  perManaValueOffTarget: 4,
  /** Under the target costs less: a cheap curve (Storm, Delver) casts more spells per turn; it only risks running out of power. */
  perManaValueUnderTarget: 1.5,
  expensiveShareAllowed: 0.2,
  perExpensiveShare: 20,
} as const;

/** A spell at this mana value or more is expensive (a 5-drop is a late-game card in every format). */
export const EXPENSIVE_MANA_VALUE = 5;

/** land_count loses this much per land beyond the tolerance. */
export const LAND_COUNT_PENALTY_PER_LAND = 2;

/** A spell castable by turn 2 is cheap; 40 percent of them (30 in singleton) gives a full early_game. */
export const EARLY_GAME = { cheapManaValue: 2, cheapShare: { constructed: 0.4, singleton: 0.3 } } as const;

/** A threat or synergy card castable by turn 3 arrives in time to matter (threat_velocity, synergy_velocity). */
export const ON_TIME_MANA_VALUE = 3;

/** Share of threats among the nonland cards that gives a full threat_density. */
export const THREAT_SHARE_TARGET = 0.4;

/**
 * Removal and counterspells: 8 per 60 cards is a common count for 60-card
 * midrange; 12 in Commander follows The Command Zone template (10-12 targeted
 * removal plus wipes, data/commander-brackets.ts).
 */
export const INTERACTION_TARGET: DeckTarget = { per60: 8, singleton: 12 };

/** Card draw: 4 per 60 cards; 10 in Commander, the low end of The Command Zone template's 10-12. */
export const CARD_ADVANTAGE_TARGET: DeckTarget = { per60: 4, singleton: 10 };

/** Selection (scry, looting) smooths draws without netting cards: it counts half toward card_advantage. */
export const SELECTION_WEIGHT = 0.5;

// ---- roles-and-score (issue 12)
/** Selection alone fills at most this much of card_advantage (0-10): filtering is not drawing extra cards. */
export const SELECTION_CAP = 5;

/**
 * The weakest links: casting spells (lands, colours) and having a way to win.
 * Each point one of them sits below `floor` takes its penalty off the overall
 * score, so a pile with no lands, no fixing or no way to win falls below real
 * decks whose other metrics it matches. Colours weigh most: a five-colour
 * pile on four basics of each casts almost nothing on time. The penalties were
 * calibrated on test/analysis/score-calibration.test.ts (every legal top-tier
 * list above every pile).
 */
export const FUNDAMENTALS = {
  floor: 6,
  penaltyPerPoint: { land_count: 0.5, color_consistency: 0.9, win_condition_clarity: 0.35 },
} as const satisfies { penaltyPerPoint: Partial<Record<PlayMetric, number>> } & Record<string, unknown>;

/** Half the spells serving the plan gives a full synergy_density. */
export const SYNERGY_SHARE_TARGET = 0.5;

/** Cards that close a game: 6 per 60 cards (9 in singleton, where each is drawn less often). */
export const WIN_CONDITION_TARGET: DeckTarget = { per60: 6, singleton: 9 };

/** Synergy copies that make the plan show up in most games: 8 per 60 (12 in singleton). */
export const PAYOFF_TARGET: DeckTarget = { per60: 8, singleton: 12 };

/**
 * Redundancy: how often the deck draws a card that does the job it needs.
 * In 60-card formats a second copy of a card is redundant; in singleton
 * formats, where every card is one of a kind, a card is redundant when it
 * shares a job (one of `functionalRoles`) with `singletonPeers` or more other
 * cards. A full 10 at 1/1.2 (83 percent) of the spells, 1/1.5 (67) in singleton.
 */
export const REDUNDANCY = {
  scale: { constructed: 1.2, singleton: 1.5 },
  singletonPeers: 5,
  functionalRoles: ['removal', 'counterspell', 'board_wipe', 'discard', 'card_advantage', 'selection', 'ramp', 'tutor', 'recursion', 'token_maker', 'win_condition'],
} as const satisfies { functionalRoles: readonly Role[] } & Record<string, unknown>;

/** Recursion and card advantage that let a deck recover: 6 per 60 (12 in singleton, with longer games). */
export const RESILIENCE_TARGET: DeckTarget = { per60: 6, singleton: 12 };

/** Repeatable-value permanents help recover but can be answered: they count half toward resilience. */
export const REPEATABLE_VALUE_WEIGHT = 0.5;

// ---------------------------------------------------------------- lands and colours

/** Source of the colour requirements, as the notes cite it. */
export const KARSTEN_2022 = 'Karsten 2022';

/** Karsten's regression for 60-card decks: lands = 16 + 3.14 x average mana value of the nonland cards. */
export const KARSTEN_LANDS = { intercept: 16, perManaValue: 3.14, deckSize: 60 } as const;

/** Nate Burgess's Commander land count for 100 cards: 31 + colours in the identity + the commander's mana value. */
export const BURGESS_LANDS = { base: 31, deckSize: 100 } as const;

/**
 * How far a land count may stray from the recommendation and still be normal:
 * 1.5 lands or 6 percent, whichever is more; half a land more above it before
 * "high", since an extra land costs less than a missing one.
 */
export const LAND_TOLERANCE = { lands: 1.5, share: 0.06, extraAbove: 0.5 } as const;

/** An aggressive deck with a curve this low may run up to `fewerLands` lands below the recommendation. */
export const LOW_CURVE_AGGRO = { maxAverageManaValue: 2.2, fewerLands: 4 } as const;

/** Karsten's requirements are read for spells up to this mana value: the early turns decide colour screw. */
export const EARLY_SPELL_MANA_VALUE = 3;

/** A gold spell needs one source more than Karsten's single-colour figure. */
export const GOLD_EXTRA_SOURCES = 1;

/** Cards seen by turn 1 on the play: the opening hand. */
export const OPENING_HAND = 7;

// ---------------------------------------------------------------- advice

/** Average mana value above which advice calls the curve top-heavy, by plan. */
export const CURVE_WARNING = {
  averageManaValue: { aggressive: 2.6, singleton: 3.8, constructed: 3.4 },
  /** Share of 5+ drops above which the curve is top-heavy whatever the average. */
  expensiveShare: { constructed: 0.2, singleton: 0.25 },
} as const;

/** Interaction below this fraction of the target earns LOW_INTERACTION. */
export const LOW_INTERACTION_FRACTION = 0.5;

/** Metric values (0-10) from which advice names a strength, and below which a weakness. */
export const ADVICE_METRIC_THRESHOLDS = {
  earlyGameStrength: 8,
  cardAdvantageStrength: 8,
  threatDensityStrength: 8,
  synergyStrength: 7,
  winConditionWeakness: 4,
} as const;

// ---------------------------------------------------------------- card data

/** Card data older than this may miss a set's legality or a ban announcement (CARD_DATA_STALE). */
export const CARD_DATA_STALE_AFTER_DAYS = 30;

/** The copies a target asks for in a deck: fixed in singleton formats, scaled by size from 60 cards elsewhere. */
export function deckTarget(target: DeckTarget, singleton: boolean, deckSize: number): number {
  return singleton ? target.singleton : target.per60 * (Math.max(deckSize, 1) / 60);
}
