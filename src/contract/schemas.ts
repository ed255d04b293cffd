/**
 * The interface's resources as TypeBox schemas. Each one validates requests,
 * drives response serialization, gives the TypeScript type the code fills,
 * and becomes a component of /openapi.json.
 */
import type { Static, TSchema } from 'typebox';
import Type from './typebox.js';
import { ERROR_CODES } from './errors.js';
import { SEVERITIES, WARNING_CODE_LIST } from './warnings.js';
import { BEST_OF, FORMAT_IDS } from '../domain/formats.js';
import { SECTIONS } from '../domain/decklist.js';
import { METRIC_DEFINITIONS, OPTIONAL_METRICS, REQUIRED_METRICS } from './score-metrics.js';

const Count = (description?: string) => Type.Integer({ minimum: 0, ...(description ? { description } : {}) });
const Nullable = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });
/**
 * A string enum published as `{type: 'string', enum: [...]}` (what the OpenAPI
 * and ajv tests expect) whose TypeScript type is the union of its values, so a
 * misspelt value fails to compile.
 */
const StringEnum = <const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });

/** The contract's enums, each once; the TypeScript unions below derive from them. */
export const LEGALITY_STATUSES = ['legal', 'unknown', 'illegal'] as const;
export type LegalityStatus = (typeof LEGALITY_STATUSES)[number];
export const LAND_COUNT_STATUSES = ['low', 'normal', 'high', 'acceptable_for_low_curve_aggro'] as const;
export type LandCountStatus = (typeof LAND_COUNT_STATUSES)[number];
export const CARD_DATA_MODES = ['live', 'cache', 'fallback'] as const;
export type CardDataMode = (typeof CARD_DATA_MODES)[number];
export const ANALYSIS_MODES = ['provider_enriched_api', 'structural_api'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

export const COLOR_CODES = ['W', 'U', 'B', 'R', 'G'] as const;
const ColorCode = Type.Unsafe<(typeof COLOR_CODES)[number]>({ type: 'string', enum: [...COLOR_CODES] });

const DECKLIST_DESCRIPTION =
  'Pasted list, one card a line ("4 Lightning Bolt", "4x Lightning Bolt" or a bare name for one copy). Arena, MTGO (.txt and .dek XML), Moxfield and Archidekt exports are read. Sections are introduced by header lines: Deck, Commander, Companion, Sideboard, Maybeboard (also "Sideboard:", "//Sideboard", "SB: 2 Name", "Commander: Name"). With no headers, a final block after a blank line is the sideboard when it holds 15 or fewer cards, or when the blocks before it already reach 60.';
const FORMAT_DESCRIPTION = 'Format to review; matched after trimming and lower-casing.';
const BEST_OF_DESCRIPTION = 'Match structure; decides the sideboard limit of Arena formats (7 in bo1, 15 in bo3).';

/**
 * The request. `format` and `best_of` are optional and carry no JSON Schema
 * `default` (the service applies standard and bo1 itself, in request.ts):
 * generators such as openapi-typescript read a `default` as "always present"
 * and would make them required in clients' request types.
 */
export const AnalyzeRequest = Type.Object(
  {
    decklist: Type.String({ minLength: 1, description: DECKLIST_DESCRIPTION }),
    format: Type.Optional(StringEnum(FORMAT_IDS, { description: `${FORMAT_DESCRIPTION} Default: standard.` })),
    best_of: Type.Optional(StringEnum(BEST_OF, { description: `${BEST_OF_DESCRIPTION} Default: bo1.` })),
  },
  {
    additionalProperties: true,
    example: { decklist: '4 Lightning Bolt\n4 Monastery Swiftspear\n20 Mountain', format: 'modern', best_of: 'bo3' },
  },
);
/** A complete request as the discovery answer shows it: every field spelt out. */
export const ExampleRequest = Type.Object(
  {
    decklist: Type.String({ minLength: 1 }),
    format: StringEnum(FORMAT_IDS),
    best_of: StringEnum(BEST_OF),
  },
  { description: 'An example request body for POST /api/analyze, with every field given.' },
);
export type AnalyzeRequest = Static<typeof AnalyzeRequest>;

export const EndpointInfo = Type.Object({
  method: StringEnum(['GET', 'POST']),
  path: Type.String(),
  content_type: Type.Optional(Type.String()),
});

export const CapabilityResponse = Type.Object({
  tool: StringEnum(['deckdoctor']),
  service_version: Type.String({ example: '1.0.0' }),
  status: StringEnum(['ok']),
  message: Type.String(),
  capabilities: Type.Array(Type.String()),
  endpoints: Type.Object({
    analyze: EndpointInfo,
    demo: EndpointInfo,
    openapi: EndpointInfo,
    llms: EndpointInfo,
    // ---- GET analysis and permalinks (issue 13) ----
    analyze_get: Type.Optional(EndpointInfo),
    permalink: Type.Optional(EndpointInfo),
  }),
  example_request: ExampleRequest,
  commander_example_request: Type.Optional(ExampleRequest),
  example_get_url: Type.Optional(Type.String({ description: 'Extension: the Standard example as one GET URL (decklist URL-encoded), for clients that can only issue GET.' })),
  example_permalink: Type.Optional(Type.String({ description: 'Extension: the permalink of the Standard example.' })),
});
export type CapabilityResponse = Static<typeof CapabilityResponse>;

export const CardDataDiagnostics = Type.Object({
  source: Type.String({ description: 'Where the card data came from: "scryfall" (API or bulk files) or "mtgjson"; "none" when no data was available.' }),
  mode: StringEnum(CARD_DATA_MODES, { description: 'live: a card was fetched from the live provider during this request; cache: every resolved card came from the local store; fallback: lookup failed and nothing was resolved.' }),
  checked_at: Type.String({ format: 'date-time', description: 'When the data used was retrieved: the snapshot date for imported files, the oldest fetch time for live answers. With no card resolved: the date of the snapshot the names were looked up in, or the time of the request when Scryfall answered for them or there is no snapshot.' }),
  resolved_unique_cards: Count(),
  resolved_card_copies: Count(),
  unresolved_unique_cards: Count(),
  unresolved_card_copies: Count(),
  unresolved_names: Type.Array(Type.String(), { example: ['Lightnig Bolt'] }),
  suggestions: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Extension: up to three close card names for each unresolved name. A misspelt name is never replaced silently.',
    }),
  ),
  lookup_failure: Type.Optional(
    Type.Object(
      {
        reason: Type.String({ description: 'Why the live lookup failed: timeout, budget_exhausted, server_error, rate_limited, paused, unreachable, rejected, invalid_answer or too_large.' }),
        message: Type.String(),
        names: Type.Array(Type.String(), { description: 'Names whose lookup failed; they may be real cards and are asked again next time.' }),
      },
      { description: 'Extension: present when the live card provider failed during this request, as distinct from names it does not know.' },
    ),
  ),
});
export type CardDataDiagnostics = Static<typeof CardDataDiagnostics>;

