/**
 * The MCP tools' input and output schemas. They are built from the contract's
 * TypeBox resources and enums, so a tool answers exactly what the HTTP API
 * publishes (analyze_deck's output is the DeckAnalysis schema itself).
 */
import type { Static } from 'typebox';
import { Type } from '../contract/typebox.js';
import { AnalyzeRequest, DeckAnalysis, LEGALITY_STATUSES } from '../contract/schemas.js';
import { SEVERITIES } from '../contract/warnings.js';
import { BEST_OF, FORMAT_IDS } from '../domain/formats.js';

const StringEnum = <const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });

/** Names asked in one resolve_card_names call: a deck has a few hundred at most. */
export const MAX_NAMES_PER_CALL = 250;

export const AnalyzeDeckInput = AnalyzeRequest;
export const AnalyzeDeckOutput = DeckAnalysis;

export const CheckLegalityInput = Type.Object({
  decklist: AnalyzeRequest.properties.decklist,
  best_of: Type.Optional(StringEnum(BEST_OF, { default: 'bo1', description: 'Match structure; decides the sideboard limit of Arena formats.' })),
});
export type CheckLegalityInput = Static<typeof CheckLegalityInput>;

const FormatVerdict = Type.Object({
  status: StringEnum(LEGALITY_STATUSES),
  reason: Type.String({ description: 'The first rule the deck breaks in this format, or why it is legal or unknown.' }),
});

export const CheckLegalityOutput = Type.Object({
  formats: Type.Object(Object.fromEntries(FORMAT_IDS.map((id) => [id, FormatVerdict])) as Record<(typeof FORMAT_IDS)[number], typeof FormatVerdict>),
  legal_in: Type.Array(StringEnum(FORMAT_IDS), { description: 'The formats whose verdict is legal.' }),
});
export type CheckLegalityOutput = Static<typeof CheckLegalityOutput>;

export const ResolveNamesInput = Type.Object({
  names: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: MAX_NAMES_PER_CALL, description: 'Card names as a player writes them.' }),
});
export type ResolveNamesInput = Static<typeof ResolveNamesInput>;

export const ResolveNamesOutput = Type.Object({
  results: Type.Array(
    Type.Object({
      name: Type.String({ description: 'The name as asked (trimmed).' }),
      resolved: Type.Boolean(),
      card_name: Type.Union([Type.String(), Type.Null()], { description: "The card's own name when resolved." }),
      type_line: Type.Union([Type.String(), Type.Null()]),
      suggestions: Type.Array(Type.String(), { description: 'Up to three close card names when unresolved.' }),
    }),
  ),
});
export type ResolveNamesOutput = Static<typeof ResolveNamesOutput>;

export const ExplainWarningInput = Type.Object({
  code: Type.String({ minLength: 1, description: 'A warning code (e.g. COLOR_SOURCES_SHORT) or an error code (e.g. unsupported_format).' }),
});
export type ExplainWarningInput = Static<typeof ExplainWarningInput>;

export const ExplainWarningOutput = Type.Object({
  code: Type.String(),
  kind: StringEnum(['warning', 'error'] as const),
  severity: Type.Optional(StringEnum(SEVERITIES)),
  http_status: Type.Optional(Type.Integer()),
  meaning: Type.String(),
});
export type ExplainWarningOutput = Static<typeof ExplainWarningOutput>;

export const ListFormatsInput = Type.Object({});

export const ListFormatsOutput = Type.Object({
  formats: Type.Array(
    Type.Object({
      id: StringEnum(FORMAT_IDS),
      name: Type.String(),
      deck_size: Type.String({ description: 'e.g. "at least 60" or "exactly 100"' }),
      sideboard: Type.Object({ bo1: Type.Integer(), bo3: Type.Integer() }),
      copy_limit: Type.Integer(),
      commander: Type.Boolean(),
      arena: Type.Boolean(),
    }),
  ),
});
export type ListFormatsOutput = Static<typeof ListFormatsOutput>;
