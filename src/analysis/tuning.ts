/**
 * The tuning table: every threshold, weight and target that the score, the
 * advice, archetype detection and the mana base read. Change a number here and
 * nowhere else; the pinned scores in test/analysis/decks.test.ts show what it
 * moved. Each entry says why it has its value and, where there is one, whose
 * figure it is. Karsten's source table itself is data: data/karsten-2022.ts.
 */
import type { PlayMetric } from '../contract/score-metrics.js';
import type { MacroArchetype } from '../contract/schemas.js';
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

/** The same plans as macro archetypes (burn is aggro): advice reads the macro archetype the answer shows. */
export const AGGRESSIVE_MACROS: ReadonlySet<MacroArchetype> = new Set<MacroArchetype>(['aggro', 'tempo']);

/** Macro archetypes whose plan is to cast big spells late: a higher curve target (the score reads the macro archetype the answer shows). */
export const BIG_SPELL_MACROS: ReadonlySet<MacroArchetype> = new Set<MacroArchetype>(['control', 'ramp']);

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

/**
 * Points of color_consistency (0-10) each land that always enters tapped costs an aggressive deck beyond its budget,
 * per 60 cards: a mana base that casts its spells a turn late is not consistent (a new player's Boros list with eight
 * tapped lands under twenty one-drops scored 8.9). Our judgement: a point for each land over (the land count's own
 * penalty is two); a slower deck's score does not pay it, its warning says it.
 */
export const TAPPED_LAND_SCORE_PENALTY = 1;

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

/**
 * Evidence of power. The metrics measure how a deck is built (curve, lands,
 * colours, roles), not how strong its cards are: a casual Brawl list or a
 * precon can be built as soundly as a Modern Challenge winner. The one outside
 * evidence of power Deckdoctor has is whether the list is a deck players take
 * to tournaments: it matches a definition of its format's metagame
 * (data/archetypes/, from MTGGoldfish, MTGTop8 and MTGO results) or, in
 * Commander, carries the cEDH staples. The score keeps `unprovenShare` of the
 * measured mean for a list with no such evidence and all of it for a certain
 * match, in proportion to the name's calibrated confidence between.
 * Calibrated on test/analysis/score-calibration.test.ts: at 0.7 every legal
 * top-tier list of the corpus scores above every precon and casual list
 * (issue 12: "precons sit in between"), and every precon and casual list
 * above every pile.
 */
export const TOURNAMENT_EVIDENCE = { unprovenShare: 0.7 } as const;

/**
 * Evidence of a tournament list short of a name: a 60-card-format list of
 * exactly the format's minimum with a sideboard of `minimumSideboard` cards up
 * to the format's limit is shaped as a deck registered for an event. Casual
 * lists rarely carry one: of the reviewed constructed lists no definition
 * names (test/fixtures/reviewed/), all 20 tournament lists have 60 + 15, and
 * 4 of 26 casual lists and piles; every list of the corpus and the reviewed
 * set with a sideboard of 8 to 14 cards is a tournament list (Arena exports
 * of Historic Jund Food, 13; Izzet Phoenix, 10). It counts as `evidence` of a
 * certain name's: an unnamed tournament list that measures 9.5-10 keeps 85%
 * and scores 8.1-8.5, at the tier lists' line and below the named lists of its
 * format, where at 70% it sat at 6.5-7, among the casual lists. It says
 * nothing of a pile's build: one with a sideboard still measures as a pile.
 * Our judgement, from those lists.
 */
export const TOURNAMENT_SHAPE = { evidence: 0.5, minimumSideboard: 8 } as const;