export const ScoreBreakdown = Type.Object(
  Object.fromEntries([
    ...REQUIRED_METRICS.map((m) => [m, Type.Number({ minimum: 0, maximum: 10, description: METRIC_DEFINITIONS[m] })]),
    ...OPTIONAL_METRICS.map((m) => [m, Type.Optional(Type.Number({ minimum: 0, maximum: 10, description: METRIC_DEFINITIONS[m] }))]),
  ]) as Record<(typeof REQUIRED_METRICS)[number], ReturnType<typeof Type.Number>> &
    Record<(typeof OPTIONAL_METRICS)[number], ReturnType<typeof Type.Optional<ReturnType<typeof Type.Number>>>>,
  { description: 'Every metric is on a 0-10 scale; higher is better.' },
);
export type ScoreBreakdown = Static<typeof ScoreBreakdown>;

export const AnalysisWarning = Type.Object(
  {
    severity: StringEnum(SEVERITIES),
    // Published as the catalogue's enum, so generated clients can switch on it; new codes may be added in minor versions.
    code: StringEnum(WARNING_CODE_LIST, { description: 'Stable machine-readable code (meanings in the README and /llms.txt); new codes may be added in minor versions, so clients should accept unknown ones.' }),
    message: Type.String(),
  },
  { example: { severity: 'critical', code: 'MAIN_DECK_TOO_SMALL', message: 'Main deck has 24 cards; Standard main decks must contain at least 60 cards.' } },
);
export type AnalysisWarning = Static<typeof AnalysisWarning>;

