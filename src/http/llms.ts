/**
 * /llms.txt, rendered from the format table and the error and warning
 * catalogues so it cannot drift from them.
 */
import { FORMATS, FORMAT_IDS, type FormatId } from '../domain/formats.js';
import { WARNINGS, WARNING_CODE_LIST } from '../contract/warnings.js';
import { ERRORS, ERROR_CODES } from '../contract/errors.js';
import { DEMO_REQUEST, STANDARD_EXAMPLE_REQUEST } from './examples.js';
import { PERMALINK, permalinkUrl } from '../service/permalink.js';
import { DEFAULTS } from '../config.js';

/** One line per format, read from the format table. */
function formatLine(id: FormatId): string {
  const f = FORMATS[id];
  const size = f.deckSize.rule === 'exact' ? `exactly ${f.deckSize.cards} cards with the commander` : `at least ${f.deckSize.cards} cards`;
  const sideboard = f.maxSideboard.bo1 === f.maxSideboard.bo3 ? f.maxSideboard.bo3 : `${f.maxSideboard.bo1} (bo1) / ${f.maxSideboard.bo3} (bo3)`;
  return `- \`${id}\`: ${f.name}; ${size}; up to ${f.copyLimit} ${f.copyLimit === 1 ? 'copy' : 'copies'} of a card; sideboard ${sideboard}`;
}

/** The error catalogue, one line a code. */
const errorCodeLines = () => ERROR_CODES.map((code) => `- \`${code}\`: ${ERRORS[code].status}: ${ERRORS[code].when}`).join('\n');

/** The warning catalogue, one line a code. */
const warningCodeLines = () => WARNING_CODE_LIST.map((code) => `- \`${code}\` (${WARNINGS[code].severity}): ${WARNINGS[code].when}`).join('\n');