/**
 * A pile of single copies: in a format of four copies, a main deck of at least
 * `minimumSpells` spells, `share` or more of them single copies (cards the
 * format restricts to one aside). No tournament list is built so: of the
 * corpus's and the reviewed constructed lists, Legacy's Nic Fit has the most,
 * 37% (Vintage's lists, their restricted cards aside, fewer). Such a deck is
 * named by its colours and plan, never by a tournament definition that its
 * one copy each of a few signature cards would match (a new player's 37
 * different cards read 'Temur Ninjas' for one Moon-Circuit Hacker and scored
 * 9.3), and is told to pick a plan and play more copies of its best cards.
 * Its score is capped at `scoreCap`, below the casual lists of four copies
 * (4.1-6.1 in the reviewed lists) and above an illegal deck's cap: however
 * sound each card and the mana, the deck rarely draws the same game twice.
 */
export const SINGLE_COPY_PILE = { share: 0.5, minimumSpells: 20, scoreCap: 4.5 } as const;

/**
 * A casual Commander deck is judged against The Command Zone's template
 * (ramp, card draw, targeted removal, board wipes; commander.ts
 * templateSlotAsks), as a strong player reads one: a deck that fills less
 * than half of it has no way through a four-player game, however its curve
 * and threats measure. Below `floor` (on the 0-10 scale of `template_fill`,
 * its slots weighted by TEMPLATE_SLOT_WEIGHTS), each point costs
 * `penaltyPerPoint` of the score, as the fundamentals do. Calibrated on
 * test/analysis/score-calibration.test.ts and the reviewed Commander lists:
 * every precon fills 6.3 or more and loses nothing; a pile of vanilla
 * creatures (2 ramp, no draw, 2 removal) fills 1.1 and a pile of black commons
 * with no ramp 4.0, and both fall below the precons of their build.
 */
export const TEMPLATE_FILL = { floor: 6, penaltyPerPoint: 0.75 } as const;

/**
 * How much each template slot weighs in `template_fill` (our judgement, as
 * deckbuilding writers rank them): a Commander deck with no ramp or no card
 * draw falls behind three opponents at once; targeted removal answers one
 * threat; a board wipe is one or two cards of a hundred.
 */
export const TEMPLATE_SLOT_WEIGHTS = { ramp: 1.5, card_draw: 1.5, targeted_removal: 1, board_wipes: 0.5 } as const;

/**
 * Evidence of power a casual Commander deck can show: its Game Changers, the
 * brackets' own list of the cards that most raise a deck's power
 * (data/commander-brackets.ts, Wizards, 2026-02-09). Each counts as `perCard`
 * of the evidence a certain tournament name gives a 60-card list, up to
 * `most`: an upgraded deck with four (Rhystic Study, Smothering Tithe, Cyclonic
 * Rift, Teferi's Protection) keeps 76% of its measure instead of 70%, and
 * rises above a precon of the same build; no casual deck reaches a cEDH
 * list's evidence. Calibrated on test/analysis/score-calibration.test.ts and
 * the reviewed Commander lists (test/analysis/reviewed-lists.test.ts).
 */
export const GAME_CHANGER_EVIDENCE = { perCard: 0.05, most: 0.3 } as const;

/**
 * A commander that draws again and again (Chulane on every creature spell,
 * Tymna, Kenrith) is always in play: the template counts it as this many
 * card-draw cards, as Commander writers tell its players to run fewer (a
 * Chulane list was told to add 4 draw spells). Our judgement.
 */
export const COMMANDER_DRAW_ENGINE = { cards: 3 } as const;

/** Half the spells serving the plan gives a full synergy_density. */
export const SYNERGY_SHARE_TARGET = 0.5;

/** Cards that close a game: 6 per 60 cards (9 in singleton, where each is drawn less often). */
export const WIN_CONDITION_TARGET: DeckTarget = { per60: 6, singleton: 9 };
/**
 * A control deck (its way to win is data/win-conditions.ts's control plan: a pile of answers, then a few finishers)
 * wants half as many: Legacy Jeskai Control's Jace and Teferi, Hero of Dominaria are its design, not a lack. Our
 * judgement, from the period's control lists (two to four finishers).
 */