export const DeckFacts = Type.Object({
  lands: Count(),
  nonlands: Count(),
  colors: Type.Array(ColorCode, { description: 'Colours of the main deck and commander spells, in WUBRG order.' }),
  commander: Type.Optional(Nullable(Type.String())),
  commanders: Type.Optional(Type.Array(Type.String())),
  commander_colors: Type.Optional(Type.Array(ColorCode)),
  artifact_count: Count(),
  creature_count: Count(),
  interaction_count: Count('Copies of removal, counterspells, damage that can hit creatures and board wipes.'),
  card_advantage_count: Count('Copies that net more than one card (draw two or more, repeatable draw).'),
  selection_count: Type.Optional(Count('Copies that filter draws: scry, surveil, looting, impulse draw.')),
  recursion_count: Type.Optional(Count('Copies that return cards from a graveyard.')),
  repeatable_value_count: Type.Optional(Count('Copies of engines that trigger every turn or on a recurring event.')),
  enchantment_count: Type.Optional(Count()),
  equipment_count: Type.Optional(Count()),
  vehicle_count: Type.Optional(Count()),
  planeswalker_count: Type.Optional(Count()),
  ramp_count: Type.Optional(Count('Extension: mana rocks, mana creatures and land search.')),
  tutor_count: Type.Optional(Count('Extension: cards that search the library for a nonland card.')),
  board_wipe_count: Type.Optional(Count('Extension: mass removal, also counted in interaction_count.')),
  threat_count: Type.Optional(Count('Extension: creatures, planeswalkers, vehicles and other cards that win games.')),
  // ---- roles-and-score (issue 12): the count the score and advice read for "a way to win".
  win_condition_count: Type.Optional(Count('Extension: copies that close games: win-condition cards plus the pieces of every recognised plan (win_conditions).')),
});
export type DeckFacts = Static<typeof DeckFacts>;

export const CopyLimitCard = Type.Object({ name: Type.String(), copies: Count(), limit: Count() });
export const ColorIdentityViolation = Type.Object({
  name: Type.String(),
  card_identity: Type.Array(ColorCode),
  commander_identity: Type.Array(ColorCode),
});
export const CompanionReview = Type.Object({
  name: Type.String(),
  resolved: Type.Boolean(),
  condition: Nullable(Type.String({ description: 'The companion deckbuilding condition, when it can be checked from card data.' })),
  condition_met: Nullable(Type.Boolean()),
  violations: Type.Array(Type.String(), { description: 'Cards of the starting deck that break the condition.' }),
});

export const Legality = Type.Object({
  status: StringEnum(LEGALITY_STATUSES, { description: 'illegal if any definite violation; else unknown if a card is unresolved or the data holds no legality for the format; else legal.' }),
  main_deck_size: Count('Main deck plus commander(s).'),
  sideboard_size: Count('Sideboard plus companion.'),
  format: StringEnum(FORMAT_IDS),
  illegal_cards: Type.Array(Type.String()),
  unknown_cards: Type.Array(Type.String()),
  copy_limit_cards: Type.Optional(Type.Array(CopyLimitCard)),
  commander_present: Type.Optional(Type.Boolean()),
  commander_resolved: Type.Optional(Type.Boolean()),
  commander_eligible: Type.Optional(Type.Boolean()),
  commander_color_identity_legal: Type.Optional(Type.Boolean()),
  color_identity_violations: Type.Optional(Type.Array(ColorIdentityViolation)),
  companion: Type.Optional(Nullable(CompanionReview)),
  maybeboard_size: Type.Optional(Count('Extension: maybeboard cards, never counted or checked.')),
  notes: Type.Array(Type.String()),
});
export type Legality = Static<typeof Legality>;

export const ManaCurve = Type.Object(
  { '0': Count(), '1': Count(), '2': Count(), '3': Count(), '4': Count(), '5+': Count(), unknown: Count() },
  {
    additionalProperties: false,
    description: 'Nonland copies of the main deck and commander(s) by mana value (X counts as 0); unresolved copies in unknown. Sums to facts.nonlands.',
    example: { '0': 0, '1': 11, '2': 10, '3': 11, '4': 4, '5+': 0, unknown: 0 },
  },
);
export type ManaCurve = Static<typeof ManaCurve>;