/** /llms.txt: the llms.txt convention (markdown guide for language models and agents). */
export function renderLlmsTxt(baseUrl = `http://${DEFAULTS.host}:${DEFAULTS.port}`): string {
  return `# Deckdoctor

> Deckdoctor reads a pasted Magic: The Gathering decklist and answers with a JSON analysis a deckbuilder can trust: parsed counts, a legality review for twelve formats with the reason for every verdict, mana curve, mana-base colour-source diagnostics (Karsten 2022), archetype, a 1-10 score with its breakdown, structured warnings, strengths, weaknesses and recommendations.

Unknown card names and card-data outages are never errors: the answer is a normal 200 with diagnostics in \`card_data\`, \`legality.unknown_cards\` and \`warnings\`.

## Endpoints

- [GET /api/analyze](${baseUrl}/api/analyze): discovery: capabilities, endpoints and example requests.
  \`curl ${baseUrl}/api/analyze\`
- POST /api/analyze: analyze a decklist (JSON body, read as JSON whatever the Content-Type). Analyses are JSON in ASCII: characters past ASCII, such as the dash in a type line, come as \`\\u\` escapes (\`\\u2014\`), which any JSON parser reads back.
  \`curl -X POST ${baseUrl}/api/analyze -H 'Content-Type: application/json' -d '{"decklist":"4 Lightning Bolt\\n20 Mountain","format":"modern","best_of":"bo3"}'\`
- [GET /api/analyze/demo](${baseUrl}/api/analyze/demo): a real analysis of a fixed ${DEMO_REQUEST.format} Burn deck, for GET-only clients.
  \`curl ${baseUrl}/api/analyze/demo\`
- GET /api/analyze/p?decklist=...&format=...&best_of=...: the same analysis with the request in the URL, for clients that can only issue GET. URL-encode the list (newline \`%0A\`, space \`%20\`); \`format\` and \`best_of\` are optional with the same defaults and errors as POST. A request line over 16 KiB gets 431, so long lists are POSTed.
  \`curl '${baseUrl}${PERMALINK.path.slice(0, -1)}?decklist=4%20Lightning%20Bolt%0A4%20Goblin%20Guide%0A52%20Mountain&format=modern&best_of=bo3'\`
- [GET ${PERMALINK.path}{code}](${permalinkUrl(baseUrl, STANDARD_EXAMPLE_REQUEST) ?? baseUrl}): the analysis a \`permalink\` holds. Every answer carries \`permalink\`, a link with the decklist, format and best_of packed inside (nothing is stored; any instance answers it); share it, or GET it again for the same answer (strong ETag, \`Cache-Control: public, max-age=86400\`, 304 on \`If-None-Match\`).
- [GET /openapi.json](${baseUrl}/openapi.json): the OpenAPI 3.0.3 description of this interface.
  \`curl ${baseUrl}/openapi.json\`
- [GET /llms.txt](${baseUrl}/llms.txt): this guide.
  \`curl ${baseUrl}/llms.txt\`

## MCP server (Model Context Protocol)

- POST ${baseUrl}/mcp: MCP over Streamable HTTP (stateless; send \`Accept: application/json, text/event-stream\`). Tools: \`analyze_deck\` (decklist, format, best_of -> the DeckAnalysis), \`check_legality\` (all twelve formats at once), \`resolve_card_names\` (with suggestions), \`explain_warning\` (a warning or error code), \`list_formats\`.
- Local, over stdio: \`npx deckdoctor mcp\` in a checkout.
- Probes: [GET /healthz](${baseUrl}/healthz) (live) and [GET /readyz](${baseUrl}/readyz) (card store loaded; 503 before).

## Request fields (POST /api/analyze)

- \`decklist\` (string, required, at least 1 character): one card a line: \`4 Lightning Bolt\`, \`4x Lightning Bolt\`, or a bare name for one copy. Arena (\`4 Name (SET) 123\`), MTGO .txt and .dek XML, Moxfield and Archidekt exports are read. Section headers: \`Deck\`, \`Commander\`, \`Companion\`, \`Sideboard\`, \`Maybeboard\`; also \`SB: 2 Name\` and \`Commander: Name\`. With no headers, a final block after a blank line is the sideboard when it holds 15 or fewer cards, or when the blocks before it already reach 60.
- \`format\` (string, default \`standard\`): one of ${FORMAT_IDS.map((f) => `\`${f}\``).join(', ')}.
- \`best_of\` (string, default \`bo1\`): \`bo1\` or \`bo3\`; Arena formats allow 7 sideboard cards in bo1, 15 in bo3.

## Formats

${FORMAT_IDS.map(formatLine).join('\n')}

## Main response fields (DeckAnalysis)

- \`analysis_mode\`: \`provider_enriched_api\` (card data resolved) or \`structural_api\` (fallback).
- \`deck_size\`: main deck + commander(s). \`facts\`: lands, nonlands, colours and role counts (creatures, artifacts, interaction, card advantage, selection, recursion, repeatable value...).
- \`legality\`: \`status\` (legal, unknown, illegal), sizes, \`illegal_cards\`, \`unknown_cards\`, \`copy_limit_cards\` ({name, copies, limit}), commander checks, \`color_identity_violations\`, and one note per violation.
- \`mana_curve\`: nonland copies by mana value: \`0\`..\`4\`, \`5+\`, \`unknown\`.
- \`mana_base\`: \`land_count\`, \`land_count_status\`, \`color_sources\` and \`early_color_requirements\` per colour, \`color_consistency_status\`, \`cast_on_curve\` probabilities, notes.
- \`archetype\`, \`score\` (1-10), \`score_breakdown\` (0-10 metrics), \`confidence\` (0-1), \`summary\`, \`strengths\`, \`weaknesses\`, \`recommendations\`.
- \`format_legality\`: the same legality review in each of the twelve formats: \`{"modern": {"status": "legal", "reason": "Legal in Modern: 60 cards, sideboard 15 of 15."}, ...}\`. When the requested (or default) format is illegal but others are legal, or the list has the shape of a Commander deck, the warning \`LIKELY_OTHER_FORMAT\` says which \`format\` to send.
- \`permalink\`: a URL that answers this same analysis by GET (null only for lists too long to pack into a link).
- \`cards\`: every entry with \`quantity\`, \`section\`, \`resolved\`, \`mana_value\`, \`mana_cost\`, \`type_line\`, \`roles\`, a representative printing (\`set\`, \`collector_number\`, \`scryfall_id\`) and \`arena\`; null where unknown.
- \`card_data\`: where card data came from, \`mode\` (live, cache, fallback), \`checked_at\`, resolved and unresolved counts, \`unresolved_names\` and \`suggestions\`.
- \`warnings\`: [{severity, code, message}].

## Error codes

${errorCodeLines()}

Errors are JSON: \`{"tool":"deckdoctor","service_version":"1.0.0","error":{"code":"...","message":"..."}}\`.

## Warning codes

${warningCodeLines()}

## Limits

- Request body: 1 MiB by default. Permalink codes: at most ${PERMALINK.maxCodeLength} characters. Quantities 1 to 999 a line. Score 1 to 10; confidence 0 to 1; counts are integers >= 0.
- No authentication. CORS is open to any origin.

## Optional

- [OpenAPI document](${baseUrl}/openapi.json)
`;
}