export const CONTROL_WIN_CONDITION_TARGET: DeckTarget = { per60: 3, singleton: 4.5 };

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
 * "high", since an extra land costs less than a missing one. A 100-card deck
 * may sit `belowTemplate` lands under the template's floor (36) before it is
 * low: an upgraded Kumena Merfolk on 35 lands and nine ramp pieces, its curve
 * at 2.83, was given a major warning to play one more.
 */
export const LAND_TOLERANCE = { lands: 1.5, share: 0.06, extraAbove: 0.5, belowTemplate: 1 } as const;

/**
 * An aggressive deck with a curve this low may run up to `fewerLands` lands
 * below the recommendation. A 100-card singleton deck's curve runs higher
 * (CURVE_TARGETS): its low curve is `singletonMaxAverageManaValue` (a Sram
 * Voltron list at 2.24 on 31 lands, as such lists run, was told to play 5
 * more). Our judgement.
 */
export const LOW_CURVE_AGGRO = { maxAverageManaValue: 2.2, singletonMaxAverageManaValue: 2.6, fewerLands: 4 } as const;

/** Karsten's requirements are read for spells up to this mana value: the early turns decide colour screw. */
export const EARLY_SPELL_MANA_VALUE = 3;

/**
 * A colour with no spell up to EARLY_SPELL_MANA_VALUE is read from its spells
 * up to this mana value: Karsten's tables run to six (5C, 4CC).
 */
export const LATE_SPELL_MANA_VALUE = 6;

/** A gold spell needs one source more than Karsten's single-colour figure. */
export const GOLD_EXTRA_SOURCES = 1;

/** Cards seen by turn 1 on the play: the opening hand. */
export const OPENING_HAND = 7;

// ---------------------------------------------------------------- advice

/**
 * Average mana value above which advice calls the curve top-heavy, by plan.
 * Aggressive: 2.8, above the corpus's aggressive tier lists (Standard
 * Mono-Green Aggro and Historic Mono-Red Goblins average 2.67 as cast; 2.6
 * called them top-heavy), below the piles it should catch.
 */
/** A deck of this many cards or more is a 100-card Commander deck (its 99 and commander), not a 60-card Brawl deck. */
export const HUNDRED_CARD_DECK = 90;

export const CURVE_WARNING = {
  /**
   * An aggressive singleton deck's curve runs higher by as much as LOW_CURVE_AGGRO's singleton allowance (0.4):
   * Standard Brawl Kaito Ninjas at 2.81 with four finishers was told to lower its curve. A 100-card deck's aggressive
   * curve runs higher again (`aggressiveCommander`, our reading of the aggressive precons, 3.2-3.5): the Ruthless
   * Regiment precon (Jirina Kudro Humans) at 3.23 with eight 5-drops of 64 was told to lower its curve.
   */
  averageManaValue: { aggressive: 2.8, aggressiveSingleton: 3.2, aggressiveCommander: 3.5, singleton: 3.8, constructed: 3.4 },
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
  /**
   * "Focused <name> plan" praises a plan players name: below this confidence
   * the name is a description ("4c Midrange" for a kitchen pile), and any
   * card serves it (our judgement; docs/archetypes.md calibrates the figure).
   */
  namedPlanConfidence: 0.5,
} as const;

// ---------------------------------------------------------------- card data

/** Card data older than this may miss a set's legality or a ban announcement (CARD_DATA_STALE). */
export const CARD_DATA_STALE_AFTER_DAYS = 30;

/** The copies a target asks for in a deck: fixed in singleton formats, scaled by size from 60 cards elsewhere. */
export function deckTarget(target: DeckTarget, singleton: boolean, deckSize: number): number {
  return singleton ? target.singleton : target.per60 * (Math.max(deckSize, 1) / 60);
}

// ---------------------------------------------------------------- archetype names (issue 12)

/**
 * Naming a deck as players name it (archetype-name.ts; definitions in
 * data/archetypes/). Confidence figures are calibrated on the labelled corpus
 * of test/fixtures/decks (test/analysis/archetype-names.test.ts prints the table):
 * a named definition that matches most of its signature is right nearly
 * always; a commander's name is certain and its plan less so; a colour-and-plan
 * fallback is a guess from role shares.
 */
