/**
 * analyzeDeck: the pure core. A parsed deck and its resolved cards in, the
 * whole DeckAnalysis out; no I/O, and the same input always gives the same
 * output. This file only orchestrates: each step is its own module.
 */
import type { CardRecord, ManaColor } from '../domain/cards.js';
import type { ParsedDeck } from '../domain/decklist.js';
import type { AnalysisWarning, DeckAnalysis, DeckFacts, MacroArchetype } from '../contract/schemas.js';
import { FORMATS, type BestOf, type FormatId, type FormatRules } from '../domain/formats.js';
import type { LegalityReview } from '../rules/legality.js';
import { formatVerdicts, likelyOtherFormat, reviewEveryFormat, type FormatReviews } from '../rules/format-legality.js';
import { ANALYZER_SOURCE, SERVICE_VERSION, TOOL } from '../contract/version.js';
import { copies, type AssembledDeck, type DeckCard } from '../domain/deck.js';
import { modalLandFace } from './mana-facts.js';
import { joinDeck } from './deck.js';
import { reportCardData, type CardDataContext, type CardDataReport } from './card-data.js';
import { dataWarnings } from './data-warnings.js';
import { deckFacts, isSingleCopyPile, measureDeck, namedColors, singleCopies, type DeckMeasures } from './facts.js';
import { manaCurve } from './curve.js';
import { cardSummaries, sectionCounts, structuralSummary, summarySentence } from './report.js';
import { deckProfile } from './profile.js';
import { detectArchetype, isAggressive, type ArchetypeResult, type DeckProfile } from './archetype.js';
import { nameArchetype, type NamedArchetype } from './archetype-name.js';
import { analyzeManaBase, type ManaBaseResult } from './manabase.js';
import type { LandCountStatus } from './land-count.js';
import { exemptMetrics, landCountPlanReason, scoreInput } from './score-input.js';
import { computeScore, legalityStatusOf, type LegalityStatus } from './score.js';
import { adviseDeck } from './advice.js';
import { nameColorlessLands, nameSwaps, type LandCandidates } from './land-swaps.js';
import { estimateBracket, shownTemplate, templateCounts, templateFill, templateSlotAsks, type TemplateSlotAsk } from './commander.js';
import { AGGRESSIVE_MACROS, COLORLESS_LANDS_NAMED, EXPENSIVE_MANA_VALUE, LOW_CURVE_AGGRO, TOURNAMENT_SHAPE, UNKNOWN_LEGALITY_CONFIDENCE } from './tuning.js';
import { CEDH_LAND_COUNT } from './data/score-plans.js';

export type { CardDataContext } from './card-data.js';

export interface AnalyzeOptions {
  format: FormatId;
  bestOf: BestOf;
  cardData: CardDataContext;
  /** Reference time for data staleness. */
  now: Date;
  /**
   * Dual lands colour advice may name in a swap (data/dual-lands.ts names,
   * resolved by the caller). Absent: the advice names no land to play.
   */
  landCandidates?: LandCandidates;
}

type Review = LegalityReview;

/** What every answer carries, the structural fallback included, in the answer's order. */
type CommonFields = Pick<
  DeckAnalysis,
  | 'tool' | 'service_version' | 'analyzer_source' | 'format' | 'best_of' | 'deck_size' | 'deck_name' | 'commander' | 'commanders' | 'card_data' | 'facts'
  | 'legality' | 'mana_curve' | 'sections' | 'parse_diagnostics' | 'cards' | 'format_legality'
> & { facts: DeckFacts };