export const ColorCounts = Type.Object(
  { W: Count(), U: Count(), B: Count(), R: Count(), G: Count() },
  { additionalProperties: false, example: { W: 0, U: 14, B: 0, R: 12, G: 0 } },
);
export type ColorCounts = Static<typeof ColorCounts>;

export const CastOnCurve = Type.Object({
  color: ColorCode,
  spell: Type.String({ description: 'The most demanding spell of this colour with mana value 3 or less.' }),
  mana_cost: Type.String(),
  turn: Type.Integer({ minimum: 1 }),
  pips: Type.Integer({ minimum: 1 }),
  sources: Count(),
  required: Count(),
  probability: Type.Number({ minimum: 0, maximum: 1, description: 'Exact hypergeometric probability of holding at least `pips` sources of this colour among the cards seen by that turn on the play (7 + turn - 1 cards).' }),
});

// ---- Castability (issue 11, castability branch) ----------------------------------------
const Probability = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });

export const SpellCastability = Type.Object({
  card: Type.String(),
  mana_cost: Type.String({ description: 'Printed mana cost of the front face.' }),
  cast_cost_rule: StringEnum(['printed', 'x', 'reduced', 'suspend', 'spectacle', 'ninjutsu', 'madness', 'foretell', 'free_alternative'], { description: 'How the cost as cast was read: printed; X at the smallest useful value; generic paid by affinity/improvise/convoke/delve; suspend cost; spectacle cost (from turn 2); ninjutsu cost (from turn 2, in place of an unblocked attacker); madness cost (from turn 2, discarded to an outlet); foretell cost (its pips, on the turn the printed cost would be cast: foretold for {2} on an earlier turn); cast without mana (Fireblast, pitch, evoke by exiling).' }),
  mana_value_as_cast: Count('Mana the deck pays for it (coloured, hybrid and generic).'),
  turn: Type.Integer({ minimum: 1, description: 'The turn the deck wants to cast it.' }),
  on_play: Probability('P(the lands seen by that turn pay the cost), on the play, with a London mulligan.'),
  on_draw: Probability('The same on the draw.'),
  on_play_given_lands: Probability("On the play, given at least as many lands as the mana value were seen (Karsten's measure: a colour problem, not land screw)."),
  average_delay_turns: Type.Number({ minimum: 0, description: 'Expected turns after `turn` before it can be paid, on the play (summed over 6 turns).' }),
});

export const NotCastCard = Type.Object({ card: Type.String(), reason: Type.String() });

export const NonlandManaSource = Type.Object({
  card: Type.String(),
  quantity: Count(),
  kind: StringEnum(['creature', 'rock', 'mox', 'land_search', 'treasure', 'ritual', 'land_aura'], { description: 'creature: a mana creature (or one that untaps a Forest); rock and mox: mana artifacts (mox at mana value 0); land_search: a cheap spell that fetches a basic land, or a spell or creature of mana value 3 or less that puts a land onto the battlefield (Farseek, Sakura-Tribe Elder, Cultivate), making the colours of the lands in the deck it can find; treasure and ritual: one-shot mana; land_aura: an aura whose land taps for more (Utopia Sprawl).' }),
  mana_value: Type.Number({ minimum: 0 }),
  colors: Type.Array(ColorCode),
  weight: Type.Number({ minimum: 0, description: "Share of a land it counts for (Karsten 2022's weights)." }),
});
// ---- end castability block --------------------------------------------------------------

export const ManaBase = Type.Object({
  land_count: Count(),
  land_count_status: StringEnum(LAND_COUNT_STATUSES),
  recommended_land_count: Type.Optional(Type.Number({ minimum: 0, description: 'Extension: lands the deck should play for its size and curve (formula in the README).' })),
  color_sources: ColorCounts,
  early_color_requirements: ColorCounts,
  color_consistency_status: StringEnum(['ok', 'review']),
  cast_on_curve: Type.Optional(Type.Array(CastOnCurve)),
  notes: Type.Array(Type.String()),
  // Castability (issue 11)
  castability: Type.Optional(Type.Array(SpellCastability, { description: 'Every nonland card the deck means to cast, costed as cast, at the turn it wants it.' })),
  hardest_to_cast: Type.Optional(Type.Array(Type.String(), { description: 'Spells below 85% on the play given enough lands, hardest first (at most 5).' })),
  not_cast: Type.Optional(Type.Array(NotCastCard, { description: "Cards the deck's plan does not cast (cycled, dredged, cheated in, exiled for mana), with why." })),
  nonland_sources: Type.Optional(Type.Array(NonlandManaSource)),
});
export type ManaBase = Static<typeof ManaBase>;