export const ARCHETYPE_NAMING = {
  /** Share of a definition's signature weight a deck must hold (required groups always) to take its name. */
  minimumCoverage: 0.5,
  /** Coverage gap under which the runner-up definition counts as a close call. */
  closeCallMargin: 0.15,
  /** cEDH staples (data/archetypes/commander.ts) that make a Commander deck "<commander> cEDH". */
  cedhStaples: 8,
  /** Of those, fast mana or compact-win pieces (CEDH_ENGINE_STAPLES): the corpus's cEDH Kinnan holds 15 and the reviewed Najeela 12, a tuned casual Yuriko with eight staples none (Sol Ring is in every deck, so no staple). */
  cedhEngine: 3,
  /**
   * A tribe names a deck when this share of its creatures, and this many copies
   * (singleton: cards), share the type; a type with overBroadType of a broad
   * type's copies (Werewolf beside Human) names it instead.
   */
  // payoffCopies: cards naming the type in their text (lords, tribal payoffs) a deck needs to be named for it.
  tribe: { ofCreatures: 0.4, copies: 10, singletonCopies: 12, overBroadType: 0.6, payoffCopies: 2, singletonPayoffCopies: 1 },
  /** Tribal decks at or under this average mana value are aggro, above it midrange (singleton decks run higher curves, as CURVE_TARGETS says). */
  tribalAggroMaxManaValue: { constructed: 3, singleton: 3.5 },
  confidence: {
    /** Definition: base + perCoverage x coverage, less closeCall when the runner-up is within closeCallMargin. */
    definition: { base: 0.55, perCoverage: 0.4, closeCall: 0.15 },
    /** Commander decks by where the plan came from. */
    commander: { table: 0.9, cedh: 0.85, tribe: 0.8, plan: 0.5 },
    /**
     * Colour-and-plan fallback: the broad detector's confidence times this. Named
     * without their definitions, 4 of 48 corpus decks got their player's name
     * this way ("Mono-Red Aggro", "Azorius Control"): a plan read from role
     * shares describes the deck, but is rarely the name players use.
     */
    fallbackFactor: 0.2,
  },
  /**
   * Deck shape (archetype-name.ts, deckShapeFactor): real decks of the corpus
   * keep 20-55 percent lands (Dredge's 4 and Storm's 12 are marked fewLands in
   * their definitions), and at least 65 percent of Karsten's land count for
   * their curve; confidence falls to 0 at 35 percent of it, and at the spreads
   * beyond the share's ends.
   */
  deckShape: {
    share: { low: 0.2, lowSpread: 0.15, high: 0.55, highSpread: 0.1 },
    ratio: { zeroAt: 0.35, fullAt: 0.65 },
  },
} as const;

// ---- Castability (issue 11) -------------------------------------------------------------

/**
 * A mulligan rule for the castability model: the hands tried in turn, each
 * with its size and the land counts it is kept with (the last is kept
 * whatever it holds), judged on the 7 cards drawn or on the hand after
 * bottoming, and which cards go to the bottom (surplus lands first, or two
 * lands saved and the rest at random).
 */
export interface MulliganRule {
  name: string;
  stages: ReadonlyArray<{ size: number; keep: readonly [number, number] }>;
  judgedOn: 'kept' | 'drawn';
  bottom: 'surplus-lands' | 'random-after-two-lands';
}

/**
 * The model's London mulligan, modelled on Karsten's 2022 simulation
 * (HowManySources2022Update.py): keep 7 with 2-5 lands; at 6 and 5, after
 * putting lands on the bottom while the hand holds more than half lands, keep
 * with 2-4 (5 cards: 1-4, a strong player's keep); a 4-card hand is kept.
 */