function commonFields(parsed: ParsedDeck, deck: AssembledDeck, format: FormatRules, options: AnalyzeOptions, data: CardDataReport, reviews: FormatReviews, m: DeckMeasures): CommonFields {
  const review = reviews.requested.review;
  return {
    tool: TOOL,
    service_version: SERVICE_VERSION,
    analyzer_source: ANALYZER_SOURCE,
    format: format.id,
    best_of: options.bestOf,
    deck_size: m.deckSize,
    ...(parsed.deckName !== undefined ? { deck_name: parsed.deckName } : {}),
    ...(format.commander ? { commander: m.commanderNames[0] ?? null, commanders: m.commanderNames } : {}),
    card_data: data.cardData,
    facts: deckFacts(m, format, review.commanderColors),
    legality: review.legality,
    mana_curve: manaCurve(m.main),
    sections: sectionCounts(deck),
    parse_diagnostics: parsed.diagnostics,
    cards: cardSummaries(deck),
    format_legality: formatVerdicts(reviews),
  };
}

/**
 * The common fields, then the rest of a provider-enriched answer, each named.
 * Not `{ ...common, analysis_mode, ... }`: on Node 20 a literal that starts
 * with a spread and then adds fields of its own takes a path that cost about
 * 30 us per answer, more than any step of the analysis it holds.
 */
function enrichedAnswer(c: CommonFields, rest: Omit<DeckAnalysis, keyof CommonFields>): DeckAnalysis {
  return {
    tool: c.tool,
    service_version: c.service_version,
    analyzer_source: c.analyzer_source,
    format: c.format,
    best_of: c.best_of,
    deck_size: c.deck_size,
    ...(c.deck_name !== undefined ? { deck_name: c.deck_name } : {}),
    ...(c.commanders ? { commander: c.commander, commanders: c.commanders } : {}),
    card_data: c.card_data,
    facts: c.facts,
    legality: c.legality,
    mana_curve: c.mana_curve,
    sections: c.sections,
    parse_diagnostics: c.parse_diagnostics,
    cards: c.cards,
    format_legality: c.format_legality,
    analysis_mode: rest.analysis_mode,
    archetype: rest.archetype,
    macro_archetype: rest.macro_archetype,
    archetype_detail: rest.archetype_detail,
    score: rest.score,
    score_breakdown: rest.score_breakdown,
    score_reason: rest.score_reason,
    site_scores: rest.site_scores,
    confidence: rest.confidence,
    confidence_reason: rest.confidence_reason,
    summary: rest.summary,
    mana_base: rest.mana_base,
    warnings: rest.warnings,
    strengths: rest.strengths,
    weaknesses: rest.weaknesses,
    recommendations: rest.recommendations,
    ...(rest.commander_template ? { commander_bracket: rest.commander_bracket, commander_template: rest.commander_template } : {}),
    win_conditions: rest.win_conditions,
  };
}

/** The mana base, read against the commander's identity when there is a commander with card data. */
function manaBaseOf(deck: AssembledDeck, format: FormatRules, review: Review, m: DeckMeasures, archetype: ArchetypeResult, named: Pick<NamedArchetype, 'macro' | 'tournament'>): ManaBaseResult {
  const identity = review.commanderColors ?? [];
  return analyzeManaBase({
    deck,
    format,
    deckSize: m.deckSize,
    usableColors: format.commander && review.commanderColors && m.commanderRecords.length ? review.commanderColors : m.colors,
    averageManaValue: m.averageManaValue,
    lowCurveAggro: isLowCurveAggro(archetype, named.macro, m, format),
    // As the low-curve reading: by the broad plan or the macro the answer names (a Zombies deck is named aggro).
    aggressive: isAggressive(archetype.key) || AGGRESSIVE_MACROS.has(named.macro),
    aggressiveByName: AGGRESSIVE_MACROS.has(named.macro),
    commanders: m.commanderRecords,
    commanderIdentity: identity,
    // A Commander list named cEDH runs few lands on purpose, as a recognised plan does.
    landCountPlan: landCountPlanReason(m.wins) ?? (format.commander && named.tournament ? CEDH_LAND_COUNT.why : null),
    casualMultiplayer: format.id === 'commander' && !named.tournament,
    cardsToReplace: review.legality.illegal_cards.length > 0 ? new Set(review.legality.illegal_cards) : undefined,
  });
}

/**
 * An aggressive deck with a low curve, by its broad plan or by the macro
 * archetype the answer names (Bogles is named aggro while its broad plan reads
 * Voltron): a deck the answer calls aggro or tempo is never told its lean land
 * count is too low.
 */