export const CardSummary = Type.Object({
  name: Type.String(),
  quantity: Count(),
  section: StringEnum(SECTIONS),
  resolved: Type.Boolean(),
  mana_value: Nullable(Type.Number({ minimum: 0 })),
  type_line: Nullable(Type.String()),
  roles: Type.Array(Type.String()),
  // ---- For sites that draw the card (issue 13) ----
  mana_cost: Nullable(Type.String({ description: 'Extension: the mana cost in Scryfall symbols ("{1}{R}"; faces joined by " // "); "" for a card with no cost (lands); null when unresolved.', example: '{R}' })),
  set: Nullable(Type.String({ description: 'Extension: set code (lower case) of a representative printing; null when unknown.', example: 'm10' })),
  collector_number: Nullable(Type.String({ description: 'Extension: collector number of that printing; null when unknown.', example: '146' })),
  scryfall_id: Nullable(Type.String({ description: "Extension: Scryfall's id of that printing (card images: https://api.scryfall.com/cards/{id}?format=image); null when unknown." })),
  arena: Nullable(Type.Boolean({ description: 'Extension: whether the card is on MTG Arena; null when unresolved.' })),
});

// ---- Legality in every format, and the permalink (issue 13) ----
export const FormatVerdict = Type.Object({
  status: StringEnum(LEGALITY_STATUSES, { description: 'Same meaning as legality.status, for this format.' }),
  reason: Type.String({ description: 'One line: the legal summary, the first violation (and how many more), or why the verdict is unknown.' }),
});
export const FormatLegality = Type.Object(
  Object.fromEntries(FORMAT_IDS.map((id) => [id, FormatVerdict])) as Record<(typeof FORMAT_IDS)[number], typeof FormatVerdict>,
  {
    additionalProperties: false,
    description: 'Extension, present in every answer: the legality review of the same list in each of the twelve formats, by the same rules as `legality` (with the request\'s best_of; the requested format\'s entry agrees with `legality`).',
  },
);

const TemplateCount = Type.Object({
  count: Count(),
  min: Count(),
  max: Count(),
  status: StringEnum(['low', 'ok', 'high']),
  applies: Type.Optional(
    Type.Boolean({
      description:
        "Extension, on the four nonland slots: whether the advice and the score hold this deck to the slot. False where the deck's plan or format does not want it filled, so a 'low' status brings no advice: ramp in Arena's one-on-one Brawl, board wipes in an aggressive deck, every slot of a cEDH list.",
    }),
  ),
});

export const CommanderBracket = Type.Object({
  bracket: Type.Integer({ minimum: 1, maximum: 5 }),
  label: Type.String(),
  reasons: Type.Array(Type.String()),
  game_changers: Type.Array(Type.String()),
  mass_land_denial: Type.Array(Type.String()),
  extra_turns: Type.Array(Type.String()),
  two_card_combos: Type.Array(Type.String()),
});

export const CommanderTemplate = Type.Object({
  lands: TemplateCount,
  ramp: TemplateCount,
  card_draw: TemplateCount,
  targeted_removal: TemplateCount,
  board_wipes: TemplateCount,
});

export const LineDiagnostic = Type.Object({ line: Count(), text: Type.String(), reason: Type.String() });

export const SectionCounts = Type.Object({
  main: Count(),
  commander: Count(),
  companion: Count(),
  sideboard: Count(),
  maybeboard: Count(),
});

// ---- archetype names (issue 12, archetype branch) ----
/** The broad plan of a deck, beside its player's name in `archetype`. */
export const MACRO_ARCHETYPES = ['aggro', 'midrange', 'control', 'combo', 'ramp', 'tempo'] as const;
export type MacroArchetype = (typeof MACRO_ARCHETYPES)[number];
/** Where a deck's name came from: a named definition of its format, its colours and plan, or its commander. */
export const NAMING_BASES = ['definition', 'colors_and_plan', 'commander'] as const;

