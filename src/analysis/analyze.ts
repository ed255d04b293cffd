/**
 * analyzeDeck: the pure core. A parsed deck and its resolved cards in, the
 * whole DeckAnalysis out; no I/O, and the same input always gives the same output.
 */
import type { CardRecord, ManaColor } from '../domain/cards.js';
import { WUBRG } from '../domain/cards.js';
import type { ParsedDeck } from '../domain/decklist.js';
import { SECTIONS } from '../domain/decklist.js';
import type { AnalysisWarning, DeckAnalysis, DeckFacts, ManaCurve } from '../contract/schemas.js';
import { FORMATS, type BestOf, type FormatId } from '../domain/formats.js';
import { reviewLegality } from '../rules/legality.js';
import { ANALYZER_SOURCE, SERVICE_VERSION, TOOL } from '../contract/version.js';
import { detectArchetype, type DeckProfile } from './archetype.js';
import { estimateBracket, templateCounts } from './commander.js';
import { assembleDeck } from './deck.js';
import { copies, inDeck, type DeckCard } from '../domain/deck.js';
import { analyzeManaBase } from './manabase.js';
import { ROLES, type Role } from '../domain/roles.js';
import { computeScore } from './score.js';
import { redundantCopies } from './redundancy.js';
import { adviseDeck } from './advice.js';
import { warning } from '../contract/warnings.js';
import { plural } from '../domain/text.js';

export interface CardDataContext {
  /** Provider name for card_data.source. */
  source: string;
  /** Oldest retrieval time of the data used (ISO 8601). */
  checkedAt: string;
  fetchedLive: boolean;
  /** False when no card data could be reached at all. */
  dataAvailable: boolean;
  suggestions: Record<string, string[]>;
}

export interface AnalyzeOptions {
  format: FormatId;
  bestOf: BestOf;
  cardData: CardDataContext;
  /** Reference time for data staleness. */
  now: Date;
}

const STALE_AFTER_DAYS = 30;

function roleCopies(cards: DeckCard[]): Record<Role, number> {
  const counts = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  for (const card of cards) for (const role of card.roles) counts[role] += card.quantity;
  return counts;
}

function manaCurve(cards: DeckCard[]): ManaCurve {
  const curve: ManaCurve = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5+': 0, unknown: 0 };
  for (const card of cards) {
    if (card.land) continue;
    if (!card.record) curve.unknown += card.quantity;
    else {
      const mv = Math.floor(card.record.manaValue);
      const bucket = mv >= 5 ? '5+' : (String(mv) as '0' | '1' | '2' | '3' | '4');
      curve[bucket] += card.quantity;
    }
  }
  return curve;
}