function isLowCurveAggro(archetype: ArchetypeResult, macro: MacroArchetype, m: DeckMeasures, format: FormatRules): boolean {
  const low = format.copyLimit === 1 ? LOW_CURVE_AGGRO.singletonMaxAverageManaValue : LOW_CURVE_AGGRO.maxAverageManaValue;
  return (isAggressive(archetype.key) || AGGRESSIVE_MACROS.has(macro)) && m.averageManaValue <= low;
}

/** The player's name for the deck, read from the same measures as the broad plan. */
export function namedArchetypeOf(
  format: FormatRules,
  m: DeckMeasures,
  profile: DeckProfile,
  broad: ArchetypeResult,
  without?: ReadonlySet<string>,
  singleCopyPile = isSingleCopyPile(m, singleCopies(m, format)),
): NamedArchetype {
  return nameArchetype({
    format,
    main: m.main,
    commanders: m.commanders,
    colors: namedColors(m.main, m.colors),
    deckSize: m.deckSize,
    lands: m.lands,
    averageManaValue: m.averageManaValue,
    profile,
    broad,
    singleCopyPile,
  }, without);
}

/**
 * `archetype_detail`: the player's name with its evidence. The answer names
 * its fields one by one rather than spreading objects into the middle of
 * its literal, which V8 builds property by property on a slow path.
 */
function archetypeDetail(named: NamedArchetype): DeckAnalysis['archetype_detail'] {
  return {
    name: named.name,
    macro: named.macro,
    confidence: named.confidence,
    basis: named.basis,
    matched_cards: named.matchedCards,
    ...(named.definitionSource ? { definition_source: named.definitionSource } : {}),
    reason: named.reason,
  };
}

/** Nothing resolved: no roles, archetype, score or colour requirements, and the answer says so. */
function structuralAnalysis(common: CommonFields, mana: ManaBaseResult, m: DeckMeasures, warnings: AnalysisWarning[], dataAvailable: boolean): DeckAnalysis {
  const cause = dataAvailable ? 'No card of the list was found in the card data' : 'Card data is unavailable';
  return {
    ...common,
    analysis_mode: 'structural_api',
    archetype: 'Unclassified',
    confidence: 0,
    confidence_reason: 'No card could be resolved, so roles, curve and archetype are unknown.',
    summary: structuralSummary(m, dataAvailable),
    mana_base: {
      ...mana.manaBase,
      notes: [`${cause}: only basic lands are recognised, so colour requirements and the land recommendation are not computed.`],
      recommended_land_count: undefined,
      cast_on_curve: [],
    },
    warnings,
  };
}

/**
 * The answer's confidence is the calibrated confidence of the name it shows
 * (`archetype_detail.confidence`, archetype-name.ts), lowered when legality is
 * unknown (the score is not capped for it): one source, so `confidence` and
 * `archetype_detail.confidence` can only differ by that factor.
 */
function confidenceOf(named: NamedArchetype, legality: LegalityStatus): { confidence: number; confidence_reason: string } {
  if (legality !== 'unknown') return { confidence: named.confidence, confidence_reason: named.reason };
  return {
    confidence: Math.round(named.confidence * UNKNOWN_LEGALITY_CONFIDENCE * 100) / 100,
    confidence_reason: `${named.reason} Legality is unknown (unresolved cards or no legality data), so confidence is lowered.`,
  };
}

type CommanderExtras = Partial<Pick<DeckAnalysis, 'commander_bracket' | 'commander_template'>>;

/**
 * Commander formats: the bracket estimate, the template's counts, and how much
 * of the template a casual deck fills, which its score reads. A cEDH list is
 * held to no template (it is not advised on one either: advice-plans.ts).
 */
/** The mana base's land verdict in the template's words: an aggressive deck's lean count is 'ok' there. */
const templateLandVerdict = (status: LandCountStatus): 'low' | 'ok' | 'high' => (status === 'low' || status === 'high' ? status : 'ok');