export const ArchetypeDetail = Type.Object(
  {
    name: Type.String({ description: 'The name players use for the deck; the same as `archetype`.' }),
    macro: StringEnum(MACRO_ARCHETYPES),
    confidence: Type.Number({ minimum: 0, maximum: 1, description: 'Calibrated on labelled real decks: of names given at confidence c, about c are right (docs/archetypes.md).' }),
    basis: StringEnum(NAMING_BASES),
    matched_cards: Type.Array(Type.String(), { description: 'Deck cards that matched the definition\'s signature, or the commander.' }),
    definition_source: Type.Optional(Type.String({ description: 'The definitions file and the pages it was written from.' })),
    reason: Type.Optional(Type.String()),
  },
  { description: 'How the deck was named.' },
);
// ---- end archetype names ----

// ---- roles-and-score (issue 12): how the deck wins.
export const WinConditions = Type.Object(
  {
    plans: Type.Array(
      Type.Object({
        key: Type.String({ description: 'Stable id of the plan: a curated combo kill (doomsday, storm, dredge, tron...), a package that puts a giant threat into play early (stoneforge), or a plan of many pieces (burn, mill, equipment, creatures, prison, drain, commander_tokens; attrition: a dozen creatures behind a dozen answers, read only when the deck has no other plan).' }),
        label: Type.String(),
        kind: StringEnum(['combo', 'package', 'mass'], { description: 'combo: a kill that needs nothing else; package: a card that brings a giant threat early, beside the deck\'s other threats; mass: enough copies of a kind of card.' }),
        cards: Type.Array(Type.String(), { description: 'The deck\'s cards that carry the plan.' }),
      }),
    ),
    closing_copies: Count('Same as facts.win_condition_count.'),
  },
  { description: 'Extension: the ways to win the analysis recognised; a deck with a plan is never told it has no way to win.' },
);