function topTribe(cards: DeckCard[]): DeckProfile['topTribe'] {
  const counts = new Map<string, number>();
  for (const card of cards) {
    if (!card.roles.has('creature') || !card.record) continue;
    for (const type of card.record.subtypes) counts.set(type, (counts.get(type) ?? 0) + card.quantity);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best ? { type: best[0], copies: best[1] } : null;
}

export function analyzeDeck(parsed: ParsedDeck, records: ReadonlyMap<string, CardRecord>, options: AnalyzeOptions): DeckAnalysis {
  const format = FORMATS[options.format];
  const deck = assembleDeck(parsed, records, format);
  const counted = deck.cards.filter((c) => c.section !== 'maybeboard');
  const main = deck.cards.filter(inDeck);
  const warnings: AnalysisWarning[] = [];

  // Card-data diagnostics, by unique name over every counted section.
  const unique = new Map<string, { copies: number; resolved: boolean }>();
  for (const card of counted) {
    const entry = unique.get(card.name) ?? { copies: 0, resolved: Boolean(card.record) };
    entry.copies += card.quantity;
    unique.set(card.name, entry);
  }
  const parsedNames = new Map(parsed.entries.map((e) => [records.get(e.name)?.name ?? e.name, e.name]));
  const resolvedEntries = [...unique.values()].filter((u) => u.resolved);
  const unresolvedEntries = [...unique.entries()].filter(([, u]) => !u.resolved);
  const structural = resolvedEntries.length === 0;
  const unresolvedNames = unresolvedEntries.map(([name]) => parsedNames.get(name) ?? name);
  const offered = new Map(Object.entries(options.cardData.suggestions));
  const suggestions = Object.fromEntries(unresolvedNames.filter((n) => offered.has(n)).map((n) => [n, offered.get(n)!]));
  const cardData: DeckAnalysis['card_data'] = {
    source: options.cardData.source,
    mode: structural ? 'fallback' : options.cardData.fetchedLive ? 'live' : 'cache',
    checked_at: options.cardData.checkedAt,
    // With nothing resolved, the unresolved counts are everything submitted.
    resolved_unique_cards: resolvedEntries.length,
    resolved_card_copies: resolvedEntries.reduce((s, u) => s + u.copies, 0),
    unresolved_unique_cards: unresolvedEntries.length,
    unresolved_card_copies: unresolvedEntries.reduce((s, [, u]) => s + u.copies, 0),
    unresolved_names: unresolvedNames,
    suggestions,
  };

  if (parsed.diagnostics.length > 0) {
    warnings.push(
      warning(
        'UNPARSED_LINES',
        `${plural(parsed.diagnostics.length, 'line')} could not be read (line ${parsed.diagnostics.map((d) => d.line).join(', ')}): ${parsed.diagnostics
          .slice(0, 3)
          .map((d) => `"${d.text}": ${d.reason}`)
          .join('; ')}.`,
      ),
    );
  }
  if (!options.cardData.dataAvailable) {
    warnings.push(warning('CARD_DATA_UNAVAILABLE', 'No card data could be reached (empty card store, live provider down or disabled); this is the structural fallback analysis: only basic lands are recognised.'));
  } else if (cardData.unresolved_unique_cards > 0) {
    const LISTED = 20;
    const shown = cardData.unresolved_names.slice(0, LISTED).map((n) => (offered.has(n) ? `${n} (did you mean ${offered.get(n)!.join(', ')}?)` : n));
    const more = cardData.unresolved_unique_cards - shown.length;
    warnings.push(
      warning(
        'UNRESOLVED_CARD_NAMES',
        `${plural(cardData.unresolved_unique_cards, 'card name')} could not be resolved: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`,
      ),
    );
  }
  const checkedAt = new Date(options.cardData.checkedAt);
  const ageDays = (options.now.getTime() - checkedAt.getTime()) / 86_400_000;
  if (!structural && ageDays > STALE_AFTER_DAYS) {
    warnings.push(
      warning(
        'CARD_DATA_STALE',
        `Card data dates from ${options.cardData.checkedAt.slice(0, 10)} (${Math.floor(ageDays)} days old): legality changes with every set and ban announcement; refresh it with "deckdoctor cards sync".`,
      ),
    );
  }

  const review = reviewLegality(deck, format, options.bestOf);
  warnings.push(...review.warnings);

  const commanders = main.filter((c) => c.section === 'commander');
  const commanderNames = commanders.map((c) => c.name);
  const deckSize = copies(main);
  const lands = copies(main, (c) => c.land);
  const nonlandCards = main.filter((c) => !c.land);
  const roles = roleCopies(nonlandCards);
  const allRoles = roleCopies(main);
  const spellColors = new Set<ManaColor>(nonlandCards.flatMap((c) => c.record?.colors ?? []));
  const colors = WUBRG.filter((c) => spellColors.has(c));

  const facts: DeckFacts = {
    lands,
    nonlands: deckSize - lands,
    colors,
    ...(format.commander
      ? { commander: commanderNames[0] ?? null, commanders: commanderNames, commander_colors: review.commanderColors ?? [] }
      : {}),
    artifact_count: allRoles.artifact,
    creature_count: allRoles.creature,
    interaction_count: roles.interaction,
    card_advantage_count: roles.card_advantage,
    selection_count: roles.selection,
    recursion_count: roles.recursion,
    repeatable_value_count: roles.repeatable_value,
    enchantment_count: allRoles.enchantment,
    equipment_count: allRoles.equipment,
    vehicle_count: allRoles.vehicle,
    planeswalker_count: allRoles.planeswalker,
    ramp_count: roles.ramp,
    tutor_count: roles.tutor,
    board_wipe_count: roles.board_wipe,
    threat_count: roles.threat,
  };
  const curve = manaCurve(main);
  const resolvedNonland = nonlandCards.filter((c) => c.record);
  const resolvedNonlandCopies = copies(resolvedNonland);
  const averageManaValue = resolvedNonlandCopies > 0 ? resolvedNonland.reduce((s, c) => s + c.record!.manaValue * c.quantity, 0) / resolvedNonlandCopies : 0;

  const sectionCounts = Object.fromEntries(SECTIONS.map((s) => [s, copies(deck.cards, (c) => c.section === s)])) as Record<(typeof SECTIONS)[number], number>;
  const cardsOut: NonNullable<DeckAnalysis['cards']> = deck.cards.map((c) => ({
    name: c.name,
    quantity: c.quantity,
    section: c.section,
    resolved: Boolean(c.record),
    mana_value: c.record ? c.record.manaValue : c.basic ? 0 : null,
    type_line: c.record?.typeLine ?? (c.basic ? 'Basic Land' : null),
    roles: [...c.roles],
  }));

  const base = {
    tool: TOOL,
    service_version: SERVICE_VERSION,
    analyzer_source: ANALYZER_SOURCE,
    format: format.id,
    best_of: options.bestOf,
    deck_size: deckSize,
    ...(format.commander ? { commander: commanderNames[0] ?? null, commanders: commanderNames } : {}),
    card_data: cardData,
    facts,
    legality: review.legality,
    mana_curve: curve,
    sections: sectionCounts,
    parse_diagnostics: parsed.diagnostics,
    cards: cardsOut,
  };

  const commanderRecords = commanders.map((c) => c.record).filter((r): r is CardRecord => Boolean(r));
  const usableColors = format.commander && review.commanderColors && commanderRecords.length ? review.commanderColors : colors;
  const profile: DeckProfile = {
    nonlands: resolvedNonlandCopies,
    roleCopies: roles,
    averageManaValue,
    bigSpellShare: resolvedNonlandCopies > 0 ? copies(resolvedNonland, (c) => c.record!.manaValue >= 6) / resolvedNonlandCopies : 0,
    topTribe: topTribe(nonlandCards),
    singleton: format.copyLimit === 1,
    resolvedShare: copies(counted) > 0 ? copies(counted, (c) => Boolean(c.record) || c.basic) / copies(counted) : 0,
  };
  const archetype = detectArchetype(profile);
  const lowCurveAggro = ['aggro', 'burn', 'tempo'].includes(archetype.key) && averageManaValue <= 2.2;
  const mana = analyzeManaBase({
    deck,
    format,
    deckSize,
    usableColors,
    averageManaValue,
    lowCurveAggro,
    commanders: commanderRecords,
    commanderIdentity: review.commanderColors ?? [],
  });

  if (structural) {
    return {
      ...base,
      analysis_mode: 'structural_api',
      archetype: 'Unclassified',
      confidence: 0,
      confidence_reason: 'No card could be resolved, so roles, curve and archetype are unknown.',
      summary: `Unclassified deck (structural fallback: card data unavailable): ${plural(lands, 'basic land')} recognised by name, ${plural(deckSize - lands, 'other card')} unresolved.`,
      mana_base: {
        ...mana.manaBase,
        notes: ['Card data is unavailable: only basic lands are recognised, so colour requirements and the land recommendation are not computed.'],
        recommended_land_count: undefined,
        cast_on_curve: [],
      },
      warnings,
    };
  }

  const cheapCopies = copies(resolvedNonland, (c) => c.record!.manaValue <= 2);
  const expensiveCopies = copies(resolvedNonland, (c) => c.record!.manaValue >= 5);
  const synergy = (c: DeckCard) =>
    archetype.key === 'tribal' ? Boolean(archetype.tribe && c.record?.subtypes.includes(archetype.tribe)) : archetype.keyRoles.some((r) => c.roles.has(r));
  const synergyCards = resolvedNonland.filter(synergy);
  const rarityKnown = resolvedNonland.filter((c) => c.record!.rarities.length > 0);
  const colorMet = mana.earlySpells.length
    ? mana.earlySpells.reduce((s, e) => s + Math.min(1, e.sources / e.required), 0) / mana.earlySpells.length
    : 1;
  const { score, breakdown, siteScores } = computeScore({
    deckSize,
    nonlands: resolvedNonlandCopies,
    singleton: format.copyLimit === 1,
    arena: format.arena,
    roleCopies: roles,
    averageManaValue,
    expensiveShare: resolvedNonlandCopies ? expensiveCopies / resolvedNonlandCopies : 0,
    cheapShare: resolvedNonlandCopies ? cheapCopies / resolvedNonlandCopies : 0,
    landCount: lands,
    recommendedLands: mana.recommendedLands,
    lowCurveAggro,
    colorRequirementsMet: colorMet,
    threatsCheap: copies(resolvedNonland, (c) => c.roles.has('threat') && c.record!.manaValue <= 3),
    synergyCopies: copies(synergyCards),
    synergyCheap: copies(synergyCards, (c) => c.record!.manaValue <= 3),
    redundantCopies: redundantCopies(resolvedNonland, format.copyLimit === 1),
    commonUncommonShare: rarityKnown.length
      ? copies(rarityKnown, (c) => c.record!.rarities.some((r) => r === 'common' || r === 'uncommon')) / copies(rarityKnown)
      : null,
    archetype,
    legalityStatus: review.legality.status as 'legal' | 'unknown' | 'illegal',
  });

  const commanderExtras = format.commander
    ? { commander_bracket: estimateBracket(deck.cards), commander_template: templateCounts(deck.cards) }
    : {};
  const advice = adviseDeck({
    format,
    deckSize,
    facts,
    roles,
    averageManaValue,
    expensiveCopies,
    mana,
    archetype,
    legality: review.legality,
    breakdown,
    template: commanderExtras.commander_template,
  });
  warnings.push(...advice.warnings);

  const summary = `${archetype.label} deck (${format.name}, provider-enriched analysis): ${plural(lands, 'land')}, ${plural(roles.interaction, 'interaction slot')}, ${plural(roles.card_advantage, 'card-advantage slot')}, ${plural(roles.selection, 'selection slot')} and ${plural(roles.repeatable_value, 'repeatable-value slot')}.`;

  return {
    ...base,
    analysis_mode: 'provider_enriched_api',
    archetype: archetype.label,
    score,
    score_breakdown: breakdown,
    site_scores: siteScores,
    confidence: archetype.confidence,
    confidence_reason: archetype.reason,
    summary,
    mana_base: mana.manaBase,
    warnings,
    strengths: advice.strengths,
    weaknesses: advice.weaknesses,
    recommendations: advice.recommendations,
    ...commanderExtras,
  };
}