function commanderPartsOf(deck: AssembledDeck, format: FormatRules, m: DeckMeasures, named: NamedArchetype, landVerdict: 'low' | 'ok' | 'high'): { commanderExtras: CommanderExtras; templateAsks: TemplateSlotAsk[]; template: number | null; gameChangers: number } {
  if (!format.commander) return { commanderExtras: {}, templateAsks: [], template: null, gameChangers: 0 };
  const bracket = estimateBracket(deck.cards, named.tournament);
  // Brackets are paper Commander's way to match a table; Arena's Brawl queues have none, so its decks are not shown one
  // (their Game Changers still count as evidence of power).
  const counts = templateCounts(deck.cards, landVerdict);
  // A cEDH list is held to no slot: it runs fewer lands, no wipes and tutors in place of draw.
  const asks = named.tournament ? null : templateSlotAsks(counts, m.deckSize, named.macro, format.arena);
  const commanderExtras = { ...(format.arena ? {} : { commander_bracket: bracket }), commander_template: shownTemplate(counts, asks) };
  return { commanderExtras, templateAsks: asks ?? [], template: asks ? templateFill(asks) : null, gameChangers: bracket.game_changers.length };
}

/**
 * The duals colour advice and the tapped-land advice name, and the lands that make {C} for a deck short of them, when
 * the caller gave candidates (else today's unnamed swap). `colors`: the deck's colours.
 */
function landSwapsOf(options: AnalyzeOptions, mana: ManaBaseResult, format: FormatRules, deck: AssembledDeck, review: Review, macro: MacroArchetype, colors: ManaColor[]) {
  if (!options.landCandidates) return {};
  // An unresolved commander has no known identity: no dual can be named inside it, and none is said to be missing.
  if (format.commander && !review.commanderColors?.length) return {};
  const ctx = { format, candidates: options.landCandidates, cards: deck.cards, identity: format.commander ? review.commanderColors : null, aggressive: AGGRESSIVE_MACROS.has(macro) };
  const colorlessLands = mana.colorless?.short ? nameColorlessLands(colors, ctx, COLORLESS_LANDS_NAMED) : undefined;
  return { ...nameSwaps(mana.shortColors, mana.tapped, ctx), colorlessLands };
}

/**
 * A 60-card-format list of exactly its minimum with a sideboard (companion included) of 8 cards up to the format's
 * limit is shaped as a tournament entry: evidence of power short of a name (tuning.ts TOURNAMENT_SHAPE). The best-of
 * asked does not matter: the paste is what shows it.
 */
function tournamentShaped(deck: AssembledDeck, format: FormatRules, m: DeckMeasures): boolean {
  if (format.copyLimit === 1 || format.deckSize.rule !== 'minimum' || m.deckSize !== format.deckSize.cards) return false;
  const sideboard = copies(deck.cards, (c) => c.section === 'sideboard' || c.section === 'companion');
  return sideboard >= TOURNAMENT_SHAPE.minimumSideboard && sideboard <= format.maxSideboard.bo3;
}

/**
 * What the advice reads of the deck's measures. Its curve is that of the spells the deck casts: cards its plan puts
 * into play another way (mana_base.not_cast: Kaalia's Angels, Demons and Dragons, a Reanimator's Griselbrand) are no
 * part of a curve to lower.
 */
function adviceMeasures(m: DeckMeasures, mana: ManaBaseResult) {
  const { deckSize, roles, wins, nonlandCards } = m;
  const notCast = new Set((mana.manaBase.not_cast ?? []).map((n) => n.card));
  const cast = notCast.size > 0 ? m.resolvedNonland.filter((c) => !notCast.has(c.name)) : null;
  const castCopies = cast ? copies(cast) : 0;
  const averageManaValue = cast ? (castCopies > 0 ? cast.reduce((sum, c) => sum + c.record!.manaValue * c.quantity, 0) / castCopies : 0) : m.averageManaValue;
  // A modal card with a land back (Sea Gate Restoration) is a land when the deck needs one: no 5-drop to trade away.
  const expensive = (c: DeckCard) => c.record!.manaValue >= EXPENSIVE_MANA_VALUE && modalLandFace(c.record!) === undefined;
  const expensiveCopies = copies(cast ?? m.resolvedNonland, expensive);
  const mainCopies = (name: string) => copies(m.main, (c) => c.name === name);
  return { deckSize, roles, averageManaValue, expensiveCopies, wins, nonlandCards, mainCopies, unresolvedCopies: copies(m.main, (c) => !c.record) };
}