export const LONDON_MULLIGAN: MulliganRule = {
  name: 'london',
  stages: [{ size: 7, keep: [2, 5] }, { size: 6, keep: [2, 4] }, { size: 5, keep: [1, 4] }, { size: 4, keep: [0, 7] }],
  judgedOn: 'kept',
  bottom: 'surplus-lands',
};

/** Commander formats (Karsten's 99-card table): a free first mulligan, taken unless the 7 hold 3-5 lands. */
export const COMMANDER_MULLIGAN: MulliganRule = {
  ...LONDON_MULLIGAN,
  name: 'london-commander',
  stages: [{ size: 7, keep: [3, 5] }, ...LONDON_MULLIGAN.stages],
};

/** Seeded samples of the land order where exact enumeration would be too slow (about 2 points of noise at 50%, 1.2 at 90%), and the number of compositions enumerated exactly. */
export const CASTABILITY_SAMPLES = 600;
export const CASTABILITY_EXACT_LIMIT = 4000;

/**
 * The most different spells one deck's castability is computed for. A
 * Commander deck casts at most 99 different spells; a longer list is a
 * collection, not a deck, and each distinct cost is an exact computation
 * (a 1,000-name paste spent 130 ms here). Spells past it are left out of
 * mana_base.castability.
 */
export const CASTABILITY_MAX_SPELLS = 200;

/** Turns after the wanted one over which the average delay is summed (a later cast counts as this many). */
export const CASTABILITY_MAX_DELAY = 6;

/** A spell below this probability on the play at its turn, given enough lands (a colour problem, not land screw), is listed in mana_base.hardest_to_cast. */
export const HARDEST_TO_CAST = { below: 0.85, max: 5 } as const;

/**
 * Weight of a nonland mana source, as a share of a land (Karsten 2022 "How
 * the article says to count": creatures 1/2, rocks and two-mana land search
 * 3/4, a Treasure 1/4). A 0-mana rock (Moxen, Lotus Petal) counts 1/2: it
 * makes mana at once but only once per turn and is also a card (our judgement;
 * Burgess counts 0-mana rocks as lands in Commander, where that rule is used).
 * A ritual counts 1/4 like a Treasure: one-shot mana (our judgement).
 * An aura that makes its land tap for more (Utopia Sprawl, Wild Growth)
 * counts 3/4 like a rock: lasting mana, lost with its land (our judgement).
 * A source counts for land advice when its mana value is at most `maxManaValue`.
 */
export const NONLAND_SOURCE_WEIGHT = { creature: 0.5, rock: 0.75, mox: 0.5, land_search: 0.75, treasure: 0.25, ritual: 0.25, land_aura: 0.75 } as const;
export const NONLAND_SOURCE_MAX_MANA_VALUE = 2;
/**
 * A land search that puts the land onto the battlefield is a nonland source up to this mana value: Cultivate and
 * Kodama's Reach make the fourth mana on turn 3 (Karsten's table names two-mana searches; Commander's template
 * counts three-mana ones as ramp, our judgement follows it).
 */
export const LAND_SEARCH_MAX_MANA_VALUE = 3;

/** When the plan, not the curve, sets the land count: cards not cast, fast mana (Storm, cEDH), or landfall / extra-land / artifact-land cards (our judgement). */
export const PLAN_LAND_COUNT = { notCastCopies: 8, landMattersCopies: 4, artifactLands: 8, fastManaCopies: 16 } as const;

/**
 * Colour advice: a turn-1 spell drives it only when it is a creature in an
 * aggressive deck (other decks cast their 1-mana spells when they can), and a
 * 60-card deck's spell only with at least this many copies (a one-of does not
 * set a mana base); never a convoke spell, whose creatures pay its colours too.
 */
export const COLOR_ADVICE = { minCopies: 2 } as const;

/**
 * A colour is left out of the deck's name when nothing makes it (no land, no mana source of mana value 2 or less:
 * Birds of Paradise and Prophetic Prism count) and at most this share of its spell copies needs it (facts.ts
 * `namedColors`): a splash-sized mistake (one Serra Angel in a Gruul pile) or a card the deck cheats in. Our
 * judgement: 15% is two or three cards of a 60-card deck's spells, under any real second colour.
 */
