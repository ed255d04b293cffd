import { SERVICE_VERSION } from '../contract/version.js';

export const OPENAPI_INFO = {
  title: 'Deckdoctor',
  version: SERVICE_VERSION,
  description: [
    'Reads a pasted Magic: The Gathering decklist and answers with a JSON analysis: parsed counts, a legality review for twelve formats, mana curve, mana-base source diagnostics, archetype, a score with its breakdown, structured warnings, strengths, weaknesses and recommendations.',
    '',
    'How the open points of the interface are read:',
    '- deck_size = legality.main_deck_size = main deck + commander(s); companion and sideboard are not in it. legality.sideboard_size = sideboard + companion. The maybeboard is never counted or checked.',
    '- facts.lands + facts.nonlands = deck_size. An unresolved card is a nonland unless its name is a basic land.',
    '- mana_curve counts nonland copies of the main deck and commanders by mana value (X is 0; a card whose front face is a land is a land); unresolved copies are in `unknown`.',
    '- legality.status: illegal if any definite violation, else unknown if a card is unresolved or the data has no legality for the format, else legal.',
    '- Copy limits count main deck, sideboard, companion and commander together; basic lands are exempt; "any number" cards, Seven Dwarves (7) and Nazgûl (9) follow their own rule.',
    '- best_of decides the sideboard limit of Arena formats (standard, alchemy, historic, timeless, pioneer): 7 in bo1, 15 in bo3; paper formats allow 15.',
    '- Errors: a body that is valid JSON but not an object is invalid_json; a non-string decklist is missing_decklist with a detail; an invalid best_of is unsupported_format with field "best_of". The body is read as JSON whatever its Content-Type; the service never answers 415.',
    '- Extensions: 404 not_found, 413 payload_too_large (1 MiB by default), 429 rate_limited (only when rate limiting is enabled); fields marked "Extension" in the schemas.',
  ].join('\n'),
  license: { name: 'MIT' },
  contact: { name: 'Deckdoctor maintainers' },
};
