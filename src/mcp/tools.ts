/**
 * The MCP tools: each a name, a description for the model, TypeBox input and
 * output schemas, and a function over the service layer (no HTTP round trip).
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ERRORS, type ErrorCode } from '../contract/errors.js';
import type { DeckAnalysis } from '../contract/schemas.js';
import { WARNINGS, type WarningCode } from '../contract/warnings.js';
import { FORMAT_IDS, FORMATS, type BestOf } from '../domain/formats.js';
import type { AnalysisService, AnalyzeInput, CardNameLookup } from '../service/service.js';
import {
  AnalyzeDeckInput,
  AnalyzeDeckOutput,
  CheckLegalityInput,
  CheckLegalityOutput,
  ExplainWarningInput,
  ExplainWarningOutput,
  ListFormatsInput,
  ListFormatsOutput,
  ResolveNamesInput,
  ResolveNamesOutput,
  type ExplainWarningOutput as ExplainWarningAnswer,
} from './schemas.js';

/** What a tool call answers: the structured result and a short text for the model to read. */
export interface ToolResult {
  structured: Record<string, unknown>;
  text: string;
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  input: TSchema;
  output: TSchema;
  run(args: Record<string, unknown>): Promise<ToolResult>;
}

/** A tool call whose arguments break the input schema; answered as an MCP tool error. */
export class ToolInputError extends Error {}

/** Checks arguments against the tool's input schema; enum values are read trimmed and lower-cased, as the HTTP API reads them. */
export function checkedArguments(tool: ToolDefinition, raw: unknown): Record<string, unknown> {
  const args: Record<string, unknown> = { ...((raw ?? {}) as Record<string, unknown>) };
  for (const key of ['format', 'best_of']) if (typeof args[key] === 'string') args[key] = (args[key] as string).trim().toLowerCase();
  if (!Value.Check(tool.input, args)) {
    const problems = [...Value.Errors(tool.input, args)].slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new ToolInputError(`invalid arguments for ${tool.name}: ${problems.join('; ')}`);
  }
  return args;
}

function summary(a: DeckAnalysis): string {
  const score = a.score === undefined ? 'no score' : `score ${a.score}/10`;
  const codes = [...new Set(a.warnings.map((w) => w.code))];
  const head = `${a.archetype ?? 'Deck'} (${a.format}, ${a.deck_size} cards): ${a.legality.status}, ${score}.`;
  return codes.length ? `${head} Warnings: ${codes.join(', ')}.` : `${head} No warnings.`;
}

/** The one line that explains a verdict: the first note of an illegal or unknown deck. */
function verdictReason(a: DeckAnalysis): string {
  if (a.legality.status === 'legal') return `Legal in ${FORMATS[a.format].name}.`;
  return a.legality.notes[0] ?? a.warnings[0]?.message ?? `${a.legality.status} in ${FORMATS[a.format].name}.`;
}

async function checkLegality(service: AnalysisService, decklist: string, bestOf: BestOf): Promise<ToolResult> {
  const analyses = await Promise.all(FORMAT_IDS.map((format) => service.analyze({ decklist, format, best_of: bestOf })));
  const formats = Object.fromEntries(analyses.map((a) => [a.format, { status: a.legality.status, reason: verdictReason(a) }]));
  const legalIn = analyses.filter((a) => a.legality.status === 'legal').map((a) => a.format);
  const text = legalIn.length ? `Legal in: ${legalIn.join(', ')}.` : 'Legal in no format.';
  return { structured: { formats, legal_in: legalIn }, text };
}

function explain(code: string): ExplainWarningAnswer {
  const upper = code.trim().toUpperCase();
  if (upper in WARNINGS) {
    const row = WARNINGS[upper as WarningCode];
    return { code: upper, kind: 'warning', severity: row.severity, meaning: row.when };
  }
  const lower = code.trim().toLowerCase();
  if (lower in ERRORS) {
    const row = ERRORS[lower as ErrorCode];
    return { code: lower, kind: 'error', http_status: row.status, meaning: row.when };
  }
  throw new ToolInputError(`unknown code ${code}; warning codes: ${Object.keys(WARNINGS).join(', ')}; error codes: ${Object.keys(ERRORS).join(', ')}`);
}

function formatTable(): ListFormatsOutput['formats'] {
  return FORMAT_IDS.map((id) => {
    const f = FORMATS[id];
    return {
      id,
      name: f.name,
      deck_size: `${f.deckSize.rule === 'exact' ? 'exactly' : 'at least'} ${f.deckSize.cards}`,
      sideboard: { ...f.maxSideboard },
      copy_limit: f.copyLimit,
      commander: f.commander !== null,
      arena: f.arena,
    };
  });
}

/** Every tool over the given service; resolve_card_names needs the name-lookup port. */
export function deckTools(service: AnalysisService & CardNameLookup): ToolDefinition[] {
  return [
    {
      name: 'analyze_deck',
      title: 'Analyze a decklist',
      description:
        'Analyze a pasted Magic: The Gathering decklist (Arena, MTGO, Moxfield, Archidekt or plain "4 Lightning Bolt" lines) for one format: legality with reasons, mana curve, colour sources against Karsten, archetype, a 1-10 score, warnings and advice. format defaults to standard, best_of to bo1.',
      input: AnalyzeDeckInput,
      output: AnalyzeDeckOutput,
      run: async (args) => {
        const analysis = await service.analyze({ format: 'standard', best_of: 'bo1', ...args } as AnalyzeInput);
        return { structured: analysis as unknown as Record<string, unknown>, text: summary(analysis) };
      },
    },
    {
      name: 'check_legality',
      title: 'Legality in every format',
      description: 'Check one decklist against all twelve formats at once: for each format, legal, illegal or unknown with the first reason; and the list of formats where it is legal.',
      input: CheckLegalityInput,
      output: CheckLegalityOutput,
      run: (args) => checkLegality(service, args.decklist as string, ((args.best_of as BestOf | undefined) ?? 'bo1')),
    },
    {
      name: 'resolve_card_names',
      title: 'Resolve card names',
      description: "Look card names up as a player writes them (any case, no accents, front face only, Alchemy A- names, printed foreign names). Each answer gives the card's own name and type line, or up to three close names when it is not a card.",
      input: ResolveNamesInput,
      output: ResolveNamesOutput,
      run: async (args) => {
        const results = await service.resolveNames(args.names as string[]);
        const unresolved = results.filter((r) => !r.resolved).map((r) => r.name);
        const text = unresolved.length ? `${results.length - unresolved.length} of ${results.length} resolved; not cards: ${unresolved.join(', ')}.` : `All ${results.length} resolved.`;
        return { structured: { results }, text };
      },
    },
    {
      name: 'explain_warning',
      title: 'Explain a warning or error code',
      description: 'Explain a warning code from an analysis (severity and when it is raised) or an error code of the HTTP API (status and when it is answered).',
      input: ExplainWarningInput,
      output: ExplainWarningOutput,
      run: async (args) => {
        const answer = explain(args.code as string);
        return { structured: answer, text: `${answer.code} (${answer.severity ?? `HTTP ${answer.http_status}`}): ${answer.meaning}` };
      },
    },
    {
      name: 'list_formats',
      title: 'List the formats',
      description: 'The twelve format ids Deckdoctor reviews, with deck size, sideboard limits by best-of, copy limit, and whether each is a Commander format or played on Arena.',
      input: ListFormatsInput,
      output: ListFormatsOutput,
      run: async () => {
        const formats = formatTable();
        return { structured: { formats }, text: formats.map((f) => `${f.id} (${f.name})`).join(', ') };
      },
    },
  ];
}