export const NAME_OFF_COLOR_SHARE = 0.15;
export const NAME_COLOR_SOURCE_MAX_MANA_VALUE = 2;

/**
 * The turn a dual named for a Commander deck should still enter untapped on (land-swaps.ts): games run long, so a
 * fast land (untapped on turns 1-3 only) ranks after check lands, shock lands and pathways. Our judgement, after two
 * reviews named Darkslick Shores and Seachrome Coast for 100-card decks.
 */
export const COMMANDER_DUAL_UNTAPPED_TURN = 4;

/** How many lands that make {C} the advice for a deck short of colourless sources names (land-swaps.ts nameColorlessLands). */
export const COLORLESS_LANDS_NAMED = 3;

/** Reduced costs apply only when the deck has the fuel: artifacts for affinity/improvise, creatures for convoke. */
export const REDUCED_COST_FUEL = { artifacts: 12, creatures: 16 } as const;

/**
 * Cheap card draw stands in for part of a land: each 1-mana spell that draws
 * a card (Opt, Consider, Brainstorm, Manamorphose) counts 1/4 of a land in
 * the land advice (our judgement of Karsten's advice that cantrip decks play
 * fewer lands; his article gives no per-card figure).
 */
export const CANTRIP_LAND_WEIGHT = 0.25;

/**
 * Cards that are no mana source yet stand in for part of a land in the land
 * advice: Aether Vial puts the deck's creatures into play for free (Karsten,
 * "How Many Lands Do You Need to Consistently Hit Your Land Drops?",
 * TCGplayer 2022: "Attune with Aether or Aether Vial are not full lands", and
 * such cards "could easily count as half a land or one-third of a land"; we
 * take a half, as for a mana creature).
 */
export const LAND_STAND_INS: Readonly<Record<string, number>> = { 'Aether Vial': 0.5 };

/**
 * A modal double-faced card with a land back (Jwari Disruption, Emeria's
 * Call) counts as part of a land in the land advice: about 0.8, a mythic one
 * (whose land can enter untapped) 1 (Karsten 2022, as he counts them as sources).
 */
export const MODAL_LAND_WEIGHT = { mythic: 1, other: 0.8 } as const;

/** Spells named in a note or warning about a colour nothing in the deck makes; the rest are counted ("and 3 more"). */
/**
 * Cards not allowed in the format, one recommendation each up to `advised`; past it, one recommendation names the
 * first `named` and counts the rest (the legality review lists every one): a rotated Standard list read twenty-one
 * "Replace X: it is not allowed in Standard." lines in a row.
 */
export const ILLEGAL_CARDS_ADVISED = { advised: 8, named: 5 } as const;

export const UNMADE_SPELLS_LISTED = 5;

/** A colour with fewer than this share of its requirement is a splash the deck accepts (Karsten: "unless one colour is a light splash"). */
export const SPLASH_SHARE = 0.5;

/**
 * A casual Commander deck (format commander, not named cEDH) has its colour
 * needs read one turn later than on curve: a multiplayer game at 40 life
 * forgives a turn's delay, and Karsten's tables assume a duel where it does
 * not (our judgement; review round 4 found precons told to swap 7-10 lands
 * for a {1}{W}{W} group-hug spell "on turn 3"). Arena's Brawl is one-on-one.
 */
export const CASUAL_MULTIPLAYER_TURN_DELAY = 1;

/**
 * Too many colours for the mana: when this many colours each have under
 * SPLASH_SHARE of the sources their early spells need (a four-colour pile on
 * five of each basic), the advice is to play fewer colours, not to buy duals
 * for each (our judgement; the kitchen-table review pile was told to buy four
 * Savannahs).
 *
 * Below that, one such colour whose spells number `mainColorCopies` or more
 * copies per 60 cards is a colour the deck leans on, not a splash: it is told
 * to cut that colour or make it a main one (a new player's Jund pile had nine
 * red cards, Goldspan Dragon among them, on four Mountains, and no word of it;
 * a Boros Samurai list five black cards on two Swamps); two such colours are
 * too many colours as well.
 */