export function analyzeDeck(parsed: ParsedDeck, records: ReadonlyMap<string, CardRecord>, options: AnalyzeOptions): DeckAnalysis {
  const format = FORMATS[options.format];
  const joined = joinDeck(parsed, records);
  // One review per format; the requested one is `legality`, all twelve are `format_legality`.
  const reviews = reviewEveryFormat(joined, parsed, options.bestOf, format.id);
  const { deck, review, groups } = reviews.requested;
  const data = reportCardData(parsed, records, groups, options.cardData);
  const hint = likelyOtherFormat(joined, reviews, format.id);
  const warnings = [...dataWarnings(parsed, data, options.cardData, options.now), ...review.warnings, ...(hint ? [hint] : [])];
  const m = measureDeck(deck);
  const common = commonFields(parsed, deck, format, options, data, reviews, m);
  const profile = deckProfile(m, deck, format);
  const archetype = detectArchetype(profile);
  const singles = singleCopies(m, format);
  const pile = isSingleCopyPile(m, singles);
  const named = namedArchetypeOf(format, m, profile, archetype, undefined, pile);
  const mana = manaBaseOf(deck, format, review, m, archetype, named);
  if (data.structural) return structuralAnalysis(common, mana, m, warnings, options.cardData.dataAvailable);

  const legalityStatus = legalityStatusOf(review.legality.status);
  // What the recognised plans do without: one set, read by the score and the advice alike.
  const exempt = exemptMetrics(m.wins);
  const { commanderExtras, templateAsks, template, gameChangers } = commanderPartsOf(deck, format, m, named, templateLandVerdict(mana.manaBase.land_count_status));
  const { score, reason, breakdown, siteScores } = computeScore(
    scoreInput(m, format, archetype, mana, isLowCurveAggro(archetype, named.macro, m, format), legalityStatus, { macro: named.macro, tournamentFit: named.tournament ? named.confidence : 0, tournamentShape: tournamentShaped(deck, format, m), singleCopyPile: pile, exemptMetrics: exempt, templateFill: template, gameChangers }),
  );
  const advice = adviseDeck({
    format,
    ...adviceMeasures(m, mana),
    facts: common.facts,
    mana,
    archetype: { name: named.name, macro: named.macro, tournament: named.tournament, confidence: named.confidence },
    legality: review.legality,
    breakdown,
    template: commanderExtras.commander_template,
    templateAsks,
    exemptMetrics: exempt,
    ...(pile ? { singleCopies: { copies: singles, of: m.resolvedNonlandCopies } } : {}),
    ...landSwapsOf(options, mana, format, deck, review, named.macro, m.colors),
  });
  const { confidence, confidence_reason } = confidenceOf(named, legalityStatus);
  return enrichedAnswer(common, {
    analysis_mode: 'provider_enriched_api',
    archetype: named.name,
    macro_archetype: named.macro,
    archetype_detail: archetypeDetail(named),
    score,
    score_breakdown: breakdown,
    score_reason: reason,
    site_scores: siteScores,
    confidence,
    confidence_reason,
    // The summary names the deck as players do; the broad plan's label stays for advice and score.
    summary: summarySentence(named.name, format, m),
    mana_base: mana.manaBase,
    warnings: [...warnings, ...advice.warnings],
    strengths: advice.strengths,
    weaknesses: advice.weaknesses,
    recommendations: advice.recommendations,
    ...commanderExtras,
    win_conditions: { plans: m.wins.plans, closing_copies: m.wins.closingCopies },
  });
}