export const DeckAnalysis = Type.Object({
  tool: StringEnum(['deckdoctor']),
  service_version: Type.String(),
  analyzer_source: StringEnum(['site_app_analyzer']),
  analysis_mode: StringEnum(ANALYSIS_MODES),
  format: StringEnum(FORMAT_IDS),
  best_of: StringEnum(BEST_OF),
  deck_size: Count('Main deck plus commander(s); companion and sideboard excluded.'),
  deck_name: Type.Optional(
    Type.String({ description: 'Extension: the deck\'s name as the paste gives it: an Arena "About / Name ..." line, or a first line with no count that names no card above a list whose lines write their counts ("Mono-Red Burn" above "4 Lightning Bolt"), which is then not read as a card. Absent when the paste names none.' }),
  ),
  commander: Type.Optional(Nullable(Type.String())),
  commanders: Type.Optional(Type.Array(Type.String())),
  archetype: Type.Optional(Type.String()),
  // archetype branch: the broad plan and how the name was found
  macro_archetype: Type.Optional(StringEnum(MACRO_ARCHETYPES)),
  archetype_detail: Type.Optional(ArchetypeDetail),
  score: Type.Optional(Type.Number({ minimum: 1, maximum: 10 })),
  score_breakdown: Type.Optional(ScoreBreakdown),
  score_reason: Type.Optional(
    Type.String({
      description:
        'Extension: how `score` came from `score_breakdown.overall_raw` (the weighted mean of the play metrics, less penalties for lands, colours or a way to win below 6, and for a casual Commander deck that fills under 6 of 10 of the Commander template: `score_breakdown.template_fill`), the evidence that the list is a tournament deck (a list matching no archetype definition of its format, nor cEDH, keeps 70%; the Game Changers of a Commander deck each count as 5% of a certain name, up to 30%; a constructed list of exactly 60 cards with a sideboard of 8 to 15 cards, shaped as a tournament entry, counts as half a certain name: `site_scores.power_factor`, `site_scores.game_changer_evidence`, `site_scores.tournament_shape_evidence`), and the cap for an illegal deck or a pile of single copies (`score_breakdown.cap`).',
    }),
  ),
  site_scores: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Raw inputs of the score: the counts and ratios each metric was computed from.' })),
  confidence: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        'How likely `archetype` is the name players give this deck: archetype_detail.confidence (calibrated on labelled real decks: of names given at confidence c, about c are right), multiplied by 0.8 when legality is unknown. 0 in the structural fallback.',
    }),
  ),
  confidence_reason: Type.Optional(Type.String({ description: 'Why the deck got its name, and whether unknown legality lowered the confidence.' })),
  summary: Type.Optional(Type.String()),
  card_data: CardDataDiagnostics,
  facts: DeckFacts,
  legality: Legality,
  mana_curve: ManaCurve,
  mana_base: ManaBase,
  warnings: Type.Array(AnalysisWarning),
  strengths: Type.Optional(Type.Array(Type.String())),
  weaknesses: Type.Optional(Type.Array(Type.String())),
  recommendations: Type.Optional(Type.Array(Type.String())),
  sections: Type.Optional(SectionCounts),
  parse_diagnostics: Type.Optional(Type.Array(LineDiagnostic, { description: 'Extension: lines that could not be read, with why.' })),
  cards: Type.Optional(Type.Array(CardSummary, { description: 'Extension: every entry with its resolution and roles.' })),
  commander_bracket: Type.Optional({ ...CommanderBracket, description: 'Extension: the Commander Brackets estimate (1-5, with reasons), for the paper Commander format only: Arena Brawl and Standard Brawl queues have no brackets.' }),
  commander_template: Type.Optional({ ...CommanderTemplate, description: "Extension: the deck against The Command Zone's template (lands, ramp, draw, targeted removal, wipes), each range scaled to the deck's size for 60-card Brawl. The lands row's status is mana_base.land_count_status's verdict (ramp beyond the template's lowers the floor; a deck at Burgess's own count above the range keeps its lands); min and max stay the template's. Ramp counts permanents that make one's spells cost less; card draw counts a commander that draws again and again (Chulane) as 3 cards; targeted removal counts a creature's burn only when dealt as it enters." }),
  format_legality: Type.Optional(FormatLegality),
  permalink: Type.Optional(
    Nullable(
      Type.String({
        description:
          'Extension: a URL (from the configured PUBLIC_URL) holding the compressed decklist, format and best_of; GET it for this same analysis, from any instance, with no storage. Null when the compressed list would exceed the permalink limit. Present in every answer of the HTTP API.',
      }),
    ),
  ),

  // ---- roles-and-score (issue 12)
  win_conditions: Type.Optional(WinConditions),
});
export type DeckAnalysis = Static<typeof DeckAnalysis>;

// The codes live in their catalogue (errors.ts) with status and meaning.
export { ERROR_CODES, type ErrorCode } from './errors.js';

export const ErrorResponse = Type.Object(
  {
  tool: StringEnum(['deckdoctor']),
  service_version: Type.String(),
  error: Type.Object(
    {
      code: StringEnum(ERROR_CODES, {
        description: 'The interface codes, plus the extensions not_found (404), payload_too_large (413) and rate_limited (429).',
      }),
      message: Type.String(),
      supported_formats: Type.Optional(Type.Array(Type.String())),
      supported_values: Type.Optional(Type.Array(Type.String(), { description: 'Extension: the accepted values of the field named by `field` when it is not `format` (best_of: bo1, bo3).' })),
      detail: Type.Optional(Type.String()),
      field: Type.Optional(Type.String()),
    },
    { additionalProperties: true },
  ),
  },
  { example: { tool: 'deckdoctor', service_version: '1.0.0', error: { code: 'missing_decklist', message: 'decklist is required', field: 'decklist' } } },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** The schemas published as components, by name. */
export const NAMED_SCHEMAS: Record<string, TSchema> = {
  AnalyzeRequest,
  ExampleRequest,
  EndpointInfo,
  CapabilityResponse,
  CardDataDiagnostics,
  ScoreBreakdown,
  AnalysisWarning,
  DeckFacts,
  CopyLimitCard,
  ColorIdentityViolation,
  CompanionReview,
  Legality,
  ManaCurve,
  ColorCounts,
  CastOnCurve,
  ManaBase,
  CardSummary,
  FormatVerdict,
  FormatLegality,
  CommanderBracket,
  CommanderTemplate,
  LineDiagnostic,
  SectionCounts,
  DeckAnalysis,
  ErrorResponse,
};