export const TOO_MANY_COLORS = { starvedColors: 3, mainColorCopies: 5, leanedColors: 2 } as const;

/**
 * Commander decks: Burgess's count and the template's 36-38 lands assume the
 * template's 10-12 ramp pieces; weighted ramp of mana value 3 or less beyond
 * this much lowers the land target and the range's floor (cEDH decks with 20
 * rocks and dorks, Prossh's 18 pieces on 35 lands). Our judgement: 10 pieces,
 * most of them rocks and land searches at Karsten's 3/4, two or so dorks at 1/2.
 */
export const COMMANDER_EXPECTED_RAMP_WEIGHT = 7;
/**
 * A land that becomes a creature (Mutavault, Den of the Bugbear, Celestial Colonnade) is a threat as well as a
 * land, and a cycling land (Forgotten Cave, Barren Moor) a card drawn when no land is needed: decks play them on top
 * of their lands, so each counts as half a spell when a land count is judged too high (our judgement: Pioneer
 * Mono-Black Aggro's 24 lands with four Mutavaults were told to cut two; the Call the Spirits precon's 39 lands with
 * two cycling lands, three).
 */
export const SPELL_LAND_SHARE = 0.5;
/**
 * A landcycler (Twisted Abomination, Krosan Tusker) is cycled for a land far more often than cast: it counts as
 * half a land toward the land count, and its mana value stays out of the average the count is read from (our
 * judgement, after Karsten's counting of cheap land-finding spells; Pauper Tortured Existence on 22 lands and five
 * landcyclers was told to play 3 more).
 */
export const LANDCYCLER_LAND_WEIGHT = 0.5;
/** Lands per 60 cards below which a deck makes its mana another way (rituals, Lotus Petal): no spell is called hard to cast by its lands' odds. */
export const HARD_TO_CAST_MIN_LANDS = 8;

/**
 * A spell the castability model casts on its turn less often than this, even given enough lands, is named as hard
 * to cast (a new player's three Serra Angels on one Plains: 0%; Gigantosaurus's five green pips on 13 Forests:
 * 11%). Our judgement: a fifth is where a player would rather cut the card than wait for its colours.
 */
export const HARD_TO_CAST_ODDS = 0.2;
/** A mana base is praised for casting its early spells on time only with at least this many lands per 60 cards (our judgement: Dredge's 11 qualify, Belcher's one Taiga does not). */
export const MANA_PRAISE_MIN_LANDS = 8;
/** The ramp a 100-card Commander deck's land target counts goes up to Cultivate's mana value (the template counts it as ramp). */
export const COMMANDER_RAMP_MAX_MANA_VALUE = 3;

/** 60-card Brawl: the land range peers use for 60 cards (24, deckbuilding facts section 2), plus or minus one. */
export const SIXTY_CARD_COMMANDER_LANDS = { min: 23, max: 25 } as const;

/**
 * Lands that always enter tapped a deck affords, per 60 cards (scaled to its size): Karsten's rough budget is at most 3
 * in an aggressive deck with one-drops and at most 9 in a slow deck (deckbuilding-facts.md §1). An aggressive deck
 * without one-drops (at least `oneDropCopies` per 60) is given the midpoint, 6: our reading, since its first land
 * drop matters less but its second and third do.
 */
export const TAPPED_LAND_BUDGET = {
  aggressiveWithOneDrops: 3,
  aggressive: 6,
  other: 9,
  perCards: 60,
  oneDropCopies: 4,
  /** The turn by which a land named to replace a tapped one must be untapped: an aggressive deck's second (check lands, fast lands), a slower deck's third (slow lands too). */
  untappedByAggressive: 2,
  untappedByOther: 3,
} as const;
